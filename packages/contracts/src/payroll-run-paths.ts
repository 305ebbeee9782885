// Payroll runs (spec §2.3, §3, §4): the paths of the calls, their path parameters and the words the screens show.
// The runs' contracts are split by resource: payroll-runs.ts (runs, list, dashboard, analytics, create, changes),
// payroll-run-codes.ts, payroll-run-review.ts (lines, summary, variance check, submit, approve, reject),
// payroll-run-pay.ts, payroll-run-remittances.ts, payroll-run-payslips.ts (and the employee's own, in /staff),
// payroll-run-history.ts and payroll-run-auto-runs.ts.
import { z } from 'zod';
import { uuid } from './payroll-run-shared.ts';

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

// --- path parameters, file format ---------------------------------------------------------------------------------------

export const payrollRunParams = z.object({ id: uuid('Payroll') });
export const payrollLineParams = payrollRunParams.extend({ lineId: uuid('Payroll line') });
export const remittanceParams = payrollRunParams.extend({ remittanceId: uuid('Remittance') });
export const autoRunParams = z.object({ payScheduleId: uuid('Pay schedule') });
export const fileFormatQuery = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
