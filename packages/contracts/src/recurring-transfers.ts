// Recurring transfers (issue 12, spec §2.3 /payments/transfers/recurring-transfers, §4 Recurring transfers): a
// transfer to a saved beneficiary or to another wallet of the business, repeated daily, weekly (on a weekday) or
// monthly (on a day of the month, the month's last day when shorter) from a start date in Africa/Lagos until an end
// date or a number of runs. Each run is a normal transfer; its outcome is kept in the schedule's history.
import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { page, pageQuery, success } from './envelope.ts';
import { transferNarration } from './payments.ts';
import { koboAmount, transactionPin, walletId } from './wallets.ts';

export const RECURRING_PATHS = {
  /** GET the business's recurring transfers (filter by status); POST creates one (Idempotency-Key, PIN, gateable). */
  recurringTransfers: '/wallet/employer/recurring-transfers',
  /** GET details, PATCH edits (PIN). */
  recurringTransfer: (id: string) => `/wallet/employer/recurring-transfers/${id}`,
  pause: (id: string) => `/wallet/employer/recurring-transfers/${id}/pause`,
  resume: (id: string) => `/wallet/employer/recurring-transfers/${id}/resume`,
  /** POST: stops it for good (its history stays). */
  cancel: (id: string) => `/wallet/employer/recurring-transfers/${id}/cancel`,
  /** GET: every run, newest first, with its transfer or why it failed. */
  history: (id: string) => `/wallet/employer/recurring-transfers/${id}/history`,
} as const;

export const RECURRING_MESSAGES = {
  created: 'Recurring transfer created',
  updated: 'Recurring transfer updated',
  paused: 'Recurring transfer paused',
  resumed: 'Recurring transfer resumed',
  cancelled: 'Recurring transfer cancelled',
} as const;

export const RECURRING_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];
export const RECURRING_STATUSES = ['active', 'paused', 'cancelled', 'completed'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];
export const RECURRING_RUN_STATUSES = ['paid', 'failed'] as const;
/** Weekdays as ISO numbers: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export const RECURRING_MAX_RUNS = 1_000;

export const RECURRING_DAY_MESSAGES = {
  weekly: 'Choose the weekday it runs on',
  monthly: 'Choose a day of the month from 1 to 31',
  endOrCount: 'Give an end date or a number of transfers, not both',
  endBeforeStart: 'The end date must not be before the start date',
} as const;

/** How often and when: the part of a recurring transfer that can be edited with the amount and narration. */
const timing = z.object({
  frequency: z.enum(RECURRING_FREQUENCIES, { error: 'Choose daily, weekly or monthly' }),
  /** Weekly: 1 (Monday) … 7 (Sunday); monthly: 1 … 31; daily: none. */
  day: z.number().int().nullable().optional(),
  startDate: calendarDate,
  endDate: calendarDate.nullable().optional(),
  /** The number of transfers to make, instead of an end date. */
  count: z
    .number()
    .int('Enter a whole number of transfers')
    .min(1, 'At least one transfer')
    .max(RECURRING_MAX_RUNS, `At most ${RECURRING_MAX_RUNS} transfers`)
    .nullable()
    .optional(),
});

type Timing = z.infer<typeof timing>;

/** The rules of a schedule the fields cannot say alone; used by create and edit. */
export function timingIssues(v: Partial<Timing>): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (v.frequency === 'weekly' && !(v.day && v.day >= 1 && v.day <= 7))
    issues.push({ path: 'day', message: RECURRING_DAY_MESSAGES.weekly });
  if (v.frequency === 'monthly' && !(v.day && v.day >= 1 && v.day <= 31))
    issues.push({ path: 'day', message: RECURRING_DAY_MESSAGES.monthly });
  if (v.endDate && v.count) issues.push({ path: 'count', message: RECURRING_DAY_MESSAGES.endOrCount });
  if (v.endDate && v.startDate && v.endDate < v.startDate)
    issues.push({ path: 'endDate', message: RECURRING_DAY_MESSAGES.endBeforeStart });
  return issues;
}

