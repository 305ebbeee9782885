// On-demand pay (earned wage access; spec §2.2 /setwithdrawals, §2.3 on-demand routes, §4 guard step 6 and
// "Withdrawals and savings requests", §8 toasts): the business's rules and per-group overrides, earned to date,
// withdrawals and savings requests (employee side under /staff, employer side with approvals and the emailed
// single-use link), reconciliation per pay period, payment notes of the advanced funding mode and their payments.
// Money is kobo. Every money-moving POST takes the `Idempotency-Key` header (architecture rule 7).
import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { page, pageQuery, success } from './envelope.ts';
import { koboAmount, transactionPin, walletId } from './wallets.ts';

/** Employer paths (signed-in business members), in the style of the other contracts. */
export const ON_DEMAND_PATHS = {
  /** GET the business rules with the per-group overrides; PUT replaces the business rules (audited). */
  rules: '/b2b/employer/on-demand/rules',
  /** PUT sets one group's overrides (they win over the business rules); DELETE removes them. */
  groupRules: '/b2b/employer/on-demand/rules/groups/:groupId',
  /** GET one employee's earned to date and available amount today. */
  employeeEarned: '/b2b/employer/on-demand/employees/:id/earned',
  /** GET withdrawals and savings requests with filters (`withdrawalListQuery`). */
  withdrawals: '/b2b/employer/on-demand/withdrawals',
  /** GET the same filters as CSV. */
  withdrawalsExport: '/b2b/employer/on-demand/withdrawals/export',
  withdrawal: '/b2b/employer/on-demand/withdrawals/:id',
  /** Body `approveRequest`: a withdrawal is approved with the transaction PIN. */
  approve: '/b2b/employer/on-demand/withdrawals/:id/approve',
  reject: '/b2b/employer/on-demand/withdrawals/:id/reject',
  /** Body `{ ids }` (+ `pin` to approve withdrawals, `reason` to reject): per-item successes and failures. */
  bulkApprove: '/b2b/employer/on-demand/withdrawals/bulk/approve',
  bulkReject: '/b2b/employer/on-demand/withdrawals/bulk/reject',
  /** GET the pay periods that have on-demand activity, newest first. */
  reconciliationPeriods: '/b2b/employer/on-demand/reconciliation/periods',
  /** GET one period's lines per employee (`reconciliationQuery`). */
  reconciliation: '/b2b/employer/on-demand/reconciliation',
  reconciliationExport: '/b2b/employer/on-demand/reconciliation/export',
  /** Advanced mode: the period's payment note (invoice) per period. */
  paymentNotes: '/b2b/employer/on-demand/payment-notes',
  paymentNote: '/b2b/employer/on-demand/payment-notes/:invoiceId',
  paymentNotePdf: '/b2b/employer/on-demand/payment-notes/:invoiceId/pdf',
  /** POST `{ walletId, pin }` + Idempotency-Key: pays the note from a wallet. */
  paymentNotePay: '/b2b/employer/on-demand/payment-notes/:invoiceId/pay',
  /** GET payments of payment notes made (/payment-history). */
  paymentHistory: '/b2b/employer/on-demand/payment-history',
  /** GET on-demand ledger transactions of the business (/transaction-history, company flag employeeEva). */
  transactions: '/b2b/employer/on-demand/transactions',
} as const;

/**
 * Open paths (no session): the signed single-use link of the approval email (/setwithdrawals/{payload}). GET shows
 * the request; POST decides it with the designated approver's transaction PIN.
 */
export const ON_DEMAND_LINK_PATHS = {
  link: '/auth/on-demand/setwithdrawals/:payload',
  approve: '/auth/on-demand/setwithdrawals/:payload/approve',
  reject: '/auth/on-demand/setwithdrawals/:payload/reject',
} as const;

/** The web page the emailed link opens (spec §2.2). */
export const SET_WITHDRAWALS_PAGE = '/setwithdrawals';

/** Employee paths (staff token, the employee app under /staff). */
export const STAFF_ON_DEMAND_PATHS = {
  /** GET earned to date, available, drawn, fees, saved, rules that apply. */
  summary: '/staff/on-demand/summary',
  /** GET the fee and what arrives for `?amount=` (kobo). */
  quote: '/staff/on-demand/quote',
  /** GET own withdrawals and savings (`staffRequestListQuery`); POST requests a withdrawal (Idempotency-Key). */
  withdrawals: '/staff/on-demand/withdrawals',
  /** POST requests a saving (Idempotency-Key). */
  savings: '/staff/on-demand/savings',
} as const;

