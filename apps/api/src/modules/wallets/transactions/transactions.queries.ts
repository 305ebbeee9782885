// The transaction history people read: one line per wallet side of a business action, filtered by Lagos days,
// type, status, direction, wallet and a search, newest first.
import type { TransactionFilters, WalletTransaction } from '@paydesk/contracts';
import type { Database, Executor } from '@paydesk/db';
import { and, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { NotFound } from '../../../lib/errors.ts';
import { endOfLagosDay, startOfLagosDay } from '../../../lib/lagos-time.ts';
import { preparedOnce } from '../../../lib/prepared.ts';
import { type HistoryLines, historyLinesOf } from '../../ledger/index.ts';
import { lineColumns, newestFirst, toTransaction } from './history-columns.queries.ts';
import { rollupAnswers, rollupCounts, rollupTotalColumn } from './rollups.queries.ts';

/** The filters' conditions on the business's `lines` (which hold that business's lines only). */
function filterConditions(lines: HistoryLines, filters: TransactionFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.from) conditions.push(gte(lines.createdAt, startOfLagosDay(filters.from)));
  if (filters.to) conditions.push(lt(lines.createdAt, endOfLagosDay(filters.to)));
  if (filters.type) conditions.push(eq(lines.type, filters.type));
  if (filters.status) conditions.push(eq(lines.status, filters.status));
  if (filters.direction) conditions.push(eq(lines.direction, filters.direction));
  if (filters.walletId) conditions.push(eq(lines.walletId, filters.walletId));
  if (filters.search) {
    const like = `%${filters.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(lines.reference, like),
        ilike(lines.narration, like),
        ilike(lines.counterpartyName, like),
        ilike(lines.counterpartyAccount, like),
      ),
    );
  }
  return and(...conditions);
}

/** Filters that compare a column with a value: a page narrowed only by these runs as a prepared statement. */
const EQUALITY_FILTERS = ['type', 'status', 'direction', 'walletId'] as const;
type EqualityFilter = (typeof EQUALITY_FILTERS)[number];

// A first-class page (equality filters only) carries its total from the rollup in the same statement.
function pageQuery(db: Database, shape: EqualityFilter[]) {
  const lines = historyLinesOf(sql.placeholder('companyId'));
  return db
    .select({ ...lineColumns(lines), total: rollupTotalColumn(shape) })
    .from(lines)
    .where(and(...shape.map((f) => eq(lines[f], sql.placeholder(f)))))
    .orderBy(...newestFirst(lines))
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
  const lines = historyLinesOf(companyId);
  const where = filterConditions(lines, filters);
  const [rows, total] = await Promise.all([
    db
      .select(lineColumns(lines))
      .from(lines)
      .where(where)
      .orderBy(...newestFirst(lines))
      .limit(pageRequest.limit)
      .offset(offset),
    rollupAnswers(filters)
      ? rollupCounts(db, companyId, filters).then((c) => c.total)
      : db
          .select({ n: sql<number>`count(*)::int` })
          .from(lines)
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
  const lines = historyLinesOf(companyId);
  const where = filterConditions(lines, filters);
  for (let offset = 0; ; offset += batch) {
    const rows = await db
      .select(lineColumns(lines))
      .from(lines)
      .where(where)
      .orderBy(...newestFirst(lines))
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
  const lines = historyLinesOf(companyId);
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      successful: sql<number>`count(*) filter (where ${lines.status} = 'successful')::int`,
      pending: sql<number>`count(*) filter (where ${lines.status} = 'pending')::int`,
      failed: sql<number>`count(*) filter (where ${lines.status} = 'failed')::int`,
      reversed: sql<number>`count(*) filter (where ${lines.status} = 'reversed')::int`,
      credit: sql<number>`count(*) filter (where ${lines.direction} = 'credit')::int`,
      debit: sql<number>`count(*) filter (where ${lines.direction} = 'debit')::int`,
    })
    .from(lines)
    .where(filterConditions(lines, filters));
  return row!;
}

export async function getTransaction(
  db: Executor,
  companyId: string,
  id: string,
): Promise<WalletTransaction> {
  const lines = historyLinesOf(companyId);
  const [row] = await db.select(lineColumns(lines)).from(lines).where(eq(lines.id, id));
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
  const lines = historyLinesOf(companyId);
  const [row] = await db
    .select(lineColumns(lines))
    .from(lines)
    .where(and(eq(lines.entryId, entryId), eq(lines.walletId, walletId)));
  if (!row) throw new NotFound('Transaction');
  return toTransaction(row);
}
