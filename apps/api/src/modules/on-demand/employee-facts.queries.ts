// The employee facts earned to date reads: the employee's columns, and the one-trip read of those with the
// business's rules, the employee's group overrides and pay group. Employees are read here, never written; the
// employee comes from people's join source, and their groups and pay group as subqueries from the faces of their
// owners (people, payroll setup).
import { type Executor, onDemandGroupRules, onDemandRules } from '@paydesk/db';
import { eq, sql } from 'drizzle-orm';
import { employeePayGroupText } from '../payroll-setup/index.ts';
import { type EmployeeSource, employeeGroupIdsText, employeesOf } from '../people/index.ts';

type GroupRulesRow = typeof onDemandGroupRules.$inferSelect;

/** The employee of employeeFacts' statement (people's source, its alias `employee`), for the owners' SQL text. */
const EMPLOYEE_COMPANY = '"employee"."company_id"';
const EMPLOYEE_ID = '"employee"."id"';

const employeeColumns = (employee: EmployeeSource) => ({
  id: employee.id,
  companyId: employee.companyId,
  firstName: employee.firstName,
  lastName: employee.lastName,
  staffId: employee.staffId,
  status: employee.status,
  onDemandState: employee.onDemandState,
  grossPay: employee.grossPay,
  employmentDate: employee.employmentDate,
  exitDate: employee.exitDate,
  nhf: employee.nhf,
  earningsStopped: employee.earningsStopped,
  withdrawalsPaused: employee.withdrawalsPaused,
  bankCode: employee.bankCode,
  bankName: employee.bankName,
  accountNumber: employee.accountNumber,
  accountName: employee.accountName,
  nameCheck: employee.nameCheck,
});
export type EmployeeFacts = Awaited<ReturnType<typeof findEmployee>>;

export async function findEmployee(ex: Executor, companyId: string, employeeId: string) {
  const employee = employeesOf(companyId);
  const [row] = await ex.select(employeeColumns(employee)).from(employee).where(eq(employee.id, employeeId));
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
  const employee = employeesOf(companyId);
  const query = ex
    .select({
      webhookTargets: sql<string[]>`'[]'::jsonb`,
      employee: employeeColumns(employee),
      rules: onDemandRules,
      overrides: sql<GroupOverride[]>`(
        select coalesce(jsonb_agg(jsonb_build_object(
          'accessPercent', ${onDemandGroupRules.accessPercent},
          'cutOffDays', ${onDemandGroupRules.cutOffDays},
          'minWithdrawal', ${onDemandGroupRules.minWithdrawal},
          'maxWithdrawal', ${onDemandGroupRules.maxWithdrawal},
          'withdrawalsPerPeriod', ${onDemandGroupRules.withdrawalsPerPeriod})), '[]'::jsonb)
        from ${onDemandGroupRules}
        where ${onDemandGroupRules.companyId} = ${employee.companyId}
          and ${onDemandGroupRules.groupId} in ${sql.raw(employeeGroupIdsText(EMPLOYEE_COMPANY, EMPLOYEE_ID))})`,
      payGroup: sql<{ payGroupId: string; payStructureId: string | null } | null>`${sql.raw(
        employeePayGroupText(EMPLOYEE_COMPANY, EMPLOYEE_ID),
      )}`,
    })
    .from(employee)
    .leftJoin(onDemandRules, eq(onDemandRules.companyId, employee.companyId))
    .where(eq(employee.id, employeeId));
  const [row] = await query;
  return row;
}
export type EmployeeFactsRow = NonNullable<Awaited<ReturnType<typeof employeeFacts>>>;
