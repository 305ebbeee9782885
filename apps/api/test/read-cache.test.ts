// Answers kept until a write (decision 0014): the pool's write clock, the announcements of migration 0035 and the
// header chip's wallet balance. READ_CACHE_MS is a minute here, so only the clock and the announcements can make a
// change show.
import { DASHBOARD_PATHS, walletBalanceResponse } from '@paydesk/contracts';
import { createDb, type DbHandle, mayWrite, writeClockOf } from '@paydesk/db';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, fundThroughLedger, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
let elsewhere: DbHandle;
let balanceReads = 0;

beforeAll(async () => {
  t = await startTestApp({ encryption: false, env: { READ_CACHE_MS: '60000' } });
  owner = await walletOwner(t, { name: 'Oshodi Prints', balance: 50_000_00 });
  elsewhere = createDb(t.database.url, { max: 2 });
  const pool = t.server.database.pool;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    if ((args[0] as { name?: string } | undefined)?.name === 'ledger_total_wallet_balance') balanceReads += 1;
    return query(...args);
  };
});
afterAll(async () => {
  await elsewhere.close();
  await t.close();
});

const balance = async () =>
  (
    await t.api.get(api(DASHBOARD_PATHS.walletBalance), {
      token: owner.token,
      schema: walletBalanceResponse,
    })
  ).data.balance;
const clock = () => writeClockOf(t.server.database.pool)!;

describe('the write clock', () => {
  it('knows which statements cannot write', () => {
    expect(mayWrite('select 1')).toBe(false);
    expect(mayWrite('  SELECT * from wallets for update')).toBe(false);
    expect(mayWrite('begin')).toBe(false);
    expect(mayWrite('with r as (select 1) select * from r')).toBe(false);
    expect(mayWrite('with r as (insert into t values (1) returning *) select * from r')).toBe(true);
    expect(mayWrite('update t set a = 1')).toBe(true);
    expect(mayWrite('commit')).toBe(true);
    expect(mayWrite('delete from t')).toBe(true);
  });

  it('moves when a write or a commit ends on the pool, not for a read', async () => {
    // A pool of its own: nothing else runs on it, and it listens to nobody.
    const { db, pool } = elsewhere;
    const c = writeClockOf(pool)!;
    expect(c.watching).toBe(false);
    let before = c.generation;
    await pool.query('select 1');
    await db.query.companies.findFirst();
    expect(c.generation).toBe(before);
    await pool.query('update companies set updated_at = updated_at where id = $1', [owner.companyId]);
    expect(c.generation).toBeGreaterThan(before);
    before = c.generation;
    await db.transaction(async (tx) => {
      await tx.query.companies.findFirst();
    });
    // The transaction's COMMIT ends after its reads: the clock moves with it.
    expect(c.generation).toBeGreaterThan(before);
    expect(clock().watching).toBe(true);
  });

  it('hears a write to an announced table committed elsewhere, and nothing for one rolled back', async () => {
    const listener = new pg.Client({ connectionString: t.database.url });
    await listener.connect();
    let heard = 0;
    listener.on('notification', () => {
      heard += 1;
    });
    await listener.query('listen paydesk_writes');
    try {
      const before = clock().generation;
      await elsewhere.pool.query('update companies set updated_at = updated_at where id = $1', [
        owner.companyId,
      ]);
      await expect.poll(() => heard, { timeout: 1_000, interval: 5 }).toBe(1);
      await expect.poll(() => clock().generation, { timeout: 1_000, interval: 5 }).toBeGreaterThan(before);
      await elsewhere.db
        .transaction(async (tx) => {
          await tx.execute('update companies set updated_at = updated_at');
          throw new Error('roll back');
        })
        .catch(() => {});
      // A table no kept answer reads from is not announced.
      await elsewhere.pool.query('update public_holidays set name = name');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toBe(1);
    } finally {
      await listener.end();
    }
  });
});

describe('the header chip balance', () => {
  it('is answered from memory while nothing is written', async () => {
    const first = await balance();
    await balance();
    const reads = balanceReads;
    expect(await Promise.all([balance(), balance(), balance()])).toEqual([first, first, first]);
    expect(balanceReads).toBe(reads);
  });

  it('shows a posting committed in this process on the very next read', async () => {
    const start = await balance();
    await fundThroughLedger(t, owner.companyId, owner.mainWalletId, 7_500_00);
    expect(await balance()).toBe(start + 7_500_00);
  });

  it('shows a posting committed by another process once it is announced', async () => {
    const start = await balance();
    await fundThroughLedger(t, owner.companyId, owner.mainWalletId, 2_000_00, elsewhere.db);
    await expect.poll(balance, { timeout: 1_000, interval: 5 }).toBe(start + 2_000_00);
  });

  it('keeps nothing while this process cannot hear other processes', async () => {
    const c = clock();
    c.watch(false);
    try {
      await balance();
      const reads = balanceReads;
      await balance();
      await balance();
      expect(balanceReads).toBe(reads + 2);
      // A write from elsewhere is seen at once, announced or not.
      const start = await balance();
      await fundThroughLedger(t, owner.companyId, owner.mainWalletId, 1_00, elsewhere.db);
      expect(await balance()).toBe(start + 1_00);
    } finally {
      c.watch(true);
    }
  });

  it('while readers refill it, every posting committed here is on the next read', async () => {
    let reading = true;
    const readers = Array.from({ length: 4 }, async () => {
      while (reading) {
        await balance();
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    try {
      let expected = await balance();
      for (let i = 1; i <= 15; i++) {
        await fundThroughLedger(t, owner.companyId, owner.mainWalletId, i);
        expected += i;
        expect(await balance()).toBe(expected);
      }
    } finally {
      reading = false;
      await Promise.all(readers);
    }
  });
});
