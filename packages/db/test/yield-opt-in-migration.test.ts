// Issue 27: per-feature settings leave the companies row. Migration 0067 drops companies.should_earn_yield, a mirror
// of wallets' own yield_enrolments.opted_in (the login session now reads the enrolment): a database migrated to 0066
// with businesses opted in, opted out and never enrolled keeps every enrolment as it was, and the column is gone.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { acrossMigration, hasColumn } from '../src/testing/migrations-before.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
});
afterAll(() => database?.drop());

it('keeps every business’s yield opt-in in its enrolment when the companies mirror goes', async () => {
  const businesses = { optedIn: randomUUID(), optedOut: randomUUID(), never: randomUUID() };
  const enrolled = { optedIn: true, optedOut: false, never: null };
  await acrossMigration(
    database.url,
    '0067_yield_opt_in_leaves_companies',
    async (client) => {
      for (const [name, id] of Object.entries(businesses)) {
        const optedIn = enrolled[name as keyof typeof enrolled];
        await client.query(
          `insert into companies (id, name, business_type, should_earn_yield)
           values ($1, $2, 'registered business', $3)`,
          [id, `Yield ${name}`, optedIn === true],
        );
        if (optedIn !== null)
          await client.query(
            `insert into yield_enrolments (company_id, opted_in, terms_version, accepted_terms_at)
             values ($1, $2, '2026-01', now())`,
            [id, optedIn],
          );
      }
    },
    async (client) => {
      // What the session reads now: the enrolment, false without one.
      const optIns = await client.query<{ id: string; opted_in: boolean }>(
        `select c.id, coalesce(e.opted_in, false) as opted_in
         from companies c left join yield_enrolments e on e.company_id = c.id
         where c.id = any($1::uuid[])`,
        [Object.values(businesses)],
      );
      expect(Object.fromEntries(optIns.rows.map((r) => [r.id, r.opted_in]))).toEqual({
        [businesses.optedIn]: true,
        [businesses.optedOut]: false,
        [businesses.never]: false,
      });
      expect(await hasColumn(client, 'companies', 'should_earn_yield')).toBe(false);
    },
  );
});
