// The beneficiaries table's type check lists the beneficiary types as the migrations left it; the contracts derive
// them from the bill categories catalogue. A category with a new beneficiary type fails here until the check in
// packages/db/src/schema/payments.ts lists it and `npm run db:generate` has written the migration.
import { BENEFICIARY_TYPES } from '@paydesk/contracts';
import { createDb, type DbHandle } from '@paydesk/db';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let database: TestDatabase;
let handle: DbHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

describe('bill categories in the database', () => {
  it("the beneficiaries type check allows exactly the contracts' beneficiary types", async () => {
    const { rows } = await handle.db.execute<{ definition: string }>(
      sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = 'beneficiaries_type_check'`,
    );
    expect(rows).toHaveLength(1);
    const allowed = [...rows[0]!.definition.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(allowed.sort()).toEqual([...BENEFICIARY_TYPES].sort());
  });
});
