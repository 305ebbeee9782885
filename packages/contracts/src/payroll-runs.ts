// Payroll runs (spec §2.3 Payroll, §3 Payroll, §4 payroll actions and statuses, §9 analytics of the current calendar
// year): create, run (computed by jobs with live progress), review with a variance check, approve, pay salaries and
// remittances, payslips, history and analytics, and the employee's own payslips and remittance receipts in /staff.
// Money is integer kobo; rates are basis points. Money-moving POSTs take the `Idempotency-Key` header. The statutory
// items' fields (`nhfKobo`, …), the remittance kinds, labels and schedule columns come from the catalogue of
// `@paydesk/payroll` (statutory.ts).
import {
  byRemittance,
  REMITTANCE_KINDS as KINDS,
  STATUTORY_ITEMS,
  type StatutoryKey,
  type StatutoryRemittanceKind,
  statutoryKey,
} from '@paydesk/payroll';
import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { page, pageQuery, success } from './envelope.ts';
import { approvalPending } from './payments.ts';
import { transactionPin, walletId } from './wallets.ts';

/** Paths of the payroll-run calls (the spec names only the web routes; these follow §7's payroll service style). */
export const PAYROLL_RUN_PATHS = {
  /** GET the list (`status`, `search`, `download=csv|xlsx`); POST creates a draft. */
  runs: '/payroll/runs',
  /** GET dashboard info: next pay date, the last run's cost, employees paid. */
  dashboard: '/payroll/runs/dashboard',
  /** GET cost by month and by department of the current calendar year in Africa/Lagos. */
  analytics: '/payroll/runs/analytics',
  /** GET the scheduled payrolls (one per pay schedule); PUT `:payScheduleId` sets one. */
  autoRuns: '/payroll/runs/auto-runs',
  autoRun: '/payroll/runs/auto-runs/:payScheduleId',
  /** GET one run; DELETE (draft only). */
  run: '/payroll/runs/:id',
  /** POST computes every employee (jobs in chunks); running again recomputes and reports what changed. */
  compute: '/payroll/runs/:id/run',
  /** GET the computation's progress (poll) … */
  progress: '/payroll/runs/:id/progress',
  /** … or server-sent `progress` events (a `payrollRunProgress`) until it completes or fails. */
  progressStream: '/payroll/runs/:id/progress/stream',
  /** GET what the last computation changed against the one before it, employee by employee. */
  changes: '/payroll/runs/:id/changes',
  /** GET totals and the tax and deduction summary. */
  summary: '/payroll/runs/:id/summary',
  /** GET the lines, page by page (`search`, `paymentState`, `issue`). */
  lines: '/payroll/runs/:id/lines',
  /** GET one line with the engine's breakdown; PATCH adds or removes one-off adjustments (with a reason). */
  line: '/payroll/runs/:id/lines/:lineId',
  /** GET the variance check against the last completed run. */
  variance: '/payroll/runs/:id/variance',
  /** POST `{ key }`: the reviewer acknowledges one warning of the variance check (who and when, audited). */
  acknowledgeWarning: '/payroll/runs/:id/variance/acknowledge',
  /** POST `{ comment? }`: draft → in-review (an approval request when a workflow covers payroll). */
  submit: '/payroll/runs/:id/submit',
  /** POST: in-review → approved (when no workflow covers payroll; otherwise through the approval request). */
  approve: '/payroll/runs/:id/approve',
  /** POST `{ reason }`: in-review → back to an editable draft carrying the reason. */
  reject: '/payroll/runs/:id/reject',
  /** GET the quote (total with fees) for `?sourceWalletId=`; POST `{ sourceWalletId, pin }` pays every line. */
  paySalary: '/payroll/runs/:id/pay-salary',
  /** POST `{ pin, lineIds? }`: sends the failed lines again (each employee is paid at most once). */
  retrySalary: '/payroll/runs/:id/pay-salary/retry',
  /** GET the remittances grouped by party. */
  remittances: '/payroll/runs/:id/remittances',
  /** GET one remittance with its employees (page by page). */
  remittance: '/payroll/runs/:id/remittances/:remittanceId',
  /** GET `?format=csv|xlsx`: the schedule file the party expects. */
  remittanceSchedule: '/payroll/runs/:id/remittances/:remittanceId/schedule',
  /** GET the filing pack: a ZIP with each party's schedule (CSV, XLSX), summary PDF and payment receipt. */
  filingPack: '/payroll/runs/:id/filing-pack',
  /** POST `{ sourceWalletId, pin }`: pays the party (Idempotency-Key). */
  payRemittance: '/payroll/runs/:id/remittances/:remittanceId/pay',
  /**
   * POST multipart (`receiptNumber` and/or `file`: PDF, JPEG or PNG): the authority's receipt of a paid remittance,
   * replacing any before it; GET (`/file`) downloads its file.
   */
  remittanceReceipt: '/payroll/runs/:id/remittances/:remittanceId/receipt',
  remittanceReceiptFile: '/payroll/runs/:id/remittances/:remittanceId/receipt/file',
  /** GET one employee's deductions month by month, each traced to its remittance and receipt, gaps marked. */
  employeeRemittances: '/payroll/employees/:employeeId/remittances',
  /** GET the payslips of the run (emailed or not). */
  payslips: '/payroll/runs/:id/payslips',
  /** POST: emails every payslip again. */
  resendPayslips: '/payroll/runs/:id/payslips/resend',
  /** GET the PDF of one employee's payslip. */
  payslipPdf: '/payroll/runs/:id/payslips/:lineId/pdf',
  /** POST: emails one payslip again. */
  resendPayslip: '/payroll/runs/:id/payslips/:lineId/resend',
  /** GET completed and rejected runs. */
  history: '/payroll/history',
  /** GET one run of the history with its totals and tax and deduction summary. */
  historyRun: '/payroll/history/:id',
  /** GET the run's transactions page by page; `download=csv|xlsx` answers the whole file. */
  historyTransactions: '/payroll/history/:id/transactions',
  /** The employee (staff token): own payslips, one with its breakdown, its PDF, and remittance receipts. */
  staffPayslips: '/staff/me/payslips',
  staffPayslip: '/staff/me/payslips/:lineId',
  staffPayslipPdf: '/staff/me/payslips/:lineId/pdf',
  staffRemittanceReceipts: '/staff/me/remittance-receipts',
  staffRemittanceReceiptPdf: '/staff/me/remittance-receipts/:receiptId/pdf',
  /** The employee's own deductions month by month, remitted or not (the employer's view of them, issue 28). */
  staffRemittanceHistory: '/staff/me/remittances',
  /** The authority's receipt file the employer recorded for a remittance that carried the employee's deduction. */
  staffAuthorityReceiptFile: '/staff/me/remittances/:remittanceId/receipt',
} as const;

