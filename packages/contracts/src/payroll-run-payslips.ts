// Payroll runs: the payslips of a run, and the employee's own payslips and remittance receipts (/staff).
import { z } from 'zod';
import { page, pageQuery, success } from './envelope.ts';
import { LINE_PAYMENT_STATES, REMITTANCE_KINDS } from './payroll-run-codes.ts';
import { payslipBreakdown } from './payroll-run-review.ts';
import { lineMoney, uuid } from './payroll-run-shared.ts';

// --- payslips -----------------------------------------------------------------------------------------------------

export const payslipListQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });
export const payslipListItem = z.object({
  lineId: z.string(),
  employeeId: z.string(),
  employeeName: z.string(),
  email: z.string(),
  netPayKobo: z.number().int(),
  emailedAt: z.string().nullable(),
  emailCount: z.number().int(),
});
export type PayslipListItem = z.infer<typeof payslipListItem>;
export const payslipListResponse = success(page(payslipListItem));
export const resendPayslipsResult = z.object({ queued: z.number().int() });
export const resendPayslipsResponse = success(resendPayslipsResult);

// --- the employee (/staff) ------------------------------------------------------------------------------------------

export const staffPayslip = z.object({
  lineId: z.string(),
  runId: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payDate: z.string(),
  ...lineMoney,
  paymentState: z.enum(LINE_PAYMENT_STATES),
});
export type StaffPayslip = z.infer<typeof staffPayslip>;
export const staffPayslipListResponse = success(page(staffPayslip));
export const staffPayslipDetail = staffPayslip.extend({ breakdown: payslipBreakdown });
export const staffPayslipResponse = success(staffPayslipDetail);

/** Proof that the employer paid the employee's tax or pension: one per employee, remittance and run. */
export const remittanceReceipt = z.object({
  _id: z.string(),
  runId: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  kind: z.enum(REMITTANCE_KINDS),
  partyName: z.string(),
  state: z.string().nullable(),
  rsaPin: z.string().nullable(),
  employeeKobo: z.number().int(),
  employerKobo: z.number().int(),
  amountKobo: z.number().int(),
  reference: z.string().nullable(),
  paidAt: z.string(),
});
export type RemittanceReceipt = z.infer<typeof remittanceReceipt>;
export const staffRemittanceReceiptsResponse = success(page(remittanceReceipt));
export const staffRemittanceReceiptParams = z.object({ receiptId: z.string().min(1).max(200) });
export const staffAuthorityReceiptParams = z.object({ remittanceId: uuid('Receipt') });
