// The transaction history people read: one line per wallet side of a business action, filtered by Lagos days,
// type, status, direction, wallet and a search, newest first.
import type { TransactionFilters, WalletTransaction } from '@paydesk/contracts';
import { type Database, type Executor, walletTransactions } from '@paydesk/db';
import { and, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { NotFound } from '../../../lib/errors.ts';
import { endOfLagosDay, startOfLagosDay } from '../../../lib/lagos-time.ts';
import { preparedOnce } from '../../../lib/prepared.ts';
import { lineColumns, newestFirst, toTransaction } from './history-columns.queries.ts';
import { rollupAnswers, rollupCounts, rollupTotalColumn } from './rollups.queries.ts';

export type TransactionRow = typeof walletTransactions.$inferSelect;

export function filterConditions(companyId: string, filters: TransactionFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(walletTransactions.companyId, companyId)];
  if (filters.from) conditions.push(gte(walletTransactions.createdAt, startOfLagosDay(filters.from)));
  if (filters.to) conditions.push(lt(walletTransactions.createdAt, endOfLagosDay(filters.to)));
  if (filters.type) conditions.push(eq(walletTransactions.type, filters.type));
  if (filters.status) conditions.push(eq(walletTransactions.status, filters.status));
  if (filters.direction) conditions.push(eq(walletTransactions.direction, filters.direction));
  if (filters.walletId) conditions.push(eq(walletTransactions.walletId, filters.walletId));
  if (filters.search) {
    const like = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(walletTransactions.reference, like),
        ilike(walletTransactions.narration, like),
        ilike(walletTransactions.counterpartyName, like),
        ilike(walletTransactions.counterpartyAccount, like),
      ),
    );
  }
  return and(...conditions)!;
}

/** Filters that compare a column with a value: a page narrowed only by these runs as a prepared statement. */
const EQUALITY_FILTERS = ['type', 'status', 'direction', 'walletId'] as const;
type EqualityFilter = (typeof EQUALITY_FILTERS)[number];
const equalityColumns = {
  type: walletTransactions.type,
  status: walletTransactions.status,
  direction: walletTransactions.direction,
  walletId: walletTransactions.walletId,
};

// A first-class page (equality filters only) carries its total from the rollup in the same statement.
function pageQuery(db: Database, shape: EqualityFilter[]) {
  return db
    .select({ ...lineColumns, total: rollupTotalColumn(shape) })
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.companyId, sql.placeholder('companyId')),
        ...shape.map((f) => eq(equalityColumns[f], sql.placeholder(f))),
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

// History pages are read far more often than written: each filter shape is built and planned once per pool.
const preparedPages = new WeakMap<object, Map<string, ReturnType<ReturnType<typeof pageQuery>['prepare']>>>();

function preparedPage(db: Executor, filters: TransactionFilters) {
  if (filters.from || filters.to || filters.search || !('$client' in db)) return undefined;
  const shape = EQUALITY_FILTERS.filter((f) => filters[f] !== undefined);
  const key = shape.join('_') || 'all';
  const prepared = preparedOnce(preparedPages, db, key, () =>
    pageQuery(db, shape).prepare(`wallet_history_page_${key}`),
  );
  return { prepared, values: Object.fromEntries(shape.map((f) => [f, filters[f]])) };
}

export async function listTransactions(
  db: Executor,
  companyId: string,
  filters: TransactionFilters,
  pageRequest: { page: number; limit: number },
) {
  const offset = (pageRequest.page - 1) * pageRequest.limit;
  const page = preparedPage(db, filters);
  if (page) {
    // One round trip: the page carries its total (a page past the end has no row to carry it: ask the rollup).
    const found = await page.prepared.execute({
      ...page.values,
      companyId,
      limit: pageRequest.limit,
      offset,
    });
    const total = found[0]?.total ?? (await rollupCounts(db, companyId, filters)).total;
    return pageOf(found, total, pageRequest);
  }
  const where = filterConditions(companyId, filters);
  const [rows, total] = await Promise.all([
    db
      .select(lineColumns)
      .from(walletTransactions)
      .where(where)
      .orderBy(...newestFirst)
      .limit(pageRequest.limit)
      .offset(offset),
    rollupAnswers(filters)
      ? rollupCounts(db, companyId, filters).then((c) => c.total)
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(walletTransactions)
          .where(where)
          .then(([row]) => row?.n ?? 0),
  ]);
  return pageOf(rows, total, pageRequest);
}

function pageOf(
  rows: Parameters<typeof toTransaction>[0][],
  totalDocs: number,
  pageRequest: { page: number; limit: number },
) {
  return {
    docs: rows.map(toTransaction),
    totalDocs,
    page: pageRequest.page,
    limit: pageRequest.limit,
    totalPages: Math.ceil(totalDocs / pageRequest.limit),
  };
}

/** Every matching line, newest first, in batches (for the CSV export). */
export async function* streamTransactions(
  db: Executor,
  companyId: string,
  filters: TransactionFilters,
  options: { batch?: number } = {},
): AsyncGenerator<WalletTransaction[]> {
  const batch = options.batch ?? 500;
  const where = filterConditions(companyId, filters);
  for (let offset = 0; ; offset += batch) {
    const rows = await db
      .select(lineColumns)
      .from(walletTransactions)
      .where(where)
      .orderBy(...newestFirst)
      .limit(batch)
      .offset(offset);
    if (rows.length === 0) return;
    yield rows.map(toTransaction);
    if (rows.length < batch) return;
  }
}

/** Lines by status and direction; from the rollup unless days or a search narrow them. */
export async function countTransactions(db: Executor, companyId: string, filters: TransactionFilters) {
  if (rollupAnswers(filters)) return rollupCounts(db, companyId, filters);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      successful: sql<number>`count(*) filter (where ${walletTransactions.status} = 'successful')::int`,
      pending: sql<number>`count(*) filter (where ${walletTransactions.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${walletTransactions.status} = 'failed')::int`,
      reversed: sql<number>`count(*) filter (where ${walletTransactions.status} = 'reversed')::int`,
      credit: sql<number>`count(*) filter (where ${walletTransactions.direction} = 'credit')::int`,
      debit: sql<number>`count(*) filter (where ${walletTransactions.direction} = 'debit')::int`,
    })
    .from(walletTransactions)
    .where(filterConditions(companyId, filters));
  return row!;
}

export async function getTransaction(
  db: Executor,
  companyId: string,
  id: string,
): Promise<WalletTransaction> {
  const [row] = await db
    .select(lineColumns)
    .from(walletTransactions)
    .where(and(eq(walletTransactions.companyId, companyId), eq(walletTransactions.id, id)));
  if (!row) throw new NotFound('Transaction');
  return toTransaction(row);
}

/** A wallet's line of one journal entry (the side of a movement that wallet took). */
export async function getTransactionOfEntry(
  db: Executor,
  companyId: string,
  entryId: string,
  walletId: string,
): Promise<WalletTransaction> {
  const [row] = await db
    .select(lineColumns)
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.companyId, companyId),
        eq(walletTransactions.entryId, entryId),
        eq(walletTransactions.walletId, walletId),
      ),
    );
  if (!row) throw new NotFound('Transaction');
  return toTransaction(row);
}
