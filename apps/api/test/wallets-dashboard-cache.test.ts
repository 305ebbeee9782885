// The wallet dashboard kept in memory per business (issue 9, dashboard goal; decision 0014): an unchanged dashboard
// is answered from memory without a read while no write is seen, a change committed in this process shows on the
// very next read, and one committed through another connection pool (as another API process or a worker would
// write) as soon as its commit is announced — well within a second here, where READ_CACHE_MS is a minute, so only
// the announcement can have shown it.
import { randomUUID } from 'node:crypto';
import { WALLET_PATHS, walletDashboardResponse, walletResponse } from '@paydesk/contracts';
import { createDb, type DbHandle } from '@paydesk/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureSystemAccounts, move, settle, walletDebit } from '../src/modules/ledger/index.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, fundThroughLedger, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
let elsewhere: DbHandle;
/** Named statements the app ran, by name. */
const statements = new Map<string, number>();

beforeAll(async () => {
  t = await startTestApp({ encryption: false, env: { READ_CACHE_MS: '60000' } });
  owner = await walletOwner(t, { name: 'Ilupeju Bakery', balance: 200_000_00 });
  elsewhere = createDb(t.database.url, { max: 2 });
  const pool = t.server.database.db.$client;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as { query: unknown }).query = (...args: unknown[]) => {
    const name = (args[0] as { name?: string } | undefined)?.name;
    if (name) statements.set(name, (statements.get(name) ?? 0) + 1);
    return query(...args);
  };
});
afterAll(async () => {
  await elsewhere.close();
  await t.close();
});

const raw = () =>
  t.app.inject({
    method: 'GET',
    url: api(WALLET_PATHS.dashboard),
    headers: { authorization: `Bearer ${owner.token}` },
  });
const dashboard = async () =>
  (await t.api.get(api(WALLET_PATHS.dashboard), { token: owner.token, schema: walletDashboardResponse }))
    .data;
const builds = () => statements.get('wallet-dashboard') ?? 0;
const stampReads = () => statements.get('wallet-dashboard-stamp') ?? 0;
/** A read repeated until it shows what another process committed (its announcement arrives asynchronously). */
const announced = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 1_000, interval: 5 });

describe('wallet dashboard in memory', () => {
  it('an unchanged dashboard is answered from memory, byte for byte, without rebuilding its figures', async () => {
    const first = await raw();
    const before = builds();
    await raw();
    const stamps = stampReads();
    const again = await Promise.all([raw(), raw(), raw()]);
    expect(builds()).toBe(before);
    // Nothing was written meanwhile: not even the stamp is read.
    expect(stampReads()).toBe(stamps);
    for (const r of again) {
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe(first.body);
      expect(r.headers['content-type']).toBe(first.headers['content-type']);
    }
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('a posting committed in this process shows on the very next read', async () => {
    const start = (await dashboard()).totalWalletBalance;
    await fundThroughLedger(t, owner.companyId, owner.mainWalletId, 4_321_00);
    const after = await dashboard();
    expect(after.totalWalletBalance).toBe(start + 4_321_00);
    expect(after.recentTransactions[0]).toMatchObject({ amount: 4_321_00, direction: 'credit' });
  });

  it('a posting committed through another connection pool shows once its commit is announced', async () => {
    const start = (await dashboard()).totalWalletBalance;
    await fundThroughLedger(t, owner.companyId, owner.mainWalletId, 1_234_00, elsewhere.db);
    await announced(async () => (await dashboard()).totalWalletBalance).toBe(start + 1_234_00);
    expect((await dashboard()).recentTransactions[0]).toMatchObject({
      amount: 1_234_00,
      direction: 'credit',
    });
  });

  it('a pending line settled elsewhere, a renamed wallet and a renamed business show on the next read', async () => {
    const kept = await dashboard();
    const reference = `TRF-PENDING-${randomUUID().slice(0, 8)}`;
    const system = await ensureSystemAccounts(elsewhere.db, owner.companyId);
    await elsewhere.db.transaction((tx) =>
      move(tx, {
        companyId: owner.companyId,
        kind: 'transfer_out',
        reference,
        description: 'Transfer to Ada',
        legs: [
          walletDebit(owner.mainWalletId, 500, {
            type: 'transfer_out',
            narration: 'Transfer to Ada',
            status: 'pending',
          }),
          { account: system.transfers_out_clearing, amount: 500 },
        ],
      }),
    );
    await announced(async () => (await dashboard()).counts.pending).toBe(kept.counts.pending + 1);
    // Only the line's status changes here (the settlement moves system accounts, not the wallet).
    await elsewhere.db.transaction((tx) =>
      settle(tx, {
        companyId: owner.companyId,
        kind: 'transfer_out.settlement',
        reference,
        description: 'Settled',
        from: system.transfers_out_clearing,
        to: system.bank_settlement,
        amount: 500,
      }),
    );
    await announced(async () => (await dashboard()).counts.successful).toBe(kept.counts.successful + 1);
    const settled = await dashboard();
    expect(settled.counts.pending).toBe(kept.counts.pending);
    expect(settled.counts.successful).toBe(kept.counts.successful + 1);
    expect(settled.recentTransactions[0]).toMatchObject({ reference, status: 'successful' });

    const renamed = await t.api.patch(
      api(WALLET_PATHS.account(owner.mainWalletId)),
      { name: 'Bakery float' },
      { schema: walletResponse, token: owner.token },
    );
    expect(renamed.status).toBe(200);
    expect((await dashboard()).recentTransactions[0]!.walletName).toBe('Bakery float');

    await elsewhere.pool.query('update companies set name = $2 where id = $1', [
      owner.companyId,
      'Ilupeju Bakery Ltd',
    ]);
    await announced(async () => (await dashboard()).mainAccount?.accountName).toBe('Ilupeju Bakery Ltd');
  });

  it('while readers refill it, every posting committed here is on the next read, and from elsewhere once announced', async () => {
    let reading = true;
    const readers = Array.from({ length: 4 }, async () => {
      // Each reader lets I/O run between its calls: a kept answer needs none, and inject alone would never yield.
      while (reading) {
        await raw();
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    try {
      let expected = (await dashboard()).totalWalletBalance;
      for (let i = 1; i <= 15; i++) {
        const here = i % 2 === 0;
        await fundThroughLedger(t, owner.companyId, owner.mainWalletId, i, here ? undefined : elsewhere.db);
        expected += i;
        if (here) expect((await dashboard()).totalWalletBalance).toBe(expected);
        else await announced(async () => (await dashboard()).totalWalletBalance).toBe(expected);
      }
    } finally {
      reading = false;
      await Promise.all(readers);
    }
  });
});
