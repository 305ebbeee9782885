// Statements from the ledger (issue 25): a statement opens at the wallet's balance when its first day began, lists
// every movement of money whatever its status (a failed transfer's debit marked reversed and the credit reversing
// it, a pending transfer whose money has left), each with its running balance, and closes at the wallet's balance.
// (Every statement a test makes is also reconciled against the postings when its test app closes.)
import {
  PAYMENTS_PATHS,
  STATEMENT_PATHS,
  statementResponse,
  transferResponse,
  WALLET_PATHS,
  walletListResponse,
} from '@paydesk/contracts';
import { walletTransactions } from '@paydesk/db';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosDay } from '../src/lib/lagos-time.ts';
import { ensureSystemAccounts, postEntryDetailed } from '../src/modules/ledger/posting.ts';
import { SANDBOX_TRANSFER_ACCOUNTS } from '../src/providers/banking/index.ts';
import { startPaymentsApp, transferRow, untilSettled, waitFor } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import {
  api,
  fundThroughLedger,
  newKey,
  PIN,
  type WalletOwner,
  walletOwner,
} from './helpers/wallet-fixtures.ts';

let t: TestApp;
let owner: WalletOwner;
const GTBANK = '000013';
const today = lagosDay();
const twoDaysAgo = addDays(today, -2);

beforeAll(async () => {
  t = await startPaymentsApp();
  owner = await walletOwner(t, { name: 'Yaba Bakery' });
  // Money that arrived before the statements' periods: their opening balance.
  await fundThroughLedger(
    t,
    owner.companyId,
    owner.mainWalletId,
    1_000_000_00,
    undefined,
    new Date(`${twoDaysAgo}T12:00:00+01:00`),
  );
  await fundThroughLedger(t, owner.companyId, owner.mainWalletId, 500_000_00);
});
afterAll(() => t.close());

const transferTo = async (accountNumber: string, amount: number) =>
  (
    await t.api.post(
      api(PAYMENTS_PATHS.transferSingle),
      {
        sourceWalletId: owner.mainWalletId,
        bankCode: GTBANK,
        accountNumber,
        amount,
        narration: 'Flour and sugar',
        pin: PIN,
      },
      { token: owner.token, schema: transferResponse, headers: { 'idempotency-key': newKey() } },
    )
  ).data;

const mainBalance = async () =>
  (
    await t.api.get(api(WALLET_PATHS.accounts), { token: owner.token, schema: walletListResponse })
  ).data.accounts.find((a) => a._id === owner.mainWalletId)!.balance;

/** Asks for a statement, waits until it is ready and answers its CSV as records by column name. */
async function statementCsv(from: string, to: string, of: WalletOwner = owner) {
  const asked = await t.api.post(
    api(STATEMENT_PATHS.generate),
    { walletId: of.mainWalletId, from, to },
    { token: of.token, schema: statementResponse },
  );
  const id = asked.data._id;
  const ready = await waitFor(
    () => t.api.get(api(STATEMENT_PATHS.one(id)), { token: of.token, schema: statementResponse }),
    (r) => r.data.status === 'ready' || r.data.status === 'failed',
    20_000,
  );
  expect(ready.data.status).toBe('ready');
  const csv = await t.app.inject({
    method: 'GET',
    url: `${api(STATEMENT_PATHS.file(id))}?format=csv`,
    headers: { authorization: `Bearer ${of.token}` },
  });
  const rows = Papa.parse<Record<string, string>>(csv.body, { header: true, skipEmptyLines: true }).data;
  return {
    rowCount: ready.data.rowCount,
    opening: rows[0]!,
    lines: rows.slice(1, -1),
    closing: rows.at(-1)!,
  };
}

const kobo = (text: string) => (text === '' ? 0 : Number(text.replace('.', '')));
const naira = (k: number) => (k / 100).toFixed(2);

