// The employee facts earned to date reads: the employee's columns, and the one-trip read of those with the
// business's rules, the employee's group overrides and pay group. Employees are read here, never written; the
// employee's groups and pay group come as subqueries from the faces of their owners (people, payroll setup).
import { type Executor, employees, onDemandGroupRules, onDemandRules } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { employeePayGroupText } from '../payroll-setup/index.ts';
import { employeeGroupIdsText } from '../people/index.ts';

type GroupRulesRow = typeof onDemandGroupRules.$inferSelect;

/** The employee of employeeFacts' statement (its from: employees, unaliased), for the owners' SQL text. */
const EMPLOYEE_COMPANY = '"employees"."company_id"';
const EMPLOYEE_ID = '"employees"."id"';

const employeeColumns = {
  id: employees.id,
  companyId: employees.companyId,
  firstName: employees.firstName,
  lastName: employees.lastName,
  staffId: employees.staffId,
  status: employees.status,
  onDemandState: employees.onDemandState,
  grossPay: employees.grossPay,
  employmentDate: employees.employmentDate,
  exitDate: employees.exitDate,
  nhf: employees.nhf,
  earningsStopped: employees.earningsStopped,
  withdrawalsPaused: employees.withdrawalsPaused,
  bankCode: employees.bankCode,
  bankName: employees.bankName,
  accountNumber: employees.accountNumber,
  accountName: employees.accountName,
  nameCheck: employees.nameCheck,
};
export type EmployeeFacts = Awaited<ReturnType<typeof findEmployee>>;

export async function findEmployee(ex: Executor, companyId: string, employeeId: string) {
  const [row] = await ex
    .select(employeeColumns)
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row;
}

/** What a group override may change (the rest of a group's row is its key and time). */
export type GroupOverride = Pick<
  GroupRulesRow,
  'accessPercent' | 'cutOffDays' | 'minWithdrawal' | 'maxWithdrawal' | 'withdrawalsPerPeriod'
>;

/**
 * Everything earned to date reads about an employee that their own requests do not change, in one round trip: the
 * employee, the business's rules, the overrides of the employee's groups and their pay group (payroll setup's, read
 * here and never written). The request path reads the same under the employee's row lock, with the staff session,
 * the takings and the webhook targets, in its prebuilt statement (request-facts.queries.ts); here the targets are
 * empty.
 */
export async function employeeFacts(ex: Executor, companyId: string, employeeId: string) {
  const query = ex
    .select({
      webhookTargets: sql<string[]>`'[]'::jsonb`,
      employee: employeeColumns,
      rules: onDemandRules,
      overrides: sql<GroupOverride[]>`(
        select coalesce(jsonb_agg(jsonb_build_object(
          'accessPercent', ${onDemandGroupRules.accessPercent},
          'cutOffDays', ${onDemandGroupRules.cutOffDays},
          'minWithdrawal', ${onDemandGroupRules.minWithdrawal},
          'maxWithdrawal', ${onDemandGroupRules.maxWithdrawal},
          'withdrawalsPerPeriod', ${onDemandGroupRules.withdrawalsPerPeriod})), '[]'::jsonb)
        from ${onDemandGroupRules}
        where ${onDemandGroupRules.companyId} = ${employees.companyId}
          and ${onDemandGroupRules.groupId} in ${sql.raw(employeeGroupIdsText(EMPLOYEE_COMPANY, EMPLOYEE_ID))})`,
      payGroup: sql<{ payGroupId: string; payStructureId: string | null } | null>`${sql.raw(
        employeePayGroupText(EMPLOYEE_COMPANY, EMPLOYEE_ID),
      )}`,
    })
    .from(employees)
    .leftJoin(onDemandRules, eq(onDemandRules.companyId, employees.companyId))
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  const [row] = await query;
  return row;
}
export type EmployeeFactsRow = NonNullable<Awaited<ReturnType<typeof employeeFacts>>>;
