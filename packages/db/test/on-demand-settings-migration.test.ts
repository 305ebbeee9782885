// Issue 27: per-feature settings leave the companies row. Migration 0068 moves each business's employeeEva flag into
// on-demand's own on_demand_settings: a database migrated to 0067 with businesses with and without the flag keeps
// every flag after it, and the companies row no longer has the column.
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runMigrations } from '../src/migrate.ts';
import { migrationsBefore } from '../src/testing/migrations-before.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(() => database?.drop());

it('keeps every business’s employeeEva flag through the move to on_demand_settings', async () => {
  const { url } = database;
  const before = migrationsBefore('0068_on_demand_settings');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: before });
    const flagged = randomUUID();
    const plain = randomUUID();
    for (const [id, eva] of [
      [flagged, true],
      [plain, false],
    ] as const)
      await client.query(
        `insert into companies (id, name, business_type, employee_eva)
         values ($1, $2, 'registered business', $3)`,
        [id, `Settings ${eva}`, eva],
      );

    await runMigrations(url);

    const moved = await client.query<{ company_id: string; employee_eva: boolean }>(
      'select company_id, employee_eva from on_demand_settings',
    );
    // A business on the default keeps no row (the session's read answers false without one).
    expect(moved.rows).toEqual([{ company_id: flagged, employee_eva: true }]);
    const column = await client.query(
      `select 1 from information_schema.columns where table_name = 'companies' and column_name = 'employee_eva'`,
    );
    expect(column.rowCount).toBe(0);
  } finally {
    await client.end();
    rmSync(before, { recursive: true, force: true });
  }
});
