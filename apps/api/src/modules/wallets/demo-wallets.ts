// The demo business's money: a main wallet funded through ledger movements (a card funding and a customer's bank
// transfer, each a movement with its history line) and an operations wallet with a move into it, after eleven
// past months of customers' payments in and supplier payments out, so a newcomer's dashboard shows a living
// business (issues 17 and 29): months that differ, a balance that moves; the year nets to zero, so today's
// balances are the same as without the history.
// Runs once: a main wallet that already has postings is left alone.
import type { Database, Tx } from '@paydesk/db';
import { newReference } from '../../lib/references.ts';
import {
  ensureSystemAccounts,
  type LineInput,
  move,
  postingCount,
  walletCredit,
  walletDebit,
} from '../ledger/index.ts';
import { companyNameRow, insertWallet, nextAccountNumber } from './accounts/accounts.queries.ts';
import { ensureMainWallet } from './accounts/accounts.service.ts';

type DemoKind = 'funding' | 'bank_transfer_in' | 'transfer_out' | 'move';

/** One side of a demo movement: a wallet with its history line, or a clearing account (no line). */
type Side = { walletId: string; line: Omit<LineInput, 'amount' | 'channel'> } | { account: string };

/**
 * A movement of `amount` from one side to the other, dated when it happened (past months; now by default): the
 * entry and its lines carry the same date, so balances at a past date agree with the history.
 */
async function post(
  tx: Tx,
  companyId: string,
  kind: DemoKind,
  amount: number,
  from: Side,
  to: Side,
  at?: Date,
): Promise<void> {
  const reference = newReference(kind === 'move' ? 'MOV' : kind === 'funding' ? 'FND' : 'TRF');
  const channel = kind === 'move' ? 'web' : kind === 'funding' ? 'card' : 'bank_transfer';
  const description = 'walletId' in from ? from.line.narration : 'walletId' in to ? to.line.narration : kind;
  await move(tx, {
    companyId,
    kind,
    reference,
    description,
    legs: [
      'walletId' in from
        ? walletDebit(from.walletId, amount, { ...from.line, channel })
        : { account: from.account, amount: -amount },
      'walletId' in to
        ? walletCredit(to.walletId, amount, { ...to.line, channel })
        : { account: to.account, amount },
    ],
    postedAt: at ?? new Date(),
  });
}

// biome-ignore format: a table
const CUSTOMERS = [
  { name: 'Chukwu Supermarkets', bank: 'Access Bank' },
  { name: 'Balogun Market Stores', bank: 'GTBank' },
  { name: 'Ibadan Foods Co', bank: 'First Bank' },
  { name: 'Kano Grains Ltd', bank: 'UBA' },
  { name: 'Lekki Gardens Restaurant', bank: 'Zenith Bank' },
];
// biome-ignore format: a table
const SUPPLIERS = [
  { name: 'Ogun Farms Cooperative', bank: 'First Bank', narration: 'Tomatoes, peppers and onions' },
  { name: 'Lagos Packaging Ltd', bank: 'Zenith Bank', narration: 'Cartons and labels' },
  { name: 'Delta Logistics', bank: 'GTBank', narration: 'Haulage to Ibadan and Abeokuta' },
  { name: 'Ikorodu Cold Rooms', bank: 'UBA', narration: 'Cold room rent' },
];
/** Each month's supplier payments as a share of its takings (the months from eleven ago to two ago). */
const OUTGOINGS = [0.78, 0.86, 1.08, 0.91, 0.83, 1.12, 0.89, 0.94, 1.05, 0.87];
/** How a month's takings split between its receipts, the largest customer first. */
const RECEIPT_SHARES = [0.31, 0.24, 0.19, 0.15, 0.11];
const RECEIPT_DAYS = [2, 6, 10, 15, 22];
const PAYMENT_DAYS = [12, 20, 27];

interface PastEvent {
  kind: 'bank_transfer_in' | 'transfer_out';
  at: Date;
  amount: number;
  counterparty: string;
  bank: string;
  narration: string;
}

/** To the nearest ₦50, in kobo. */
const round50 = (kobo: number) => Math.round(kobo / 50_00) * 50_00;

/** Splits `total` kobo by `shares` (to ₦50, the last taking what is left). */
function split(total: number, shares: readonly number[]): number[] {
  const sum = shares.reduce((a, b) => a + b, 0);
  const parts = shares.slice(0, -1).map((s) => round50((total * s) / sum));
  return [...parts, total - parts.reduce((a, b) => a + b, 0)];
}

