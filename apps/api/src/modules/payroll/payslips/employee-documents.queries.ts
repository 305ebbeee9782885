// What employee documents read and write: the business's payslip protection, the employees' phone numbers and the
// sealed passwords they set (issue 28). The employees are people's join source.
import { type Executor, employeePayslipPasswords, payrollSettings } from '@paydesk/db';
import { and, eq, inArray } from 'drizzle-orm';
import { employeesOf } from '../../people/index.ts';

const pw = employeePayslipPasswords;

/** How the business protects the payslips it sends: `none` until it chooses. */
export async function payslipPasswordMode(db: Executor, companyId: string): Promise<string> {
  const [row] = await db
    .select({ mode: payrollSettings.payslipPassword })
    .from(payrollSettings)
    .where(eq(payrollSettings.companyId, companyId));
  return row?.mode ?? 'none';
}

/** Sets how payslips are protected, its row locked for the transaction; answers the mode it replaced. */
export async function setPayslipPasswordMode(tx: Executor, companyId: string, mode: string) {
  // The row first (a business on the default has none), so two changes at once take turns on its lock.
  await tx.insert(payrollSettings).values({ companyId }).onConflictDoNothing();
  const [before] = await tx
    .select({ mode: payrollSettings.payslipPassword })
    .from(payrollSettings)
    .where(eq(payrollSettings.companyId, companyId))
    .for('update');
  await tx
    .update(payrollSettings)
    .set({ payslipPassword: mode, updatedAt: new Date() })
    .where(eq(payrollSettings.companyId, companyId));
  return before?.mode ?? 'none';
}

/** The employee's phone number now and their sealed password, if they set one. */
export async function protectionFacts(db: Executor, companyId: string, employeeId: string) {
  const e = employeesOf(companyId);
  const [row] = await db
    .select({ phoneNumber: e.phoneNumber, sealed: pw.sealed })
    .from(e)
    .leftJoin(pw, and(eq(pw.companyId, e.companyId), eq(pw.employeeId, e.id)))
    .where(eq(e.id, employeeId));
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
  const e = employeesOf(companyId);
  const [row] = await db
    .select({ id: e.id, firstName: e.firstName, lastName: e.lastName })
    .from(e)
    .where(eq(e.id, employeeId));
  return row;
}
