// The dashboard (spec §2.3 / and /dashboard) and the transaction history: filters in Lagos days, type, status,
// wallet and search, server pagination, counts, CSV export and receipts.
import {
  ErrorCode,
  moveMoneyResponse,
  transactionCountsResponse,
  transactionListResponse,
  transactionResponse,
  WALLET_PATHS,
  walletDashboardResponse,
  walletResponse,
} from '@paydesk/contracts';
import { walletTransactions } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, tokenFor, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
let ops: string;

const as = (who: { token: string }) => ({ token: who.token });
const list = (query = '') =>
  t.api.get(`${api(WALLET_PATHS.transactions)}${query}`, { ...as(owner), schema: transactionListResponse });

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  owner = await walletOwner(t, { name: 'Yaba Print House', balance: 900_000_00 });
  ops = (
    await t.api.post(
      api(WALLET_PATHS.createAdditional),
      { name: 'Operations', purpose: 'expense' },
      { ...as(owner), schema: walletResponse },
    )
  ).data._id;
  for (let i = 1; i <= 12; i++) {
    await t.api.patch(
      api(WALLET_PATHS.move),
      {
        sourceWalletId: owner.mainWalletId,
        destinationWalletId: ops,
        amount: i * 1_000_00,
        narration: i === 7 ? 'Diesel for generator' : `Move ${i}`,
        pin: PIN,
      },
      { schema: moveMoneyResponse, ...as(owner), headers: { 'idempotency-key': newKey() } },
    );
  }
  // Two lines dated in the past, on either side of a Lagos midnight (23:30 UTC on 1 Jan is 00:30 on 2 Jan in Lagos).
  await t.server.database.db
    .update(walletTransactions)
    .set({ createdAt: new Date('2026-01-01T23:30:00Z') })
    .where(
      and(eq(walletTransactions.companyId, owner.companyId), eq(walletTransactions.narration, 'Move 1')),
    );
  await t.server.database.db
    .update(walletTransactions)
    .set({ createdAt: new Date('2026-01-01T22:30:00Z') })
    .where(
      and(eq(walletTransactions.companyId, owner.companyId), eq(walletTransactions.narration, 'Move 2')),
    );
});
afterAll(() => t.close());

