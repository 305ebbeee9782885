// Reads of wallet_monthly_rollups, the history lines summed per wallet, Lagos month, type, direction and status
// (kept by triggers in the transaction that writes the lines, migration 0008): the dashboard's months and counts
// and the history's totals, at a cost that does not grow with the number of lines.
import type { TransactionFilters } from '@paydesk/contracts';
import { type Executor, walletMonthlyRollups as rollups } from '@paydesk/db';
import { and, eq, gte, notInArray, type SQL, sql } from 'drizzle-orm';

/** Filters the rollup can answer exactly: everything but days and the search (those count the lines). */
export const rollupAnswers = (filters: TransactionFilters) => !filters.from && !filters.to && !filters.search;

function rollupConditions(companyId: string, filters: TransactionFilters): SQL {
  const conditions: SQL[] = [eq(rollups.companyId, companyId)];
  if (filters.type) conditions.push(eq(rollups.type, filters.type));
  if (filters.status) conditions.push(eq(rollups.status, filters.status));
  if (filters.direction) conditions.push(eq(rollups.direction, filters.direction));
  if (filters.walletId) conditions.push(eq(rollups.walletId, filters.walletId));
  return and(...conditions)!;
}

const sumOf = (condition: SQL) =>
  sql<number>`coalesce(sum(${rollups.lineCount}) filter (where ${condition}), 0)::int`;

/** The counts of countTransactions, from the rollup (the caller checks rollupAnswers first). */
export async function rollupCounts(db: Executor, companyId: string, filters: TransactionFilters) {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${rollups.lineCount}), 0)::int`,
      successful: sumOf(sql`${rollups.status} = 'successful'`),
      pending: sumOf(sql`${rollups.status} = 'pending'`),
      failed: sumOf(sql`${rollups.status} = 'failed'`),
      reversed: sumOf(sql`${rollups.status} = 'reversed'`),
      credit: sumOf(sql`${rollups.direction} = 'credit'`),
      debit: sumOf(sql`${rollups.direction} = 'debit'`),
    })
    .from(rollups)
    .where(rollupConditions(companyId, filters));
  return row!;
}

/** Successful money in and out per Lagos month from `firstMonth` (YYYY-MM) on; moves between own wallets excluded. */
export async function rollupMonthlyFlows(db: Executor, companyId: string, firstMonth: string) {
  const rows = await db
    .select({
      month: rollups.month,
      moneyIn: sql<number>`coalesce(sum(${rollups.amount}) filter (where ${rollups.direction} = 'credit'), 0)::bigint`,
      moneyOut: sql<number>`coalesce(sum(${rollups.amount}) filter (where ${rollups.direction} = 'debit'), 0)::bigint`,
    })
    .from(rollups)
    .where(
      and(
        eq(rollups.companyId, companyId),
        eq(rollups.status, 'successful'),
        notInArray(rollups.type, ['move_in', 'move_out']),
        gte(rollups.month, firstMonth),
      ),
    )
    .groupBy(rollups.month);
  return rows.map((r) => ({ month: r.month, moneyIn: Number(r.moneyIn), moneyOut: Number(r.moneyOut) }));
}
