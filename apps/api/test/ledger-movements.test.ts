// Ledger movements: one call writes the entry, its postings and the wallet history lines with the balance after
// each; settling and reversing derive from what was stored, and a wallet never moves without its lines.
import { ledgerAccounts, type Tx, walletTransactions } from '@paydesk/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ensureSystemAccounts,
  move,
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
const db = () => t.server.database.db;
const inTx = <T>(work: (tx: Tx) => Promise<T>) => db().transaction(work);

async function openWallet(name: string) {
  const [wallet] = await db()
    .insert(ledgerAccounts)
    .values({ companyId: owner.companyId, kind: 'wallet', name, purpose: 'expense' })
    .returning();
  return wallet!.id;
}

const linesOf = (walletId: string) =>
  db()
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.companyId, owner.companyId), eq(walletTransactions.walletId, walletId)))
    .orderBy(asc(walletTransactions.createdAt), asc(walletTransactions.seq));

const balanceOf = async (walletId: string) =>
  (
    await db()
      .select({ b: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, walletId))
  )[0]!.b;

const fund = (walletId: string, amount: number, reference: string) =>
  inTx((tx) =>
    move(tx, {
      companyId: owner.companyId,
      kind: 'funding',
      reference,
      description: 'Card funding',
      legs: [
        { account: system.funding_clearing, amount: -amount },
        walletCredit(walletId, amount, { type: 'funding', narration: 'Card funding' }),
      ],
    }),
  );

const transferOut = (walletId: string, amount: number, fee: number, reference: string) =>
  inTx((tx) =>
    move(tx, {
      companyId: owner.companyId,
      kind: 'transfer_out',
      reference,
      description: 'Transfer to Ada',
      legs: [
        walletDebit(
          walletId,
          amount,
          { type: 'transfer_out', narration: 'Transfer to Ada', status: 'pending' },
          { amount: fee, narration: `Transfer fee: ${reference}` },
        ),
        { account: system.transfers_out_clearing, amount },
        { account: system.fees, amount: fee },
      ],
    }),
  );

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  owner = await createBusiness(t, { name: 'Aba Movers' });
  system = await ensureSystemAccounts(db(), owner.companyId);
});
afterAll(() => t.close());

