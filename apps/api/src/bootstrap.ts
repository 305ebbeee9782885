// Everything `npm start` needs before serving: the database (embedded unless DATABASE_URL), generated
// secrets for a local install, migrations, reference data and the demo business.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createDb,
  type EmbeddedServer,
  ensureDatabase,
  NOT_DURABLE_SETTINGS,
  runMigrations,
  seedReferenceData,
  startEmbeddedPostgres,
} from '@paydesk/db';
import { type AppConfig, type EnvConfig, resolveConfig } from './config.ts';
import { type DEMO_LOGIN, seedDemoActivity, seedDemoBusiness } from './seed/demo.ts';

export interface Prepared {
  config: AppConfig;
  databaseUrl: string;
  embedded: EmbeddedServer | null;
  demo: typeof DEMO_LOGIN | null;
}

/** Secrets for a local install, generated once and kept beside the data. Production must set them. */
function localSecrets(env: EnvConfig): { appSecret: string; payloadKey: string } {
  if (env.NODE_ENV === 'production' && !env.APP_SECRET)
    throw new Error('APP_SECRET must be set in production');
  const file = path.resolve(env.DATA_DIR, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    appSecret: randomBytes(32).toString('base64url'),
    payloadKey: randomBytes(32).toString('hex'),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export async function prepare(env: EnvConfig, log: (line: string) => void): Promise<Prepared> {
  const config = resolveConfig(env, localSecrets(env));
  let embedded: EmbeddedServer | null = null;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    if (!env.EMBEDDED_POSTGRES_DURABLE && env.NODE_ENV === 'production')
      throw new Error('EMBEDDED_POSTGRES_DURABLE=false is for throwaway test clusters, never production');
    embedded = await startEmbeddedPostgres({
      dataDir: path.resolve(env.DATA_DIR, 'postgres'),
      onNotice: log,
      // A throwaway cluster (an e2e run's): nothing in it must survive a crash of the machine.
      settings: env.EMBEDDED_POSTGRES_DURABLE ? undefined : NOT_DURABLE_SETTINGS,
    });
    await ensureDatabase(embedded.adminUrl, 'paydesk');
    databaseUrl = embedded.urlFor('paydesk');
    log(
      `embedded PostgreSQL running on 127.0.0.1:${embedded.port} (kept across restarts) with data in ` +
        `${path.resolve(env.DATA_DIR, 'postgres')}; processes on other machines need an external PostgreSQL ` +
        '(README: More than one process)',
    );
  }
  try {
    // Processes started at once take turns: the first migrates and seeds, the others find it done.
    const demo = await runMigrations(databaseUrl, () => seed(databaseUrl, env, config));
    return { config, databaseUrl, embedded, demo };
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}

/** Reference data, and the demo business unless production or SEED_DEMO=false (each step finds its work done). */
async function seed(
  databaseUrl: string,
  env: EnvConfig,
  config: AppConfig,
): Promise<typeof DEMO_LOGIN | null> {
  const handle = createDb(databaseUrl, { max: 2 });
  try {
    await seedReferenceData(handle.db);
    if (!env.SEED_DEMO || env.NODE_ENV === 'production') return null;
    // Each module's part, in the order of MODULES: its setup with the business, then what the business did.
    const started = performance.now();
    const demo = await seedDemoBusiness(handle.db, config);
    await seedDemoActivity(handle.db, config);
    // What a fresh start and each e2e shard pay for the demo (a demo seeded before finds its work done at once).
    process.stdout.write(`[paydesk] demo seeded in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    return demo;
  } finally {
    await handle.close();
  }
}