/** Fill a path's `:params`: `payrollRunPath(PAYROLL_RUN_PATHS.line, { id, lineId })`. */
export function payrollRunPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? `:${name}`));
}

/** Success toasts and the refusals the screens show. */
export const PAYROLL_RUN_MESSAGES = {
  created: 'Payroll created',
  computeStarted: 'Payroll run started',
  lineUpdated: 'Payroll line updated',
  submitted: 'Payroll submitted for review',
  sentForApproval: 'Sent for approval',
  approved: 'Payroll approved',
  rejected: 'Payroll rejected',
  deleted: 'Payroll deleted',
  paymentStarted: 'Salary payment started',
  retryStarted: 'Failed salaries sent again',
  remittancePaid: 'Remittance payment started',
  payslipSent: 'Payslip sent',
  payslipsSent: 'Payslips sent',
  autoRunSaved: 'Scheduled payroll saved',
  // refusals
  notFound: 'Payroll not found',
  deleteOnlyDraft: 'Only a draft payroll can be deleted',
  notEditable: 'Only a draft payroll can be changed',
  notComputed: 'Run the payroll before reviewing it',
  computing: 'The payroll is still running',
  blockingIssues: 'Resolve the blocking issues before submitting',
  /** Approval refused while a blocker stands; the blockers follow, one per employee and code. */
  blockedApproval: 'Resolve the blocking issues before approving',
  /** Approval refused while a warning of the variance check is not acknowledged; the warnings follow. */
  unacknowledgedWarnings: 'Acknowledge each warning before approving',
  warningAcknowledged: 'Warning acknowledged',
  /** The key names no warning of the run now (fixed, or changed by a computation since it was read). */
  warningNotFound: 'This warning is no longer on the payroll: read the check again',
  /** Warnings are acknowledged on a computed run in draft or in review. */
  notAcknowledgeable: 'Warnings are acknowledged on a computed payroll in draft or in review',
  commentRequired: 'Explain the large variances in a comment',
  notInReview: 'Only a payroll in review can be approved or rejected',
  decidedByWorkflow: 'This payroll is decided through its approval request',
  notApproved: 'Only an approved payroll can be paid',
  alreadyPaying: 'This payroll is already being paid',
  nothingToRetry: 'No failed salaries to send again',
  remittanceAlreadyPaid: 'This remittance has already been paid',
  receiptRecorded: 'Receipt recorded',
  /** The authority's receipt is recorded only once the remittance is paid. */
  receiptNotPaid: "Record the authority's receipt once the remittance is paid",
  receiptEmpty: 'Enter the receipt number or choose its file',
  remittanceNoParty: 'Add the remittance party with its bank account before paying',
  /** A pension remittance of employees without a PFA: there is no one to pay it to. */
  remittanceNoPfa:
    "These employees have no pension fund administrator, so their pension cannot be remitted: choose each employee's PFA and it moves to that PFA's remittance",
  /** A PAYE remittance of employees without a state of residence: no revenue service to pay it to. */
  remittanceNoState:
    "These employees have no state of residence, so their PAYE cannot be remitted: add each employee's state and it moves to that state's remittance",
  noEmployees: 'No employees to pay in this payroll',
  periodTaken: 'A payroll for this period already exists for these employees',
  /** A second off-cycle run while one of the same period and employees is not completed yet. */
  offCycleOpen: 'An off-cycle payroll for this period is still open for these employees',
} as const;

