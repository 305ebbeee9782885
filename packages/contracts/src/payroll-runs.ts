// Payroll runs (spec §2.3 Payroll, §3 Payroll, §4 payroll actions and statuses, §9 analytics of the current calendar
// year): create, run (computed by jobs with live progress), review with a variance check, approve, pay salaries and
// remittances, payslips, history and analytics, and the employee's own payslips and remittance receipts in /staff.
// Money is integer kobo; rates are basis points. Money-moving POSTs take the `Idempotency-Key` header. The statutory
// items' fields (`nhfKobo`, …), the remittance kinds, labels and schedule columns come from the catalogue of
// `@paydesk/payroll` (statutory.ts).
// The runs' contracts are split by resource: this file (runs, list, dashboard, analytics, create, changes),
// payroll-run-paths.ts, payroll-run-codes.ts, payroll-run-review.ts, payroll-run-pay.ts, payroll-run-remittances.ts,
// payroll-run-payslips.ts, payroll-run-history.ts and payroll-run-auto-runs.ts; index.ts re-exports them all.
import { z } from 'zod';
import { calendarDate } from './dates.ts';
import { page, pageQuery, success } from './envelope.ts';
import { COMPUTE_STATES, PAYROLL_RUN_KINDS, PAYROLL_RUN_STATUSES } from './payroll-run-codes.ts';
import { named, statutoryKobo, uuid } from './payroll-run-shared.ts';

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
