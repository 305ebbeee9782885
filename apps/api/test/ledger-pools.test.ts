// Pooled system accounts (decision 0023): a business's transfers-out clearing, fees, settlement float and on-demand
// funding are each a pool of sub-accounts. A posting to a pool's head lands on the sub-account its entry's reference
// picks (a send and its settlement the same one); balances, reconciliation and reversal take the pool as one.
import { ledgerAccounts, postings, type Tx } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDay } from '../src/lib/lagos-time.ts';
import {
  closingBalance,
  ensureSystemAccounts,
  ledgerPoolSize,
  move,
  POOLED_KINDS,
  reconcileLedger,
  reverse,
  type SystemAccounts,
  settle,
  walletCredit,
  walletDebit,
} from '../src/modules/ledger/index.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: TestMember;
let system: SystemAccounts;
let wallet: string;
const db = () => t.server.database.db;
const inTx = <T>(work: (tx: Tx) => Promise<T>) => db().transaction(work);

const poolOfKind = async (kind: string) =>
  db()
    .select({ id: ledgerAccounts.id, slot: ledgerAccounts.poolSlot, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.companyId, owner.companyId), eq(ledgerAccounts.kind, kind as 'fees')))
    .orderBy(ledgerAccounts.poolSlot);

const payout = (reference: string, amount: number, fee: number) =>
  inTx((tx) =>
    move(tx, {
      companyId: owner.companyId,
      kind: 'transfer_out',
      reference,
      description: 'Payout',
      legs: [
        walletDebit(
          wallet,
          amount,
          { type: 'transfer_out', narration: 'Payout', status: 'pending' },
          { amount: fee, narration: 'Transfer fee' },
        ),
        { account: system.transfers_out_clearing, amount },
        { account: system.fees, amount: fee },
      ],
    }),
  );