/** Spec §8 toasts and the messages the API answers with. */
export const ON_DEMAND_MESSAGES = {
  withdrawalApproved: 'Withdrawal Approved',
  withdrawalRejected: 'Withdrawal Rejected',
  savingsApproved: 'Savings request approved',
  savingsRejected: 'Savings request rejected',
  rulesSaved: 'On-demand pay settings saved',
  groupRulesSaved: 'Group overrides saved',
  groupRulesRemoved: 'Group overrides removed',
  withdrawalRequested: 'Withdrawal requested',
  savingRequested: 'Saving requested',
  notePaid: 'Payment note paid',
  linkExpired: 'This approval link has expired',
  linkUsed: 'This approval link has already been used',
  linkInvalid: 'This approval link is not valid',
  notDesignatedApprover: 'Only the designated approver can decide this request',
  alreadyDecided: 'This request has already been decided',
  notOnDemand: 'You are not on on-demand pay',
  noRules: 'On-demand pay is not set up for your employer yet',
  noBankAccount: 'Confirm your bank account before withdrawing',
  noteAlreadyPaid: 'This payment note has already been paid',
} as const;

/** Why a request is refused: each names its rule (the `code` of the 4xx; message from `refusalMessage`). */
export const ON_DEMAND_REFUSALS = {
  overAvailable: 'ON_DEMAND_OVER_AVAILABLE',
  afterCutOff: 'ON_DEMAND_AFTER_CUT_OFF',
  beyondCount: 'ON_DEMAND_BEYOND_COUNT',
  paused: 'ON_DEMAND_PAUSED',
  belowMinimum: 'ON_DEMAND_BELOW_MINIMUM',
  aboveMaximum: 'ON_DEMAND_ABOVE_MAXIMUM',
  savingsOff: 'ON_DEMAND_SAVINGS_OFF',
  /** The payroll paid the employee's salary for this pay period: nothing more can be drawn on it. */
  salaryPaid: 'ON_DEMAND_SALARY_PAID',
} as const;
export type OnDemandRefusal = keyof typeof ON_DEMAND_REFUSALS;

export const FUNDING_MODES = ['prefunded', 'advanced'] as const;
export type FundingMode = (typeof FUNDING_MODES)[number];
export const FEE_BEARERS = ['employee', 'business'] as const;
export type FeeBearer = (typeof FEE_BEARERS)[number];
export const FEE_TYPES = ['flat', 'percent'] as const;

export const REQUEST_KINDS = ['withdrawal', 'saving'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
/**
 * pending-approval → approved (saving: final) | rejected; a withdrawal, once approved (or at once without approval),
 * goes processing → settled | reversed (the transfer failed and the money came back).
 */
export const REQUEST_STATUSES = [
  'pending-approval',
  'approved',
  'processing',
  'settled',
  'reversed',
  'rejected',
] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

const percent = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be between 0 and 100`)
    .max(100, `${label} must be between 0 and 100`);
const kobo = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be whole kobo`)
    .min(0, `${label} cannot be negative`);

// --- rules ---------------------------------------------------------------------------------------------

export const onDemandRulesRequest = z
  .strictObject({
    /** Percent of earned net pay an employee may draw (e.g. 50). */
    accessPercent: percent('Access share').min(1, 'Access share must be between 1 and 100'),
    /** Days before payday after which no withdrawal is allowed. */
    cutOffDays: z
      .number()
      .int()
      .min(0, 'Cut-off must be 0 to 15 days')
      .max(15, 'Cut-off must be 0 to 15 days'),
    /** Day of the month pay is paid (29–31 mean the month's last day in shorter months). */
    payday: z
      .number()
      .int()
      .min(1, 'Payday must be a day of the month')
      .max(31, 'Payday must be a day of the month'),
    minWithdrawal: kobo('Minimum withdrawal'),
    maxWithdrawal: kobo('Maximum withdrawal'),
    withdrawalsPerPeriod: z.number().int().min(1, 'Allow at least one withdrawal').max(31),
    feeType: z.enum(FEE_TYPES),
    /** Kobo when flat; basis points (1/100 %) when percent. */
    feeValue: kobo('Fee'),
    feeBearer: z.enum(FEE_BEARERS),
    approvalRequired: z.boolean(),
    /** Business member ids who may approve (and receive the approval email with its link). */
    approverIds: z.array(z.uuid()).max(20).default([]),
    savingsEnabled: z.boolean(),
    fundingMode: z.enum(FUNDING_MODES),
  })
  .refine((r) => r.maxWithdrawal === 0 || r.maxWithdrawal >= r.minWithdrawal, {
    path: ['maxWithdrawal'],
    message: 'Maximum withdrawal must not be below the minimum',
  })
  .refine((r) => !r.approvalRequired || r.approverIds.length > 0, {
    path: ['approverIds'],
    message: 'Choose at least one approver',
  })
  .refine((r) => r.feeType === 'flat' || r.feeValue <= 10_000, {
    path: ['feeValue'],
    message: 'A percentage fee is at most 100%',
  });
