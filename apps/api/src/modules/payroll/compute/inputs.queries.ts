// What a payroll run reads to compute (never writes): the employees it pays with their pay group, PFA, holidays and
// year-to-date figures from the business's earlier completed runs of the tax year. People own these tables; this is
// the run's read-only view of them. Structures, benefits and allowances come through payroll-setup's face.
import {
  type Executor,
  employees,
  payGroupEmployees,
  payGroups,
  payrollRunLines,
  payrollRuns,
} from '@paydesk/db';
import { and, asc, eq, gt, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';

export interface RunScope {
  everyone: boolean;
  payGroupIds: string[];
  periodStart: string;
  periodEnd: string;
}

/** The scope's conditions on the employee row itself (the pay group's are added by the caller). */
export function employedInPeriod(companyId: string, scope: RunScope): SQL {
  return and(
    eq(employees.companyId, companyId),
    ne(employees.status, 'disabled'),
    // Active, or a leaver whose exit falls in or after the period (their last, prorated pay).
    or(eq(employees.status, 'active'), sql`${employees.exitDate} >= ${scope.periodStart}`),
    sql`(${employees.employmentDate} is null or ${employees.employmentDate} <= ${scope.periodEnd})`,
    sql`(${employees.exitDate} is null or ${employees.exitDate} >= ${scope.periodStart})`,
  )!;
}

function scopeWhere(companyId: string, scope: RunScope): SQL {
  return and(
    employedInPeriod(companyId, scope),
    // A run pays the employees of its pay groups: `everyone` is every pay group, never an employee in none (the
    // pay group holds the structure that pays them; the review counts who is left out and links to assign them).
    scope.everyone
      ? sql`${payGroupEmployees.payGroupId} is not null`
      : scope.payGroupIds.length
        ? inArray(payGroupEmployees.payGroupId, scope.payGroupIds)
        : sql`false`,
  )!;
}

// Employees joined to their pay group (each query selects its own fields, so drizzle types its rows).
const inPayGroup = and(
  eq(payGroupEmployees.companyId, employees.companyId),
  eq(payGroupEmployees.employeeId, employees.id),
);
const ofPayGroup = and(
  eq(payGroups.companyId, payGroupEmployees.companyId),
  eq(payGroups.id, payGroupEmployees.payGroupId),
);

export async function countInScope(db: Executor, companyId: string, scope: RunScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(employees)
    .leftJoin(payGroupEmployees, inPayGroup)
    .leftJoin(payGroups, ofPayGroup)
    .where(scopeWhere(companyId, scope));
  return row?.n ?? 0;
}

/** Employees employed in the period who are in no pay group: no payroll run pays them until they are assigned. */
export async function countInNoPayGroup(db: Executor, companyId: string, scope: RunScope): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(employees)
    .leftJoin(payGroupEmployees, inPayGroup)
    .leftJoin(payGroups, ofPayGroup)
    .where(and(employedInPeriod(companyId, scope), sql`${payGroupEmployees.payGroupId} is null`));
  return row?.n ?? 0;
}

/** Every employee id in the run's scope. */
export async function idsInScope(db: Executor, companyId: string, scope: RunScope): Promise<string[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .leftJoin(payGroupEmployees, inPayGroup)
    .leftJoin(payGroups, ofPayGroup)
    .where(scopeWhere(companyId, scope));
  return rows.map((r) => r.id);
}

export const employeeFields = {
  id: employees.id,
  firstName: employees.firstName,
  lastName: employees.lastName,
  email: employees.email,
  staffId: employees.staffId,
  department: employees.department,
  stateOfResidence: employees.stateOfResidence,
  employmentDate: employees.employmentDate,
  exitDate: employees.exitDate,
  bankCode: employees.bankCode,
  bankName: employees.bankName,
  accountNumber: employees.accountNumber,
  accountName: employees.accountName,
  nameCheck: employees.nameCheck,
  grossPay: employees.grossPay,
  pfaId: employees.pfaId,
  rsaPin: employees.rsaPin,
  nhf: employees.nhf,
  taxId: employees.taxId,
  annualRent: employees.annualRent,
  payGroupId: payGroups.id,
  payGroupName: payGroups.name,
  payStructureId: payGroups.payStructureId,
};
export type ScopedEmployee = {
  [K in keyof typeof employeeFields]: (typeof employeeFields)[K]['_']['data'] | null;
} & { id: string; firstName: string; lastName: string; email: string; grossPay: number; nhf: boolean };

