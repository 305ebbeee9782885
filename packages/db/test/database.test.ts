import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle } from '../src/client.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.ts';

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

describe('migrated and seeded database', () => {
  it('ships the 318 NIP institutions and the pension fund administrators', async () => {
    const banks = await handle.db.execute(sql`select count(*)::int as n from financial_institutions`);
    expect(banks.rows[0]).toEqual({ n: 318 });
    const pfas = await handle.db.execute(sql`select count(*)::int as n from pension_fund_administrators`);
    expect((pfas.rows[0] as { n: number }).n).toBeGreaterThan(10);
  });

  it('refuses to update or delete an audit event', async () => {
    await handle.db.execute(sql`insert into audit_events (company_id, seq, actor_type, action, outcome, prev_hash, hash)
      values ('00000000-0000-0000-0000-000000000000', 1, 'system', 'test.event', 'success', '', 'h')`);
    const appendOnly = { cause: expect.objectContaining({ message: 'audit_events is append-only' }) };
    await expect(handle.db.execute(sql`update audit_events set action = 'x'`)).rejects.toMatchObject(
      appendOnly,
    );
    await expect(handle.db.execute(sql`delete from audit_events`)).rejects.toMatchObject(appendOnly);
  });
});