export type OnDemandRulesRequest = z.input<typeof onDemandRulesRequest>;

/** Group overrides: any field left out (or null) follows the business rules. */
export const groupRulesRequest = z.strictObject({
  accessPercent: percent('Access share').min(1).nullish(),
  cutOffDays: z.number().int().min(0).max(15).nullish(),
  minWithdrawal: kobo('Minimum withdrawal').nullish(),
  maxWithdrawal: kobo('Maximum withdrawal').nullish(),
  withdrawalsPerPeriod: z.number().int().min(1).max(31).nullish(),
});
export type GroupRulesRequest = z.input<typeof groupRulesRequest>;

export const groupRules = z.object({
  groupId: z.string(),
  groupName: z.string(),
  accessPercent: z.number().nullable(),
  cutOffDays: z.number().nullable(),
  minWithdrawal: z.number().nullable(),
  maxWithdrawal: z.number().nullable(),
  withdrawalsPerPeriod: z.number().nullable(),
});
export type GroupRules = z.infer<typeof groupRules>;

export const onDemandRules = z.object({
  accessPercent: z.number().int(),
  cutOffDays: z.number().int(),
  payday: z.number().int(),
  minWithdrawal: z.number().int(),
  /** 0: no maximum beyond the available amount. */
  maxWithdrawal: z.number().int(),
  withdrawalsPerPeriod: z.number().int(),
  feeType: z.enum(FEE_TYPES),
  feeValue: z.number().int(),
  feeBearer: z.enum(FEE_BEARERS),
  approvalRequired: z.boolean(),
  approverIds: z.array(z.string()),
  savingsEnabled: z.boolean(),
  fundingMode: z.enum(FUNDING_MODES),
  updatedAt: z.string(),
});
export type OnDemandRules = z.infer<typeof onDemandRules>;

/** `rules: null` until the business saves them the first time (the on-demand onboarding of guard step 6). */
export const onDemandRulesView = z.object({
  rules: onDemandRules.nullable(),
  groups: z.array(groupRules),
});
export type OnDemandRulesView = z.infer<typeof onDemandRulesView>;
export const onDemandRulesResponse = success(onDemandRulesView);
export const groupRulesResponse = success(groupRules);

// --- earned to date ------------------------------------------------------------------------------------

/** A pay period is named by its payday's month: `YYYY-MM`. */
export const payPeriod = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a pay period (YYYY-MM)');

export const earnedSummary = z.object({
  employeeId: z.string(),
  period: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payday: z.string(),
  cutOffDate: z.string(),
  /** Net pay of the period (from the payroll engine with a pay structure, else gross). */
  periodNetPay: z.number().int(),
  /**
   * What periodNetPay is, the one rule for every employee: `net` when the employee's pay group has a pay structure
   * (the payroll engine's net pay of the period), `gross` otherwise (the gross pay on the employee's record).
   */
  payBasis: z.enum(['net', 'gross']),
  workingDays: z.number().int(),
  workedDays: z.number().int(),
  /** Earned net pay to date (before the access share). */
  earned: z.number().int(),
  /** earned × access share. */
  accessible: z.number().int(),
  drawn: z.number().int(),
  fees: z.number().int(),
  saved: z.number().int(),
  /** What can be requested now (0 after the cut-off or the period's salary is paid, while paused, or with no count left). */
  available: z.number().int(),
  withdrawalsLeft: z.number().int(),
  earningsStopped: z.boolean(),
  withdrawalsPaused: z.boolean(),
  afterCutOff: z.boolean(),
  /** The payroll paid the employee's salary for this period: nothing more can be drawn until the next one. */
  salaryPaid: z.boolean(),
  rules: z.object({
    accessPercent: z.number().int(),
    minWithdrawal: z.number().int(),
    maxWithdrawal: z.number().int(),
    withdrawalsPerPeriod: z.number().int(),
    feeType: z.enum(FEE_TYPES),
    feeValue: z.number().int(),
    feeBearer: z.enum(FEE_BEARERS),
    savingsEnabled: z.boolean(),
    approvalRequired: z.boolean(),
  }),
});
export type EarnedSummary = z.infer<typeof earnedSummary>;
export const earnedSummaryResponse = success(earnedSummary);

