// The columns a history page shows and their answer shape (the list, the export, one transaction).
import type { WalletTransaction } from '@paydesk/contracts';
import { ledgerAccounts, walletTransactions } from '@paydesk/db';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { TransactionRow } from './transactions.queries.ts';

// What a history line shows: not its company, entry or metadata (a jsonb every page row would parse for nothing).
const SHOWN = [
  'id',
  'walletId',
  'reference',
  'type',
  'direction',
  'amount',
  'status',
  'narration',
  'counterpartyName',
  'counterpartyAccount',
  'counterpartyBank',
  'balanceAfter',
  'initiatedBy',
  'channel',
  'createdAt',
  'completedAt',
] as const;
const allColumns = getTableColumns(walletTransactions);
const shownColumns = Object.fromEntries(SHOWN.map((k) => [k, allColumns[k]])) as Pick<
  typeof allColumns,
  (typeof SHOWN)[number]
>;
type ShownLine = Pick<TransactionRow, keyof typeof shownColumns>;

export const lineColumns = {
  line: shownColumns,
  walletName: ledgerAccounts.name,
  walletAccountNumber: ledgerAccounts.accountNumber,
};

export const withWallet = and(
  eq(ledgerAccounts.companyId, walletTransactions.companyId),
  eq(ledgerAccounts.id, walletTransactions.walletId),
);

export function toTransaction(row: {
  line: ShownLine;
  walletName: string;
  walletAccountNumber: string | null;
}): WalletTransaction {
  const { line } = row;
  return {
    _id: line.id,
    walletId: line.walletId,
    walletName: row.walletName,
    walletAccountNumber: row.walletAccountNumber,
    reference: line.reference,
    type: line.type,
    direction: line.direction,
    amount: line.amount,
    status: line.status,
    narration: line.narration,
    counterpartyName: line.counterpartyName,
    counterpartyAccount: line.counterpartyAccount,
    counterpartyBank: line.counterpartyBank,
    balanceAfter: line.balanceAfter,
    initiatedBy: line.initiatedBy,
    channel: line.channel,
    createdAt: line.createdAt.toISOString(),
    completedAt: line.completedAt?.toISOString() ?? null,
  };
}
