// The demo business's money: eleven past months of customers' payments into the main wallet (three to five
// receipts a month, takings growing), then today a card funding, a customer's bank transfer and a move into the
// Operations wallet, each a ledger movement with its history line, so a newcomer's dashboard shows a living
// business (issues 17 and 29). The supplier payments that differ from the takings month by month are real
// transfers (payments/demo-payments.ts); the seed runs both modules' dated events in date order, so the main
// wallet's balance-after follows the calendar. Runs once: a main wallet that already has postings is left alone.
import type { Database, Tx } from '@paydesk/db';
import { newReference } from '../../lib/references.ts';
import { type DemoEvent, demoDay } from '../../platform/modules/define-module.ts';
import {
  ensureSystemAccounts,
  type LineInput,
  move,
  postingCount,
  walletCredit,
  walletDebit,
} from '../ledger/index.ts';
import {
  companyNameRow,
  findWallets,
  insertWalletAccount,
  nextAccountNumber,
} from './accounts/accounts.queries.ts';
import { ensureMainWallet } from './accounts/accounts.service.ts';

type DemoKind = 'funding' | 'bank_transfer_in' | 'move';

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
/** How a month's takings split between its receipts, the largest customer first. */
const RECEIPT_SHARES = [0.31, 0.24, 0.19, 0.15, 0.11];
const RECEIPT_DAYS = [2, 6, 10, 15, 22];

interface PastReceipt {
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

/** The eleven months before `now`, in date order: three to five customers' receipts a month, takings growing from about ₦1.7m to ₦3.5m. */
export function pastReceipts(now: Date): PastReceipt[] {
  const receipts: PastReceipt[] = [];
  let invoice = 31;
  for (let monthsAgo = 11; monthsAgo >= 1; monthsAgo -= 1) {
    const takings = (1_200_000 + (12 - monthsAgo) * 197_000 + (monthsAgo % 3) * 145_000) * 100;
    for (const [i, amount] of split(takings, RECEIPT_SHARES.slice(0, 3 + (monthsAgo % 3))).entries()) {
      const customer = CUSTOMERS[(i + monthsAgo) % CUSTOMERS.length]!;
      invoice += 1;
      receipts.push({
        at: demoDay(now, monthsAgo, RECEIPT_DAYS[i]!, 9 + i, 15),
        amount,
        counterparty: customer.name,
        bank: customer.bank,
        narration: `Payment for invoice INV-${String(invoice).padStart(4, '0')}`,
      });
    }
  }
  return receipts;
}

/** The main wallet and an Operations wallet (a `business` step): their money comes with the history's events. */
export async function seedDemoWallets(db: Database, companyId: string, bankCode: string): Promise<void> {
  const main = await ensureMainWallet(db, { WALLET_BANK_CODE: bankCode }, companyId);
  if (!main || (await postingCount(db, companyId, main.id)) > 0) return;
  if ((await findWallets(db, companyId)).some((w) => w.wallet.name === 'Operations')) return;
  await insertWalletAccount(db, {
    companyId,
    name: 'Operations',
    purpose: 'expense',
    accountNumber: await nextAccountNumber(db, bankCode),
  });
}

/**
 * The wallets' dated events up to `now`: the past months' receipts, then today's funding, invoice payment and
 * float for Operations (a minute apart, just before `now`). None once the main wallet has postings.
 */
export async function demoWalletEvents(db: Database, companyId: string, now: Date): Promise<DemoEvent[]> {
  const wallets = (await findWallets(db, companyId)).map((w) => w.wallet);
  const main = wallets.find((w) => w.purpose === 'main');
  const operations = wallets.find((w) => w.name === 'Operations');
  if (!main || !operations || (await postingCount(db, companyId, main.id)) > 0) return [];
  const company = await companyNameRow(db, companyId);
  const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);
  const fromCustomers = (tx: Tx) =>
    ensureSystemAccounts(tx, companyId).then((s) => ({ account: s.funding_clearing }));
  return [
    ...pastReceipts(now).map((r) => ({
      at: r.at,
      run: async (tx: Tx) =>
        post(
          tx,
          companyId,
          'bank_transfer_in',
          r.amount,
          await fromCustomers(tx),
          {
            walletId: main.id,
            line: {
              type: 'bank_transfer_in',
              narration: r.narration,
              counterparty: { name: r.counterparty, bank: r.bank },
            },
          },
          r.at,
        ),
    })),
    {
      at: minutesAgo(3),
      run: async (tx: Tx) =>
        post(
          tx,
          companyId,
          'funding',
          2_500_000_00,
          await fromCustomers(tx),
          { walletId: main.id, line: { type: 'funding', narration: 'Card funding of Main wallet' } },
          minutesAgo(3),
        ),
    },
    {
      at: minutesAgo(2),
      run: async (tx: Tx) =>
        post(
          tx,
          companyId,
          'bank_transfer_in',
          750_000_00,
          await fromCustomers(tx),
          {
            walletId: main.id,
            line: {
              type: 'bank_transfer_in',
              narration: 'Payment for invoice INV-0042',
              counterparty: { name: 'Chukwu Supermarkets', bank: 'Access Bank' },
            },
          },
          minutesAgo(2),
        ),
    },
    {
      at: minutesAgo(1),
      run: async (tx: Tx) =>
        post(
          tx,
          companyId,
          'move',
          400_000_00,
          {
            walletId: main.id,
            line: {
              type: 'move_out',
              narration: 'Float for operations',
              counterparty: { name: 'Operations' },
            },
          },
          {
            walletId: operations.id,
            line: {
              type: 'move_in',
              narration: 'Float for operations',
              counterparty: { name: company?.name ?? 'Main wallet' },
            },
          },
          minutesAgo(1),
        ),
    },
  ];
}