// --- requests (withdrawals and savings) ------------------------------------------------------------------

export const onDemandQuoteQuery = z.object({ amount: z.coerce.number().int().positive('Enter an amount') });
export const feeQuote = z.object({
  amount: z.number().int(),
  fee: z.number().int(),
  feeBearer: z.enum(FEE_BEARERS),
  /** What reaches the bank account. */
  payout: z.number().int(),
  /** What is deducted at payday for this request. */
  toDeduct: z.number().int(),
  available: z.number().int(),
});
export type FeeQuote = z.infer<typeof feeQuote>;
export const feeQuoteResponse = success(feeQuote);

export const withdrawalRequest = z.strictObject({ amount: koboAmount('Amount') });
export type WithdrawalRequest = z.input<typeof withdrawalRequest>;
export const savingRequest = z.strictObject({ amount: koboAmount('Amount') });
export type SavingRequest = z.input<typeof savingRequest>;

export const onDemandRequest = z.object({
  _id: z.string(),
  kind: z.enum(REQUEST_KINDS),
  status: z.enum(REQUEST_STATUSES),
  employeeId: z.string(),
  employeeName: z.string(),
  staffId: z.string(),
  period: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  feeBearer: z.enum(FEE_BEARERS),
  payout: z.number().int(),
  toDeduct: z.number().int(),
  fundingMode: z.enum(FUNDING_MODES),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  reference: z.string(),
  failureReason: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  settledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OnDemandRequest = z.infer<typeof onDemandRequest>;
export const onDemandRequestResponse = success(onDemandRequest);

export const withdrawalListQuery = pageQuery.extend({
  kind: z.enum(REQUEST_KINDS).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  employeeId: z.uuid().optional(),
  period: payPeriod.optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  search: z.string().trim().max(100).optional(),
});
export type WithdrawalListQuery = z.input<typeof withdrawalListQuery>;
export const withdrawalListResponse = success(page(onDemandRequest));

export const staffRequestListQuery = pageQuery.extend({
  kind: z.enum(REQUEST_KINDS).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
});
export type StaffRequestListQuery = z.input<typeof staffRequestListQuery>;

export const rejectRequest = z.strictObject({
  reason: z.string().trim().max(240, 'Keep the reason under 240 characters').optional(),
});
export type RejectRequest = z.input<typeof rejectRequest>;
/**
 * Approve one request. Approving a withdrawal pays it out, so it takes the approver's transaction PIN like every other
 * outflow; a saving moves nothing out of a wallet and needs none.
 */
export const approveRequest = z.strictObject({ pin: transactionPin.optional() });
export type ApproveRequest = z.input<typeof approveRequest>;
export const requestIds = z
  .array(z.uuid('Request not found'), { error: 'ids must be a list of request ids' })
  .min(1, 'Select at least one request')
  .max(500, 'Select at most 500 requests at a time')
  .transform((ids) => [...new Set(ids)]);
export const bulkDecisionRequest = z.strictObject({
  ids: requestIds,
  reason: z.string().trim().max(240).optional(),
  /** To approve: required when a withdrawal waiting for approval is among the ids (see `approveRequest`). */
  pin: transactionPin.optional(),
});
export type BulkDecisionRequest = z.input<typeof bulkDecisionRequest>;
export const bulkDecisionResult = z.object({
  successes: z.array(z.string()),
  failures: z.array(z.object({ id: z.string(), message: z.string() })),
});
export type BulkDecisionResult = z.infer<typeof bulkDecisionResult>;
export const bulkDecisionResponse = success(bulkDecisionResult);

// --- the emailed link ------------------------------------------------------------------------------------

export const linkPayloadParams = z.object({ payload: z.string().min(16).max(800) });
export const linkView = z.object({
  companyName: z.string(),
  approverName: z.string(),
  request: onDemandRequest,
  expiresAt: z.string(),
});
export type LinkView = z.infer<typeof linkView>;
export const linkViewResponse = success(linkView);
export const linkDecisionRequest = z.strictObject({
  pin: transactionPin,
  reason: z.string().trim().max(240).optional(),
});
export type OnDemandLinkDecision = z.input<typeof linkDecisionRequest>;

// --- reconciliation --------------------------------------------------------------------------------------

export const reconciliationQuery = pageQuery.extend({
  period: payPeriod,
  search: z.string().trim().max(100).optional(),
  /** Only lines whose recovered amount differs from what was to deduct. */
  flagged: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type ReconciliationQuery = z.input<typeof reconciliationQuery>;

export const reconciliationLine = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  staffId: z.string(),
  period: z.string(),
  drawn: z.number().int(),
  fees: z.number().int(),
  /** The part of the fees the employee bears (deducted); the rest is the business's. */
  employeeFees: z.number().int(),
  saved: z.number().int(),
  toDeduct: z.number().int(),
  /** What paid payslips deducted for this period (each is in `payrollRecoveries`). */
  recoveredByPayroll: z.number().int(),
  recoveredByNote: z.number().int(),
  /** The paid payslips that recovered this period's advances, oldest first. */
  payrollRecoveries: z.array(
    z.object({
      /** The payroll run (null for a recovery recorded without one; `runName` then holds its reference). */
      runId: z.string().nullable(),
      /** The payslip: the run's line of the employee. */
      lineId: z.string().nullable(),
      runName: z.string(),
      payDate: z.string().nullable(),
      amount: z.number().int(),
    }),
  ),
  /** Still to recover: carried to the next payroll. */
  outstanding: z.number().int(),
  /** True when recovered differs from to deduct after the period closed (payday passed). */
  flagged: z.boolean(),
  difference: z.number().int(),
});
export type ReconciliationLine = z.infer<typeof reconciliationLine>;
export const reconciliationTotals = reconciliationLine
  .pick({
    drawn: true,
    fees: true,
    employeeFees: true,
    saved: true,
    toDeduct: true,
    recoveredByPayroll: true,
    recoveredByNote: true,
    outstanding: true,
  })
  .extend({ flaggedCount: z.number().int() });
export const reconciliationPage = page(reconciliationLine).extend({ totals: reconciliationTotals });
export const onDemandReconciliationResponse = success(reconciliationPage);
export const reconciliationPeriod = z.object({
  period: z.string(),
  payday: z.string(),
  closed: z.boolean(),
  toDeduct: z.number().int(),
  outstanding: z.number().int(),
});
export const reconciliationPeriodsResponse = success(z.array(reconciliationPeriod));

// --- payment notes (advanced mode) -------------------------------------------------------------------

export const NOTE_STATUSES = ['open', 'issued', 'overdue', 'paid'] as const;
export type NoteStatus = (typeof NOTE_STATUSES)[number];

export const paymentNote = z.object({
  _id: z.string(),
  invoiceNumber: z.string(),
  period: z.string(),
  status: z.enum(NOTE_STATUSES),
  amount: z.number().int(),
  drawn: z.number().int(),
  fees: z.number().int(),
  lineCount: z.number().int(),
  issuedAt: z.string().nullable(),
  dueDate: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentNote = z.infer<typeof paymentNote>;
export const paymentNoteLine = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  staffId: z.string(),
  withdrawals: z.number().int(),
  drawn: z.number().int(),
  fees: z.number().int(),
  amount: z.number().int(),
});
export type PaymentNoteLine = z.infer<typeof paymentNoteLine>;
export const paymentNoteDetails = paymentNote.extend({ lines: z.array(paymentNoteLine) });
export const paymentNoteListQuery = pageQuery.extend({ status: z.enum(NOTE_STATUSES).optional() });
export const paymentNoteListResponse = success(page(paymentNote));
export const paymentNoteDetailsResponse = success(paymentNoteDetails);
export const payNoteRequest = z.strictObject({ walletId, pin: transactionPin });
export type PayNoteRequest = z.input<typeof payNoteRequest>;

export const notePayment = z.object({
  _id: z.string(),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  period: z.string(),
  amount: z.number().int(),
  walletId: z.string(),
  reference: z.string(),
  paidBy: z.string().nullable(),
  createdAt: z.string(),
});
export type NotePayment = z.infer<typeof notePayment>;
export const notePaymentResponse = success(notePayment);
export const paymentHistoryResponse = success(page(notePayment));

// --- transactions (/transaction-history, /people/employees/era/{id}/transactions) ---------------------------

export const ON_DEMAND_TRANSACTION_KINDS = [
  'withdrawal',
  'withdrawal-fee',
  'withdrawal-reversal',
  'saving',
  'payroll-recovery',
  'note-payment',
] as const;
export const onDemandTransaction = z.object({
  _id: z.string(),
  kind: z.enum(ON_DEMAND_TRANSACTION_KINDS),
  employeeId: z.string().nullable(),
  employeeName: z.string().nullable(),
  amount: z.number().int(),
  reference: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type OnDemandTransaction = z.infer<typeof onDemandTransaction>;
export const onDemandTransactionQuery = pageQuery.extend({
  kind: z.enum(ON_DEMAND_TRANSACTION_KINDS).optional(),
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
export const onDemandTransactionListResponse = success(page(onDemandTransaction));
