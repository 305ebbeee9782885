// Data access of reconciliation: per period and employee, what live requests left to deduct and what was
// recovered; recoveries recorded by payroll runs or paid notes.
import { type Executor, employees, onDemandRecoveries, onDemandRequests, type Tx } from '@paydesk/db';
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';

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
  return ex
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      staffId: employees.staffId,
    })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids)));
}

export async function insertRecovery(tx: Tx, row: typeof onDemandRecoveries.$inferInsert) {
  const [saved] = await tx.insert(onDemandRecoveries).values(row).onConflictDoNothing().returning();
  return saved;
}

export async function requestPeriods(ex: Executor, companyId: string) {
  const rows = await ex
    .selectDistinct({ period: onDemandRequests.period })
    .from(onDemandRequests)
    .where(eq(onDemandRequests.companyId, companyId))
    .orderBy(desc(onDemandRequests.period));
  return rows.map((r) => r.period);
}

export async function setRecoveryEntry(tx: Tx, companyId: string, id: string, entryId: string) {
  await tx
    .update(onDemandRecoveries)
    .set({ entryId })
    .where(and(eq(onDemandRecoveries.companyId, companyId), eq(onDemandRecoveries.id, id)));
}
