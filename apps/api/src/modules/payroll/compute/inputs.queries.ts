// What a payroll run reads to compute (never writes): the employees it pays with their pay group, PFA, holidays and
// year-to-date figures from the business's earlier completed runs of the tax year. The employees come from people's
// join source and their pay groups from payroll-setup's, joined here in the run's one statement; structures,
// benefits and allowances come through payroll-setup's face.
import { type Executor, payrollRunLines, payrollRuns } from '@paydesk/db';
import { and, asc, eq, gt, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { payGroupMembersOf } from '../../payroll-setup/index.ts';
import { type EmployeeSource, employeesOf } from '../../people/index.ts';

export interface RunScope {
  everyone: boolean;
  payGroupIds: string[];
  periodStart: string;
  periodEnd: string;
}

type MemberSource = ReturnType<typeof payGroupMembersOf>;

/** The scope's conditions on the employee row itself (the pay group's are added by the caller). */
export function employedInPeriod(e: EmployeeSource, scope: RunScope): SQL {
  return and(
    ne(e.status, 'disabled'),
    // Active, or a leaver whose exit falls in or after the period (their last, prorated pay).
    or(eq(e.status, 'active'), sql`${e.exitDate} >= ${scope.periodStart}`),
    sql`(${e.employmentDate} is null or ${e.employmentDate} <= ${scope.periodEnd})`,
    sql`(${e.exitDate} is null or ${e.exitDate} >= ${scope.periodStart})`,
  )!;
}

function scopeWhere(e: EmployeeSource, m: MemberSource, scope: RunScope): SQL {
  return and(
    employedInPeriod(e, scope),
    // A run pays the employees of its pay groups: `everyone` is every pay group, never an employee in none (the
    // pay group holds the structure that pays them; the review counts who is left out and links to assign them).
    scope.everyone
      ? sql`${m.payGroupId} is not null`
      : scope.payGroupIds.length
        ? inArray(m.payGroupId, scope.payGroupIds)
        : sql`false`,
  )!;
}

/** The business's employees and their pay group (each query selects its own fields, so drizzle types its rows). */
function scoped(companyId: string) {
  const e = employeesOf(companyId);
  const m = payGroupMembersOf(companyId);
  return { e, m, inPayGroup: eq(m.employeeId, e.id) };
}

export async function countInScope(db: Executor, companyId: string, scope: RunScope): Promise<number> {
  const { e, m, inPayGroup } = scoped(companyId);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(e)
    .leftJoin(m, inPayGroup)
    .where(scopeWhere(e, m, scope));
  return row?.n ?? 0;
}

/** Employees employed in the period who are in no pay group: no payroll run pays them until they are assigned. */
export async function countInNoPayGroup(db: Executor, companyId: string, scope: RunScope): Promise<number> {
  const { e, m, inPayGroup } = scoped(companyId);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(e)
    .leftJoin(m, inPayGroup)
    .where(and(employedInPeriod(e, scope), sql`${m.payGroupId} is null`));
  return row?.n ?? 0;
}

/** Every employee id in the run's scope. */
export async function idsInScope(db: Executor, companyId: string, scope: RunScope): Promise<string[]> {
  const { e, m, inPayGroup } = scoped(companyId);
  const rows = await db
    .select({ id: e.id })
    .from(e)
    .leftJoin(m, inPayGroup)
    .where(scopeWhere(e, m, scope));
  return rows.map((r) => r.id);
}

/** What a run reads of an employee row (their pay group's fields are added beside). */
export const ownFieldsOf = (e: EmployeeSource) => ({
  id: e.id,
  firstName: e.firstName,
  lastName: e.lastName,
  email: e.email,
  staffId: e.staffId,
  department: e.department,
  stateOfResidence: e.stateOfResidence,
  employmentDate: e.employmentDate,
  exitDate: e.exitDate,
  bankCode: e.bankCode,
  bankName: e.bankName,
  accountNumber: e.accountNumber,
  accountName: e.accountName,
  nameCheck: e.nameCheck,
  grossPay: e.grossPay,
  pfaId: e.pfaId,
  rsaPin: e.rsaPin,
  nhf: e.nhf,
  taxId: e.taxId,
  annualRent: e.annualRent,
});
const employeeFields = (e: EmployeeSource, m: MemberSource) => ({
  ...ownFieldsOf(e),
  payGroupId: m.payGroupId,
  payGroupName: m.payGroupName,
  payStructureId: m.payStructureId,
});
type EmployeeFields = ReturnType<typeof employeeFields>;
export type ScopedEmployee = {
  [K in keyof EmployeeFields]: EmployeeFields[K]['_']['data'] | null;
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
  const { e, m, inPayGroup } = scoped(companyId);
  return db
    .select(employeeFields(e, m))
    .from(e)
    .leftJoin(m, inPayGroup)
    .where(
      and(
        scopeWhere(e, m, scope),
        after ? gt(e.id, after) : undefined,
        only ? inArray(e.id, only) : undefined,
      ),
    )
    .orderBy(asc(e.id))
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
  const e = employeesOf(companyId);
  return db
    .select({
      id: e.id,
      bankCode: e.bankCode,
      bankName: e.bankName,
      accountNumber: e.accountNumber,
      accountName: e.accountName,
      nameCheck: e.nameCheck,
    })
    .from(e)
    .where(inArray(e.id, ids));
}
