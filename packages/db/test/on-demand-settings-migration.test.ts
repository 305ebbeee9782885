// Issue 27: per-feature settings leave the companies row. Migration 0068 moves each business's employeeEva flag into
// on-demand's own on_demand_settings: a database migrated to 0067 with businesses with and without the flag keeps
// every flag after it, and the companies row no longer has the column.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { acrossMigration, hasColumn } from '../src/testing/migrations-before.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(() => database?.drop());

it('keeps every business’s employeeEva flag through the move to on_demand_settings', async () => {
  const flagged = randomUUID();
  const plain = randomUUID();
  await acrossMigration(
    database.url,
    '0068_on_demand_settings',
    async (client) => {
      for (const [id, eva] of [
        [flagged, true],
        [plain, false],
      ] as const)
        await client.query(
          `insert into companies (id, name, business_type, employee_eva)
           values ($1, $2, 'registered business', $3)`,
          [id, `Settings ${eva}`, eva],
        );
    },
    async (client) => {
      const moved = await client.query<{ company_id: string; employee_eva: boolean }>(
        'select company_id, employee_eva from on_demand_settings',
      );
      // A business on the default keeps no row (the session's read answers false without one).
      expect(moved.rows).toEqual([{ company_id: flagged, employee_eva: true }]);
      expect(await hasColumn(client, 'companies', 'employee_eva')).toBe(false);
    },
  );
});
