// Employees who have been paid (a salary or on-demand pay settled: they can no longer be deleted, only archived),
// and the demo owner's confirmation of the demo's unmatched bank accounts.
import { type Executor, employees } from '@paydesk/db';
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';

/** Marks these employees of the business as paid (idempotent; the ones already marked are left alone). */
export async function markEmployeesPaid(tx: Executor, companyId: string, employeeIds: string[]) {
  for (let i = 0; i < employeeIds.length; i += 5_000)
    await tx
      .update(employees)
      .set({ hasBeenPaid: true })
      .where(
        and(
          eq(employees.companyId, companyId),
          inArray(employees.id, employeeIds.slice(i, i + 5_000)),
          eq(employees.hasBeenPaid, false),
        ),
      );
}

/**
 * The demo: the owner confirms every bank account the name enquiry did not match (as they would on the employee's
 * page), so the seeded draft payroll can be submitted and paid as seeded. Answers how many were confirmed.
 */
export async function confirmDemoBankAccounts(tx: Executor, companyId: string) {
  const rows = await tx
    .update(employees)
    .set({
      nameCheck: 'matched',
      accountName: sql`coalesce(nullif(${employees.accountName}, ''), upper(${employees.firstName} || ' ' || ${employees.lastName}))`,
    })
    .where(
      and(
        eq(employees.companyId, companyId),
        ne(employees.nameCheck, 'matched'),
        isNotNull(employees.accountNumber),
        ne(employees.status, 'disabled'),
      ),
    )
    .returning({ id: employees.id });
  return rows.length;
}