describe('ledger movements', () => {
  it('writes each wallet leg’s history lines with the balance right after each line', async () => {
    const wallet = await openWallet('Movements one');
    await fund(wallet, 100_000, 'FND-MOVE-1');
    await transferOut(wallet, 40_000, 1_075, 'TRF-MOVE-1');
    const lines = await linesOf(wallet);
    expect(lines.map((l) => [l.type, l.direction, l.amount, l.status, l.reference, l.balanceAfter])).toEqual([
      ['funding', 'credit', 100_000, 'successful', 'FND-MOVE-1', 100_000],
      ['transfer_out', 'debit', 40_000, 'pending', 'TRF-MOVE-1', 60_000],
      ['fee', 'debit', 1_075, 'pending', 'TRF-MOVE-1-FEE', 58_925],
    ]);
    expect(await balanceOf(wallet)).toBe(58_925);
  });

  it('refuses a wallet posting without its lines, and lines on an account that is not a wallet', async () => {
    const wallet = await openWallet('Movements two');
    await expect(
      inTx((tx) =>
        move(tx, {
          companyId: owner.companyId,
          kind: 'funding',
          reference: 'FND-BARE',
          description: 'Bare',
          legs: [
            { account: system.funding_clearing, amount: -500 },
            { account: wallet, amount: 500 },
          ],
        }),
      ),
    ).rejects.toThrow(/without its history lines/);
    await expect(
      inTx((tx) =>
        move(tx, {
          companyId: owner.companyId,
          kind: 'funding',
          reference: 'FND-ODD',
          description: 'Odd',
          legs: [
            walletCredit(system.fees, 500, { type: 'funding', narration: 'x' }),
            { account: system.funding_clearing, amount: -500 },
          ],
        }),
      ),
    ).rejects.toThrow(/not a wallet/);
    expect(await balanceOf(wallet)).toBe(0);
    expect(await linesOf(wallet)).toEqual([]);
  });

  it('settles: the clearing empties and the action’s pending lines (and its fee’s) become successful', async () => {
    const wallet = await openWallet('Movements three');
    await fund(wallet, 50_000, 'FND-MOVE-3');
    await transferOut(wallet, 20_000, 500, 'TRF-MOVE-3');
    await inTx((tx) =>
      settle(tx, {
        companyId: owner.companyId,
        kind: 'transfer_out.settlement',
        reference: 'TRF-MOVE-3',
        description: 'Settled',
        from: system.transfers_out_clearing,
        to: system.bank_settlement,
        amount: 20_000,
        metadata: { sessionId: 'S1' },
      }),
    );
    const lines = await linesOf(wallet);
    expect(lines.slice(1).map((l) => [l.status, l.metadata])).toEqual([
      ['successful', { sessionId: 'S1', reversal: 'none' }],
      ['successful', { sessionId: 'S1', reversal: 'none' }],
    ]);
    expect(await balanceOf(wallet)).toBe(29_500);
  });

  it('reverses from what was stored: mirror lines, originals marked reversed, once only', async () => {
    const wallet = await openWallet('Movements four');
    await fund(wallet, 50_000, 'FND-MOVE-4');
    const { entryId } = await transferOut(wallet, 20_000, 500, 'TRF-MOVE-4');
    const doReverse = () =>
      inTx((tx) =>
        reverse(tx, {
          companyId: owner.companyId,
          entryId,
          reference: 'TRF-MOVE-4',
          description: 'Reversal: TRF-MOVE-4',
          narration: 'Reversal of transfer to Ada: account closed',
          reason: 'account closed',
        }),
      );
    await doReverse();
    expect(await balanceOf(wallet)).toBe(50_000);
    const lines = await linesOf(wallet);
    expect(lines.map((l) => [l.type, l.direction, l.amount, l.status, l.reference, l.balanceAfter])).toEqual([
      ['funding', 'credit', 50_000, 'successful', 'FND-MOVE-4', 50_000],
      ['transfer_out', 'debit', 20_000, 'reversed', 'TRF-MOVE-4', 30_000],
      ['fee', 'debit', 500, 'reversed', 'TRF-MOVE-4-FEE', 29_500],
      ['reversal', 'credit', 20_500, 'successful', 'TRF-MOVE-4', 50_000],
    ]);
    expect(lines[3]!.narration).toBe('Reversal of transfer to Ada: account closed');
    await expect(doReverse()).rejects.toThrow();
    expect(await balanceOf(wallet)).toBe(50_000);
  });

  it('reverses one action of an entry holding several, within what the entry moved', async () => {
    const wallet = await openWallet('Movements five');
    await fund(wallet, 100_000, 'FND-MOVE-5');
    const { entryId } = await inTx((tx) =>
      move(tx, {
        companyId: owner.companyId,
        kind: 'transfer_out',
        reference: 'TRB-MOVE-5',
        description: '2 transfers',
        legs: [
          {
            account: wallet,
            amount: -(30_000 + 100 + 10_000 + 50),
            lines: [
              {
                type: 'transfer_out',
                amount: 30_000,
                reference: 'TRF-5A',
                narration: 'A',
                status: 'pending',
              },
              { type: 'fee', amount: 100, reference: 'TRF-5A-FEE', narration: 'fee A', status: 'pending' },
              {
                type: 'transfer_out',
                amount: 10_000,
                reference: 'TRF-5B',
                narration: 'B',
                status: 'pending',
              },
              { type: 'fee', amount: 50, reference: 'TRF-5B-FEE', narration: 'fee B', status: 'pending' },
            ],
          },
          { account: system.transfers_out_clearing, amount: 40_000 },
          { account: system.fees, amount: 150 },
        ],
      }),
    );
    expect((await linesOf(wallet)).map((l) => l.balanceAfter)).toEqual([
      100_000, 70_000, 69_900, 59_900, 59_850,
    ]);
    await inTx((tx) =>
      reverse(tx, {
        companyId: owner.companyId,
        entryId,
        reference: 'TRF-5B',
        description: 'Reversal: TRF-5B',
        part: [
          { account: system.transfers_out_clearing, amount: 10_000 },
          { account: system.fees, amount: 50 },
        ],
      }),
    );
    expect(await balanceOf(wallet)).toBe(59_850 + 10_050);
    const lines = await linesOf(wallet);
    expect(lines.filter((l) => l.status === 'reversed').map((l) => l.reference)).toEqual([
      'TRF-5B',
      'TRF-5B-FEE',
    ]);
    expect(lines.filter((l) => l.status === 'pending').map((l) => l.reference)).toEqual([
      'TRF-5A',
      'TRF-5A-FEE',
    ]);
    // A part larger than what is left of the entry on an account is refused.
    await expect(
      inTx((tx) =>
        reverse(tx, {
          companyId: owner.companyId,
          entryId,
          reference: 'TRF-5A',
          description: 'Reversal: TRF-5A',
          part: [
            { account: system.transfers_out_clearing, amount: 40_000 },
            { account: system.fees, amount: 100 },
          ],
        }),
      ),
    ).rejects.toThrow(/exceeds what entry/);
  });
});
