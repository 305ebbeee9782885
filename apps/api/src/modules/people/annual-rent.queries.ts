// The employee's declared annual rent, set from a payroll line's edit (the employer records the rent while reviewing
// a run; the next runs read it from the employee, as the employee form sets it).
import { type Executor, employees } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';

/** Sets the annual rent (kobo; null: none declared) of an employee of the business; answers the one before. */
export async function setEmployeeAnnualRent(
  tx: Executor,
  companyId: string,
  employeeId: string,
  annualRent: number | null,
) {
  const [before] = await tx
    .select({ annualRent: employees.annualRent })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .for('update');
  await tx
    .update(employees)
    .set({ annualRent, updatedAt: new Date() })
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return before?.annualRent ?? null;
}
