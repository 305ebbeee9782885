// The app built in this process on an embedded PostgreSQL of its own (a fresh data directory, migrated, reference
// data seeded), for benches that drive the app's code directly (its jobs, app.inject) rather than a started server.
// Runs `work`, then closes the app, stops the cluster and removes the directory.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { type AppConfig, readEnvConfig, resolveConfig } from '../../apps/api/src/config.ts';
import { createServer } from '../../apps/api/src/server.ts';
import {
  ensureDatabase,
  runMigrations,
  seedReferenceData,
  startEmbeddedPostgres,
} from '../../packages/db/src/index.ts';
import { freshDataDir } from './server.ts';

export type InProcessServer = Awaited<ReturnType<typeof createServer>>;

export async function withInProcessApp<T>(
  label: string,
  /** Settings over the bench defaults: the API role only (no worker races the bench), no log, no demo. */
  env: Record<string, string>,
  work: (app: { server: InProcessServer; config: AppConfig; appSecret: string }) => Promise<T>,
  /** PostgreSQL settings given at start (e.g. `track_commit_timestamp`, which needs a restart to change). */
  postgresSettings?: Record<string, string>,
): Promise<T> {
  const dataDir = freshDataDir(label);
  const pg = await startEmbeddedPostgres({
    dataDir,
    ...(postgresSettings ? { settings: postgresSettings } : {}),
  });
  try {
    await ensureDatabase(pg.adminUrl, 'bench');
    const url = pg.urlFor('bench');
    await runMigrations(url);
    const appSecret = randomBytes(32).toString('base64url');
    const config = resolveConfig(
      readEnvConfig({
        NODE_ENV: 'test',
        ROLE: 'api',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        PAYLOAD_ENCRYPTION: 'false',
        DATA_DIR: dataDir,
        GLOBAL_RATE_LIMIT_PER_MINUTE: '1000000',
        ...env,
      }),
      { appSecret },
    );
    const server = await createServer(config, url);
    try {
      await seedReferenceData(server.database.db);
      return await work({ server, config, appSecret });
    } finally {
      await server.close();
    }
  } finally {
    await pg.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
