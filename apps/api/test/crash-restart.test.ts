// Restart after a crash: `kill -9` of the app leaves its embedded PostgreSQL running; `npm start` again must
// stop that leftover server, come up healthy, and keep what was written before the kill. A start that cannot
// proceed (the data directory or the port held by someone else) says why, never a bare `undefined`.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH_PATHS } from '@paydesk/contracts';
import { freePort, isAlive } from '@paydesk/db';
import { afterAll, describe, expect, it } from 'vitest';
import { signupForm } from './helpers/auth-flows.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paydesk-crash-'));
  // As root, PostgreSQL runs as an unprivileged user that must reach its directory through this one.
  chmodSync(dir, 0o755);
  return dir;
}
const dataDir = tempDataDir();
const otherDataDir = tempDataDir();
const webDist = mkdtempSync(path.join(os.tmpdir(), 'paydesk-crash-web-'));
const started: ChildProcess[] = [];
let output = '';
let orphan = 0;

function startApp(port: number, directory = dataDir, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: directory,
      WEB_DIST_DIR: webDist,
      SKIP_WEB_BUILD: '1',
      SEED_DEMO: 'false',
      DEV_MAILBOX: 'true',
      PAYLOAD_ENCRYPTION: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Each chunk is stamped with the time since spawn, so a slow restart shows where its time went.
  const spawnedAt = Date.now();
  child.stdout?.on('data', (chunk) => {
    output += `+${Date.now() - spawnedAt}ms ${chunk}`;
  });
  child.stderr?.on('data', (chunk) => {
    output += `+${Date.now() - spawnedAt}ms ${chunk}`;
  });
  started.push(child);
  return child;
}

/** Resolves once /health answers 200; rejects if the process exits first or time runs out. */
async function healthy(child: ChildProcess, port: number, timeoutMs: number): Promise<void> {
  const begin = Date.now();
  while (Date.now() - begin < timeoutMs) {
    if (!running(child)) throw new Error(`app exited with ${child.exitCode ?? child.signalCode}:\n${output}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/health`);
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not healthy within ${timeoutMs} ms:\n${output}`);
}

/** The addressees of the dev mailbox's messages to `to`, waiting up to `waitMs` for at least one. */
async function mailboxAddressees(port: number, to: string, waitMs: number): Promise<string[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const response = await fetch(
      `http://127.0.0.1:${port}/dev/mailbox/api/messages?to=${encodeURIComponent(to)}`,
    );
    const messages = ((await response.json()) as { data: { to: string }[] }).data;
    if (messages.length > 0 || Date.now() >= deadline) return messages.map((m) => m.to);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

const postmasterLine = (line: number) =>
  Number(readFileSync(path.join(dataDir, 'postgres/cluster/postmaster.pid'), 'utf8').split('\n')[line]);
const postmasterPid = () => postmasterLine(0);
/** The port the embedded PostgreSQL listens on (the fourth line of its postmaster.pid). */
const postgresPort = () => postmasterLine(3);

afterAll(async () => {
  const live = started.filter(running);
  const exited = live.map((child) => new Promise((r) => child.once('exit', r)));
  for (const child of live) child.kill('SIGTERM'); // stops its PostgreSQL too
  await Promise.all(exited);
  // A failed run must not leave the orphan behind either.
  if (orphan && isAlive(orphan)) process.kill(orphan, 'SIGINT');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(otherDataDir, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
}, 60_000);

/** Waits for a start that must fail; answers its exit code and everything it printed. */
async function failedStart(
  child: ChildProcess,
  timeoutMs: number,
): Promise<{ code: number | null; printed: string }> {
  let printed = '';
  child.stdout?.on('data', (chunk) => {
    printed += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    printed += chunk;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`still running after ${timeoutMs} ms:\n${printed}`)),
      timeoutMs,
    );
    child.once('exit', (exitCode) => {
      clearTimeout(timer);
      resolve(exitCode);
    });
  });
  return { code, printed };
}

let port = 0;
/** The app running on dataDir and port once the first test has restarted it. */
let app: ChildProcess | undefined;

describe('restart after kill -9', () => {
  it('stops the orphaned PostgreSQL, is healthy again (goal: within 10 s), and keeps the data written before the kill', async () => {
    port = await freePort();
    const first = startApp(port);
    await healthy(first, port, 90_000);

    const form = signupForm({ companyName: 'Crash Proof Ltd' });
    const signup = await fetch(`http://127.0.0.1:${port}/api${AUTH_PATHS.signup}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
    expect(signup.status).toBe(201);

    // Written and delivered to the dev mailbox before the kill.
    expect(await mailboxAddressees(port, form.email, 10_000)).toContain(form.email);

    orphan = postmasterPid();
    const postgresPortBefore = postgresPort();
    first.kill('SIGKILL'); // the node process only: its PostgreSQL lives on as an orphan
    await new Promise((r) => first.once('exit', r));
    expect(isAlive(orphan)).toBe(true);

    // The 10 s goal is printed, not asserted: machines differ several-fold in speed (bench/ holds timing goals).
    // 30 s only tells a restart that is stuck from one that is slow.
    const restartedAt = Date.now();
    const second = startApp(port);
    app = second;
    await healthy(second, port, 30_000);
    console.log(`restart after kill -9: healthy in ${Date.now() - restartedAt} ms (goal 10000 ms)`);
    expect(output).toContain('stopping PostgreSQL left running by a previous run');
    expect(output).not.toMatch(/^undefined$/m);
    expect(isAlive(orphan)).toBe(false);
    // The same address as before the kill, for whatever else was given it.
    expect(postgresPort()).toBe(postgresPortBefore);

    expect(await mailboxAddressees(port, form.email, 0)).toContain(form.email);
  }, 150_000);

  it('a second start on the data directory of a running app is refused with a clear message', async () => {
    const again = await failedStart(startApp(await freePort()), 30_000);
    expect(again.code).toBe(1);
    expect(again.printed).toContain('is in use by another running Paydesk');
    expect(again.printed).not.toMatch(/^undefined$/m);
    // The running app was left alone.
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  }, 60_000);

  it('a start on a port another process holds says so, and leaves no PostgreSQL behind', async () => {
    const taken = await failedStart(startApp(port, otherDataDir), 90_000);
    expect(taken.code).toBe(1);
    expect(taken.printed).toContain(`port ${port} on 127.0.0.1 is already in use by another process`);
    expect(taken.printed).not.toMatch(/^undefined$/m);
    expect(() => readFileSync(path.join(otherDataDir, 'postgres/cluster/postmaster.pid'))).toThrow();
  }, 120_000);
});

describe('a second process on the embedded PostgreSQL of `npm start`', () => {
  it('lives through a restart of `npm start` (503 while it is down) and serves again on the same address', async () => {
    const password = readFileSync(path.join(dataDir, 'postgres/superuser-password'), 'utf8').trim();
    const databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${postgresPort()}/paydesk`;
    const otherPort = await freePort();
    const other = startApp(otherPort, dataDir, { DATABASE_URL: databaseUrl, ROLE: 'api' });
    await healthy(other, otherPort, 90_000);

    const stopped = new Promise((r) => app!.once('exit', r));
    app!.kill('SIGTERM'); // stops its PostgreSQL too
    await stopped;
    expect(running(other)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${otherPort}/health`)).status).toBe(503);

    app = startApp(port);
    await healthy(app, port, 90_000);
    await healthy(other, otherPort, 60_000);
  }, 240_000);
});
