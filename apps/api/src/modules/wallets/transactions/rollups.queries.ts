// Reads of wallet_monthly_rollups, the history lines summed per wallet, Lagos month, type, direction and status
// (kept by triggers in the transaction that writes the lines, migration 0008): the dashboard's months and counts
// and the history's totals, at a cost that does not grow with the number of lines.
import type { TransactionFilters } from '@paydesk/contracts';
import { type Executor, walletMonthlyRollups as rollups } from '@paydesk/db';
import { and, eq, gte, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { preparedOnce } from '../../../lib/prepared.ts';

/** Filters the rollup can answer exactly: everything but days and the search (those count the lines). */
export const rollupAnswers = (filters: TransactionFilters) => !filters.from && !filters.to && !filters.search;

const EQUALITY_FILTERS = ['type', 'status', 'direction', 'walletId'] as const;
export type EqualityFilter = (typeof EQUALITY_FILTERS)[number];

const sumOf = (condition: SQL) =>
  sql<number>`coalesce(sum(${rollups.lineCount}) filter (where ${condition}), 0)::int`;

function countsQuery(db: Executor, shape: EqualityFilter[]) {
  return db
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
    .where(
      and(
        eq(rollups.companyId, sql.placeholder('companyId')),
        ...shape.map((f) => eq(rollups[f], sql.placeholder(f))),
      ),
    );
}

// Read with every history page: each filter shape is built and planned once per pool.
const preparedCounts = new WeakMap<
  object,
  Map<string, ReturnType<ReturnType<typeof countsQuery>['prepare']>>
>();

/**
 * The number of lines matching a filter shape, from the rollup, as a column of a prepared history page (its
 * values are the page's placeholders): the page and its total in one round trip.
 */
export function rollupTotalColumn(shape: readonly EqualityFilter[]) {
  const where = and(
    eq(rollups.companyId, sql.placeholder('companyId')),
    ...shape.map((f) => eq(rollups[f], sql.placeholder(f))),
  );
  return sql<number>`(select coalesce(sum(${rollups.lineCount}), 0)::int from ${rollups} where ${where})`;
}

/** The counts of countTransactions, from the rollup (the caller checks rollupAnswers first). */
export async function rollupCounts(db: Executor, companyId: string, filters: TransactionFilters) {
  const shape = EQUALITY_FILTERS.filter((f) => filters[f] !== undefined);
  const values = { companyId, ...Object.fromEntries(shape.map((f) => [f, filters[f]])) };
  if (!('$client' in db)) return (await countsQuery(db, shape).execute(values))[0]!;
  const key = shape.join('_') || 'all';
  const prepared = preparedOnce(preparedCounts, db, key, () =>
    countsQuery(db, shape).prepare(`wallet_rollup_counts_${key}`),
  );
  const [row] = await prepared.execute(values);
  return row!;
}

/**
 * Money in and out per Lagos month from `firstMonth` (YYYY-MM) on: every line whose money stayed moved (pending ones
 * too: their money has left); a reversed action and its reversal, which cancel out, and moves between own wallets
 * are left out.
 */
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
        ne(rollups.status, 'reversed'),
        notInArray(rollups.type, ['move_in', 'move_out', 'reversal']),
        gte(rollups.month, firstMonth),
      ),
    )
    .groupBy(rollups.month);
  return rows.map((r) => ({ month: r.month, moneyIn: Number(r.moneyIn), moneyOut: Number(r.moneyOut) }));
}
