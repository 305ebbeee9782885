// Data access of employees' on-demand accounts and transactions: requests and recoveries as ledger-backed lines,
// the employees' names from people's join source.
import { type Executor, onDemandRecoveries, onDemandRequests } from '@paydesk/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { employeesOf } from '../people/index.ts';

/** What each employee owes across periods (settled withdrawals + approved savings, to deduct) and has repaid. */
export async function owedByEmployee(ex: Executor, companyId: string, employeeIds: string[]) {
  if (employeeIds.length === 0) return { owed: [], recovered: [] };
  const [owed, recovered] = await Promise.all([
    ex
      .select({
        employeeId: onDemandRequests.employeeId,
        toDeduct: sql<string>`coalesce(sum(${onDemandRequests.toDeduct}), 0)`,
        requests: sql<number>`count(*)::int`,
      })
      .from(onDemandRequests)
      .where(
        and(
          eq(onDemandRequests.companyId, companyId),
          inArray(onDemandRequests.employeeId, employeeIds),
          sql`(${onDemandRequests.status} = 'settled' or (${onDemandRequests.kind} = 'saving' and ${onDemandRequests.status} = 'approved'))`,
        ),
      )
      .groupBy(onDemandRequests.employeeId),
    ex
      .select({
        employeeId: onDemandRecoveries.employeeId,
        amount: sql<string>`coalesce(sum(${onDemandRecoveries.amount}), 0)`,
      })
      .from(onDemandRecoveries)
      .where(
        and(eq(onDemandRecoveries.companyId, companyId), inArray(onDemandRecoveries.employeeId, employeeIds)),
      )
      .groupBy(onDemandRecoveries.employeeId),
  ]);
  return { owed, recovered };
}

export async function requestsOf(
  ex: Executor,
  companyId: string,
  filter: { employeeId?: string | undefined },
  page: { offset: number; limit: number },
) {
  const employee = employeesOf(companyId);
  return ex
    .select({
      request: onDemandRequests,
      firstName: employee.firstName,
      lastName: employee.lastName,
    })
    .from(onDemandRequests)
    .innerJoin(employee, eq(employee.id, onDemandRequests.employeeId))
    .where(
      and(
        eq(onDemandRequests.companyId, companyId),
        filter.employeeId ? eq(onDemandRequests.employeeId, filter.employeeId) : undefined,
        sql`${onDemandRequests.entryId} is not null`,
      ),
    )
    .orderBy(desc(onDemandRequests.createdAt))
    .limit(page.limit)
    .offset(page.offset);
}

export async function recoveriesOf(
  ex: Executor,
  companyId: string,
  employeeId: string | undefined,
  limit: number,
) {
  return ex
    .select()
    .from(onDemandRecoveries)
    .where(
      and(
        eq(onDemandRecoveries.companyId, companyId),
        employeeId ? eq(onDemandRecoveries.employeeId, employeeId) : undefined,
      ),
    )
    .orderBy(desc(onDemandRecoveries.createdAt))
    .limit(limit);
}