/** The next employees of the run's scope after `after` (employee id order). */
export async function employeesInScope(
  db: Executor,
  companyId: string,
  scope: RunScope,
  after: string | null,
  limit: number,
  only?: string[],
): Promise<ScopedEmployee[]> {
  return db
    .select(employeeFields)
    .from(employees)
    .leftJoin(payGroupEmployees, inPayGroup)
    .leftJoin(payGroups, ofPayGroup)
    .where(
      and(
        scopeWhere(companyId, scope),
        after ? gt(employees.id, after) : undefined,
        only ? inArray(employees.id, only) : undefined,
      ),
    )
    .orderBy(asc(employees.id))
    .limit(limit);
}

/**
 * Year-to-date sums of the employees' lines in the business's completed runs of the year up to this run's period
 * end, other than this run: the earlier periods, and a run beside it in its own period (an off-cycle run counts the
 * period's paid regular run, and the regular run a paid off-cycle one), each once. The
 * runs are found first (a few rows) and the lines read by their (company, run, employee) key: joined in one
 * statement, PostgreSQL probed the lines by employee for each of a chunk's 5,000 ids even when no run had completed
 * (0.2 s a chunk at 20,000 employees, load 7).
 */
export async function yearToDate(
  db: Executor,
  companyId: string,
  employeeIds: string[],
  year: number,
  run: { id: string; periodEnd: string },
) {
  if (employeeIds.length === 0) return [];
  const runs = await db
    .select({ id: payrollRuns.id })
    .from(payrollRuns)
    .where(
      and(
        eq(payrollRuns.companyId, companyId),
        eq(payrollRuns.status, 'completed'),
        sql`extract(year from ${payrollRuns.periodEnd}) = ${year}`,
        lte(payrollRuns.periodEnd, run.periodEnd),
        ne(payrollRuns.id, run.id),
      ),
    );
  if (runs.length === 0) return [];
  const l = payrollRunLines;
  return db
    .select({
      employeeId: l.employeeId,
      grossPayKobo: sql<number>`sum(${l.grossPay})::bigint`.mapWith(Number),
      benefitsInKindKobo: sql<number>`sum(${l.benefitsInKind})::bigint`.mapWith(Number),
      taxableIncomeKobo: sql<number>`sum(${l.taxableIncome})::bigint`.mapWith(Number),
      payeKobo: sql<number>`sum(${l.paye})::bigint`.mapWith(Number),
      pensionEmployeeKobo: sql<number>`sum(${l.pensionEmployee})::bigint`.mapWith(Number),
      pensionEmployerKobo: sql<number>`sum(${l.pensionEmployer})::bigint`.mapWith(Number),
      nhfKobo: sql<number>`sum(${l.nhf})::bigint`.mapWith(Number),
      nhisEmployeeKobo: sql<number>`sum(${l.nhisEmployee})::bigint`.mapWith(Number),
      netPayKobo: sql<number>`sum(${l.netPay})::bigint`.mapWith(Number),
    })
    .from(l)
    .where(
      and(
        eq(l.companyId, companyId),
        inArray(
          l.runId,
          runs.map((r) => r.id),
        ),
        inArray(l.employeeId, employeeIds),
      ),
    )
    .groupBy(l.employeeId);
}

/** The employees' bank accounts now (a failed salary is retried to the account as it is when retried). */
export async function currentBanks(db: Executor, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: employees.id,
      bankCode: employees.bankCode,
      bankName: employees.bankName,
      accountNumber: employees.accountNumber,
      accountName: employees.accountName,
      nameCheck: employees.nameCheck,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids)));
}
