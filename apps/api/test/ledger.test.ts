import { DASHBOARD_PATHS, walletBalanceResponse } from '@paydesk/contracts';
import { ledgerAccounts, postings } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureSystemAccounts,
  postEntry,
  reconcileLedger,
  reverseEntry,
} from '../src/modules/ledger/posting.ts';
import { createBusiness, login, type TestMember } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: TestMember;
let system: Record<string, string>;

async function openWallet(companyId: string, name = 'Main wallet') {
  const [wallet] = await t.server.database.db
    .insert(ledgerAccounts)
    .values({ companyId, kind: 'wallet', name, purpose: name === 'Main wallet' ? 'main' : 'expense' })
    .returning();
  return wallet!.id;
}

const fund = (companyId: string, walletId: string, amount: number) =>
  t.server.database.db.transaction((tx) =>
    postEntry(tx, {
      companyId,
      kind: 'funding',
      description: 'Card funding',
      postings: [
        { accountId: system.funding_clearing!, amount: -amount },
        { accountId: walletId, amount },
      ],
    }),
  );

const balanceOf = async (walletId: string) =>
  (
    await t.server.database.db
      .select({ b: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, walletId))
  )[0]!.b;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createBusiness(t, { name: 'Onitsha Traders' });
  system = await ensureSystemAccounts(t.server.database.db, owner.companyId);
});
afterAll(() => t.close());