// --- kinds ------------------------------------------------------------------------------------------------------

/**
 * A regular run pays the period's salaries: one a period for the same employees, whatever its status. An off-cycle
 * run (a bonus or a correction) goes beside it: one open at a time for the same period and employees, never
 * recovering on-demand pay (the regular run does), compared by the variance check with off-cycle runs only.
 */
export const PAYROLL_RUN_KINDS = ['regular', 'off-cycle'] as const;
export type PayrollRunKind = (typeof PAYROLL_RUN_KINDS)[number];
export const PAYROLL_RUN_KIND_LABELS: Record<PayrollRunKind, string> = {
  regular: 'Regular',
  'off-cycle': 'Off-cycle',
};

// --- statuses -------------------------------------------------------------------------------------------------

/** Spec §4: in-review and processing share one style. A rejected run goes back to draft carrying the reason. */
export const PAYROLL_RUN_STATUSES = [
  'draft',
  'in-review',
  'approved',
  'rejected',
  'processing',
  'completed',
] as const;
export type PayrollRunStatus = (typeof PAYROLL_RUN_STATUSES)[number];

/** The pill each status wears (spec §4: in-review and processing share one style). */
export const PAYROLL_RUN_STATUS_STYLE: Record<PayrollRunStatus, 'draft' | 'pending' | 'success' | 'danger'> =
  {
    draft: 'draft',
    'in-review': 'pending',
    processing: 'pending',
    approved: 'success',
    completed: 'success',
    rejected: 'danger',
  };

export const COMPUTE_STATES = ['not-started', 'queued', 'computing', 'completed', 'failed'] as const;
export type ComputeState = (typeof COMPUTE_STATES)[number];

/** A salary line's payment: none yet, sent and waiting for the bank, paid, failed (with the reason), reversed. */
export const LINE_PAYMENT_STATES = ['unpaid', 'pending', 'paid', 'failed', 'reversed', 'skipped'] as const;
export type LinePaymentState = (typeof LINE_PAYMENT_STATES)[number];

/**
 * What the variance check reports. The blockers (BLOCKING_VARIANCE_CODES) stop submission and approval: money that
 * cannot reach its destination (no pay structure, no bank account confirmed by name enquiry, two employees paid into
 * one account, negative net pay) or a remittance the party cannot credit (PAYE without a Tax ID or a state of
 * residence, pension without a PFA or an RSA PIN), PAYE contradicting the minimum-wage exemption (NTA 2025
 * s.163(1)(t)), or rent relief without the rent's document.
 */
export const VARIANCE_ISSUE_CODES = [
  'net-change',
  'new-joiner',
  'leaver',
  'no-structure',
  'no-bank-account',
  'shared-bank-account',
  'negative-net-pay',
  'no-tax-id',
  'no-state',
  'no-pfa',
  'no-rsa-pin',
  'minimum-wage-paye',
  'no-paye',
  'no-rent-document',
  'on-demand-recovery',
  'salary-paid-again',
] as const;
export type VarianceIssueCode = (typeof VARIANCE_ISSUE_CODES)[number];
export const BLOCKING_VARIANCE_CODES: readonly VarianceIssueCode[] = [
  'no-structure',
  'no-bank-account',
  'shared-bank-account',
  'negative-net-pay',
  'no-tax-id',
  'no-state',
  'no-pfa',
  'no-rsa-pin',
  'minimum-wage-paye',
  'no-paye',
  'no-rent-document',
];
/** A line's issue in words (the lines table's tags). */
export const VARIANCE_ISSUE_LABELS: Record<VarianceIssueCode, string> = {
  'net-change': 'Net pay changed',
  'new-joiner': 'New joiner',
  leaver: 'Leaver',
  'no-structure': 'No pay structure',
  'no-bank-account': 'No confirmed bank account',
  'shared-bank-account': 'Bank account shared',
  'negative-net-pay': 'Negative net pay',
  'no-tax-id': 'No Tax ID',
  'no-state': 'No state of residence',
  'no-pfa': 'No PFA',
  'no-rsa-pin': 'No RSA PIN',
  'minimum-wage-paye': 'PAYE on a minimum-wage earner',
  'no-paye': 'No PAYE above the minimum wage',
  'no-rent-document': 'Rent relief without a document',
  'on-demand-recovery': 'On-demand recovery',
  'salary-paid-again': 'Salary already paid this period',
};
/** A net change above this (basis points of the last completed run's net) is flagged. */
export const DEFAULT_VARIANCE_THRESHOLD_BP = 1_000;
/** A net change above this asks for a comment when submitting. */
export const LARGE_VARIANCE_THRESHOLD_BP = 2_500;

