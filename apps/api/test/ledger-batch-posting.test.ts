// The ledger's bulk post (postEntries, under moveSystem and a grouped settlement): every entry
// of the batch is written with its own balanced postings in order, each account's cached balance moves once by the
// net, and a batch a wallet's guard refuses writes nothing at all. The database checks every insert statement of
// postings balances per entry (one trigger call per statement, not per posting).
import { journalEntries, ledgerAccounts, postings } from '@paydesk/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEntries } from '../src/modules/ledger/batch-posting.ts';
import {
  BatchRefused,
  ensureSystemAccounts,
  move,
  reconcileLedger,
  reverse as reverseAction,
} from '../src/modules/ledger/index.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;

beforeAll(async () => {
  t = await startPaymentsApp();
  owner = await walletOwner(t, { name: 'Oshodi Textiles', balance: 1_000_00 });
});
afterAll(() => t.close());

const balanceOf = async (id: string) => {
  const [row] = await t.server.database.db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id));
  return Number(row!.balance);
};

describe('postEntries (bulk post)', () => {
  it('writes each entry with its balanced postings, in order, and moves each balance once by the net', async () => {
    const db = t.server.database.db;
    const entries = await db.transaction(async (tx) => {
      const system = await ensureSystemAccounts(tx, owner.companyId);
      const batch = Array.from({ length: 2_500 }, (_, i) => ({
        companyId: owner.companyId,
        kind: 'transfer_out',
        description: `Line ${i}`,
        reference: `BULK-${i}`,
        postings: [
          { accountId: owner.mainWalletId, amount: -(i % 2 === 0 ? 30 : 10) },
          { accountId: system.transfers_out_clearing!, amount: i % 2 === 0 ? 25 : 10 },
          ...(i % 2 === 0 ? [{ accountId: system.fees!, amount: 5 }] : []),
        ],
      }));
      return { ids: await postEntries(tx, owner.companyId, batch), batch };
    });
    expect(entries.ids).toHaveLength(2_500);
    expect(new Set(entries.ids).size).toBe(2_500);
    const written = await db
      .select({ id: journalEntries.id, reference: journalEntries.reference })
      .from(journalEntries)
      .where(inArray(journalEntries.id, entries.ids));
    const byId = new Map(written.map((w) => [w.id, w.reference]));
    expect(entries.ids.map((id) => byId.get(id))).toEqual(entries.batch.map((e) => e.reference));
    const sums = await db
      .select({
        entryId: postings.entryId,
        sum: sql<number>`sum(${postings.amount})::bigint`,
        n: sql<number>`count(*)::int`,
      })
      .from(postings)
      .where(and(eq(postings.companyId, owner.companyId), inArray(postings.entryId, entries.ids)))
      .groupBy(postings.entryId);
    expect(sums).toHaveLength(2_500);
    expect(sums.every((s) => Number(s.sum) === 0)).toBe(true);
    expect(sums.reduce((n, s) => n + s.n, 0)).toBe(1_250 * 3 + 1_250 * 2);
    // 1,250 × 30 + 1,250 × 10 kobo left the wallet.
    expect(await balanceOf(owner.mainWalletId)).toBe(1_000_00 - 50_000);
    expect(await reconcileLedger(db, [owner.companyId])).toEqual([]);
  });

  it('a batch the wallet cannot pay is refused as a whole and writes nothing', async () => {
    const db = t.server.database.db;
    const before = await balanceOf(owner.mainWalletId);
    const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
    const refused = db.transaction(async (tx) => {
      const system = await ensureSystemAccounts(tx, owner.companyId);
      await postEntries(
        tx,
        owner.companyId,
        Array.from({ length: 3 }, (_, i) => ({
          companyId: owner.companyId,
          kind: 'transfer_out',
          description: `Too much ${i}`,
          reference: `REFUSED-${i}`,
          postings: [
            { accountId: owner.mainWalletId, amount: -before },
            { accountId: system.transfers_out_clearing!, amount: before },
          ],
        })),
      );
    });
    await expect(refused).rejects.toBeInstanceOf(BatchRefused);
    expect(await balanceOf(owner.mainWalletId)).toBe(before);
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(journalEntries);
    expect(after!.n).toBe(count!.n);
  });

  it('an entry that does not balance is refused before anything is written', async () => {
    const db = t.server.database.db;
    const attempt = db.transaction(async (tx) => {
      const system = await ensureSystemAccounts(tx, owner.companyId);
      await postEntries(tx, owner.companyId, [
        {
          companyId: owner.companyId,
          kind: 'transfer_out',
          description: 'Fine',
          postings: [
            { accountId: owner.mainWalletId, amount: -1 },
            { accountId: system.fees!, amount: 1 },
          ],
        },
        {
          companyId: owner.companyId,
          kind: 'transfer_out',
          description: 'Unbalanced',
          postings: [
            { accountId: owner.mainWalletId, amount: -2 },
            { accountId: system.fees!, amount: 1 },
          ],
        },
      ]);
    });
    await expect(attempt).rejects.toThrow(/does not balance/);
  });

  it("dates a whole batch at one past postedAt (the demo's history), never in the future nor entry by entry", async () => {
    const db = t.server.database.db;
    const system = await db.transaction((tx) => ensureSystemAccounts(tx, owner.companyId));
    const entry = (i: number) => ({
      companyId: owner.companyId,
      kind: 'on_demand.recovery',
      description: `Dated ${i}`,
      reference: `DATED-${i}-${Date.now()}`,
      postings: [
        { accountId: system.on_demand_receivable!, amount: -7 },
        { accountId: system.employee_payable!, amount: 7 },
      ],
    });
    const postedAt = new Date('2026-03-27T09:10:00.000Z');
    const ids = await db.transaction((tx) =>
      postEntries(tx, owner.companyId, [entry(1), entry(2)], { systemOnly: true, postedAt }),
    );
    const written = await db.select().from(journalEntries).where(inArray(journalEntries.id, ids));
    expect(written.map((e) => e.createdAt.toISOString())).toEqual([
      postedAt.toISOString(),
      postedAt.toISOString(),
    ]);
    const lines = await db.select().from(postings).where(inArray(postings.entryId, ids));
    expect(lines).toHaveLength(4);
    expect(lines.every((p) => p.createdAt.getTime() === postedAt.getTime())).toBe(true);
    // Undated, a batch is posted now.
    const before = Date.now();
    const [now] = await db.transaction((tx) =>
      postEntries(tx, owner.companyId, [entry(3), entry(4)], { systemOnly: true }),
    );
    const [nowEntry] = await db.select().from(journalEntries).where(eq(journalEntries.id, now!));
    expect(nowEntry!.createdAt.getTime()).toBeGreaterThan(before - 60_000);
    const future = new Date(Date.now() + 3_600_000);
    await expect(
      db.transaction((tx) =>
        postEntries(tx, owner.companyId, [entry(5), entry(6)], { systemOnly: true, postedAt: future }),
      ),
    ).rejects.toThrow('a journal entry cannot be posted in the future');
    await expect(
      db.transaction((tx) =>
        postEntries(tx, owner.companyId, [{ ...entry(7), postedAt }, entry(8)], { systemOnly: true }),
      ),
    ).rejects.toThrow('a batch of entries is dated as a whole');
    expect(await reconcileLedger(db, [owner.companyId])).toEqual([]);
  });

  it('the database checks each insert statement: an entry whose postings are split across two is refused', async () => {
    const db = t.server.database.db;
    const system = await db.transaction((tx) => ensureSystemAccounts(tx, owner.companyId));
    const split = db.transaction(async (tx) => {
      const entry = await tx.execute(
        sql`insert into journal_entries (company_id, kind, description) values (${owner.companyId}, 'raw', 'raw') returning id`,
      );
      const entryId = (entry.rows[0] as { id: string }).id;
      await tx
        .insert(postings)
        .values({ companyId: owner.companyId, entryId, accountId: system.fees!, amount: 7 });
      await tx
        .insert(postings)
        .values({ companyId: owner.companyId, entryId, accountId: owner.mainWalletId, amount: -7 });
    });
    await expect(split).rejects.toMatchObject({
      cause: expect.objectContaining({
        message: expect.stringMatching(/does not balance \(sum 7, 1 postings\)/),
      }),
    });
    expect(await reconcileLedger(db, [owner.companyId])).toEqual([]);
  });
});