describe('double-entry ledger', () => {
  it('posts a balanced entry and moves the cached balances in the same transaction', async () => {
    const wallet = await openWallet(owner.companyId);
    await fund(owner.companyId, wallet, 250_075);
    expect(await balanceOf(wallet)).toBe(250_075);
    expect(await reconcileLedger(t.server.database.db, [owner.companyId])).toEqual([]);
  });

  it('refuses an entry that does not balance, in the service and in the database at commit', async () => {
    const wallet = await openWallet(owner.companyId, 'Expense wallet');
    const db = t.server.database.db;
    await expect(
      db.transaction((tx) =>
        postEntry(tx, {
          companyId: owner.companyId,
          kind: 'x',
          description: 'x',
          postings: [
            { accountId: wallet, amount: 5 },
            { accountId: system.fees!, amount: -4 },
          ],
        }),
      ),
    ).rejects.toThrow(/does not balance/);
    // Bypassing the service: the deferred constraint trigger still refuses the commit.
    await expect(
      db.transaction(async (tx) => {
        const entry = await tx.execute(
          sql`insert into journal_entries (company_id, kind, description) values (${owner.companyId}, 'raw', 'raw') returning id`,
        );
        const entryId = (entry.rows[0] as { id: string }).id;
        await tx.insert(postings).values([
          { companyId: owner.companyId, entryId, accountId: wallet, amount: 100 },
          { companyId: owner.companyId, entryId, accountId: system.fees!, amount: -99 },
        ]);
      }),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringMatching(/does not balance/) }),
    });
    expect(await balanceOf(wallet)).toBe(0);
  });

  it('never lets a wallet go below zero, and refuses debits of a frozen wallet', async () => {
    const wallet = await openWallet(owner.companyId, 'Payroll wallet');
    await fund(owner.companyId, wallet, 1_000);
    const debit = (amount: number) =>
      t.server.database.db.transaction((tx) =>
        postEntry(tx, {
          companyId: owner.companyId,
          kind: 'transfer',
          description: 'Transfer',
          postings: [
            { accountId: wallet, amount: -amount },
            { accountId: system.transfers_out_clearing!, amount },
          ],
        }),
      );
    await expect(debit(1_001)).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient funds in Payroll wallet',
    });
    expect(await balanceOf(wallet)).toBe(1_000);
    await t.server.database.db
      .update(ledgerAccounts)
      .set({ status: 'frozen' })
      .where(eq(ledgerAccounts.id, wallet));
    await expect(debit(10)).rejects.toMatchObject({ code: 'WALLET_UNAVAILABLE' });
    // The database's CHECK is the last line of defence even for a direct write.
    await expect(
      t.server.database.db.update(ledgerAccounts).set({ balance: -1 }).where(eq(ledgerAccounts.id, wallet)),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'ledger_accounts_wallet_not_negative' }),
    });
  });

  it('keeps postings append-only and reverses an entry once, with a mirror entry', async () => {
    const wallet = await openWallet(owner.companyId, 'Collections');
    const entryId = await fund(owner.companyId, wallet, 5_000);
    const db = t.server.database.db;
    await expect(
      db.execute(sql`update postings set amount = 1 where entry_id = ${entryId}`),
    ).rejects.toMatchObject({
      cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }),
    });
    await db.transaction((tx) => reverseEntry(tx, owner.companyId, entryId, 'Funding reversed'));
    expect(await balanceOf(wallet)).toBe(0);
    await expect(
      db.transaction((tx) => reverseEntry(tx, owner.companyId, entryId, 'again')),
    ).rejects.toThrow();
    expect(await reconcileLedger(db, [owner.companyId])).toEqual([]);
  });

  it('reconciliation reports a cached balance that differs from its postings', async () => {
    const wallet = await openWallet(owner.companyId, 'Drifted');
    await fund(owner.companyId, wallet, 700);
    await t.server.database.db
      .update(ledgerAccounts)
      .set({ balance: 699 })
      .where(eq(ledgerAccounts.id, wallet));
    expect(await reconcileLedger(t.server.database.db, [owner.companyId])).toEqual([
      { companyId: owner.companyId, accountId: wallet, cached: 699, computed: 700 },
    ]);
    await t.server.database.db
      .update(ledgerAccounts)
      .set({ balance: 700 })
      .where(eq(ledgerAccounts.id, wallet));
  });

  it('under 40 concurrent debits on one wallet (pool of 10), exactly the affordable ones succeed and money is conserved', async () => {
    const wallet = await openWallet(owner.companyId, 'Busy wallet');
    await fund(owner.companyId, wallet, 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        t.server.database.db.transaction((tx) =>
          postEntry(tx, {
            companyId: owner.companyId,
            kind: 'transfer',
            description: 'Concurrent',
            postings: [
              { accountId: wallet, amount: -1_000 },
              { accountId: system.transfers_out_clearing!, amount: 1_000 },
            ],
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .every((r) => (r as PromiseRejectedResult).reason.code === 'INSUFFICIENT_FUNDS'),
    ).toBe(true);
    expect(await balanceOf(wallet)).toBe(0);
    expect(await reconcileLedger(t.server.database.db, [owner.companyId])).toEqual([]);
    const [sum] = await t.server.database.db
      .select({ total: sql<number>`sum(amount)::bigint` })
      .from(postings)
      .where(and(eq(postings.companyId, owner.companyId)));
    expect(Number(sum!.total)).toBe(0);
  });

  it('the header chip reads the business wallets summed in kobo, and only its own', async () => {
    const token = (await login(t, owner)).token;
    const res = await t.api.get(`/api${DASHBOARD_PATHS.walletBalance}`, {
      schema: walletBalanceResponse,
      token,
    });
    expect(res.status).toBe(200);
    const [expected] = await t.server.database.db
      .select({ total: sql<number>`sum(balance)::bigint` })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.companyId, owner.companyId), eq(ledgerAccounts.kind, 'wallet')));
    expect(res.data).toEqual({ balance: Number(expected!.total), currency: 'NGN' });
    const stranger = await createBusiness(t, { name: 'Empty Ltd' });
    const theirs = await t.api.get(`/api${DASHBOARD_PATHS.walletBalance}`, {
      schema: walletBalanceResponse,
      token: (await login(t, stranger)).token,
    });
    expect(theirs.data.balance).toBe(0);
  });
});
