// The payment side of a run's lines: lines to pay or retry (locked), their payment states read back from the
// transfers, and what is still unsettled.
import { type Executor, payrollRunLines } from '@paydesk/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LineRow } from '../compute/lines.queries.ts';

const l = payrollRunLines;
const ofRun = (companyId: string, runId: string) => and(eq(l.companyId, companyId), eq(l.runId, runId));

/**
 * Lines to pay or retry, in the given states, optionally only some ids; locked unless `lock` is false — for a
 * caller holding the run's row lock, which every writer of an approved or paying run's line states takes first
 * (paying all of 100,000 lines, the row locks cost a write of each line's header before the update rewrote it).
 */
export async function linesToPay(
  tx: Executor,
  companyId: string,
  runId: string,
  states: string[],
  ids?: string[],
  lock = true,
) {
  const query = tx
    .select(PAY_COLUMNS)
    .from(l)
    .where(
      and(ofRun(companyId, runId), inArray(l.paymentState, states), ids ? inArray(l.id, ids) : undefined),
    )
    .orderBy(asc(l.lineNo));
  return lock ? query.for('update') : query;
}

/** How many unpaid lines have something to pay, and their net pay (what a salary approval request is for). */
export async function unpaidTotals(db: Executor, companyId: string, runId: string) {
  const [row] = await db
    .select({
      lines: sql<number>`count(*)::int`,
      netPayKobo: sql<number>`coalesce(sum(${l.netPay}), 0)::bigint`.mapWith(Number),
    })
    .from(l)
    .where(and(ofRun(companyId, runId), eq(l.paymentState, 'unpaid'), sql`${l.netPay} > 0`));
  return { lines: row?.lines ?? 0, netPayKobo: row?.netPayKobo ?? 0 };
}

/** What paying a line needs (not its breakdown: 100,000 of those would not fit in memory). */
const PAY_COLUMNS = {
  id: l.id,
  companyId: l.companyId,
  runId: l.runId,
  lineNo: l.lineNo,
  employeeId: l.employeeId,
  netPay: l.netPay,
  bankCode: l.bankCode,
  bankName: l.bankName,
  accountNumber: l.accountNumber,
  accountName: l.accountName,
  paymentAttempts: l.paymentAttempts,
};
export type PayLine = Awaited<ReturnType<typeof linesToPay>>[number];

/**
 * Moves pending lines to what their payout became (paid, or failed with the reason), by line id; answers the lines
 * it moved with their run and employee (a line no longer pending is left alone).
 */
export async function setPaymentStates(
  tx: Executor,
  companyId: string,
  updates: {
    id: string;
    state: 'paid' | 'failed';
    transferId: string | null;
    reference: string | null;
    fee: number;
    failureReason: string | null;
    paidAt: Date | null;
  }[],
) {
  const moved: { id: string; runId: string; employeeId: string }[] = [];
  for (let i = 0; i < updates.length; i += 2_000) {
    const u = updates.slice(i, i + 2_000);
    const result = await tx.execute<{ id: string; run_id: string; employee_id: string }>(sql`
      update payroll_run_lines t set payment_state = v.state, transfer_id = v.transfer_id,
        transfer_reference = v.reference, fee = v.fee, failure_reason = v.failure_reason, paid_at = v.paid_at,
        updated_at = now()
      from unnest(${sql.param(u.map((x) => x.id))}::uuid[], ${sql.param(u.map((x) => x.state))}::text[],
                  ${sql.param(u.map((x) => x.transferId))}::uuid[], ${sql.param(u.map((x) => x.reference))}::text[],
                  ${sql.param(u.map((x) => x.fee))}::bigint[], ${sql.param(u.map((x) => x.failureReason))}::text[],
                  ${sql.param(u.map((x) => x.paidAt?.toISOString() ?? null))}::timestamptz[])
        as v(id, state, transfer_id, reference, fee, failure_reason, paid_at)
      where t.company_id = ${companyId} and t.id = v.id and t.payment_state = 'pending'
      returning t.id, t.run_id, t.employee_id`);
    moved.push(...result.rows.map((r) => ({ id: r.id, runId: r.run_id, employeeId: r.employee_id })));
  }
  return moved;
}

export async function markPaymentState(
  tx: Executor,
  companyId: string,
  runId: string,
  ids: string[],
  patch: Partial<LineRow>,
) {
  for (let i = 0; i < ids.length; i += 5_000)
    await tx
      .update(l)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(ofRun(companyId, runId), inArray(l.id, ids.slice(i, i + 5_000))));
}

/** Every line of the run still unpaid goes into the batch: pending, one more attempt (one statement, by state). */
export async function markUnpaidPending(tx: Executor, companyId: string, runId: string, batchId: string) {
  await tx
    .update(l)
    .set({
      paymentState: 'pending',
      paymentBatchId: batchId,
      paymentAttempts: sql`${l.paymentAttempts} + 1`,
      transferId: null,
      transferReference: null,
      failureReason: null,
      updatedAt: new Date(),
    })
    .where(and(ofRun(companyId, runId), eq(l.paymentState, 'unpaid')));
}

/**
 * Whether a line of the run is still unsettled (anything not paid or skipped): asked once the run's count of open
 * lines says none is left, to confirm it from the lines themselves. It reads the run's lines in `line_no` order by
 * `payroll_run_lines_line_no_key` and stops at the first such line (without an order the planner, whose statistics
 * say most lines are open, may scan the whole table from its start). The state has no index of its own: updating an
 * indexed column could never be a HOT update (migration 0069).
 */
export async function hasUnsettled(db: Executor, companyId: string, runId: string): Promise<boolean> {
  const rows = await db
    .select({ id: l.id })
    .from(l)
    .where(and(ofRun(companyId, runId), inArray(l.paymentState, ['unpaid', 'pending', 'failed', 'reversed'])))
    .orderBy(l.companyId, l.runId, l.lineNo)
    .limit(1);
  return rows.length > 0;
}