/**
 * The eleven months before `now`, in date order: three to five customers' receipts a month (takings that grow from
 * about ₦1.7m to ₦3.5m) and three supplier payments that differ from them (some months more than came in), so the
 * balance moves; the last month's fourth payment (a cold room deposit) spends what the year kept, so the year nets
 * to zero and today's balances are the opening funding's.
 */
export function pastMonths(now: Date): PastEvent[] {
  const events: PastEvent[] = [];
  let kept = 0;
  let invoice = 31;
  for (let monthsAgo = 11; monthsAgo >= 1; monthsAgo -= 1) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
    const at = (date: number, hour: number) =>
      new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), date, hour, 15));
    const takings = (1_200_000 + (12 - monthsAgo) * 197_000 + (monthsAgo % 3) * 145_000) * 100;
    const receipts = split(takings, RECEIPT_SHARES.slice(0, 3 + (monthsAgo % 3)));
    const inMonth: PastEvent[] = receipts.map((amount, i) => {
      const customer = CUSTOMERS[(i + monthsAgo) % CUSTOMERS.length]!;
      invoice += 1;
      return {
        kind: 'bank_transfer_in',
        at: at(RECEIPT_DAYS[i]!, 9 + i),
        amount,
        counterparty: customer.name,
        bank: customer.bank,
        narration: `Payment for invoice INV-${String(invoice).padStart(4, '0')}`,
      };
    });
    const spent = round50(takings * (OUTGOINGS[11 - monthsAgo] ?? 0.9));
    for (const [i, amount] of split(spent, [0.45, 0.35, 0.2]).entries()) {
      const supplier = SUPPLIERS[(i + monthsAgo) % SUPPLIERS.length]!;
      inMonth.push({
        kind: 'transfer_out',
        at: at(PAYMENT_DAYS[i]!, 14),
        amount,
        counterparty: supplier.name,
        bank: supplier.bank,
        narration: supplier.narration,
      });
    }
    kept += takings - spent;
    if (monthsAgo === 1)
      inMonth.push({
        kind: 'transfer_out',
        at: at(26, 11),
        amount: kept,
        counterparty: 'Ikorodu Cold Rooms',
        bank: 'UBA',
        narration: 'Deposit on a new cold room',
      });
    events.push(...inMonth.sort((a, b) => a.at.getTime() - b.at.getTime()));
  }
  return events;
}

export async function seedDemoWallets(db: Database, companyId: string, bankCode: string): Promise<void> {
  const main = await ensureMainWallet(db, { WALLET_BANK_CODE: bankCode }, companyId);
  if (!main) return;
  if ((await postingCount(db, companyId, main.id)) > 0) return;
  const company = await companyNameRow(db, companyId);
  await db.transaction(async (tx) => {
    const system = await ensureSystemAccounts(tx, companyId);
    // Eleven past months, in date order so each line's balance-after follows the calendar.
    for (const event of pastMonths(new Date())) {
      const line = {
        type: event.kind,
        narration: event.narration,
        counterparty: { name: event.counterparty, bank: event.bank },
      };
      if (event.kind === 'bank_transfer_in')
        await post(
          tx,
          companyId,
          event.kind,
          event.amount,
          { account: system.funding_clearing },
          { walletId: main.id, line },
          event.at,
        );
      else
        await post(
          tx,
          companyId,
          event.kind,
          event.amount,
          { walletId: main.id, line },
          { account: system.transfers_out_clearing },
          event.at,
        );
    }
    const operations = await insertWallet(tx, {
      companyId,
      name: 'Operations',
      purpose: 'expense',
      accountNumber: await nextAccountNumber(tx, bankCode),
    });
    await post(
      tx,
      companyId,
      'funding',
      2_500_000_00,
      { account: system.funding_clearing },
      { walletId: main.id, line: { type: 'funding', narration: 'Card funding of Main wallet' } },
    );
    await post(
      tx,
      companyId,
      'bank_transfer_in',
      750_000_00,
      { account: system.funding_clearing },
      {
        walletId: main.id,
        line: {
          type: 'bank_transfer_in',
          narration: 'Payment for invoice INV-0042',
          counterparty: { name: 'Chukwu Supermarkets', bank: 'Access Bank' },
        },
      },
    );
    await post(
      tx,
      companyId,
      'move',
      400_000_00,
      {
        walletId: main.id,
        line: { type: 'move_out', narration: 'Float for operations', counterparty: { name: 'Operations' } },
      },
      {
        walletId: operations!.id,
        line: {
          type: 'move_in',
          narration: 'Float for operations',
          counterparty: { name: company?.name ?? 'Main wallet' },
        },
      },
    );
  });
}
