// The demo business's money: a main wallet funded through the ledger (a card funding and a customer's bank
// transfer, each a journal entry with its history line) and an operations wallet with a move into it, after eleven
// past months of customer payments in and supplier payments out, so a newcomer's dashboard shows a living business
// (issue 17). Each past month nets to zero, so today's balances are the same as without the history.
// Runs once: a main wallet that already has postings is left alone.
import type { Database, Tx } from '@paydesk/db';
import { newReference } from '../../lib/references.ts';
import { ensureSystemAccounts, postEntryDetailed, postingCount } from '../ledger/index.ts';
import { companyNameRow, insertWallet, nextAccountNumber } from './accounts/accounts.queries.ts';
import { ensureMainWallet } from './accounts/accounts.service.ts';
import { recordLine } from './transactions/transactions.queries.ts';

interface Line {
  walletId: string;
  type: 'funding' | 'bank_transfer_in' | 'move_in' | 'move_out' | 'transfer_out';
  direction: 'credit' | 'debit';
  narration: string;
  counterpartyName?: string;
  counterpartyBank?: string;
}

async function post(
  tx: Tx,
  companyId: string,
  kind: string,
  amount: number,
  from: string,
  lines: Line[],
  /** When it happened (history of past months); now by default. The destination when no line is a credit. */
  options: { at?: Date; to?: string } = {},
): Promise<void> {
  const reference = newReference(kind === 'move' ? 'MOV' : kind === 'funding' ? 'FND' : 'TRF');
  const to = options.to ?? lines.find((l) => l.direction === 'credit')!.walletId;
  const at = options.at ?? new Date();
  const entry = await postEntryDetailed(tx, {
    companyId,
    kind,
    description: lines[0]!.narration,
    reference,
    postings: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
    postedAt: at,
  });
  await recordLine(
    tx,
    lines.map((l) => ({
      companyId,
      walletId: l.walletId,
      entryId: entry.entryId,
      type: l.type,
      direction: l.direction,
      amount,
      status: 'successful' as const,
      reference,
      narration: l.narration,
      counterpartyName: l.counterpartyName ?? null,
      counterpartyBank: l.counterpartyBank ?? null,
      balanceAfter: entry.balances.get(l.walletId) ?? null,
      channel: kind === 'move' ? 'web' : kind === 'funding' ? 'card' : 'bank_transfer',
      createdAt: at,
      completedAt: at,
    })),
  );
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
        system.funding_clearing!,
        [
          {
            walletId: main.id,
            type: 'bank_transfer_in',
            direction: 'credit',
            narration: `Payment for invoice INV-00${invoice}`,
            counterpartyName: customers[monthsAgo % customers.length]!,
            counterpartyBank: 'Access Bank',
          },
        ],
        { at: at(6, 9) },
      );
      await post(
        tx,
        companyId,
        'transfer_out',
        moneyIn,
        main.id,
        [
          {
            walletId: main.id,
            type: 'transfer_out',
            direction: 'debit',
            narration: 'Supplier payment',
            counterpartyName: suppliers[monthsAgo % suppliers.length]!,
            counterpartyBank: 'Zenith Bank',
          },
        ],
        { at: at(24, 14), to: system.transfers_out_clearing! },
      );
    }
    const operations = await insertWallet(tx, {
      companyId,
      name: 'Operations',
      purpose: 'expense',
      accountNumber: await nextAccountNumber(tx, bankCode),
    });
    await post(tx, companyId, 'funding', 2_500_000_00, system.funding_clearing!, [
      { walletId: main.id, type: 'funding', direction: 'credit', narration: 'Card funding of Main wallet' },
    ]);
    await post(tx, companyId, 'bank_transfer_in', 750_000_00, system.funding_clearing!, [
      {
        walletId: main.id,
        type: 'bank_transfer_in',
        direction: 'credit',
        narration: 'Payment for invoice INV-0042',
        counterpartyName: 'Chukwu Supermarkets',
        counterpartyBank: 'Access Bank',
      },
    ]);
    await post(tx, companyId, 'move', 400_000_00, main.id, [
      {
        walletId: main.id,
        type: 'move_out',
        direction: 'debit',
        narration: 'Float for operations',
        counterpartyName: 'Operations',
      },
      {
        walletId: operations!.id,
        type: 'move_in',
        direction: 'credit',
        narration: 'Float for operations',
        counterpartyName: company?.name ?? 'Main wallet',
      },
    ]);
  });
}
