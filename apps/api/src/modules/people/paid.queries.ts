// Employees who have been paid (a salary or on-demand pay settled): they can no longer be deleted, only archived.
import { type Executor, employees } from '@paydesk/db';
import { and, eq, inArray } from 'drizzle-orm';

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
