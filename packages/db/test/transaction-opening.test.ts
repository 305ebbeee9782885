// transactionOpening: a transaction whose BEGIN carries a first statement (a hot path's row lock), with Drizzle's
// usual handle. What it promises: the work commits or rolls back as a whole; the opening's lock is held until then,
// and a statement after it sees what was committed while it waited; tx.query (relational queries) still works.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, transactionOpening } from '../src/client.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.ts';

let database: TestDatabase;
let handle: DbHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url, { max: 4 });
  await handle.db.execute(sql`create table opening_probe (id int primary key, n int not null)`);
  await handle.db.execute(sql`insert into opening_probe values (1, 0)`);
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

const n = async () =>
  Number((await handle.db.execute<{ n: number }>(sql`select n from opening_probe where id = 1`)).rows[0]!.n);
const lock = 'select 1 from opening_probe where id = 1 for update';

describe('transactionOpening', () => {
  it('commits the work, and rolls all of it back when the work throws', async () => {
    await transactionOpening(handle.db, lock, async (tx) => {
      await tx.execute(sql`update opening_probe set n = n + 1 where id = 1`);
    });
    expect(await n()).toBe(1);
    await expect(
      transactionOpening(handle.db, lock, async (tx) => {
        await tx.execute(sql`update opening_probe set n = n + 1 where id = 1`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await n()).toBe(1);
  });

  it('holds the lock until commit; the next holder reads what the first committed', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const first = transactionOpening(handle.db, lock, async (tx) => {
      locked();
      await held;
      await tx.execute(sql`insert into opening_probe values (2, 0)`);
    });
    await isLocked;
    const second = transactionOpening(handle.db, lock, async (_tx, client) => {
      // Its snapshot is taken after the lock was granted: the first's row is there.
      return (await client.query('select count(*)::int as c from opening_probe')).rows[0].c as number;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await first;
    expect(await second).toBe(2);
  });

  it("gives Drizzle's relational queries on demand", async () => {
    const found = await transactionOpening(handle.db, 'select 1', (tx) =>
      tx.query.financialInstitutions.findFirst(),
    );
    expect(found).toBeDefined();
  });
});