describe('transaction history', () => {
  it('pages on the server, newest first', async () => {
    const first = await list('?limit=5');
    expect(first.status).toBe(200);
    // The opening funding + 12 moves × 2 lines.
    expect(first.data).toMatchObject({ totalDocs: 25, page: 1, limit: 5, totalPages: 5 });
    const third = await list('?limit=5&page=3');
    expect(third.data.docs).toHaveLength(5);
    const all = [...first.data.docs, ...third.data.docs].map((d: { createdAt: string }) => d.createdAt);
    expect([...all].sort().reverse()).toEqual(all);
    // The page carries its total in the same statement; a page past the end still answers the total.
    const past = await list('?limit=5&page=9');
    expect(past.data).toMatchObject({ docs: [], totalDocs: 25, page: 9, totalPages: 5 });
    const moves = await list('?type=move_out&limit=5&page=4');
    expect(moves.data).toMatchObject({ docs: [], totalDocs: 12, totalPages: 3 });
  });

  it('filters by Lagos day, type, direction, status, wallet and search', async () => {
    const jan2 = await list('?from=2026-01-02&to=2026-01-02');
    expect(jan2.data.docs.map((d: { narration: string }) => d.narration)).toEqual(['Move 1', 'Move 1']);
    const jan1 = await list('?from=2026-01-01&to=2026-01-01');
    expect(jan1.data.totalDocs).toBe(2);
    expect((await list('?type=move_out')).data.totalDocs).toBe(12);
    expect((await list('?direction=credit')).data.totalDocs).toBe(13);
    expect((await list(`?walletId=${ops}&direction=debit`)).data.totalDocs).toBe(0);
    expect((await list('?status=failed')).data.totalDocs).toBe(0);
    const found = await list('?search=diesel');
    expect(found.data.docs).toHaveLength(2);
    const byReference = await list(`?search=${found.data.docs[0]!.reference.slice(-6)}`);
    expect(byReference.data.totalDocs).toBe(2);
    const bad = await list('?from=2026-02-01&to=2026-01-01&type=nonsense');
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.errors ?? {})).toEqual(expect.arrayContaining(['type']));
  });

  it('counts by status and direction with the same filters', async () => {
    const counts = await t.api.get(`${api(WALLET_PATHS.transactionCounts)}?walletId=${ops}`, {
      ...as(owner),
      schema: transactionCountsResponse,
    });
    expect(counts.data).toEqual({
      total: 12,
      successful: 12,
      pending: 0,
      failed: 0,
      reversed: 0,
      credit: 12,
      debit: 0,
    });
  });

  it('exports only the chosen wallet, the file named with its name; another business wallet is a 404', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `${api(WALLET_PATHS.transactionsExport)}?type=move_in&walletId=${ops}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="transactions-move-in-operations-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = csv.body.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(12);
    expect(rows.every((l) => l.split(',')[2] === 'Operations')).toBe(true);

    const stranger = await walletOwner(t, { name: 'Ikeja Bakery', balance: 0 });
    const foreign = await t.app.inject({
      method: 'GET',
      url: `${api(WALLET_PATHS.transactionsExport)}?walletId=${stranger.mainWalletId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('exports the filtered history as CSV, and gives one transaction with its PDF receipt', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `${api(WALLET_PATHS.transactionsExport)}?type=move_in`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date (Lagos),Reference,Wallet,Type,Direction,Amount (NGN),Status,Narration,Counterparty,Counterparty account,Balance after (NGN)',
    );
    expect(lines).toHaveLength(13);
    expect(lines.some((l) => l.includes('Diesel for generator') && l.includes(',7000.00,'))).toBe(true);

    const one = (await list('?search=diesel&direction=debit')).data.docs[0]!;
    const single = await t.api.get(api(WALLET_PATHS.transaction(one._id)), {
      ...as(owner),
      schema: transactionResponse,
    });
    expect(single.data).toMatchObject({ _id: one._id, amount: 7_000_00, type: 'move_out' });
    const pdf = await t.app.inject({
      method: 'GET',
      url: api(WALLET_PATHS.transactionReceipt(one._id)),
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const stranger = await walletOwner(t, { name: 'Other Co' });
    expect(
      (
        await t.api.get(api(WALLET_PATHS.transaction(one._id)), {
          ...as(stranger),
          schema: transactionResponse,
        })
      ).status,
    ).toBe(404);
    const theirList = await t.api.get(api(WALLET_PATHS.transactions), {
      ...as(stranger),
      schema: transactionListResponse,
    });
    expect(theirList.data.totalDocs).toBe(0);
  });

  it('members without payments.transactions.view or export are refused', async () => {
    const roleId = await addRole(t, owner.companyId, 'Wallet reader', ['wallets.view']);
    const reader = await addMember(t, owner.companyId, { role: 'custom', roleId });
    const token = await tokenFor(t, reader);
    expect(
      (await t.api.get(api(WALLET_PATHS.transactions), { schema: transactionListResponse, token })).status,
    ).toBe(403);
    const exported = await t.api.get(api(WALLET_PATHS.transactionsExport), { token });
    expect(exported.status).toBe(403);
    expect(exported.error.code).toBe(ErrorCode.forbidden);
  });
});

describe('dashboard', () => {
  it('totals the wallets and shows money in and out by Lagos month, recent transactions and counts', async () => {
    const res = await t.api.get(api(WALLET_PATHS.dashboard), {
      ...as(owner),
      schema: walletDashboardResponse,
    });
    expect(res.status).toBe(200);
    const d = res.data;
    expect(d.totalWalletBalance).toBe(900_000_00);
    expect(d.walletCount).toBe(2);
    expect(d.mainAccount).toMatchObject({ walletId: owner.mainWalletId, accountName: 'Yaba Print House' });
    expect(d.monthly).toHaveLength(12);
    // Moves between own wallets are neither money in nor out: only the funding counts.
    expect(d.thisMonth).toEqual({ moneyIn: 900_000_00, moneyOut: 0 });
    expect(d.monthly.at(-1)!.moneyIn).toBe(900_000_00);
    expect(d.recentTransactions).toHaveLength(5);
    expect(d.counts.total).toBe(25);
    expect(d.yield).toEqual({ optedIn: false, totalEarned: 0 });
    const counted = await t.server.database.db.execute(
      sql`select count(*)::int as n from wallet_transactions`,
    );
    expect((counted.rows[0] as { n: number }).n).toBeGreaterThanOrEqual(25);
  });
});
