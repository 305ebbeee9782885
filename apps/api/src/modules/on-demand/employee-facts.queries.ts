// The employee facts earned to date reads: the employee's columns, and the one-trip read of those with the
// business's rules, the employee's group overrides and pay group. Employees,
// groups and pay groups are read here, never written: people and payroll setup own them.
import {
  type Executor,
  employeeGroupMembers,
  employees,
  onDemandGroupRules,
  onDemandRules,
  payGroupEmployees,
  payGroups,
} from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';

type GroupRulesRow = typeof onDemandGroupRules.$inferSelect;

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
        from ${onDemandGroupRules} join ${employeeGroupMembers}
          on ${employeeGroupMembers.companyId} = ${onDemandGroupRules.companyId}
          and ${employeeGroupMembers.groupId} = ${onDemandGroupRules.groupId}
        where ${onDemandGroupRules.companyId} = ${employees.companyId}
          and ${employeeGroupMembers.employeeId} = ${employees.id})`,
      payGroup: sql<{ payGroupId: string; payStructureId: string | null } | null>`(
        select jsonb_build_object('payGroupId', ${payGroups.id}, 'payStructureId', ${payGroups.payStructureId})
        from ${payGroupEmployees} join ${payGroups}
          on ${payGroups.companyId} = ${payGroupEmployees.companyId} and ${payGroups.id} = ${payGroupEmployees.payGroupId}
        where ${payGroupEmployees.companyId} = ${employees.companyId}
          and ${payGroupEmployees.employeeId} = ${employees.id}
        limit 1)`,
    })
    .from(employees)
    .leftJoin(onDemandRules, eq(onDemandRules.companyId, employees.companyId))
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  const [row] = await query;
  return row;
}
export type EmployeeFactsRow = NonNullable<Awaited<ReturnType<typeof employeeFacts>>>;
