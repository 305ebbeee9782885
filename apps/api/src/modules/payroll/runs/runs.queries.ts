// Reads and writes of payroll runs (always by company_id, except the sweeps over every business).
import { type Executor, payrollRunLines, payrollRuns } from '@paydesk/db';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { escapeLike } from '../../../lib/sql-like.ts';
import { payGroupNames, schedulesOf } from '../../payroll-setup/index.ts';

export type RunRow = typeof payrollRuns.$inferSelect;

export async function insertRun(tx: Executor, values: typeof payrollRuns.$inferInsert): Promise<RunRow> {
  const [row] = await tx.insert(payrollRuns).values(values).returning();
  return row!;
}

export async function findRun(db: Executor, companyId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.companyId, companyId), eq(payrollRuns.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateRun(tx: Executor, row: Pick<RunRow, 'companyId' | 'id'>, patch: Partial<RunRow>) {
  const [updated] = await tx
    .update(payrollRuns)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(payrollRuns.companyId, row.companyId), eq(payrollRuns.id, row.id)))
    .returning();
  return updated!;
}

/** Advances the computation's progress unless a newer computation took over (answers false then). */
export async function advanceCompute(
  tx: Executor,
  run: Pick<RunRow, 'companyId' | 'id'>,
  generation: number,
  patch: Partial<RunRow>,
): Promise<boolean> {
  const rows = await tx
    .update(payrollRuns)
    .set({ ...patch, updatedAt: new Date() })
    .where(
      and(
        eq(payrollRuns.companyId, run.companyId),
        eq(payrollRuns.id, run.id),
        eq(payrollRuns.generation, generation),
      ),
    )
    .returning({ id: payrollRuns.id });
  return rows.length > 0;
}

export async function deleteRun(tx: Executor, companyId: string, id: string) {
  await tx.delete(payrollRuns).where(and(eq(payrollRuns.companyId, companyId), eq(payrollRuns.id, id)));
}

export interface RunListParams {
  page: number;
  limit: number;
  statuses?: string[];
  search?: string | undefined;
  extra?: SQL | undefined;
}

export async function listRuns(db: Executor, companyId: string, params: RunListParams) {
  const where = and(
    eq(payrollRuns.companyId, companyId),
    params.statuses?.length ? inArray(payrollRuns.status, params.statuses) : undefined,
    params.search ? ilike(payrollRuns.name, `%${escapeLike(params.search)}%`) : undefined,
    params.extra,
  );
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(payrollRuns).where(where);
  const rows = await db
    .select()
    .from(payrollRuns)
    .where(where)
    .orderBy(desc(payrollRuns.periodEnd), desc(payrollRuns.createdAt))
    .limit(params.limit)
    .offset((params.page - 1) * params.limit);
  return { rows, totalDocs: count?.n ?? 0 };
}

/** The history: completed runs, and drafts that carry a rejection. */
export const historyWhere = (outcome?: 'completed' | 'rejected') =>
  outcome === 'completed'
    ? eq(payrollRuns.status, 'completed')
    : outcome === 'rejected'
      ? and(eq(payrollRuns.status, 'draft'), sql`${payrollRuns.rejectedAt} is not null`)
      : or(
          eq(payrollRuns.status, 'completed'),
          and(eq(payrollRuns.status, 'draft'), sql`${payrollRuns.rejectedAt} is not null`),
        );

export async function statusCounts(db: Executor, companyId: string) {
  return db
    .select({ status: payrollRuns.status, n: sql<number>`count(*)::int` })
    .from(payrollRuns)
    .where(eq(payrollRuns.companyId, companyId))
    .groupBy(payrollRuns.status);
}

/**
 * The last completed run of the same kind that paid the same employees — everyone on either side, or a pay group in
 * common — which the variance check compares with (another pay group's run is not this run's last month, and a
 * bonus is not a salary). A regular run looks at earlier periods; an off-cycle run also at another off-cycle run of
 * its own period (a second correction compares with the first).
 */
