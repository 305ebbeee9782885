// The columns a history page shows and their answer shape (the list, the export, one transaction), and the order
// of a wallet's lines (the history, the export, statements and their running balances).
import type { WalletTransaction } from '@paydesk/contracts';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import {
  type HistoryLineRow,
  type HistoryLines,
  historyLinesOf,
  walletAccountNumberOf,
  walletNameOf,
} from '../../ledger/index.ts';

/**
 * The order of history lines: when the money moved, the line's id breaking ties within one instant (a transfer's
 * debit and its fee share their transaction's time). The one place to change it (for the `seq` column: createdAt,
 * seq), with the indexes that serve it.
 */
const LINE_ORDER = ['createdAt', 'id'] as const;
export const oldestFirst = (lines: HistoryLines) => LINE_ORDER.map((key) => lines[key]);
export const newestFirst = (lines: HistoryLines) => oldestFirst(lines).map((column) => desc(column));

/**
 * Lines (of the business's `lines`) that come after the given line, oldest first (a keyset page). The line's own
 * columns are read in SQL, at their full precision (a JS Date would cut created_at's microseconds and repeat lines).
 */
export function afterLine(lines: HistoryLines, companyId: string, lineId: string): SQL {
  const cursorLine = historyLinesOf(companyId, 'cursor_line');
  const cursor = new QueryBuilder()
    .select(Object.fromEntries(LINE_ORDER.map((key) => [key, cursorLine[key]])))
    .from(cursorLine)
    .where(eq(cursorLine.id, lineId));
  return sql`(${sql.join(oldestFirst(lines), sql`, `)}) > ${cursor}`;
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
type ShownLine = Pick<HistoryLineRow, (typeof SHOWN)[number]>;

/**
 * What a history page selects from the business's `lines`: the line, and its wallet's name and number read by key
 * in the same statement (the ledger's subqueries).
 */
export const lineColumns = (lines: HistoryLines) => ({
  line: Object.fromEntries(SHOWN.map((k) => [k, lines[k]])) as Pick<HistoryLines, (typeof SHOWN)[number]>,
  walletName: walletNameOf(lines.companyId, lines.walletId),
  walletAccountNumber: walletAccountNumberOf(lines.companyId, lines.walletId),
});

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
