// What employee documents read and write: the business's payslip protection, the employees' phone numbers and the
// sealed passwords they set (issue 28).
import { type Executor, employeePayslipPasswords, employees } from '@paydesk/db';
import { and, eq, inArray } from 'drizzle-orm';

const pw = employeePayslipPasswords;

// The business's payslip protection is a column of its row: read and set through the businesses face.
export { payslipPasswordMode, setPayslipPasswordMode } from '../../businesses/index.ts';

/** The employee's phone number now and their sealed password, if they set one. */
export async function protectionFacts(db: Executor, companyId: string, employeeId: string) {
  const [row] = await db
    .select({ phoneNumber: employees.phoneNumber, sealed: pw.sealed })
    .from(employees)
    .leftJoin(pw, and(eq(pw.companyId, employees.companyId), eq(pw.employeeId, employees.id)))
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row;
}

/** Which of these employees set a password (not the passwords). */
export async function employeesWithPassword(db: Executor, companyId: string, employeeIds: readonly string[]) {
  if (employeeIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ employeeId: pw.employeeId })
    .from(pw)
    .where(and(eq(pw.companyId, companyId), inArray(pw.employeeId, [...employeeIds])));
  return new Set(rows.map((r) => r.employeeId));
}

export async function upsertPassword(tx: Executor, companyId: string, employeeId: string, sealed: string) {
  await tx
    .insert(pw)
    .values({ companyId, employeeId, sealed })
    .onConflictDoUpdate({ target: [pw.companyId, pw.employeeId], set: { sealed, updatedAt: new Date() } });
}

export async function findEmployeeName(db: Executor, companyId: string, employeeId: string) {
  const [row] = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row;
}