export async function lastCompletedBefore(
  db: Executor,
  run: Pick<RunRow, 'companyId' | 'periodEnd' | 'everyone' | 'payGroupIds' | 'kind'> & { id?: string },
) {
  const [row] = await db
    .select()
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.companyId, run.companyId),
        eq(payrollRuns.status, 'completed'),
        eq(payrollRuns.kind, run.kind),
        run.kind === 'off-cycle'
          ? lte(payrollRuns.periodEnd, run.periodEnd)
          : lt(payrollRuns.periodEnd, run.periodEnd),
        run.id ? sql`${payrollRuns.id} <> ${run.id}` : undefined,
        sameEmployees(run),
      ),
    )
    .orderBy(desc(payrollRuns.periodEnd), desc(payrollRuns.completedAt))
    .limit(1);
  return row;
}

/**
 * The employees whose salary for `run`'s period a completed regular run already paid, with that run's name: an
 * off-cycle run's line for one of them pays the salary a second time unless it is edited down to the bonus or the
 * correction (the variance check warns).
 */
export async function salaryPaidInPeriod(
  db: Executor,
  run: Pick<RunRow, 'companyId' | 'id' | 'periodStart' | 'periodEnd'>,
): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinctOn([payrollRunLines.employeeId], {
      employeeId: payrollRunLines.employeeId,
      runName: payrollRuns.name,
    })
    .from(payrollRunLines)
    .innerJoin(
      payrollRuns,
      and(eq(payrollRuns.companyId, payrollRunLines.companyId), eq(payrollRuns.id, payrollRunLines.runId)),
    )
    .where(
      and(
        eq(payrollRunLines.companyId, run.companyId),
        eq(payrollRuns.kind, 'regular'),
        eq(payrollRuns.status, 'completed'),
        lte(payrollRuns.periodStart, run.periodEnd),
        gte(payrollRuns.periodEnd, run.periodStart),
        ne(payrollRuns.id, run.id),
      ),
    )
    .orderBy(payrollRunLines.employeeId, desc(payrollRuns.completedAt));
  return new Map(rows.map((r) => [r.employeeId, r.runName]));
}

/** Runs that may pay the same employees as `scope`: everyone on either side, or a pay group in common. */
const sameEmployees = (scope: { everyone: boolean; payGroupIds: string[] }) =>
  scope.everyone
    ? undefined
    : scope.payGroupIds.length
      ? or(
          eq(payrollRuns.everyone, true),
          sql`${payrollRuns.payGroupIds} ?| ${sql.param(scope.payGroupIds)}::text[]`,
        )
      : eq(payrollRuns.everyone, true);

export async function lastCompleted(db: Executor, companyId: string) {
  const [row] = await db
    .select()
    .from(payrollRuns)
    .where(and(eq(payrollRuns.companyId, companyId), eq(payrollRuns.status, 'completed')))
    .orderBy(desc(payrollRuns.completedAt))
    .limit(1);
  return row;
}

export async function completedInYear(db: Executor, companyId: string, year: number) {
  return db
    .select()
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.companyId, companyId),
        eq(payrollRuns.status, 'completed'),
        sql`extract(year from ${payrollRuns.payDate}) = ${year}`,
      ),
    )
    .orderBy(asc(payrollRuns.payDate));
}

/** Serialises creating runs of one business: the one-run-a-period check reads, then the insert writes. */
export async function lockRunCreation(tx: Executor, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payroll-runs:${companyId}`}))`);
}

/**
 * A run of the business of the same kind whose period overlaps these dates and which may pay the same employees
 * (everyone on either side, or a pay group in common): for a regular run any status (a deleted draft is gone), for
 * an off-cycle run one not completed yet.
 */
