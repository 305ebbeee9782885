// Reads behind history, dashboard and analytics: a run's transactions (salary lines and remittances as one list),
// employees paid, cost by department over completed runs, public holidays ahead.
import type { RemittanceKind } from '@paydesk/contracts';
import { type Executor, payrollRunLines } from '@paydesk/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { publicHolidaysFrom } from '../../payroll-setup/index.ts';

const l = payrollRunLines;

export async function transactionPage(
  db: Executor,
  companyId: string,
  runId: string,
  q: { page: number; limit: number; state?: string | undefined },
) {
  const state = q.state ?? null;
  const union = sql`
    select id::text as "_id", 'salary' as kind,
      (employee->>'firstName') || ' ' || (employee->>'lastName') as "beneficiaryName", bank_name as "bankName",
      account_number as "accountNumber", net_pay as "amountKobo", fee as "feeKobo", payment_state as state,
      transfer_reference as reference, failure_reason as "failureReason", paid_at as "paidAt", line_no as ord
    from payroll_run_lines where company_id = ${companyId} and run_id = ${runId}
    union all
    select id::text, kind, name, null, null, amount, 0,
      case status when 'unpaid' then 'unpaid' when 'pending' then 'pending' when 'paid' then 'paid' else 'failed' end,
      transfer_reference, failure_reason, paid_at, 1000000000
    from payroll_remittances where company_id = ${companyId} and run_id = ${runId}`;
  const filtered = sql`select * from (${union}) t where (${state}::text is null or t.state = ${state}::text)`;
  const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${filtered}) c`);
  const rows = await db.execute<{
    _id: string;
    kind: 'salary' | RemittanceKind;
    beneficiaryName: string;
    bankName: string | null;
    accountNumber: string | null;
    amountKobo: string | number;
    feeKobo: string | number;
    state: 'unpaid' | 'pending' | 'paid' | 'failed' | 'reversed' | 'skipped';
    reference: string | null;
    failureReason: string | null;
    paidAt: string | Date | null;
  }>(sql`${filtered} order by ord, "_id" limit ${q.limit} offset ${(q.page - 1) * q.limit}`);
  return {
    totalDocs: Number(count.rows[0]?.n ?? 0),
    rows: rows.rows.map(({ ...r }) => {
      const { ord: _ord, ...rest } = r as typeof r & { ord?: number };
      return {
        ...rest,
        amountKobo: Number(r.amountKobo),
        feeKobo: Number(r.feeKobo),
        paidAt: r.paidAt ? new Date(r.paidAt) : null,
      };
    }),
  };
}

export async function paidCount(db: Executor, companyId: string, runId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(l)
    .where(and(eq(l.companyId, companyId), eq(l.runId, runId), eq(l.paymentState, 'paid')));
  return row?.n ?? 0;
}

/** The public holidays on or after a day (payroll-setup's reference list). */
export function holidaysFrom(db: Executor, from: string) {
  return publicHolidaysFrom(db, from);
}

export async function costByDepartment(db: Executor, companyId: string, runIds: string[]) {
  if (runIds.length === 0) return [];
  const department = sql<string | null>`${l.employee}->>'department'`;
  const rows = await db
    .select({
      department,
      grossPayKobo: sql<number>`coalesce(sum(${l.grossPay}), 0)::bigint`.mapWith(Number),
      totalCostKobo: sql<number>`coalesce(sum(${l.grossPay} + ${l.employerCost}), 0)::bigint`.mapWith(Number),
      employeeCount: sql<number>`count(distinct ${l.employeeId})::int`,
    })
    .from(l)
    .where(and(eq(l.companyId, companyId), inArray(l.runId, runIds)))
    .groupBy(department)
    .orderBy(sql`2 desc`);
  return rows;
}
