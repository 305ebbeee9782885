// Payroll runs: the history (completed and rejected runs) and a run's transactions.
import { z } from 'zod';
import { page, pageQuery, success } from './envelope.ts';
import { LINE_PAYMENT_STATES, REMITTANCE_KINDS } from './payroll-run-codes.ts';
import { payrollSummary } from './payroll-run-review.ts';
import { payrollRun, payrollRunListItem } from './payroll-runs.ts';

// --- history ------------------------------------------------------------------------------------------------------

export const HISTORY_OUTCOMES = ['completed', 'rejected'] as const;
export const payrollHistoryQuery = pageQuery.extend({
  outcome: z.enum(HISTORY_OUTCOMES).optional(),
  search: z.string().trim().max(100).optional(),
  download: z.enum(['csv', 'xlsx']).optional(),
});
export const payrollHistoryItem = payrollRunListItem.extend({
  outcome: z.enum(HISTORY_OUTCOMES),
  rejectionReason: z.string().nullable(),
});
export type PayrollHistoryItem = z.infer<typeof payrollHistoryItem>;
export const payrollHistoryResponse = success(page(payrollHistoryItem));
export const payrollHistoryDetail = z.object({ run: payrollRun, summary: payrollSummary });
export type PayrollHistoryDetail = z.infer<typeof payrollHistoryDetail>;
export const payrollHistoryDetailResponse = success(payrollHistoryDetail);

/** A transaction of a run: a salary or a remittance sent through the bank rail. */
export const payrollTransaction = z.object({
  _id: z.string(),
  kind: z.enum(['salary', ...REMITTANCE_KINDS]),
  beneficiaryName: z.string(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  amountKobo: z.number().int(),
  feeKobo: z.number().int(),
  state: z.enum(LINE_PAYMENT_STATES),
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type PayrollTransaction = z.infer<typeof payrollTransaction>;
export const payrollTransactionsQuery = pageQuery.extend({
  state: z.enum(LINE_PAYMENT_STATES).optional(),
  download: z.enum(['csv', 'xlsx']).optional(),
});
export const payrollTransactionsResponse = success(page(payrollTransaction));
