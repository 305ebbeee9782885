// Data access of reconciliation: per period and employee, what live requests left to deduct and what was
// recovered (recoveries recorded by payroll runs or paid notes), and what payroll recoveries read and write.
import { type Executor, onDemandRecoveries, onDemandRequests, type Tx } from '@paydesk/db';
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { employeesOf } from '../../people/index.ts';

/** Per employee of a period: drawn, fees, employee fees, saved and to deduct of settled or approved requests. */
export async function periodTotals(ex: Executor, companyId: string, period: string) {
  return ex
    .select({
      employeeId: onDemandRequests.employeeId,
      drawn: sql<string>`coalesce(sum(${onDemandRequests.amount}) filter (where ${onDemandRequests.kind} = 'withdrawal'), 0)`,
      fees: sql<string>`coalesce(sum(${onDemandRequests.fee}), 0)`,
      employeeFees: sql<string>`coalesce(sum(${onDemandRequests.toDeduct} - ${onDemandRequests.amount}) filter (where ${onDemandRequests.kind} = 'withdrawal'), 0)`,
      saved: sql<string>`coalesce(sum(${onDemandRequests.amount}) filter (where ${onDemandRequests.kind} = 'saving'), 0)`,
      toDeduct: sql<string>`coalesce(sum(${onDemandRequests.toDeduct}), 0)`,
    })
    .from(onDemandRequests)
    .where(
      and(
        eq(onDemandRequests.companyId, companyId),
        eq(onDemandRequests.period, period),
        or(
          eq(onDemandRequests.status, 'settled'),
          and(eq(onDemandRequests.kind, 'saving'), eq(onDemandRequests.status, 'approved')),
        ),
      ),
    )
    .groupBy(onDemandRequests.employeeId);
}

export async function periodRecoveries(ex: Executor, companyId: string, period: string) {
  return ex
    .select({
      employeeId: onDemandRecoveries.employeeId,
      payroll: sql<string>`coalesce(sum(${onDemandRecoveries.amount}) filter (where ${onDemandRecoveries.source} = 'payroll'), 0)`,
      note: sql<string>`coalesce(sum(${onDemandRecoveries.amount}) filter (where ${onDemandRecoveries.source} = 'note'), 0)`,
    })
    .from(onDemandRecoveries)
    .where(and(eq(onDemandRecoveries.companyId, companyId), eq(onDemandRecoveries.period, period)))
    .groupBy(onDemandRecoveries.employeeId);
}

export async function employeeNames(ex: Executor, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const employee = employeesOf(companyId);
  return ex
    .select({
      id: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      staffId: employee.staffId,
    })
    .from(employee)
    .where(sql`${employee.id} = any(${sql.param(ids)}::uuid[])`);
}

export async function requestPeriods(ex: Executor, companyId: string) {
  const rows = await ex
    .selectDistinct({ period: onDemandRequests.period })
    .from(onDemandRequests)
    .where(eq(onDemandRequests.companyId, companyId))
    .orderBy(desc(onDemandRequests.period));
  return rows.map((r) => r.period);
}

/** The payroll recoveries of a period, one row per payslip reference and employee, oldest first. */
export async function periodPayrollRecoveries(ex: Executor, companyId: string, period: string) {
  return ex
    .select({
      employeeId: onDemandRecoveries.employeeId,
      reference: onDemandRecoveries.reference,
      amount: onDemandRecoveries.amount,
    })
    .from(onDemandRecoveries)
    .where(
      and(
        eq(onDemandRecoveries.companyId, companyId),
        eq(onDemandRecoveries.period, period),
        eq(onDemandRecoveries.source, 'payroll'),
      ),
    )
    .orderBy(asc(onDemandRecoveries.createdAt), asc(onDemandRecoveries.reference));
}

/**
 * What each employee still owes per pay period up to `upTo` (YYYY-MM): settled withdrawals (with the fees they
 * bear) and approved savings, less what was recovered for that period. Only periods with something owed, oldest
 * first; `employeeIds` narrows it to some employees.
 */