const checkTiming = (v: Partial<Timing>, ctx: z.RefinementCtx) => {
  for (const issue of timingIssues(v))
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

export const createRecurringTransferRequest = timing
  .extend({
    sourceWalletId: walletId,
    /** A saved 'transfers' beneficiary … */
    beneficiaryId: z.string().uuid('Beneficiary not found').optional(),
    /** … or another wallet of the business. */
    destinationWalletId: z.string().uuid('Wallet not found').optional(),
    amount: koboAmount(),
    narration: transferNarration,
    pin: transactionPin,
  })
  .superRefine((v, ctx) => {
    if (Boolean(v.beneficiaryId) === Boolean(v.destinationWalletId))
      ctx.addIssue({
        code: 'custom',
        path: ['beneficiaryId'],
        message: 'Choose a beneficiary or one of your wallets',
      });
    if (v.destinationWalletId && v.destinationWalletId === v.sourceWalletId)
      ctx.addIssue({
        code: 'custom',
        path: ['destinationWalletId'],
        message: 'Choose a wallet other than the one paying',
      });
    checkTiming(v, ctx);
  });
export type CreateRecurringTransferRequest = z.input<typeof createRecurringTransferRequest>;

/** An edit names what changes; the schedule's timing is checked as a whole once merged with what it was. */
export const updateRecurringTransferRequest = z.object({
  amount: koboAmount().optional(),
  narration: transferNarration,
  frequency: timing.shape.frequency.optional(),
  day: timing.shape.day,
  startDate: calendarDate.optional(),
  endDate: timing.shape.endDate,
  count: timing.shape.count,
  pin: transactionPin,
});
export type UpdateRecurringTransferRequest = z.input<typeof updateRecurringTransferRequest>;

export const recurringTransfer = z.object({
  _id: z.string(),
  status: z.enum(RECURRING_STATUSES),
  sourceWalletId: z.string(),
  sourceWalletName: z.string(),
  beneficiaryId: z.string().nullable(),
  destinationWalletId: z.string().nullable(),
  channel: z.enum(['bank', 'wallet']),
  bankCode: z.string(),
  bankName: z.string().nullable(),
  accountNumber: z.string(),
  accountName: z.string(),
  amount: z.number().int(),
  narration: z.string(),
  frequency: z.enum(RECURRING_FREQUENCIES),
  day: z.number().int().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  count: z.number().int().nullable(),
  runsMade: z.number().int(),
  runsFailed: z.number().int(),
  /** The next date it runs (Africa/Lagos); null once paused, cancelled or completed. */
  nextRunDate: z.string().nullable(),
  lastRunDate: z.string().nullable(),
  /**
   * A run the wallet or its limits refused, waiting for its retry (15 min, 1 h, 4 h later within its day): when it
   * is tried again and how many times it has been refused so far; null when no retry is pending.
   */
  pendingRetry: z.object({ at: z.string(), refusals: z.number().int() }).nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type RecurringTransfer = z.infer<typeof recurringTransfer>;
export const recurringTransferResponse = success(recurringTransfer);

export const recurringTransferListQuery = pageQuery.extend({
  status: z.enum(RECURRING_STATUSES).optional(),
});
export const recurringTransferListResponse = success(page(recurringTransfer));

export const recurringRun = z.object({
  _id: z.string(),
  runDate: z.string(),
  status: z.enum(RECURRING_RUN_STATUSES),
  amount: z.number().int(),
  fee: z.number().int(),
  transferId: z.string().nullable(),
  reference: z.string().nullable(),
  /** The transfer's own status when it was paid (it may still settle or be reversed by the bank). */
  transferStatus: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type RecurringRun = z.infer<typeof recurringRun>;
export const recurringHistoryResponse = success(page(recurringRun));