export const REMITTANCE_KINDS = KINDS;
export type RemittanceKind = StatutoryRemittanceKind;
export const REMITTANCE_KIND_LABELS: Record<RemittanceKind, string> = byRemittance((r) => r.label);
export const REMITTANCE_STATUSES = ['unpaid', 'pending', 'paid', 'failed'] as const;
export type RemittanceStatus = (typeof REMITTANCE_STATUSES)[number];

// --- shared pieces --------------------------------------------------------------------------------------------

const uuid = (what: string) => z.string().uuid(`${what} not found`);
export const payrollRunParams = z.object({ id: uuid('Payroll') });
export const payrollLineParams = payrollRunParams.extend({ lineId: uuid('Payroll line') });
export const remittanceParams = payrollRunParams.extend({ remittanceId: uuid('Remittance') });
export const autoRunParams = z.object({ payScheduleId: uuid('Pay schedule') });
export const fileFormatQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });

const named = z.object({ _id: z.string(), name: z.string() });
const reason = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(3, `${label} must be at least 3 characters`)
    .max(500, `${label} must be at most 500 characters`);

/** The field of a statutory item's amount: `pension_employee` → `pensionEmployeeKobo`. */
export type StatutoryField = `${StatutoryKey}Kobo`;
export const statutoryField = (code: (typeof STATUTORY_ITEMS)[number]['code']): StatutoryField =>
  `${statutoryKey(code)}Kobo`;
/** Every statutory item's amount (PAYE, pension, NHF, NHIS, NSITF, ITF …), in the catalogue's order. */
const statutoryKobo = Object.fromEntries(
  STATUTORY_ITEMS.map((item) => [statutoryField(item.code), z.number().int()]),
) as Record<StatutoryField, z.ZodNumber>;

/** The run's money, summed over its lines. */
export const payrollTotals = z.object({
  employeeCount: z.number().int(),
  grossPayKobo: z.number().int(),
  benefitsInKindKobo: z.number().int(),
  taxableIncomeKobo: z.number().int(),
  ...statutoryKobo,
  otherDeductionsKobo: z.number().int(),
  onDemandRecoveryKobo: z.number().int(),
  totalDeductionsKobo: z.number().int(),
  netPayKobo: z.number().int(),
  employerCostKobo: z.number().int(),
  /** Gross pay + employer costs: what the payroll costs the business. */
  totalCostKobo: z.number().int(),
});
export type PayrollTotals = z.infer<typeof payrollTotals>;

