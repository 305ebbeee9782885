// Issue 26, pg-boss through a blip: a job that finishes while the database is away makes pg-boss 10 record its
// outcome with a statement nobody waits on (timgit/pg-boss#577); its failure ended the process as an unhandled
// rejection. With main.ts's guard the process lives on, and its worker takes jobs again once the database is back.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, isDead, repoRoot } from './helpers/crash-server.ts';
import { type PgProxy, startPgProxy } from './helpers/pg-proxy.ts';

let database: TestDatabase;
let proxy: PgProxy;
let child: ChildProcess | undefined;
let output = '';

beforeAll(async () => {
  database = await createTestDatabase();
  proxy = await startPgProxy(database.url);
});
afterAll(async () => {
  if (child && !isDead(child)) {
    child.kill('SIGKILL');
    await exited(child);
  }
  await proxy?.close();
  await database?.drop();
});

async function waitFor(what: string, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a job that finishes while the database is away', () => {
  it('does not end the process, and the worker takes jobs again once the database is back', async () => {
    child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/api/test/helpers/job-runner-child.ts'), proxy.url],
      { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    await waitFor('the job to start', () => output.includes('working'));

    proxy.refuse();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
    } finally {
      await admin.end();
    }
    child.stdin?.write('finish\n');
    await waitFor(
      'the outcome of the job to fail',
      () => output.includes('database unavailable') || isDead(child!),
    );
    expect(isDead(child)).toBe(false);

    proxy.accept();
    child.stdin?.write('send\n');
    await waitFor('a job after the blip', () => output.includes('ran 2') || isDead(child!));
    expect(isDead(child)).toBe(false);
  }, 60_000);
});