export async function overlappingRun(
  db: Executor,
  companyId: string,
  scope: {
    periodStart: string;
    periodEnd: string;
    everyone: boolean;
    payGroupIds: string[];
    kind: 'regular' | 'off-cycle';
  },
) {
  const [row] = await db
    .select({ id: payrollRuns.id, name: payrollRuns.name, status: payrollRuns.status })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.companyId, companyId),
        eq(payrollRuns.kind, scope.kind),
        scope.kind === 'off-cycle' ? ne(payrollRuns.status, 'completed') : undefined,
        lte(payrollRuns.periodStart, scope.periodEnd),
        gte(payrollRuns.periodEnd, scope.periodStart),
        sameEmployees(scope),
      ),
    )
    .orderBy(asc(payrollRuns.periodEnd))
    .limit(1);
  return row;
}

/** The names of the business's pay groups among these ids, through payroll-setup's face. */
export function namesOfGroups(db: Executor, companyId: string, ids: string[]) {
  return payGroupNames(db, companyId, ids);
}

/** The business's pay schedules (all, or of these ids), through payroll-setup's face. */
export function findSchedules(db: Executor, companyId: string, ids?: string[]) {
  return schedulesOf(db, companyId, ids);
}

/** Runs whose computation stopped without finishing (a lost job). */
export async function runsToSweep(db: Executor) {
  return db
    .select({
      companyId: payrollRuns.companyId,
      runId: payrollRuns.id,
      status: payrollRuns.status,
      computeState: payrollRuns.computeState,
      generation: payrollRuns.generation,
    })
    .from(payrollRuns)
    .where(
      and(
        inArray(payrollRuns.computeState, ['queued', 'computing']),
        lt(payrollRuns.updatedAt, sql`now() - interval '30 seconds'`),
      ),
    )
    .limit(100);
}

/** Whether another run of the business was ever approved (the approval workflow is offered before the first). */
export async function anotherRunApproved(db: Executor, companyId: string, runId: string) {
  const [row] = await db
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(
      and(eq(payrollRuns.companyId, companyId), ne(payrollRuns.id, runId), isNotNull(payrollRuns.approvedAt)),
    )
    .limit(1);
  return row !== undefined;
}

/** Runs being paid or paid whose period ends on or after `from`: the pay dates the dashboard has behind it. */
export async function paidRunsEndingFrom(db: Executor, companyId: string, from: string) {
  return db
    .select({
      payScheduleId: payrollRuns.payScheduleId,
      periodStart: payrollRuns.periodStart,
      periodEnd: payrollRuns.periodEnd,
      payDate: payrollRuns.payDate,
    })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.companyId, companyId),
        inArray(payrollRuns.status, ['processing', 'completed']),
        eq(payrollRuns.kind, 'regular'),
        gte(payrollRuns.periodEnd, from),
      ),
    );
}

/** The regular run paid last (the dashboard's week costs the next payroll by it until that one is computed). */
export async function lastCompletedRegular(db: Executor, companyId: string) {
  const [row] = await db
    .select({ payDate: payrollRuns.payDate, totals: payrollRuns.totals })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.companyId, companyId),
        eq(payrollRuns.status, 'completed'),
        eq(payrollRuns.kind, 'regular'),
      ),
    )
    .orderBy(desc(payrollRuns.payDate))
    .limit(1);
  return row ?? null;
}

/**
 * The dashboard's week: the next payroll, the open run (any status but completed) with the earliest pay
 * date (an overdue draft first), one index read of the business's runs.
 */
export async function nextOpenRun(db: Executor, companyId: string) {
  const [row] = await db
    .select({
      id: payrollRuns.id,
      name: payrollRuns.name,
      payDate: payrollRuns.payDate,
      status: payrollRuns.status,
      totals: payrollRuns.totals,
    })
    .from(payrollRuns)
    .where(and(eq(payrollRuns.companyId, companyId), ne(payrollRuns.status, 'completed')))
    .orderBy(asc(payrollRuns.payDate), asc(payrollRuns.createdAt))
    .limit(1);
  return row ?? null;
}
