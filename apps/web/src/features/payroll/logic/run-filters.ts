// The payroll list's filters in the URL (status and search), typed by the contract's enum.
import { HISTORY_OUTCOMES, LINE_PAYMENT_STATES, PAYROLL_RUN_STATUSES } from '@paydesk/contracts';
import { z } from 'zod';

export const RUN_FILTERS = z.object({
  status: z.enum(PAYROLL_RUN_STATUSES).optional(),
  search: z.string().max(100).optional(),
});

/** The lines of one run: search and (on the pay page) the payment state. */
export const LINE_FILTERS = z.object({
  search: z.string().max(100).optional(),
  paymentState: z.enum(LINE_PAYMENT_STATES).optional(),
});

/** The history's filters: outcome and search. */
export const HISTORY_FILTERS = z.object({
  outcome: z.enum(HISTORY_OUTCOMES).optional(),
  search: z.string().max(100).optional(),
});
