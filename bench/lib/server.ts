// Starts `node scripts/start.mjs` the way a user does, and stops it the way Ctrl-C does.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface StartOptions {
  dataDir?: string;
  /** Serve this built web app (WEB_DIST_DIR) instead of apps/web/dist. */
  webDist?: string;
  port?: number;
  env?: Record<string, string>;
  /** Paths to poll; the first 200 of each is timed. Default: /health and /login. */
  probes?: string[];
  timeoutMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** ms from spawn to: a server log line ('pg' = embedded PostgreSQL up, 'listening'), and each probe's first 200. */
  marks: Record<string, number>;
  /** The first non-200 status each probe answered, if any (e.g. 503 for /login without a web build). */
  firstStatus: Record<string, number | undefined>;
  output: () => string;
  stop: () => Promise<number>;
}

/** A new empty data directory. 0755: run as root, embedded PostgreSQL's initdb runs as another user. */
export function freshDataDir(label = 'bench'): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `paydesk-${label}-`));
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * A private copy of apps/web/dist (null when there is no complete build). The server decides once, at start,
 * whether a build exists; a copy keeps a concurrent `npm run build` from turning /login into a 503.
 */
export function snapshotWebDist(): string | null {
  const dist = path.join(ROOT_DIR, 'apps/web/dist');
  for (let attempt = 0; attempt < 5; attempt++) {
    if (existsSync(path.join(dist, 'index.html'))) {
      const copy = freshDataDir('web');
      cpSync(dist, copy, { recursive: true });
      const index = path.join(copy, 'index.html');
      const assets = existsSync(index)
        ? [...readFileSync(index, 'utf8').matchAll(/["'](\/assets\/[^"']+)["']/g)]
        : [];
      if (assets.length > 0 && assets.every((m) => existsSync(path.join(copy, m[1]!)))) return copy;
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2_000);
  }
  return null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startServer(options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  // A data directory made here is removed again by stop().
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? freshDataDir();
  const url = `http://localhost:${port}`;
  const probes = options.probes ?? ['/health', '/login'];
  const timeoutMs = options.timeoutMs ?? 120_000;
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`): node flags for the server only, to profile it.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // BENCH_SERVER_ROOT: another checkout's root (its node_modules in place) whose server to measure, for A/B runs of
  // old code and new against the same bench.
  const child = spawn(process.execPath, [...nodeArgs, 'scripts/start.mjs'], {
    cwd: process.env.BENCH_SERVER_ROOT ?? ROOT_DIR,
    env: {
      ...process.env,
      SKIP_WEB_BUILD: '1',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      // The login bench reads codes from the dev mailbox: asked for explicitly.
      DEV_MAILBOX: 'true',
      ...(options.webDist ? { WEB_DIST_DIR: options.webDist } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const marks: Record<string, number> = {};
  const firstStatus: Record<string, number | undefined> = {};
  const onData = (chunk: Buffer) => {
    log += chunk.toString();
    const at = performance.now() - started;
    if (marks.pg === undefined && log.includes('embedded PostgreSQL running')) marks.pg = at;
    if (marks.listening === undefined && log.includes('Paydesk is running')) marks.listening = at;
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  let exited: number | null = null;
  const exit = new Promise<number>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = code ?? (signal ? 128 : 1);
      resolve(exited);
    }),
  );

  const stop = async (): Promise<number> => {
    if (exited !== null) return exited;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await exit;
    clearTimeout(timer);
    if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
    return code;
  };

  const pending = new Set(probes);
  while (pending.size > 0) {
    if (exited !== null) {
      if (ownsDataDir) rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`server exited with ${exited} before answering:\n${log}`);
    }
    if (performance.now() - started > timeoutMs) {
      await stop();
      throw new Error(
        `server did not answer 200 on ${[...pending].join(', ')} within ${timeoutMs} ms:\n${log}`,
      );
    }
    await Promise.all(
      [...pending].map(async (probe) => {
        try {
          const response = await fetch(url + probe, { signal: AbortSignal.timeout(2_000) });
          await response.arrayBuffer();
          if (response.status === 200) {
            marks[probe] = performance.now() - started;
            pending.delete(probe);
          } else firstStatus[probe] ??= response.status;
        } catch {
          // not listening yet
        }
      }),
    );
    if (pending.size > 0) await sleep(20);
  }
  return { url, port, dataDir, child, marks, firstStatus, output: () => log, stop };
}
