// Issue 27: per-feature settings leave the companies row. Migration 0066 moves each business's payslip protection
// into payroll's own payroll_settings: a database migrated to 0065 with businesses on each mode keeps every mode
// after it, and the companies row no longer has the column.
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

it('keeps every business’s payslip protection through the move to payroll_settings', async () => {
  const { url } = database;
  const before = migrationsBefore('0066_payroll_settings');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate(drizzle(client), { migrationsFolder: before });
    const modes = { none: randomUUID(), phone: randomUUID(), employee: randomUUID() };
    for (const [mode, id] of Object.entries(modes))
      await client.query(
        `insert into companies (id, name, business_type, payslip_password)
         values ($1, $2, 'registered business', $3)`,
        [id, `Settings ${mode}`, mode],
      );

    await runMigrations(url);

    const moved = await client.query<{ company_id: string; payslip_password: string }>(
      'select company_id, payslip_password from payroll_settings order by payslip_password',
    );
    // A business on the default keeps no row (the read answers 'none' without one).
    expect(moved.rows).toEqual([
      { company_id: modes.employee, payslip_password: 'employee' },
      { company_id: modes.phone, payslip_password: 'phone' },
    ]);
    const column = await client.query(
      `select 1 from information_schema.columns where table_name = 'companies' and column_name = 'payslip_password'`,
    );
    expect(column.rowCount).toBe(0);
  } finally {
    await client.end();
    rmSync(before, { recursive: true, force: true });
  }
});
