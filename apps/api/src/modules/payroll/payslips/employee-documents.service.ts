// Payslip protection (issue 28). The business chooses how the payslip PDFs its employees receive are protected:
// no password, the last 4 digits of the employee's phone number, or a password the employee sets in the staff app
// (kept sealed, lib/sealed-secrets.ts: it must be usable to encrypt; never in clear, never returned). An employee
// who has not set one yet gets the last 4 digits of their phone meanwhile, and the email says which. The
// employee's own download is protected; the employer's download from the run stays open (the employer holds the
// figures already, and a password it does not know would only lock it out).
import {
  type DocumentSettings,
  EMPLOYEE_DOCUMENT_MESSAGES,
  PAYSLIP_PASSWORD_HINTS,
  type PayslipPasswordMode,
  type StaffPayslipPassword,
  type StaffPayslipPasswordRequest,
} from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { Caller, RequestOrigin } from '../../../http/route-kit.ts';
import { Conflict, NotFound } from '../../../lib/errors.ts';
import { seal, unseal } from '../../../lib/sealed-secrets.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordAudit } from '../../../platform/audit/audit.service.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import * as q from './employee-documents.queries.ts';
import type { PdfProtection } from './payslip-pdf.ts';

const PURPOSE = 'payslip-passwords';

export type ProtectionSource = keyof typeof PAYSLIP_PASSWORD_HINTS;

const lastFour = (phone: string | null | undefined) => {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
};

/** Which password protects an employee's payslip under the business's setting (null: none). */
export function protectionSourceOf(mode: string, passwordSet: boolean): ProtectionSource | null {
  if (mode === 'none') return null;
  return mode === 'employee' && passwordSet ? 'employee' : 'phone';
}

/** The email's words on opening the PDF: how to find the password, never the password. */
export const protectionHint = (source: ProtectionSource | null) =>
  source ? `The PDF is protected with a password. ${PAYSLIP_PASSWORD_HINTS[source]}` : null;

/** The password that opens this employee's payslips, or null when the business protects none. */
export async function payslipProtection(
  deps: { db: Executor; config: Pick<PayrollDeps['config'], 'APP_SECRET'> },
  companyId: string,
  employeeId: string,
): Promise<PdfProtection | null> {
  const mode = await q.payslipPasswordMode(deps.db, companyId);
  if (mode === 'none') return null;
  const facts = await q.protectionFacts(deps.db, companyId, employeeId);
  if (!facts) return null;
  if (mode === 'employee' && facts.sealed)
    return { userPassword: unseal(deps.config.APP_SECRET, PURPOSE, facts.sealed) };
  const four = lastFour(facts.phoneNumber);
  return four ? { userPassword: four } : null;
}

/** The hint of each employee of a batch of payslip emails. */
export async function protectionSources(db: Executor, companyId: string, employeeIds: readonly string[]) {
  const mode = await q.payslipPasswordMode(db, companyId);
  const withPassword =
    mode === 'employee' ? await q.employeesWithPassword(db, companyId, employeeIds) : new Set<string>();
  return (employeeId: string) => protectionSourceOf(mode, withPassword.has(employeeId));
}

export async function documentSettings(
  deps: Pick<PayrollDeps, 'db'>,
  companyId: string,
): Promise<DocumentSettings> {
  return { payslipPassword: (await q.payslipPasswordMode(deps.db, companyId)) as PayslipPasswordMode };
}

export async function saveDocumentSettings(
  deps: Pick<PayrollDeps, 'db' | 'onEffectError'>,
  caller: Caller,
  body: DocumentSettings,
): Promise<DocumentSettings> {
  const { companyId } = caller.auth;
  return transact(
    deps.db,
    async (tx) => {
      const before = await q.setPayslipPasswordMode(tx, companyId, body.payslipPassword);
      await recordCallerAudit(tx, caller, {
        action: 'payroll.settings.documents',
        target: { type: 'business', id: companyId },
        outcome: 'success',
        metadata: { before: { payslipPassword: before }, after: { payslipPassword: body.payslipPassword } },
      });
      return { payslipPassword: body.payslipPassword };
    },
    deps.onEffectError,
  );
}

type Me = { companyId: string; employeeId: string };

export async function myPayslipPassword(
  deps: Pick<PayrollDeps, 'db'>,
  me: Me,
): Promise<StaffPayslipPassword> {
  const mode = (await q.payslipPasswordMode(deps.db, me.companyId)) as PayslipPasswordMode;
  const set = await q.employeesWithPassword(deps.db, me.companyId, [me.employeeId]);
  return { mode, passwordSet: set.has(me.employeeId) };
}

/** Sets the employee's payslip password: 409 unless the business asks employees to set one. */
export async function setMyPayslipPassword(
  deps: Pick<PayrollDeps, 'db' | 'config' | 'onEffectError'>,
  me: Me,
  origin: RequestOrigin,
  body: StaffPayslipPasswordRequest,
): Promise<StaffPayslipPassword> {
  const mode = await q.payslipPasswordMode(deps.db, me.companyId);
  if (mode !== 'employee') throw new Conflict(EMPLOYEE_DOCUMENT_MESSAGES.passwordNotUsed);
  return transact(
    deps.db,
    async (tx) => {
      const employee = await q.findEmployeeName(tx, me.companyId, me.employeeId);
      if (!employee) throw new NotFound('Employee');
      await q.upsertPassword(
        tx,
        me.companyId,
        me.employeeId,
        seal(deps.config.APP_SECRET, PURPOSE, body.password),
      );
      await recordAudit(tx, {
        companyId: me.companyId,
        actor: { type: 'user', id: null, label: `${employee.firstName} ${employee.lastName} (employee)` },
        action: 'staff.payslip-password.set',
        target: { type: 'employee', id: me.employeeId },
        outcome: 'success',
        ip: origin.ip ?? null,
        userAgent: origin.userAgent ?? null,
      });
      return { mode: 'employee' as const, passwordSet: true };
    },
    deps.onEffectError,
  );
}