beforeAll(async () => {
  t = await startTestApp();
  owner = await createBusiness(t);
  system = await inTx((tx) => ensureSystemAccounts(tx, owner.companyId));
  await ensureSystemAccounts(db(), owner.companyId);
  const [row] = await db()
    .insert(ledgerAccounts)
    .values({ companyId: owner.companyId, kind: 'wallet', name: 'Payouts', purpose: 'expense' })
    .returning();
  wallet = row!.id;
  await inTx((tx) =>
    move(tx, {
      companyId: owner.companyId,
      kind: 'funding',
      reference: 'FND-POOL',
      description: 'Funding',
      legs: [
        { account: system.funding_clearing, amount: -1_000_000_00 },
        walletCredit(wallet, 1_000_000_00, { type: 'funding', narration: 'Funding' }),
      ],
    }),
  );
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('pooled system accounts', () => {
  it('makes a pool of the configured size for each pooled kind, its head the account SystemAccounts names', async () => {
    for (const kind of POOLED_KINDS) {
      const pool = await poolOfKind(kind);
      expect(pool.map((a) => a.slot)).toEqual(Array.from({ length: ledgerPoolSize() }, (_, i) => i));
      expect(pool[0]!.id).toBe(system[kind]);
    }
    expect((await poolOfKind('funding_clearing')).length).toBe(1);
  });

  it('spreads payouts over the sub-accounts by reference; the pool sums what was posted to its head', async () => {
    for (let i = 0; i < 40; i++) await payout(`TRF-POOL-${i}`, 1_000_00 + i, 10_75);
    const clearing = await poolOfKind('transfers_out_clearing');
    const fees = await poolOfKind('fees');
    expect(clearing.filter((a) => a.balance !== 0).length).toBeGreaterThan(4);
    expect(clearing.reduce((s, a) => s + a.balance, 0)).toBe(40 * 1_000_00 + (39 * 40) / 2);
    expect(fees.reduce((s, a) => s + a.balance, 0)).toBe(40 * 10_75);
    // Read through the ledger by its head, a pool is one account.
    expect(await closingBalance(db(), owner.companyId, system.transfers_out_clearing, lagosDay())).toBe(
      40 * 1_000_00 + (39 * 40) / 2,
    );
    expect(await reconcileLedger(db(), [owner.companyId])).toEqual([]);
  });

  it("settles from the sub-account the send used, and reverses a part named by the pool's head", async () => {
    const sent = await payout('TRF-POOL-SETTLE', 5_000_00, 10_75);
    const [slotOfSend] = await db()
      .select({ account: postings.accountId })
      .from(postings)
      .where(and(eq(postings.entryId, sent.entryId), eq(postings.amount, 5_000_00)));
    await inTx((tx) =>
      settle(tx, {
        companyId: owner.companyId,
        kind: 'transfer_out.settlement',
        reference: 'TRF-POOL-SETTLE',
        description: 'Settled',
        from: system.transfers_out_clearing,
        to: system.bank_settlement,
        amount: 5_000_00,
      }),
    );
    const { rows } = await db().execute<{ account_id: string }>(
      sql`select p.account_id from postings p join journal_entries e on e.company_id = p.company_id
            and e.id = p.entry_id
          where e.company_id = ${owner.companyId} and e.kind = 'transfer_out.settlement' and p.amount < 0`,
    );
    expect(rows.map((r) => r.account_id)).toEqual([slotOfSend!.account]);

    // A bulk chunk's entry: two actions in one entry (its own reference), one of them failing on its own.
    const line = (reference: string) => ({ type: 'transfer_out' as const, narration: reference, reference });
    const chunk = await inTx((tx) =>
      move(tx, {
        companyId: owner.companyId,
        kind: 'transfer_out.bulk',
        reference: 'CHUNK-POOL',
        description: 'Bulk chunk',
        legs: [
          {
            account: wallet,
            amount: -(2_000_00 + 10_75 + 3_000_00 + 10_75),
            lines: [
              ...walletDebit(wallet, 2_000_00, line('TRF-POOL-A'), { amount: 10_75, narration: 'Fee' })
                .lines!,
              ...walletDebit(wallet, 3_000_00, line('TRF-POOL-B'), { amount: 10_75, narration: 'Fee' })
                .lines!,
            ],
          },
          { account: system.transfers_out_clearing, amount: 5_000_00 },
          { account: system.fees, amount: 2 * 10_75 },
        ],
      }),
    );
    const before = await poolOfKind('transfers_out_clearing');
    await inTx((tx) =>
      reverse(tx, {
        companyId: owner.companyId,
        entryId: chunk.entryId,
        reference: 'TRF-POOL-A',
        description: 'Failed',
        part: [
          { account: system.transfers_out_clearing, amount: 2_000_00 },
          { account: system.fees, amount: 10_75 },
        ],
      }),
    );
    const after = await poolOfKind('transfers_out_clearing');
    expect(after.reduce((s, a) => s + a.balance, 0)).toBe(
      before.reduce((s, a) => s + a.balance, 0) - 2_000_00,
    );
    expect(await reconcileLedger(db(), [owner.companyId])).toEqual([]);
  });

  it('refuses history lines on a pool head, as on any system account', async () => {
    await expect(
      inTx((tx) =>
        move(tx, {
          companyId: owner.companyId,
          kind: 'bad',
          reference: 'BAD-POOL',
          description: 'Lines on clearing',
          legs: [
            walletDebit(wallet, 1_00, { type: 'transfer_out', narration: 'x' }),
            walletCredit(system.transfers_out_clearing, 1_00, { type: 'transfer_out', narration: 'x' }),
          ],
        }),
      ),
    ).rejects.toThrow(/not a wallet/);
  });

  it('reports a pool whose sub-account disagrees with its postings once, under its head', async () => {
    const [slot] = (await poolOfKind('fees')).filter((a) => a.slot > 0);
    await db().execute(
      sql`update ledger_accounts set balance = balance + 1 where company_id = ${owner.companyId} and id = ${slot!.id}`,
    );
    try {
      const mismatches = await reconcileLedger(db(), [owner.companyId]);
      expect(mismatches).toHaveLength(1);
      expect(mismatches[0]!.accountId).toBe(system.fees);
      expect(mismatches[0]!.cached - mismatches[0]!.computed).toBe(1);
    } finally {
      await db().execute(
        sql`update ledger_accounts set balance = balance - 1 where company_id = ${owner.companyId} and id = ${slot!.id}`,
      );
    }
  });
});
