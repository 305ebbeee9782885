// Everything `npm start` needs before serving: the database (embedded unless DATABASE_URL), generated
// secrets for a local install, migrations, reference data and the demo business.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  createDb,
  type EmbeddedServer,
  ensureDatabase,
  runMigrations,
  seedReferenceData,
  startEmbeddedPostgres,
} from '@paydesk/db';
import { type AppConfig, type EnvConfig, resolveConfig } from './config.ts';
import { createFilesStore } from './platform/files/files-store.ts';
import {
  type DEMO_LOGIN,
  seedDemoBusiness,
  seedDemoBusinessOnDemand,
  seedDemoBusinessPaymentNotes,
  seedDemoBusinessPayments,
  seedDemoBusinessPayroll,
  seedDemoBusinessTrade,
  seedDemoBusinessWebhooks,
} from './seed/demo.ts';

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
    embedded = await startEmbeddedPostgres({
      dataDir: path.resolve(env.DATA_DIR, 'postgres'),
      onNotice: log,
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
    await runMigrations(databaseUrl);
    const handle = createDb(databaseUrl, { max: 2 });
    try {
      await seedReferenceData(handle.db);
      const demo =
        env.SEED_DEMO && env.NODE_ENV !== 'production'
          ? await seedDemoBusiness(handle.db, { walletBankCode: config.WALLET_BANK_CODE })
          : null;
      if (demo) await seedDemoBusinessPayments(handle.db, config.WALLET_BANK_CODE);
      // On-demand pay before payroll: the demo's runs deduct the advances owed by their pay month.
      if (demo) await seedDemoBusinessOnDemand(handle.db);
      if (demo) await seedDemoBusinessPaymentNotes(handle.db);
      if (demo) await seedDemoBusinessPayroll(handle.db, config);
      if (demo) await seedDemoBusinessWebhooks(handle.db, config);
      if (demo)
        await seedDemoBusinessTrade(
          handle.db,
          config,
          createFilesStore(path.resolve(config.DATA_DIR, 'files')),
        );
      return { config, databaseUrl, embedded, demo };
    } finally {
      await handle.close();
    }
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
}
