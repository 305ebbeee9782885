// Payroll runs: the kinds, statuses, issue codes and remittance kinds (spec §4). The remittance kinds and their labels
// come from the statutory catalogue of `@paydesk/payroll` (statutory.ts).
import {
  byRemittance,
  REMITTANCE_KINDS as KINDS,
  type STATUTORY_ITEMS,
  type StatutoryKey,
  type StatutoryRemittanceKind,
  statutoryKey,
} from '@paydesk/payroll';

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

/** The field of a statutory item's amount: `pension_employee` → `pensionEmployeeKobo`. */
export type StatutoryField = `${StatutoryKey}Kobo`;
export const statutoryField = (code: (typeof STATUTORY_ITEMS)[number]['code']): StatutoryField =>
  `${statutoryKey(code)}Kobo`;
