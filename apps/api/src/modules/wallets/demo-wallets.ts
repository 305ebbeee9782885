// The demo business's money: a main wallet funded through ledger movements (a card funding and a customer's bank
// transfer, each a movement with its history line) and an operations wallet with a move into it, after eleven
// past months of customer payments in and supplier payments out, so a newcomer's dashboard shows a living business
// (issue 17). Each past month nets to zero, so today's balances are the same as without the history.
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

export async function seedDemoWallets(db: Database, companyId: string, bankCode: string): Promise<void> {
  const main = await ensureMainWallet(db, { WALLET_BANK_CODE: bankCode }, companyId);
  if (!main) return;
  if ((await postingCount(db, companyId, main.id)) > 0) return;
  const company = await companyNameRow(db, companyId);
  await db.transaction(async (tx) => {
    const system = await ensureSystemAccounts(tx, companyId);
    // Eleven past months, oldest first so each line's balance-after follows the calendar.
    const customers = ['Chukwu Supermarkets', 'Balogun Market Stores', 'Ibadan Foods Co', 'Kano Grains Ltd'];
    const suppliers = ['Ogun Farms Cooperative', 'Lagos Packaging Ltd', 'Delta Logistics'];
    for (let monthsAgo = 11; monthsAgo >= 1; monthsAgo -= 1) {
      const day = new Date();
      day.setUTCDate(1);
      day.setUTCMonth(day.getUTCMonth() - monthsAgo);
      const at = (date: number, hour: number) =>
        new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), date, hour, 15));
      // A business that grows: about ₦1.2m to ₦3.4m through the wallet a month.
      const moneyIn = (1_200_000 + ((12 - monthsAgo) * 197_000 + (monthsAgo % 3) * 145_000)) * 100;
      const invoice = 30 + 12 - monthsAgo;
      await post(
        tx,
        companyId,
        'bank_transfer_in',
        moneyIn,
        { account: system.funding_clearing },
        {
          walletId: main.id,
          line: {
            type: 'bank_transfer_in',
            narration: `Payment for invoice INV-00${invoice}`,
            counterparty: { name: customers[monthsAgo % customers.length]!, bank: 'Access Bank' },
          },
        },
        at(6, 9),
      );
      await post(
        tx,
        companyId,
        'transfer_out',
        moneyIn,
        {
          walletId: main.id,
          line: {
            type: 'transfer_out',
            narration: 'Supplier payment',
            counterparty: { name: suppliers[monthsAgo % suppliers.length]!, bank: 'Zenith Bank' },
          },
        },
        { account: system.transfers_out_clearing },
        at(24, 14),
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
