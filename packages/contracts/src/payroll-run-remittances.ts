// Payroll runs: the remittances to the authorities and PFAs, their payment and receipts, and each employee's
// deductions traced to them.

import { byRemittance } from '@paydesk/payroll';
import { z } from 'zod';
import { page, pageQuery, success } from './envelope.ts';
import { approvalPending } from './payments.ts';
import { REMITTANCE_KINDS, REMITTANCE_STATUSES, type RemittanceKind } from './payroll-run-codes.ts';
import { uuid } from './payroll-run-shared.ts';
import { transactionPin, walletId } from './wallets.ts';

// --- remittances --------------------------------------------------------------------------------------------------

/** The receipt the authority or PFA issued for a paid remittance, as the employer recorded it. */
export const authorityReceipt = z.object({
  receiptNumber: z.string().nullable(),
  /** The uploaded file; null when only a number was recorded. */
  file: z.object({ name: z.string(), mimeType: z.string(), size: z.number().int() }).nullable(),
  recordedBy: z.string(),
  recordedAt: z.string(),
});
export type AuthorityReceipt = z.infer<typeof authorityReceipt>;
/** The multipart form's text field (the file is the `file` part). */
export const remittanceReceiptFields = z.object({
  receiptNumber: z
    .string()
    .trim()
    .max(100, 'At most 100 characters')
    .regex(/^[\w ./#:-]*$/, 'Use letters, digits, spaces and . / # : - only')
    .optional()
    .transform((v) => v || undefined),
});

export const remittance = z.object({
  _id: z.string(),
  kind: z.enum(REMITTANCE_KINDS),
  /** The party: 'Lagos State IRS', a PFA's name, FMBN, NSITF, ITF. */
  name: z.string(),
  /** PAYE: the employees' state of residence. */
  state: z.string().nullable(),
  /** Pension: the PFA. */
  pfaId: z.number().int().nullable(),
  /** The configured remittance party (its bank account); null until one is set up. */
  party: z
    .object({ _id: z.string(), name: z.string(), bankName: z.string(), accountNumber: z.string() })
    .nullable(),
  employeeCount: z.number().int(),
  amountKobo: z.number().int(),
  status: z.enum(REMITTANCE_STATUSES),
  /**
   * Why it cannot be paid (pension without a PFA, PAYE without a state: nobody to pay); null when it can. Fixed on
   * the employees, their share moves to the remittance of their PFA or state.
   */
  unpayable: z.string().nullable(),
  transferId: z.string().nullable(),
  failureReason: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The authority's receipt the employer recorded (paid remittances only). */
  receipt: authorityReceipt.nullable(),
});
export type Remittance = z.infer<typeof remittance>;
export const remittanceListResponse = success(z.array(remittance));

export const remittanceEmployee = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  staffId: z.string().nullable(),
  /** Pension: the RSA PIN; PAYE: the tax id. */
  rsaPin: z.string().nullable(),
  taxId: z.string().nullable(),
  /** Employee and employer shares (PAYE, NHF: employee only; NSITF, ITF: employer only). */
  employeeKobo: z.number().int(),
  employerKobo: z.number().int(),
  amountKobo: z.number().int(),
});
export type RemittanceEmployee = z.infer<typeof remittanceEmployee>;
export const remittanceDetail = remittance.extend({
  /** The transfer fee of paying it, and what leaves the wallet (amount + fee): the page refuses a wallet short of it. */
  feeKobo: z.number().int(),
  totalKobo: z.number().int(),
  employees: page(remittanceEmployee),
});
export const remittanceDetailQuery = pageQuery;
export const remittanceDetailResponse = success(remittanceDetail);
/** The schedule file's columns by kind (CSV header and XLSX first row). */
export const REMITTANCE_SCHEDULE_COLUMNS: Record<RemittanceKind, readonly string[]> = byRemittance((r) =>
  r.schedule.map(([header]) => header),
);
export const payRemittanceRequest = z.strictObject({ sourceWalletId: walletId, pin: transactionPin });
export type PayRemittanceRequest = z.input<typeof payRemittanceRequest>;
export const remittanceResponse = success(remittance);
/** 202: the remittance, pending; or, when a workflow covers 'payroll.remittance.payment', the approval request. */
export const payRemittanceResponse = success(z.union([remittance, approvalPending]));

/** The remittance that carried an employee's deduction, with the payment's trace (transfer, ledger entry, NIP). */
export const deductionRemittance = z.object({
  _id: z.string(),
  name: z.string(),
  status: z.enum(REMITTANCE_STATUSES),
  paidAt: z.string().nullable(),
  /** Our transfer reference and the NIP session id the bank returned once it settled. */
  reference: z.string().nullable(),
  sessionId: z.string().nullable(),
  /** The ledger entry that debited the wallet for it (the transfer's posting). */
  ledgerEntryId: z.string().nullable(),
});
/** One deduction (or employer contribution) of one payslip, traced to its remittance and the authority's receipt. */
export const deductionTrace = z.object({
  kind: z.enum(REMITTANCE_KINDS),
  employeeKobo: z.number().int(),
  employerKobo: z.number().int(),
  amountKobo: z.number().int(),
  remittance: deductionRemittance.nullable(),
  receipt: authorityReceipt.nullable(),
  /** "Pension for March 2026 deducted, not remitted" once the salaries are paid and the remittance is not. */
  gap: z.string().nullable(),
});
export type DeductionTrace = z.infer<typeof deductionTrace>;
export const remittanceHistoryMonth = z.object({
  runId: z.string(),
  runName: z.string(),
  lineId: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  deductions: z.array(deductionTrace),
});
export type RemittanceHistoryMonth = z.infer<typeof remittanceHistoryMonth>;
/** An employee's payslips month by month (newest first) with what each deducted and where it went. */
export const remittanceHistory = z.object({
  months: z.array(remittanceHistoryMonth),
  /** Every gap, newest first: what was deducted on a paid payroll and not remitted. */
  gaps: z.array(z.string()),
});
export type RemittanceHistory = z.infer<typeof remittanceHistory>;
export const remittanceHistoryResponse = success(remittanceHistory);
export const employeeRemittancesParams = z.object({ employeeId: uuid('Employee') });
