// The real server (node scripts/start.mjs) on a test database, for crash tests: started on a free port, killed
// with SIGKILL, started again. The same launcher the payments and wallets crash tests use, as a helper.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer();
    probe.listen(0, () => {
      const { port: p } = probe.address() as { port: number };
      probe.close(() => resolve(p));
    });
  });

export const isDead = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;
export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (isDead(child) ? resolve() : child.once('exit', () => resolve())));

/** Starts the server with the test defaults plus `env`, and waits for /health (60 s at most). */
export async function startRealServer(options: {
  databaseUrl: string;
  port: number;
  dataDir: string;
  appSecret: string;
  env?: Record<string, string>;
}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SKIP_WEB_BUILD: '1',
      WEB_DIST_DIR: path.join(options.dataDir, 'web'),
      DATA_DIR: options.dataDir,
      APP_SECRET: options.appSecret,
      PAYLOAD_ENCRYPTION: 'false',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'error',
      GLOBAL_RATE_LIMIT_PER_MINUTE: '100000',
      BUSINESS_RATE_LIMIT_PER_MINUTE: '100000',
      DATABASE_POOL_SIZE: '10',
      BANK_NAME_ENQUIRY_DELAY_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr?.on('data', (d) => process.stderr.write(`[server] ${d}`));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (isDead(child)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    const ok = await fetch(`http://127.0.0.1:${options.port}/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start within 60 s');
}
