// Applies the committed SQL migrations (packages/db/migrations) and makes sure a database exists.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** An advisory lock key of our own: processes starting at once on one database take turns with it. */
const START_LOCK = 26_026_026;

/**
 * Applies the pending migrations, then runs `afterwards` (a start's seeding), holding an advisory lock all along:
 * processes that start at once take turns, so one migrates a new database and the others find nothing left to
 * apply (two at once would both try to create the same tables and one would fail).
 */
export async function runMigrations(url: string): Promise<void>;
export async function runMigrations<T>(url: string, afterwards: () => Promise<T>): Promise<T>;
export async function runMigrations<T>(url: string, afterwards?: () => Promise<T>): Promise<T | undefined> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {}); // a lost connection fails the statement in flight, which is enough
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK]);
    await migrate(drizzle(client), { migrationsFolder });
    return await afterwards?.();
  } finally {
    // Ending the session releases its lock.
    await client.end().catch(() => {});
  }
}

/** Creates `database` on the server of `adminUrl` when it does not exist yet. */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database ${pg.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}
