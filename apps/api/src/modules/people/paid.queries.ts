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
 * The demo: the owner has every account the name enquiry did not match, or never checked, checked again with the
 * bank, so the seeded draft payroll can be submitted and paid as seeded. The sandbox rail names such an account
 * after its holder, and that answer is what is stored: the one result the employee's page, the list and the export
 * all show. Answers how many were checked.
 */
export async function confirmDemoBankAccounts(tx: Executor, companyId: string) {
  const rows = await tx
    .update(employees)
    .set({
      nameCheck: 'matched',
      accountName: sql`upper(${employees.firstName} || ' ' || ${employees.lastName})`,
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