describe('reversing one line of a chunk entry (reverse with a part)', () => {
  it("gives back one reference's share once, and never more than the entry moved", async () => {
    const db = t.server.database.db;
    const system = await db.transaction((tx) => ensureSystemAccounts(tx, owner.companyId));
    const before = await balanceOf(owner.mainWalletId);
    // A chunk of three lines (amount + fee): 100 + 5, 200 + 5, 300 + 5, posted as one entry.
    const lines = [100, 200, 300].flatMap((amount, i) => [
      { type: 'transfer_out' as const, amount, reference: `LINE-${i + 1}`, narration: `Line ${i + 1}` },
      { type: 'fee' as const, amount: 5, reference: `LINE-${i + 1}-FEE`, narration: `Fee ${i + 1}` },
    ]);
    const { entryId } = await db.transaction((tx) =>
      move(tx, {
        companyId: owner.companyId,
        kind: 'transfer_out',
        description: 'three transfers',
        reference: 'CHUNK-1',
        legs: [
          { account: owner.mainWalletId, amount: -615, lines },
          { account: system.transfers_out_clearing, amount: 600 },
          { account: system.fees, amount: 15 },
        ],
      }),
    );
    // A line's part of the chunk's entry on the system side (its wallet side comes from its history lines).
    const line = (amount: number) => [
      { account: system.transfers_out_clearing, amount },
      { account: system.fees, amount: 5 },
    ];
    const reverse = (reference: string, part: ReturnType<typeof line>) =>
      db.transaction((tx) =>
        reverseAction(tx, {
          companyId: owner.companyId,
          entryId,
          reference,
          description: `Reversal: ${reference}`,
          part,
        }),
      );
    await reverse('LINE-2', line(200));
    expect(await balanceOf(owner.mainWalletId)).toBe(before - 615 + 205);
    // The same line again: the reversal key (entry, reference) refuses it.
    await expect(reverse('LINE-2', line(200))).rejects.toThrow();
    // More than what is left on the clearing side (600 − 200 = 400): refused, nothing written.
    await expect(reverse('LINE-X', line(401))).rejects.toThrow(/exceeds what entry/);
    await reverse('LINE-3', line(300));
    await reverse('LINE-1', line(100));
    // Everything given back: no line is left to reverse.
    await expect(reverse('LINE-4', line(1))).rejects.toThrow(/exceeds what entry/);
    expect(await balanceOf(owner.mainWalletId)).toBe(before);
    const reversals = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(journalEntries)
      .where(and(eq(journalEntries.companyId, owner.companyId), eq(journalEntries.reversesEntryId, entryId)));
    expect(reversals[0]!.n).toBe(3);
    expect(await reconcileLedger(db, [owner.companyId])).toEqual([]);
  });
});
