// Payroll runs: the review — lines and their adjustments, the engine's breakdown, the tax and deduction summary, the
// variance check and its warnings, submit, approve, reject.
import { z } from 'zod';
import { page, pageQuery, success } from './envelope.ts';
import {
  DEFAULT_VARIANCE_THRESHOLD_BP,
  LINE_PAYMENT_STATES,
  VARIANCE_ISSUE_CODES,
} from './payroll-run-codes.ts';
import { lineMoney, named, reason, uuid } from './payroll-run-shared.ts';
import { payrollTotals } from './payroll-runs.ts';
import { transactionPin } from './wallets.ts';

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
