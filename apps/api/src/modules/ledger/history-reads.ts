// Wallet history lines as readers see them (issue 27, decision 0026: the ledger owns `wallet_transactions`, which
// only it writes). The wallets module reads a business's lines in its own statements (history pages, the export,
// statements, limits' sums, the dashboard) through this relation: it filters, orders and pages it in one statement,
// and PostgreSQL folds the plain subquery into that statement, so the plan is the table's. It holds one business's
// lines only, and nothing can be written through it.
import { walletTransactions } from '@paydesk/db';
import { eq, getTableColumns, type Placeholder } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';

/**
 * The business's history lines, for a Drizzle query's `from`: every column of a line, by its Drizzle name. The
 * business may be a placeholder (a prepared statement's); `name` is the relation's in the statement, another one
 * when a statement reads the lines twice.
 */
export const historyLinesOf = <Name extends string = 'history_line'>(
  companyId: string | Placeholder,
  name: Name = 'history_line' as Name,
) =>
  new QueryBuilder()
    .select(getTableColumns(walletTransactions))
    .from(walletTransactions)
    .where(eq(walletTransactions.companyId, companyId))
    .as(name);

export type HistoryLines = ReturnType<typeof historyLinesOf<'history_line'>>;

/**
 * SQL text: the business's history lines as a from-item of a statement written as text (the wallet dashboard's),
 * each with its row version (`xmin`, for a stamp). `companyId` is an SQL expression (a parameter reference or an
 * outer column), never a value. Give it an alias: `from ${historyLinesText('$1::uuid')} l`.
 */
export function historyLinesText(companyId: string): string {
  return `(select history_line.*, history_line.xmin from wallet_transactions history_line
         where history_line.company_id = ${companyId})`;
}
