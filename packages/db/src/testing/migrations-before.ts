// The migrations folder as it was before one migration, for tests that migrate a database holding data across it.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, runMigrations } from '../migrate.ts';

/** A copy of the migrations folder with the journal cut off before `tag` (the caller removes the folder). */
export function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'paydesk-migrations-'));
  cpSync(migrationsFolder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at <= 0) throw new Error(`${tag} is not in the journal after a first migration`);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

/**
 * A migration test's frame: migrates the database at `url` to just before `tag`, lets `seed` write rows in the old
 * schema, runs every migration, then hands the same connection to `check`.
 */
export async function acrossMigration(
  url: string,
  tag: string,
  seed: (client: pg.Client) => Promise<void>,
  check: (client: pg.Client) => Promise<void>,
) {
  const before = migrationsBefore(tag);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: before });
    await seed(client);
    await runMigrations(url);
    await check(client);
  } finally {
    await client.end();
    rmSync(before, { recursive: true, force: true });
  }
}

/** Whether `table` still has `column` (a migration that moves a column drops it). */
export async function hasColumn(client: pg.Client, table: string, column: string) {
  const found = await client.query(
    'select 1 from information_schema.columns where table_name = $1 and column_name = $2',
    [table, column],
  );
  return (found.rowCount ?? 0) > 0;
}
