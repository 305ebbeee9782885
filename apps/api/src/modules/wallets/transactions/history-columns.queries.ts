// The columns a history page shows and their answer shape (the list, the export, one transaction), and the order
// of a wallet's lines (the history, the export, statements and their running balances).
import type { WalletTransaction } from '@paydesk/contracts';
import { walletTransactions } from '@paydesk/db';
import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { alias, QueryBuilder } from 'drizzle-orm/pg-core';
import { walletAccountNumberOf, walletNameOf } from '../../ledger/index.ts';
import type { TransactionRow } from './transactions.queries.ts';

/**
 * The order of history lines: when the money moved, the line's id breaking ties within one instant (a transfer's
 * debit and its fee share their transaction's time). The one place to change it (for the `seq` column: createdAt,
 * seq), with the indexes that serve it.
 */
const LINE_ORDER = ['createdAt', 'id'] as const;
const orderColumns = LINE_ORDER.map((key) => walletTransactions[key]);
export const oldestFirst = orderColumns;
export const newestFirst = orderColumns.map((column) => desc(column));

const cursorLine = alias(walletTransactions, 'cursor_line');
/**
 * Lines that come after the given line, oldest first (a keyset page). The line's own columns are read in SQL, at
 * their full precision (a JS Date would cut created_at's microseconds and repeat lines).
 */
export function afterLine(companyId: string, lineId: string): SQL {
  const cursor = new QueryBuilder()
    .select(Object.fromEntries(LINE_ORDER.map((key) => [key, cursorLine[key]])))
    .from(cursorLine)
    .where(and(eq(cursorLine.companyId, companyId), eq(cursorLine.id, lineId)));
  return sql`(${sql.join(orderColumns, sql`, `)}) > ${cursor}`;
}

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

// The line's wallet, its name and number read by key in the same statement (the ledger's subqueries).
export const lineColumns = {
  line: shownColumns,
  walletName: walletNameOf(walletTransactions.companyId, walletTransactions.walletId),
  walletAccountNumber: walletAccountNumberOf(walletTransactions.companyId, walletTransactions.walletId),
};

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
