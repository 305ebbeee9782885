// `npm run start:many -- --api 2` (README, "More than one process"): one worker and two API processes on one
// database, each API process serving on its own port; SIGTERM stops them all.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exited, isDead, repoRoot } from './helpers/crash-server.ts';

let database: TestDatabase;
let dataDir: string;
let script: ChildProcess | undefined;
let output = '';

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'paydesk-many-'));
});
afterAll(async () => {
  if (script && !isDead(script)) {
    script.kill('SIGKILL');
    await exited(script);
  }
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run start:many', () => {
  it('starts two API processes and one worker on one database, and SIGTERM stops every one', async () => {
    script = spawn(process.execPath, [path.join(repoRoot, 'scripts/start-many.mjs'), '--api', '2'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        PORT: '0',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: path.join(dataDir, 'web'),
        SKIP_WEB_BUILD: '1',
        APP_SECRET: randomBytes(32).toString('base64url'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    script.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    script.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    const summary = /2 API processes \((\S+), (\S+)\) and 1 worker on one database/;
    const deadline = Date.now() + 120_000;
    while (!summary.test(output)) {
      if (isDead(script) || Date.now() > deadline) throw new Error(`start:many did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const urls = summary.exec(output)!.slice(1);
    expect(new Set(urls).size).toBe(2);
    for (const url of urls) expect((await fetch(`${url}/health`)).status).toBe(200);
    expect(output).toContain('[worker] [paydesk] worker running');

    // The worker alone listens for webhook events; each process listens for writes and notifications.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ query: string; n: number }>(
        `select query, count(*)::int as n from pg_stat_activity
          where datname = current_database() and application_name like 'paydesk listen%' group by query order by query`,
      );
      expect(rows).toEqual([
        { query: 'listen paydesk_notifications', n: 3 },
        { query: 'listen paydesk_webhooks', n: 1 },
        { query: 'listen paydesk_writes', n: 3 },
      ]);
    } finally {
      await admin.end();
    }

    script.kill('SIGTERM');
    await exited(script);
    expect(script.exitCode).toBe(0);
    for (const url of urls) await expect(fetch(`${url}/health`)).rejects.toThrow();
  }, 180_000);
});