export const payrollRunProgress = z.object({
  runId: z.string(),
  state: z.enum(COMPUTE_STATES),
  /** Employees computed so far out of `total`. */
  processed: z.number().int(),
  total: z.number().int(),
  /** Which computation of the run this is (1 for the first, +1 each time it is run again). */
  generation: z.number().int(),
  failureReason: z.string().nullable(),
  /** Against the previous computation: employees whose figures changed, added, removed, unchanged. */
  changes: z
    .object({
      changed: z.number().int(),
      added: z.number().int(),
      removed: z.number().int(),
      unchanged: z.number().int(),
    })
    .nullable(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type PayrollRunProgress = z.infer<typeof payrollRunProgress>;
/** The event name of the progress stream. */
export const PAYROLL_PROGRESS_EVENT = 'progress';
export const payrollRunProgressResponse = success(payrollRunProgress);

/** A run's remittances apart from its salaries, once it is approved: due, late (one is past its due date) or closed. */
export const REMITTANCE_STATES = ['due', 'late', 'closed'] as const;
export type RemittanceState = (typeof REMITTANCE_STATES)[number];
export const payrollRemittanceState = z.object({
  state: z.enum(REMITTANCE_STATES),
  /** Remittances above zero not paid yet. */
  unpaid: z.number().int(),
  /** The earliest due date of those (Lagos day); null when closed. */
  nextDueDate: z.string().nullable(),
});
export type PayrollRemittanceState = z.infer<typeof payrollRemittanceState>;

export const payrollRun = z.object({
  _id: z.string(),
  name: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  payDate: z.string(),
  paySchedule: named.nullable(),
  /** Empty with `everyone`: the employees of every pay group of the business. */
  payGroups: z.array(named),
  everyone: z.boolean(),
  kind: z.enum(PAYROLL_RUN_KINDS),
  status: z.enum(PAYROLL_RUN_STATUSES),
  /** True for draft: lines can be edited, the run recomputed, submitted or deleted. */
  editable: z.boolean(),
  /** Created by a scheduled payroll. */
  scheduled: z.boolean(),
  compute: payrollRunProgress,
  totals: payrollTotals,
  submission: z
    .object({ comment: z.string().nullable(), submittedBy: z.string().nullable(), submittedAt: z.string() })
    .nullable(),
  /** The approval request when a workflow covers payroll. */
  approvalRequestId: z.string().nullable(),
  /**
   * The business's first payroll, two or more active members and no workflow covering 'payroll.approval': the
   * review offers to set one up before a single member approves and pays.
   */
  offerApprovalWorkflow: z.boolean(),
  approval: z.object({ approvedBy: z.string().nullable(), approvedAt: z.string() }).nullable(),
  /** The last rejection: the run went back to draft with this reason. */
  rejection: z
    .object({ reason: z.string(), rejectedBy: z.string().nullable(), rejectedAt: z.string() })
    .nullable(),
  payment: z
    .object({
      sourceWalletId: z.string(),
      startedAt: z.string(),
      counts: z.object({
        unpaid: z.number().int(),
        pending: z.number().int(),
        paid: z.number().int(),
        failed: z.number().int(),
        reversed: z.number().int(),
        skipped: z.number().int(),
      }),
      paidKobo: z.number().int(),
      feesKobo: z.number().int(),
    })
    .nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  /** Null before approval; `status` 'completed' says the salaries are paid, this says the remittances. */
  remittances: payrollRemittanceState.nullable(),
});
export type PayrollRun = z.infer<typeof payrollRun>;
export const payrollRunResponse = success(payrollRun);

// --- list, dashboard, analytics --------------------------------------------------------------------------------

export const payrollRunListQuery = pageQuery.extend({
  status: z.enum(PAYROLL_RUN_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
  download: z.enum(['csv', 'xlsx']).optional(),
});
export type PayrollRunListQuery = z.input<typeof payrollRunListQuery>;
export const payrollRunListItem = payrollRun
  .pick({
    _id: true,
    name: true,
    periodStart: true,
    periodEnd: true,
    payDate: true,
    kind: true,
    status: true,
    scheduled: true,
    createdAt: true,
    updatedAt: true,
    completedAt: true,
    remittances: true,
  })
  .extend({
    employeeCount: z.number().int(),
    netPayKobo: z.number().int(),
    totalCostKobo: z.number().int(),
  });
export type PayrollRunListItem = z.infer<typeof payrollRunListItem>;
export const payrollRunListResponse = success(page(payrollRunListItem));

export const payrollDashboard = z.object({
  /** The next pay date of the business's pay schedules in Africa/Lagos (null: no schedule). */
  nextPayDate: z.string().nullable(),
  nextPaySchedule: named.nullable(),
  lastRun: z
    .object({
      _id: z.string(),
      name: z.string(),
      payDate: z.string(),
      totalCostKobo: z.number().int(),
      netPayKobo: z.number().int(),
      employeesPaid: z.number().int(),
      completedAt: z.string().nullable(),
    })
    .nullable(),
  counts: z.object({
    draft: z.number().int(),
    inReview: z.number().int(),
    approved: z.number().int(),
    processing: z.number().int(),
  }),
});
export type PayrollDashboard = z.infer<typeof payrollDashboard>;
export const payrollDashboardResponse = success(payrollDashboard);

/** Spec §9: only the current calendar year (Africa/Lagos), by the completed runs' pay dates. */
export const payrollAnalytics = z.object({
  year: z.number().int(),
  months: z.array(
    z.object({
      /** YYYY-MM, all twelve months. */
      month: z.string(),
      grossPayKobo: z.number().int(),
      netPayKobo: z.number().int(),
      employerCostKobo: z.number().int(),
      totalCostKobo: z.number().int(),
      employeeCount: z.number().int(),
    }),
  ),
  byDepartment: z.array(
    z.object({
      /** Null: employees without a department. */
      department: z.string().nullable(),
      grossPayKobo: z.number().int(),
      totalCostKobo: z.number().int(),
      employeeCount: z.number().int(),
    }),
  ),
  totals: z.object({
    grossPayKobo: z.number().int(),
    netPayKobo: z.number().int(),
    totalCostKobo: z.number().int(),
    runs: z.number().int(),
  }),
  updatedAt: z.string(),
});
export type PayrollAnalytics = z.infer<typeof payrollAnalytics>;
export const payrollAnalyticsResponse = success(payrollAnalytics);

// --- create, compute, changes -----------------------------------------------------------------------------------

export const createPayrollRunRequest = z
  .strictObject({
    name: z
      .string()
      .trim()
      .max(80, 'Name must be at most 80 characters')
      .nullish()
      .transform((v) => v || null),
    periodStart: calendarDate,
    periodEnd: calendarDate,
    /** 'off-cycle': a bonus or a correction beside the period's regular run (named "Off-cycle payroll …"). */
    kind: z.enum(PAYROLL_RUN_KINDS, { error: 'Choose a regular or an off-cycle run' }).default('regular'),
    /** Default: the period's last day. */
    payDate: calendarDate.nullish().transform((v) => v ?? null),
    pay_schedule_id: uuid('Pay schedule')
      .nullish()
      .transform((v) => v ?? null),
    /** Pay these groups' employees; with `everyone`, the employees of every pay group. */
    everyone: z.boolean().default(false),
    pay_group_ids: z
      .array(uuid('Pay group'))
      .max(100)
      .default([])
      .transform((ids) => [...new Set(ids)]),
  })
  .refine((v) => v.periodStart <= v.periodEnd, {
    path: ['periodEnd'],
    message: 'The period must end on or after its start',
  })
  .refine((v) => v.everyone || v.pay_group_ids.length > 0, {
    path: ['pay_group_ids'],
    message: 'Choose pay groups or everyone',
  });
export type CreatePayrollRunRequest = z.input<typeof createPayrollRunRequest>;

export const PAYROLL_CHANGE_KINDS = ['added', 'removed', 'changed'] as const;
export const payrollChange = z.object({
  employeeId: z.string(),
  employeeName: z.string(),
  change: z.enum(PAYROLL_CHANGE_KINDS),
  /** Which inputs changed, in words (e.g. 'Monthly gross changed', 'Pay structure changed', 'Adjustment added'). */
  reasons: z.array(z.string()),
  previousNetPayKobo: z.number().int().nullable(),
  netPayKobo: z.number().int().nullable(),
});
export type PayrollChange = z.infer<typeof payrollChange>;
export const payrollChangesResponse = success(page(payrollChange));

// --- lines, summary ----------------------------------------------------------------------------------------------

export const ADJUSTMENT_KINDS = ['bonus', 'deduction'] as const;
export const payrollAdjustment = z.object({
  _id: z.string(),
  kind: z.enum(ADJUSTMENT_KINDS),
  name: z.string(),
  amountKobo: z.number().int(),
  /** A bonus: taxable or not. A deduction is taken from net pay. */
  taxable: z.boolean(),
  reason: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PayrollAdjustment = z.infer<typeof payrollAdjustment>;

const lineMoney = {
  grossPayKobo: z.number().int(),
  benefitsInKindKobo: z.number().int(),
  taxableIncomeKobo: z.number().int(),
  ...statutoryKobo,
  otherDeductionsKobo: z.number().int(),
  /** On-demand pay this payslip recovers (after tax, up to the net pay). */
  onDemandRecoveryKobo: z.number().int(),
  /** On-demand pay owed that did not fit in the net pay: carried forward to the next payroll. */
  onDemandCarriedForwardKobo: z.number().int(),
  totalDeductionsKobo: z.number().int(),
  netPayKobo: z.number().int(),
  employerCostKobo: z.number().int(),
};

export const payrollLine = z.object({
  _id: z.string(),
  employeeId: z.string(),
  employee: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    staffId: z.string().nullable(),
    department: z.string().nullable(),
    stateOfResidence: z.string().nullable(),
    /** The annual rent (kobo) the line's rent relief was computed with; null when none was declared. */
    annualRentKobo: z.number().int().nullable(),
  }),
  payGroup: named.nullable(),
  ...lineMoney,
  adjustments: z.array(payrollAdjustment),
  bank: z
    .object({
      bankCode: z.string(),
      bankName: z.string().nullable(),
      accountNumber: z.string(),
      accountName: z.string().nullable(),
    })
    .nullable(),
  issues: z.array(z.enum(VARIANCE_ISSUE_CODES)),
  payment: z.object({
    state: z.enum(LINE_PAYMENT_STATES),
    transferId: z.string().nullable(),
    reference: z.string().nullable(),
    failureReason: z.string().nullable(),
    attempts: z.number().int(),
    paidAt: z.string().nullable(),
  }),
  payslipEmailedAt: z.string().nullable(),
});
export type PayrollLine = z.infer<typeof payrollLine>;

export const payrollLinesQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  paymentState: z.enum(LINE_PAYMENT_STATES).optional(),
  issue: z.enum(VARIANCE_ISSUE_CODES).optional(),
});
export type PayrollLinesQuery = z.input<typeof payrollLinesQuery>;
export const payrollLinesResponse = success(page(payrollLine));

/** One figure of the engine's payslip and how it was computed. */
export const payslipFigure = z.object({
  code: z.string(),
  label: z.string(),
  amountKobo: z.number().int(),
  formula: z.string(),
});
/**
 * A payslip figure's statute (issue 28): the rule it comes from, from the statutory catalogue ('Nigeria Tax Act 2025
 * s.30(2)(a)(vi)'; the Act alone where the sources name no section), and its working in words with naira amounts.
 * `code` is the figure's (`paye`, `nhf`, `rent_relief` …) or `taxable_income`.
 */
export const payslipStatuteLine = z.object({
  code: z.string(),
  label: z.string(),
  rule: z.string(),
  working: z.string(),
});
export type PayslipStatuteLine = z.infer<typeof payslipStatuteLine>;
export const payslipBreakdown = z.object({
  regime: z.enum(['NTA2025', 'PITA']),
  period: z.object({ start: z.string(), end: z.string() }),
  daysPaid: z.number().int(),
  daysInPeriod: z.number().int(),
  earnings: z.array(payslipFigure),
  benefitsInKind: z.array(payslipFigure),
  deductions: z.array(payslipFigure),
  employerCosts: z.array(payslipFigure),
  taxWorking: z.array(payslipFigure),
  /** Each statutory figure's rule and working, in the payslip's order (none for earnings or custom deductions). */
  statute: z.array(payslipStatuteLine),
  unrecoveredOnDemandKobo: z.number().int(),
  ytd: z.object({
    taxYear: z.number().int(),
    grossPayKobo: z.number().int(),
    payeKobo: z.number().int(),
    pensionEmployeeKobo: z.number().int(),
    netPayKobo: z.number().int(),
  }),
});
export type PayslipBreakdown = z.infer<typeof payslipBreakdown>;
export const payrollLineDetail = payrollLine.extend({ breakdown: payslipBreakdown });
export type PayrollLineDetail = z.infer<typeof payrollLineDetail>;
export const payrollLineResponse = success(payrollLineDetail);

/** PATCH a line: add one-off adjustments and/or remove earlier ones, with the reason (audited); the line is recomputed. */
export const updatePayrollLineRequest = z
  .strictObject({
    add: z
      .array(
        z.strictObject({
          kind: z.enum(ADJUSTMENT_KINDS, { error: 'Choose bonus or deduction' }),
          name: z.string().trim().min(1, 'Name is required').max(60, 'Name must be at most 60 characters'),
          amountKobo: z
            .number({ error: 'Amount is required' })
            .int('Amount must be a whole number of kobo')
            .positive('Amount must be more than zero')
            .max(100_000_000_000, 'Amount is too large'),
          taxable: z.boolean().default(true),
        }),
      )
      .max(10)
      .default([]),
    remove: z.array(uuid('Adjustment')).max(20).default([]),
    /**
     * The employee's rent a year in kobo (null: none): recorded on the employee, so this and later runs give the
     * NTA 2025 rent relief (s.30(2)(a)(vi): the lower of 20% of it and ₦500,000).
     */
    annualRentKobo: z
      .number({ error: 'Annual rent must be a number' })
      .int('Annual rent must be a whole number of kobo')
      .min(0, 'Annual rent cannot be negative')
      .max(Number.MAX_SAFE_INTEGER, 'Annual rent is too large')
      .nullable()
      .optional(),
    reason: reason('Reason'),
  })
  .refine((v) => v.add.length + v.remove.length > 0 || v.annualRentKobo !== undefined, {
    path: ['add'],
    message: 'Add or remove at least one adjustment',
  });
export type UpdatePayrollLineRequest = z.input<typeof updatePayrollLineRequest>;

/** The tax and deduction summary: each deduction and employer cost, PAYE by state and pension by PFA. */
export const payrollSummary = z.object({
  totals: payrollTotals,
  deductions: z.array(
    z.object({
      code: z.string(),
      label: z.string(),
      /** 'deduction': from employees' pay; 'employer': paid by the business on top. */
      side: z.enum(['deduction', 'employer']),
      employeeCount: z.number().int(),
      amountKobo: z.number().int(),
    }),
  ),
  payeByState: z.array(
    z.object({ state: z.string().nullable(), employeeCount: z.number().int(), amountKobo: z.number().int() }),
  ),
  pensionByPfa: z.array(
    z.object({
      pfaId: z.number().int().nullable(),
      pfaName: z.string().nullable(),
      employeeCount: z.number().int(),
      employeeKobo: z.number().int(),
      employerKobo: z.number().int(),
      amountKobo: z.number().int(),
    }),
  ),
});
export type PayrollSummary = z.infer<typeof payrollSummary>;
export const payrollSummaryResponse = success(payrollSummary);

// --- variance check, submit, approve, reject --------------------------------------------------------------------

export const varianceQuery = z.object({
  thresholdBp: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_VARIANCE_THRESHOLD_BP),
});
export const varianceIssue = z.object({
  code: z.enum(VARIANCE_ISSUE_CODES),
  /** 'blocking' stops submission; 'warning' is shown. */
  severity: z.enum(['blocking', 'warning']),
  employeeId: z.string(),
  employeeName: z.string(),
  /** The employee's pay group in this run: where a `no-structure` issue is fixed. */
  payGroupId: z.string().nullable(),
  message: z.string(),
  previousNetPayKobo: z.number().int().nullable(),
  netPayKobo: z.number().int().nullable(),
  /** Net change in basis points of the previous net (null when there is none). */
  changeBp: z.number().int().nullable(),
  /** A net change above LARGE_VARIANCE_THRESHOLD_BP: submitting asks for a comment. */
  large: z.boolean(),
  /** Names the issue in the run (`<code>:<employee id>`): what an acknowledgement of a warning is posted with. */
  key: z.string(),
  /**
   * A warning's acknowledgement (null: not acknowledged, and always for a blocker). A computation that changes the
   * warning (its message or figures) clears it: the reviewer acknowledges what it says now.
   */
  acknowledgement: z.object({ acknowledgedBy: z.string(), acknowledgedAt: z.string() }).nullable(),
});
export type VarianceIssue = z.infer<typeof varianceIssue>;
export const varianceCheck = z.object({
  comparedWith: z
    .object({ _id: z.string(), name: z.string(), periodEnd: z.string(), netPayKobo: z.number().int() })
    .nullable(),
  thresholdBp: z.number().int(),
  counts: z.object({
    blocking: z.number().int(),
    warning: z.number().int(),
    /** Warnings not acknowledged: approval is refused (409) while one stands. */
    unacknowledged: z.number().int(),
    byCode: z.record(z.string(), z.number().int()),
  }),
  netPayKobo: z.number().int(),
  previousNetPayKobo: z.number().int().nullable(),
  /**
   * Employees employed in the period who are in no pay group: no run pays them (a run takes the employees of its
   * pay groups) until they are assigned to one.
   */
  notInPayGroup: z.number().int(),
  /** Submission needs a comment. */
  commentRequired: z.boolean(),
  canSubmit: z.boolean(),
  issues: z.array(varianceIssue),
});
export type VarianceCheck = z.infer<typeof varianceCheck>;
export const varianceCheckResponse = success(varianceCheck);

export const acknowledgeWarningRequest = z.strictObject({
  key: z.string({ error: 'Choose the warning' }).trim().min(1, 'Choose the warning').max(200),
});
export type AcknowledgeWarningRequest = z.input<typeof acknowledgeWarningRequest>;

export const submitPayrollRequest = z.strictObject({
  comment: z
    .string()
    .trim()
    .max(1_000, 'Comment must be at most 1000 characters')
    .nullish()
    .transform((v) => v || null),
});
export type SubmitPayrollRequest = z.input<typeof submitPayrollRequest>;
/** Approving commits the business to pay: the approver's transaction PIN confirms it, like every outflow. */
export const approvePayrollRequest = z.strictObject({
  pin: transactionPin,
  comment: z
    .string()
    .trim()
    .max(1_000)
    .nullish()
    .transform((v) => v || null),
});
export const rejectPayrollRequest = z.strictObject({ reason: reason('Reason') });
export type RejectPayrollRequest = z.input<typeof rejectPayrollRequest>;

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

// --- scheduled payroll --------------------------------------------------------------------------------------------

/** A pay schedule that creates and runs its draft N days before pay day and submits it; it never pays by itself. */
export const autoRunRequest = z.strictObject({
  enabled: z.boolean(),
  daysBefore: z
    .number({ error: 'Days before pay day is required' })
    .int()
    .min(1, 'At least 1 day before pay day')
    .max(20, 'At most 20 days before pay day'),
  everyone: z.boolean().default(false),
  pay_group_ids: z
    .array(uuid('Pay group'))
    .max(100)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type AutoRunRequest = z.input<typeof autoRunRequest>;
export const autoRun = z.object({
  paySchedule: named,
  enabled: z.boolean(),
  daysBefore: z.number().int(),
  everyone: z.boolean(),
  payGroups: z.array(named),
  nextPayDate: z.string().nullable(),
  /** When the next draft will be created and run (Africa/Lagos date). */
  nextRunOn: z.string().nullable(),
  lastRun: z.object({ _id: z.string(), periodEnd: z.string() }).nullable(),
});
export type AutoRun = z.infer<typeof autoRun>;
export const autoRunResponse = success(autoRun);
export const autoRunListResponse = success(z.array(autoRun));

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
