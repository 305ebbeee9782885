// Issue 27: per-feature settings leave the companies row. Migration 0066 moves each business's payslip protection
// into payroll's own payroll_settings: a database migrated to 0065 with businesses on each mode keeps every mode
// after it, and the companies row no longer has the column.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { acrossMigration, hasColumn } from '../src/testing/migrations-before.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(() => database?.drop());

it('keeps every business’s payslip protection through the move to payroll_settings', async () => {
  const modes = { none: randomUUID(), phone: randomUUID(), employee: randomUUID() };
  await acrossMigration(
    database.url,
    '0066_payroll_settings',
    async (client) => {
      for (const [mode, id] of Object.entries(modes))
        await client.query(
          `insert into companies (id, name, business_type, payslip_password)
           values ($1, $2, 'registered business', $3)`,
          [id, `Settings ${mode}`, mode],
        );
    },
    async (client) => {
      const moved = await client.query<{ company_id: string; payslip_password: string }>(
        'select company_id, payslip_password from payroll_settings order by payslip_password',
      );
      // A business on the default keeps no row (the read answers 'none' without one).
      expect(moved.rows).toEqual([
        { company_id: modes.employee, payslip_password: 'employee' },
        { company_id: modes.phone, payslip_password: 'phone' },
      ]);
      expect(await hasColumn(client, 'companies', 'payslip_password')).toBe(false);
    },
  );
});
