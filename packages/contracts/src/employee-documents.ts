// Employee documents (issue 28): payslip PDFs protected with a password — none, the last 4 digits of the
// employee's phone, or one the employee sets in the staff app (the business chooses in its payroll settings) — and
// the annual tax statement of one employee for a tax year: gross, each relief, taxable income, PAYE per payslip, the
// state it went to and its remittance with the authority's receipt. JSON and PDF for the employee (staff app), PDF
// for the employer from the employee's page (`payroll.view`).
import { z } from 'zod';
import { annualReturnReliefs } from './annual-returns.ts';
import { success } from './envelope.ts';
import { REMITTANCE_STATUSES } from './payroll-run-codes.ts';
import { authorityReceipt } from './payroll-run-remittances.ts';

export const EMPLOYEE_DOCUMENT_PATHS = {
  /** GET / PUT `{ payslipPassword }`: how the payslip PDFs the employees receive are protected. */
  settings: '/payroll/settings/documents',
  /** GET `?year=`: the employee's annual tax statement as a PDF (the employer's copy). */
  employeeTaxStatementPdf: '/payroll/employees/:employeeId/tax-statement/pdf',
  /** GET `?year=` (staff token): the employee's own tax statement. */
  staffTaxStatement: '/staff/me/tax-statement',
  /** GET `?year=` (staff token): its PDF. */
  staffTaxStatementPdf: '/staff/me/tax-statement/pdf',
  /** GET (staff token): how the business protects payslips and whether the employee set a password; PUT `{ password }`. */
  staffPayslipPassword: '/staff/me/payslip-password',
} as const;

export const PAYSLIP_PASSWORD_MODES = ['none', 'phone', 'employee'] as const;
export type PayslipPasswordMode = (typeof PAYSLIP_PASSWORD_MODES)[number];
export const PAYSLIP_PASSWORD_MODE_LABELS: Record<PayslipPasswordMode, string> = {
  none: 'No password',
  phone: "Last 4 digits of the employee's phone number",
  employee: 'A password the employee sets in the staff app',
};

/** What the payslip email says about opening the PDF (never the password itself). */
export const PAYSLIP_PASSWORD_HINTS = {
  phone: 'The password is the last 4 digits of your phone number.',
  employee: 'The password is the one you set in the Paydesk staff app.',
} as const;

/** A month's PAYE remittance as the tax statement names it. */
export const TAX_STATEMENT_REMITTANCE_LABELS = {
  unpaid: 'Not remitted',
  pending: 'Being remitted',
  paid: 'Remitted',
  failed: 'Remittance failed',
} as const;

export const EMPLOYEE_DOCUMENT_MESSAGES = {
  settingsSaved: 'Payslip settings saved',
  passwordSaved: 'Payslip password saved',
  passwordNotUsed: 'Your employer does not ask for a payslip password',
} as const;

export const documentSettings = z.object({ payslipPassword: z.enum(PAYSLIP_PASSWORD_MODES) });
export type DocumentSettings = z.infer<typeof documentSettings>;
export const documentSettingsRequest = z.strictObject({
  payslipPassword: z.enum(PAYSLIP_PASSWORD_MODES, { error: 'Choose how payslips are protected' }),
});
export const documentSettingsResponse = success(documentSettings);

export const staffPayslipPassword = z.object({
  mode: z.enum(PAYSLIP_PASSWORD_MODES),
  /** Whether the employee has set a password (never the password). */
  passwordSet: z.boolean(),
});
export type StaffPayslipPassword = z.infer<typeof staffPayslipPassword>;
export const staffPayslipPasswordRequest = z.strictObject({
  password: z
    .string({ error: 'Enter a password' })
    .min(6, 'Use at least 6 characters')
    .max(64, 'Use at most 64 characters')
    .regex(/^[\x21-\x7e]+$/, 'Use letters, digits and symbols, without spaces'),
});
export type StaffPayslipPasswordRequest = z.input<typeof staffPayslipPasswordRequest>;
export const staffPayslipPasswordResponse = success(staffPayslipPassword);

const year = z.coerce
  .number({ error: 'Year must be a number' })
  .int('Year must be a whole number')
  .min(2000, 'Year must be 2000 or later')
  .max(2100, 'Year must be 2100 or earlier');
export const taxStatementQuery = z.object({ year: year.optional() });
export const taxStatementParams = z.object({ employeeId: z.string().uuid('Employee not found') });

const figures = {
  grossPayKobo: z.number().int(),
  benefitsInKindKobo: z.number().int(),
  grossEmolumentsKobo: z.number().int(),
  reliefs: annualReturnReliefs,
  taxableIncomeKobo: z.number().int(),
  payeKobo: z.number().int(),
};

/** One payslip of the year: its figures, the state its PAYE went to, and that PAYE's remittance and receipt. */
export const taxStatementMonth = z.object({
  /** YYYY-MM of the payslip's period end. */
  month: z.string(),
  runName: z.string(),
  lineId: z.string(),
  state: z.string().nullable(),
  authority: z.string(),
  ...figures,
  remittance: z
    .object({
      _id: z.string(),
      status: z.enum(REMITTANCE_STATUSES),
      paidOn: z.string().nullable(),
      reference: z.string().nullable(),
      sessionId: z.string().nullable(),
    })
    .nullable(),
  receipt: authorityReceipt.nullable(),
});
export type TaxStatementMonth = z.infer<typeof taxStatementMonth>;

export const taxStatement = z.object({
  year: z.number().int(),
  /** Years with paid payslips, newest first (the year picker). */
  years: z.array(z.number().int()),
  employer: z.object({ name: z.string(), tin: z.string().nullable() }),
  employee: z.object({
    employeeId: z.string(),
    name: z.string(),
    staffId: z.string().nullable(),
    taxId: z.string().nullable(),
  }),
  months: z.array(taxStatementMonth),
  /** The sum of the months, to the kobo. */
  totals: z.object(figures),
  /** PAYE per state it was remitted to. */
  states: z.array(
    z.object({ state: z.string().nullable(), authority: z.string(), payeKobo: z.number().int() }),
  ),
});
export type TaxStatement = z.infer<typeof taxStatement>;
export const taxStatementResponse = success(taxStatement);