describe('a statement from the ledger', () => {
  it('lists a reversed debit with its reversal, a pending debit and a settled one, and closes at the wallet balance', async () => {
    const failed = await transferTo(SANDBOX_TRANSFER_ACCOUNTS.failsAtOnce, 2_000_00);
    await waitFor(
      () => transferRow(t, failed.reference),
      (r) => r.status === 'reversed',
    );
    const pending = await transferTo(SANDBOX_TRANSFER_ACCOUNTS.pendingUntilRequeried, 3_000_00);
    const settled = await transferTo('0123456789', 4_000_00);
    expect((await untilSettled(t, settled.reference)).status).toBe('settled');
    expect((await transferRow(t, pending.reference)).status).toBe('pending');
    const fee = settled.fee;

    const { rowCount, opening, lines, closing } = await statementCsv(addDays(today, -1), today);
    expect(opening).toMatchObject({ Narration: 'Opening balance', 'Balance (NGN)': '1000000.00' });
    const shown = (reference: string) =>
      lines
        .filter((l) => l.Reference === reference)
        .map((l) => [l.Type, l.Status, l['Debit (NGN)'], l['Credit (NGN)']])
        .sort();
    expect(shown(failed.reference)).toEqual([
      ['Reversal', 'Successful', '', naira(2_000_00 + fee)],
      ['Transfer out', 'Reversed', '2000.00', ''],
    ]);
    expect(shown(`${failed.reference}-FEE`)).toEqual([['Fee', 'Reversed', naira(fee), '']]);
    expect(shown(pending.reference)).toEqual([['Transfer out', 'Pending', '3000.00', '']]);
    expect(shown(`${pending.reference}-FEE`)).toEqual([['Fee', 'Pending', naira(fee), '']]);
    expect(shown(settled.reference)).toEqual([['Transfer out', 'Successful', '4000.00', '']]);
    expect(shown(`${settled.reference}-FEE`)).toEqual([['Fee', 'Successful', naira(fee), '']]);
    // The funding of today, the failed transfer's two debits and its reversal, and two lines per other transfer.
    expect(lines).toHaveLength(8);
    expect(rowCount).toBe(8);
    // The reversal comes after the debits it reverses, and the balance runs through every line.
    const failedLines = lines.filter((l) => l.Reference?.startsWith(failed.reference));
    expect(failedLines.at(-1)!.Type).toBe('Reversal');
    let balance = kobo(opening['Balance (NGN)']!);
    for (const line of lines) {
      balance += kobo(line['Credit (NGN)']!) - kobo(line['Debit (NGN)']!);
      expect(kobo(line['Balance (NGN)']!)).toBe(balance);
    }
    const held = await mainBalance();
    expect(held).toBe(1_500_000_00 - 3_000_00 - fee - 4_000_00 - fee);
    expect(closing).toMatchObject({ Narration: 'Closing balance', 'Balance (NGN)': naira(held) });
  });

  it('a past day opens and closes at the balances of its midnights', async () => {
    const { opening, lines, closing } = await statementCsv(twoDaysAgo, twoDaysAgo);
    expect(opening['Balance (NGN)']).toBe('0.00');
    expect(lines.map((l) => [l.Type, l.Status, l['Credit (NGN)'], l['Balance (NGN)']])).toEqual([
      ['Wallet funding', 'Successful', '1000000.00', '1000000.00'],
    ]);
    expect(closing['Balance (NGN)']).toBe('1000000.00');
  });

  it('lists every line once, in order, over many pages of reads and however many lines share one instant', async () => {
    const busy = await walletOwner(t, { name: 'Ojota Wholesale' });
    // One entry and 1,234 lines in one transaction: one instant, as a bulk chunk writes them.
    const count = 1_234;
    await t.server.database.db.transaction(async (tx) => {
      const system = await ensureSystemAccounts(tx, busy.companyId);
      const posted = await postEntryDetailed(tx, {
        companyId: busy.companyId,
        kind: 'funding',
        description: 'Many small fundings',
        postings: [
          { accountId: system.funding_clearing!, amount: -count * 1_00 },
          { accountId: busy.mainWalletId, amount: count * 1_00 },
        ],
      });
      await tx.insert(walletTransactions).values(
        Array.from({ length: count }, (_, i) => ({
          companyId: busy.companyId,
          walletId: busy.mainWalletId,
          entryId: posted.entryId,
          type: 'bank_transfer_in' as const,
          direction: 'credit' as const,
          amount: 1_00,
          status: 'successful' as const,
          reference: `TIN-${String(i).padStart(4, '0')}`,
          narration: 'Small transfer in',
        })),
      );
    });
    const { rowCount, lines, closing } = await statementCsv(today, today, busy);
    expect(rowCount).toBe(count);
    expect(new Set(lines.map((l) => l.Reference)).size).toBe(count);
    expect(lines.at(-1)!['Balance (NGN)']).toBe(naira(count * 1_00));
    expect(closing['Balance (NGN)']).toBe(naira(count * 1_00));
  });
});
