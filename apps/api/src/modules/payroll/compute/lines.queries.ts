// Reads and writes of a run's lines and of what a computation changed (always by company_id and run).
import { type StatutoryField, statutoryField } from '@paydesk/contracts';
import { type Executor, payrollRunChanges, payrollRunLines } from '@paydesk/db';
import { STATUTORY_ITEMS, type StatutoryCode, statutoryKey } from '@paydesk/payroll';
import { and, asc, eq, getTableColumns, gt, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import { searchPatterns } from '../../../lib/sql-like.ts';

export type LineRow = typeof payrollRunLines.$inferSelect;
const l = payrollRunLines;

/** A statutory item's column on the run's lines (named by its code, in the catalogue's order). */
export const statutoryColumn = (code: StatutoryCode) => l[statutoryKey(code)];
const ofRun = (companyId: string, runId: string) => and(eq(l.companyId, companyId), eq(l.runId, runId));

/**
 * The lines already in the run for these employees (what a re-run compares with). Read by the ids' range on the
 * (company, run, employee) key and kept to the ids here: a chunk of the computation is a run of consecutive ids. By
 * a list of 5,000 ids the read grew with the run (0.09 s a chunk at 20,000 employees, 0.2 s at 100,000, load 10–13);
 * by range it is 0.005 s a chunk at 20,000.
 */
export async function linesOfEmployees(
  db: Executor,
  companyId: string,
  runId: string,
  employeeIds: string[],
) {
  if (employeeIds.length === 0) return [];
  const wanted = new Set(employeeIds);
  // uuids order as their lower-case text, in PostgreSQL as here.
  const sorted = [...employeeIds].sort();
  const first = sorted[0]!;
  const last = sorted[sorted.length - 1]!;
  return db
    .select({
      id: l.id,
      employeeId: l.employeeId,
      lineNo: l.lineNo,
      inputHash: l.inputHash,
      inputDigest: l.inputDigest,
      netPay: l.netPay,
      adjustments: l.adjustments,
      employee: l.employee,
    })
    .from(l)
    .where(and(ofRun(companyId, runId), gte(l.employeeId, first), lte(l.employeeId, last)))
    .then((rows) => rows.filter((r) => wanted.has(r.employeeId)));
}

/** Lines an older computation wrote for employees no longer in the run: removed, and answered. */
export async function removeStaleLines(tx: Executor, companyId: string, runId: string, generation: number) {
  return tx
    .delete(l)
    .where(and(ofRun(companyId, runId), lt(l.generation, generation)))
    .returning({ employeeId: l.employeeId, employee: l.employee, netPay: l.netPay });
}

export async function clearChanges(tx: Executor, companyId: string, runId: string) {
  await tx
    .delete(payrollRunChanges)
    .where(and(eq(payrollRunChanges.companyId, companyId), eq(payrollRunChanges.runId, runId)));
}

export async function insertChanges(tx: Executor, rows: (typeof payrollRunChanges.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 1_000)
    await tx
      .insert(payrollRunChanges)
      .values(rows.slice(i, i + 1_000))
      .onConflictDoNothing();
}

export async function changeCounts(db: Executor, companyId: string, runId: string) {
  return db
    .select({ change: payrollRunChanges.change, n: sql<number>`count(*)::int` })
    .from(payrollRunChanges)
    .where(and(eq(payrollRunChanges.companyId, companyId), eq(payrollRunChanges.runId, runId)))
    .groupBy(payrollRunChanges.change);
}

export async function changePage(
  db: Executor,
  companyId: string,
  runId: string,
  page: { page: number; limit: number },
) {
  const where = and(eq(payrollRunChanges.companyId, companyId), eq(payrollRunChanges.runId, runId));
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(payrollRunChanges).where(where);
  const rows = await db
    .select()
    .from(payrollRunChanges)
    .where(where)
    .orderBy(asc(payrollRunChanges.employeeName), asc(payrollRunChanges.employeeId))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  return { rows, totalDocs: count?.n ?? 0 };
}

export interface LineFilters {
  page: number;
  limit: number;
  search?: string | undefined;
  paymentState?: string | undefined;
  issue?: string | undefined;
}

/** What a run line's search matches: the employee's names, email and staff ID, lower-cased. */
const searchedText = sql`lower(${l.employee}->>'firstName' || ' ' || (${l.employee}->>'lastName') || ' ' || (${l.employee}->>'email') || ' ' || coalesce(${l.employee}->>'staffId', ''))`;

function filterWhere(companyId: string, runId: string, f: Omit<LineFilters, 'page' | 'limit'>): SQL {
  return and(
    ofRun(companyId, runId),
    f.paymentState ? eq(l.paymentState, f.paymentState) : undefined,
    f.issue ? sql`${l.issues} ? ${f.issue}` : undefined,
    ...searchPatterns(f.search).map((pattern) => sql`${searchedText} like ${pattern}`),
  )!;
}

export async function linePage(db: Executor, companyId: string, runId: string, f: LineFilters) {
  const where = filterWhere(companyId, runId, f);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(l).where(where);
  const { result: _result, inputDigest: _digest, ...columns } = getTableColumns(l);
  const rows = await db
    .select({
      ...columns,
      onDemandCarriedForward:
        sql<number>`coalesce((${l.result}->>'unrecoveredOnDemandKobo')::bigint, 0)`.mapWith(Number),
    })
    .from(l)
    .where(where)
    .orderBy(asc(l.lineNo))
    .limit(f.limit)
    .offset((f.page - 1) * f.limit);
  return { rows, totalDocs: count?.n ?? 0 };
}

export type LineSummaryRow = Omit<LineRow, 'result' | 'inputDigest'>;

export async function findLine(db: Executor, companyId: string, runId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(l)
    .where(and(ofRun(companyId, runId), eq(l.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateLine(
  tx: Executor,
  row: Pick<LineRow, 'companyId' | 'id'>,
  patch: Partial<LineRow>,
) {
  const [updated] = await tx
    .update(l)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(l.companyId, row.companyId), eq(l.id, row.id)))
    .returning();
  return updated!;
}

const total = (column: SQL | typeof l.netPay) =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

const statutoryTotals = () =>
  Object.fromEntries(
    STATUTORY_ITEMS.map((item) => [statutoryField(item.code), total(statutoryColumn(item.code))]),
  ) as Record<StatutoryField, SQL<number>>;

/** The run's sums over its lines. */
export async function lineTotals(db: Executor, companyId: string, runId: string) {
  const [row] = await db
    .select({
      employeeCount: sql<number>`count(*)::int`,
      grossPayKobo: total(l.grossPay),
      benefitsInKindKobo: total(l.benefitsInKind),
      taxableIncomeKobo: total(l.taxableIncome),
      ...statutoryTotals(),
      otherDeductionsKobo: total(l.otherDeductions),
      onDemandRecoveryKobo: total(l.onDemandRecovery),
      totalDeductionsKobo: total(l.totalDeductions),
      netPayKobo: total(l.netPay),
      employerCostKobo: total(l.employerCost),
    })
    .from(l)
    .where(ofRun(companyId, runId));
  const t = row!;
  return { ...t, totalCostKobo: t.grossPayKobo + t.employerCostKobo };
}

/** Counts of lines by payment state, and the paid and fee sums. */
export async function paymentCounts(db: Executor, companyId: string, runId: string) {
  const rows = await db
    .select({
      state: l.paymentState,
      n: sql<number>`count(*)::int`,
      net: total(l.netPay),
      fees: total(l.fee),
    })
    .from(l)
    .where(ofRun(companyId, runId))
    .groupBy(l.paymentState);
  return rows;
}

/**
 * The employee's name as the line's snapshot has it ("first last"), read in SQL: the review's checks read every line
 * of a run and need only the name, not the snapshot's dozen fields parsed for each line.
 */
export const snapshotName = sql<string>`concat(${l.employee}->>'firstName', ' ', ${l.employee}->>'lastName')`;

/** Lines read a page at a time by the checks that go through every line of a run. */
export const CHECK_PAGE = 5_000;

/**
 * A run's lines a page at a time, in line order: `read` answers the page after a line number (`null`: the first).
 * A run's 100,000 lines read at once stayed alive through the check, and V8, finding them live when it collected,
 * let the heap grow to ~4× that before collecting again (the month's peak RSS went over 1 GB); a page's rows die
 * young.
 */
export async function forEachLinePage<T extends { lineNo: number }>(
  read: (after: number | null, limit: number) => Promise<T[]>,
  each: (rows: T[]) => void,
  size = CHECK_PAGE,
) {
  let after: number | null = null;
  for (;;) {
    // A short page is the last one (a read that joins counts its joined rows: a line it drops is skipped, not lost).
    const rows = await read(after, size);
    each(rows);
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.lineNo;
  }
}

/** After line `after` of a run, in line order (`payroll_run_lines_line_no_key`). */
export const afterLine = (companyId: string, runId: string, after: number | null) =>
  and(ofRun(companyId, runId), after === null ? undefined : gt(l.lineNo, after));

/** A page of lines for the variance check (what an issue code marks), after line `after`. */
export function linesForVariance(
  db: Executor,
  companyId: string,
  runId: string,
  after: number | null,
  limit: number,
) {
  return db
    .select({
      lineNo: l.lineNo,
      id: l.id,
      employeeId: l.employeeId,
      employeeName: snapshotName,
      netPay: l.netPay,
      onDemandRecovery: l.onDemandRecovery,
      issues: l.issues,
      payGroupId: l.payGroupId,
      payGroupName: l.payGroupName,
    })
    .from(l)
    .where(afterLine(companyId, runId, after))
    .orderBy(asc(l.lineNo))
    .limit(limit);
}

/** Net pay by employee in another run (the last completed one). */
export async function netByEmployee(db: Executor, companyId: string, runId: string) {
  const rows = await db
    .select({ employeeId: l.employeeId, netPay: l.netPay, employeeName: snapshotName })
    .from(l)
    .where(ofRun(companyId, runId));
  return new Map(rows.map((r) => [r.employeeId, r]));
}
