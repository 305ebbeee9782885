// Payroll runs: paying the salaries (the quote, the payment, sending failed lines again).
import { z } from 'zod';
import { success } from './envelope.ts';
import { approvalPending } from './payments.ts';
import { uuid } from './payroll-run-shared.ts';
import { payrollRun } from './payroll-runs.ts';
import { transactionPin, walletId } from './wallets.ts';

// --- pay salaries -------------------------------------------------------------------------------------------------

export const paySalaryQuoteQuery = z.object({ sourceWalletId: walletId.optional() });
export const paySalaryQuote = z.object({
  /** Lines to pay (net pay above zero, a bank account) and their sum. */
  payableCount: z.number().int(),
  netPayKobo: z.number().int(),
  feesKobo: z.number().int(),
  /** What leaves the wallet: net pay + fees. */
  totalKobo: z.number().int(),
  /** Lines not paid by transfer (nothing to pay or no bank account). */
  skippedCount: z.number().int(),
  wallet: z
    .object({ _id: z.string(), name: z.string(), availableKobo: z.number().int(), sufficient: z.boolean() })
    .nullable(),
});
export type PaySalaryQuote = z.infer<typeof paySalaryQuote>;
export const paySalaryQuoteResponse = success(paySalaryQuote);

export const paySalaryRequest = z.strictObject({ sourceWalletId: walletId, pin: transactionPin });
/** 202: the run, paying; or, when a workflow covers 'payroll.salary.payment', the approval request (nothing sent). */
export const paySalaryResponse = success(z.union([payrollRun, approvalPending]));
export type PaySalaryRequest = z.input<typeof paySalaryRequest>;
export const retrySalaryRequest = z.strictObject({
  pin: transactionPin,
  /** Only these failed lines (default: every failed line). */
  lineIds: z.array(uuid('Payroll line')).max(10_000).optional(),
});
export type RetrySalaryRequest = z.input<typeof retrySalaryRequest>;
