// What on-demand recoveries need of runs and lines: on-demand pay other unsettled payslips already deduct, the
// lines whose recovery a payment settles, whether an employee's salary of a pay month is paid, and the payslips
// behind recorded recoveries. Always by company_id.
import { type Executor, payrollRunLines, payrollRuns } from '@paydesk/db';
import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';

const l = payrollRunLines;
const r = payrollRuns;
const runOfLine = and(eq(r.companyId, l.companyId), eq(r.id, l.runId));

/** A payslip whose salary is settled: paid, or left with nothing to pay once its recovery was taken. */
export const settledPayslip = or(
  eq(l.paymentState, 'paid'),
  and(eq(l.paymentState, 'skipped'), eq(l.netPay, 0), gt(l.onDemandRecovery, 0)),
)!;

/** settledPayslip as SQL text, over a line aliased `l` (for statements written as text). */
const SETTLED_PAYSLIP_TEXT = `(l.payment_state = 'paid' or (l.payment_state = 'skipped' and l.net_pay = 0 and l.on_demand_recovery > 0))`;

/**
 * SQL text: the pay months (YYYY-MM) among `months` (a text[] expression) in which a regular payroll settled the
 * employee's salary (an off-cycle bonus is not the salary) — for a statement written as text (on-demand pay's request
 * reads it under the employee's lock).
 */
export function salaryPaidMonthsText(companyId: string, employeeId: string, months: string): string {
  return `(select coalesce(array_agg(distinct to_char(pr.period_end, 'YYYY-MM')), '{}'::text[])
      from payroll_run_lines l join payroll_runs pr on pr.company_id = l.company_id and pr.id = l.run_id
      where l.company_id = ${companyId} and l.employee_id = ${employeeId} and pr.kind = 'regular'
        and to_char(pr.period_end, 'YYYY-MM') = any(${months}) and ${SETTLED_PAYSLIP_TEXT})`;
}

/**
 * On-demand pay that payslips of other runs deduct and that is not recorded yet (their salary is not settled), by
 * employee: a new computation leaves it to them rather than deduct it twice.
 */
export async function claimedByOtherRuns(ex: Executor, companyId: string, runId: string) {
  const rows = await ex
    .select({ employeeId: l.employeeId, kobo: sql<string>`sum(${l.onDemandRecovery})` })
    .from(l)
    .innerJoin(r, runOfLine)
    .where(
      and(
        eq(r.companyId, companyId),
        ne(r.status, 'completed'),
        ne(r.id, runId),
        gt(l.onDemandRecovery, 0),
        inArray(l.paymentState, ['unpaid', 'pending', 'failed', 'reversed']),
      ),
    )
    .groupBy(l.employeeId);
  return new Map(rows.map((row) => [row.employeeId, Number(row.kobo)]));
}

/** The lines among `ids` that recover on-demand pay, with what they carry forward. */
export async function recoveringLines(ex: Executor, companyId: string, runId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return ex
    .select({
      employeeId: l.employeeId,
      onDemandRecovery: l.onDemandRecovery,
      carriedForward: sql<number>`coalesce((${l.result}->>'unrecoveredOnDemandKobo')::bigint, 0)`.mapWith(
        Number,
      ),
    })
    .from(l)
    .where(
      and(
        eq(l.companyId, companyId),
        eq(l.runId, runId),
        sql`${l.id} = any(${sql.param(ids)}::uuid[])`,
        gt(l.onDemandRecovery, 0),
      ),
    );
}

/** Whether a regular run of the pay month (its period ends in `month`, YYYY-MM) settled the employee's salary. */
export async function salaryPaidIn(ex: Executor, companyId: string, employeeId: string, month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const [row] = await ex
    .select({ id: l.id })
    .from(r)
    .innerJoin(l, runOfLine)
    .where(
      and(
        eq(r.companyId, companyId),
        sql`${r.periodEnd} >= ${`${month}-01`} and ${r.periodEnd} < ${next}`,
        eq(r.kind, 'regular'),
        eq(l.employeeId, employeeId),
        settledPayslip,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The payslips (run and line) of these run and employee pairs. */
export async function payslipsOf(
  ex: Executor,
  companyId: string,
  pairs: { runId: string; employeeId: string }[],
) {
  if (pairs.length === 0) return [];
  const runIds = [...new Set(pairs.map((p) => p.runId))];
  const employeeIds = [...new Set(pairs.map((p) => p.employeeId))];
  return ex
    .select({
      runId: r.id,
      employeeId: l.employeeId,
      lineId: l.id,
      runName: r.name,
      payDate: r.payDate,
    })
    .from(l)
    .innerJoin(r, runOfLine)
    .where(
      and(
        eq(l.companyId, companyId),
        sql`${l.runId} = any(${sql.param(runIds)}::uuid[])`,
        sql`${l.employeeId} = any(${sql.param(employeeIds)}::uuid[])`,
      ),
    );
}