export async function owedByPeriod(ex: Executor, companyId: string, upTo: string, employeeIds?: string[]) {
  const onlyThese = employeeIds ? sql`and employee_id = any(${sql.param(employeeIds)}::uuid[])` : sql``;
  const result = await ex.execute<{ employee_id: string; period: string; owed: string }>(sql`
    with owed as (
      select employee_id, period, sum(to_deduct) as to_deduct
      from on_demand_requests
      where company_id = ${companyId} and period <= ${upTo} ${onlyThese}
        and (status = 'settled' or (kind = 'saving' and status = 'approved'))
      group by employee_id, period
    ), recovered as (
      select employee_id, period, sum(amount) as amount
      from on_demand_recoveries
      where company_id = ${companyId} and period <= ${upTo} ${onlyThese}
      group by employee_id, period
    )
    select o.employee_id, o.period, (o.to_deduct - coalesce(r.amount, 0))::bigint as owed
    from owed o left join recovered r on r.employee_id = o.employee_id and r.period = o.period
    where o.to_deduct > coalesce(r.amount, 0)
    order by o.employee_id, o.period`);
  return result.rows.map((r) => ({ employeeId: r.employee_id, period: r.period, owed: Number(r.owed) }));
}

/** The employees among `ids` whose recovery under this payroll reference is already recorded. */
export async function recordedUnder(tx: Tx, companyId: string, reference: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await tx
    .selectDistinct({ employeeId: onDemandRecoveries.employeeId })
    .from(onDemandRecoveries)
    .where(
      and(
        eq(onDemandRecoveries.companyId, companyId),
        eq(onDemandRecoveries.source, 'payroll'),
        eq(onDemandRecoveries.reference, reference),
        sql`${onDemandRecoveries.employeeId} = any(${sql.param(ids)}::uuid[])`,
      ),
    );
  return new Set(rows.map((r) => r.employeeId));
}

export async function insertRecoveries(tx: Tx, rows: (typeof onDemandRecoveries.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 2_000)
    await tx.insert(onDemandRecoveries).values(rows.slice(i, i + 2_000));
}

/**
 * The dashboard's week, in one statement: the business's payday and, for two candidate pay periods (`thisMonth`
 * and `nextMonth`, YYYY-MM; which one is current depends on payday), what settled withdrawals advanced in each and
 * what is still owed up to each (settled withdrawals with the fees staff bear and approved savings, less what was
 * recovered), with how many employees owe it.
 */
export async function exposureFigures(ex: Executor, companyId: string, thisMonth: string, nextMonth: string) {
  const result = await ex.execute<{
    payday: number | null;
    advanced_this: string;
    advanced_next: string;
    owed_this: string;
    owed_next: string;
    employees_this: number;
    employees_next: number;
  }>(sql`
    with owed as (
      select employee_id, period, sum(to_deduct) as to_deduct,
             coalesce(sum(amount) filter (where kind = 'withdrawal' and status = 'settled'), 0) as advanced
      from on_demand_requests
      where company_id = ${companyId} and period <= ${nextMonth}
        and (status = 'settled' or (kind = 'saving' and status = 'approved'))
      group by employee_id, period
    ), recovered as (
      select employee_id, period, sum(amount) as amount
      from on_demand_recoveries
      where company_id = ${companyId} and period <= ${nextMonth}
      group by employee_id, period
    ), left_to_recover as (
      select o.employee_id, o.period, o.advanced, greatest(o.to_deduct - coalesce(r.amount, 0), 0) as owed
      from owed o left join recovered r on r.employee_id = o.employee_id and r.period = o.period
    )
    select
      (select payday from on_demand_rules where company_id = ${companyId}) as payday,
      coalesce(sum(advanced) filter (where period = ${thisMonth}), 0)::bigint as advanced_this,
      coalesce(sum(advanced) filter (where period = ${nextMonth}), 0)::bigint as advanced_next,
      coalesce(sum(owed) filter (where period <= ${thisMonth}), 0)::bigint as owed_this,
      coalesce(sum(owed), 0)::bigint as owed_next,
      (count(distinct employee_id) filter (where period <= ${thisMonth} and owed > 0))::int as employees_this,
      (count(distinct employee_id) filter (where owed > 0))::int as employees_next
    from left_to_recover`);
  return result.rows[0]!;
}
