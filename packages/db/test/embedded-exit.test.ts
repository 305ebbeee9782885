// The embedded PostgreSQL package hooks `beforeExit` to call process.exit(0): a test run that failed (exit code 1,
// set as Vitest does) ended with 0 and the shell saw success. Loaded through embedded.ts, a process keeps its exit
// code, and a cluster it started and did not stop is still told to stop when it exits (a fatal error's exit).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { isAlive } from '../src/embedded.ts';

const embedded = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/embedded.ts');

/** Runs `body` (an ES module's code with `m`, embedded.ts) in a child Node with tsx. */
const runChild = (body: string) =>
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(embedded)});\n${body}`,
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );

it('a process that loaded the embedded PostgreSQL package ends with the exit code it set', () => {
  const child = runChild('await m.loadEmbeddedPostgres();\nprocess.exitCode = 3;');
  expect(child.stderr).toBe('');
  expect(child.status).toBe(3);
});

it('a cluster the process did not stop is told to stop when the process exits', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'paydesk-exit-pg-'));
  try {
    const child = runChild(
      `await m.startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)} });\nprocess.exit(4);`,
    );
    expect(child.status, child.stderr).toBe(4);
    const pidFile = path.join(dataDir, 'cluster', 'postmaster.pid');
    let postmaster = 0;
    try {
      postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    } catch {
      // Gone already: it stopped.
    }
    const deadline = Date.now() + 30_000;
    while (postmaster && isAlive(postmaster) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect(postmaster && isAlive(postmaster), 'the postmaster still runs').toBeFalsy();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 150_000);
