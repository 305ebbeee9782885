// A run as the contracts show it: its progress, totals, submission, approval, rejection and payment counts.
import {
  type PayrollLine,
  type PayrollRun,
  type PayrollRunKind,
  type PayrollRunListItem,
  type PayrollRunProgress,
  type PayrollTotals,
  type StatutoryField,
  statutoryField,
} from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import {
  type ExplainablePayslip,
  explainPayslip,
  STATUTORY_ITEMS,
  type StatutoryKey,
  statutoryKey,
} from '@paydesk/payroll';
import { enabledWorkflowsOf } from '../../approvals/index.ts';
import { activeMemberCount } from '../../team/index.ts';
import * as lq from '../compute/lines.queries.ts';
import { remittanceState } from '../remittances/remittance-status.ts';
import * as rq from './runs.queries.ts';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Whether a run in review should offer to set up the payroll approval workflow: no run of the business was ever
 * approved (its first payroll), two or more active members (someone else could approve) and no enabled workflow
 * covering 'payroll.approval' (read through the team's and approvals' faces).
 */
async function offersApprovalWorkflow(db: Executor, companyId: string, runId: string) {
  if (await rq.anotherRunApproved(db, companyId, runId)) return false;
  if ((await activeMemberCount(db, companyId)) < 2) return false;
  return (await enabledWorkflowsOf(db, companyId, 'payroll.approval')).length === 0;
}

/** Each statutory item's figure, by its contract field (`nhfKobo`), in the catalogue's order. */
export function statutoryFigures(of: (key: StatutoryKey) => number) {
  return Object.fromEntries(
    STATUTORY_ITEMS.map((item) => [statutoryField(item.code), of(statutoryKey(item.code))]),
  ) as Record<StatutoryField, number>;
}

/** A line's statutory amounts (its columns) by contract field. */
export const statutoryOfLine = (line: Record<StatutoryKey, number>) => statutoryFigures((key) => line[key]);

export const ZERO_TOTALS: PayrollTotals = {
  employeeCount: 0,
  grossPayKobo: 0,
  benefitsInKindKobo: 0,
  taxableIncomeKobo: 0,
  ...statutoryFigures(() => 0),
  otherDeductionsKobo: 0,
  onDemandRecoveryKobo: 0,
  totalDeductionsKobo: 0,
  netPayKobo: 0,
  employerCostKobo: 0,
  totalCostKobo: 0,
};

export const totalsOf = (run: rq.RunRow): PayrollTotals => ({
  ...ZERO_TOTALS,
  ...((run.totals as PayrollTotals | null) ?? {}),
});

export function progressView(run: rq.RunRow): PayrollRunProgress {
  return {
    runId: run.id,
    state: run.computeState as PayrollRunProgress['state'],
    processed: run.computeProcessed,
    total: run.computeTotal,
    generation: run.generation,
    failureReason: run.computeFailure,
    changes: (run.changes as PayrollRunProgress['changes']) ?? null,
    startedAt: iso(run.computeStartedAt),
    completedAt: iso(run.computedAt),
  };
}

export function listItemView(
  run: rq.RunRow,
  remittances: PayrollRunListItem['remittances'] = null,
): PayrollRunListItem {
  const totals = totalsOf(run);
  return {
    _id: run.id,
    name: run.name,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    payDate: run.payDate,
    status: run.status as PayrollRun['status'],
    kind: run.kind as PayrollRunKind,
    scheduled: run.scheduled,
    createdAt: run.createdAt.toISOString(),
    updatedAt: run.updatedAt.toISOString(),
    completedAt: iso(run.completedAt),
    employeeCount: totals.employeeCount,
    netPayKobo: totals.netPayKobo,
    totalCostKobo: totals.totalCostKobo,
    remittances,
  };
}

export async function runView(db: Executor, run: rq.RunRow): Promise<PayrollRun> {
  const groups = await rq.namesOfGroups(db, run.companyId, run.payGroupIds);
  const schedule = run.payScheduleId
    ? (await rq.findSchedules(db, run.companyId, [run.payScheduleId]))[0]
    : null;
  let payment: PayrollRun['payment'] = null;
  if (run.payStartedAt && run.sourceWalletId) {
    const rows = await lq.paymentCounts(db, run.companyId, run.id);
    const of = (s: string) => rows.find((r) => r.state === s)?.n ?? 0;
    payment = {
      sourceWalletId: run.sourceWalletId,
      startedAt: run.payStartedAt.toISOString(),
      counts: {
        unpaid: of('unpaid'),
        pending: of('pending'),
        paid: of('paid'),
        failed: of('failed'),
        reversed: of('reversed'),
        skipped: of('skipped'),
      },
      paidKobo: rows.find((r) => r.state === 'paid')?.net ?? 0,
      feesKobo: rows.reduce((s, r) => s + (r.state === 'paid' || r.state === 'pending' ? r.fees : 0), 0),
    };
  }
  return {
    _id: run.id,
    name: run.name,
    periodStart: run.periodStart,
    periodEnd: run.periodEnd,
    payDate: run.payDate,
    paySchedule: schedule ? { _id: schedule.id, name: schedule.name } : null,
    payGroups: groups,
    everyone: run.everyone,
    status: run.status as PayrollRun['status'],
    editable: run.status === 'draft',
    kind: run.kind as PayrollRunKind,
    scheduled: run.scheduled,
    compute: progressView(run),
    totals: totalsOf(run),
    submission: run.submittedAt
      ? {
          comment: run.submissionComment,
          submittedBy: run.submittedBy,
          submittedAt: run.submittedAt.toISOString(),
        }
      : null,
    approvalRequestId: run.approvalRequestId,
    offerApprovalWorkflow:
      (run.status === 'draft' || run.status === 'in-review') &&
      !run.approvalRequestId &&
      (await offersApprovalWorkflow(db, run.companyId, run.id)),
    approval: run.approvedAt
      ? { approvedBy: run.approvedBy, approvedAt: run.approvedAt.toISOString() }
      : null,
    rejection:
      run.rejectedAt && run.rejectionReason
        ? {
            reason: run.rejectionReason,
            rejectedBy: run.rejectedBy,
            rejectedAt: run.rejectedAt.toISOString(),
          }
        : null,
    payment,
    createdBy: run.createdBy,
    createdAt: run.createdAt.toISOString(),
    updatedAt: run.updatedAt.toISOString(),
    completedAt: iso(run.completedAt),
    remittances: await remittanceState(db, run),
  };
}

type EmployeeSnapshot = {
  firstName: string;
  lastName: string;
  email: string;
  staffId: string | null;
  department: string | null;
  stateOfResidence: string | null;
  annualRent?: number | null;
};

/** On-demand pay a payslip could not take (the engine's result): carried forward to the next payroll. */
export const carriedForwardOf = (result: unknown) =>
  Number((result as { unrecoveredOnDemandKobo?: number } | null)?.unrecoveredOnDemandKobo ?? 0);

/** A line as listed (its carried-forward figure read with it) or as read whole (with the engine's result). */
export function lineView(
  line: lq.LineSummaryRow & ({ onDemandCarriedForward: number } | { result: unknown }),
): PayrollLine {
  const e = line.employee as EmployeeSnapshot;
  return {
    _id: line.id,
    employeeId: line.employeeId,
    employee: {
      firstName: e.firstName,
      lastName: e.lastName,
      email: e.email,
      staffId: e.staffId ?? null,
      department: e.department ?? null,
      stateOfResidence: e.stateOfResidence ?? null,
      annualRentKobo: e.annualRent ?? null,
    },
    payGroup: line.payGroupId ? { _id: line.payGroupId, name: line.payGroupName ?? '' } : null,
    grossPayKobo: line.grossPay,
    benefitsInKindKobo: line.benefitsInKind,
    taxableIncomeKobo: line.taxableIncome,
    ...statutoryOfLine(line),
    otherDeductionsKobo: line.otherDeductions,
    onDemandRecoveryKobo: line.onDemandRecovery,
    onDemandCarriedForwardKobo:
      'onDemandCarriedForward' in line ? line.onDemandCarriedForward : carriedForwardOf(line.result),
    totalDeductionsKobo: line.totalDeductions,
    netPayKobo: line.netPay,
    employerCostKobo: line.employerCost,
    adjustments: line.adjustments as PayrollLine['adjustments'],
    bank:
      line.bankCode && line.accountNumber
        ? {
            bankCode: line.bankCode,
            bankName: line.bankName,
            accountNumber: line.accountNumber,
            accountName: line.accountName,
          }
        : null,
    issues: line.issues as PayrollLine['issues'],
    payment: {
      state: line.paymentState as PayrollLine['payment']['state'],
      transferId: line.transferId,
      reference: line.transferReference,
      failureReason: line.failureReason,
      attempts: line.paymentAttempts,
      paidAt: iso(line.paidAt),
    },
    payslipEmailedAt: iso(line.payslipEmailedAt),
  };
}

type Result = Partial<
  Pick<ExplainablePayslip, 'grossPayKobo' | 'benefitsInKindKobo' | 'taxableIncomeKobo'>
> & {
  regime?: 'NTA2025' | 'PITA';
  period?: { start: string; end: string };
  daysPaid?: number;
  daysInPeriod?: number;
  earnings?: Array<{
    code: string;
    label: string;
    amountKobo: number;
    formula: string;
    inputs?: Record<string, number | string | boolean>;
  }>;
  benefitsInKind?: Result['earnings'];
  deductions?: Result['earnings'];
  employerCosts?: Result['earnings'];
  taxWorking?: Result['earnings'];
  unrecoveredOnDemandKobo?: number;
  ytd?: {
    taxYear: number;
    grossPayKobo: number;
    payeKobo: number;
    pensionEmployeeKobo: number;
    netPayKobo: number;
  };
};

const figures = (lines: Result['earnings']) =>
  (lines ?? []).map((x) => ({ code: x.code, label: x.label, amountKobo: x.amountKobo, formula: x.formula }));

/** The annual rent a line was computed with (its employee snapshot), for the rent relief's working. */
export const annualRentOf = (line: { employee: unknown }) =>
  (line.employee as EmployeeSnapshot | null)?.annualRent ?? null;

/**
 * The engine's breakdown as stored on the line (empty when the employee had no structure), with each statutory
 * figure's rule and working (`explainPayslip` over the stored result and the rent the line was computed with).
 */
export function breakdownView(
  result: unknown,
  period: { start: string; end: string },
  annualRentKobo: number | null = null,
) {
  const r = (result ?? {}) as Result;
  const year = Number(period.end.slice(0, 4));
  const regime = r.regime ?? (period.end >= '2026-01-01' ? ('NTA2025' as const) : ('PITA' as const));
  return {
    regime,
    period: r.period ?? period,
    daysPaid: r.daysPaid ?? 0,
    daysInPeriod: r.daysInPeriod ?? 0,
    earnings: figures(r.earnings),
    benefitsInKind: figures(r.benefitsInKind),
    deductions: figures(r.deductions),
    employerCosts: figures(r.employerCosts),
    taxWorking: figures(r.taxWorking),
    statute: r.earnings
      ? explainPayslip(
          {
            regime,
            grossPayKobo: r.grossPayKobo ?? 0,
            benefitsInKindKobo: r.benefitsInKindKobo ?? 0,
            taxableIncomeKobo: r.taxableIncomeKobo ?? 0,
            deductions: r.deductions ?? [],
            employerCosts: r.employerCosts ?? [],
            taxWorking: r.taxWorking ?? [],
          },
          { annualRentKobo },
        )
      : [],
    unrecoveredOnDemandKobo: r.unrecoveredOnDemandKobo ?? 0,
    ytd: {
      taxYear: r.ytd?.taxYear ?? year,
      grossPayKobo: r.ytd?.grossPayKobo ?? 0,
      payeKobo: r.ytd?.payeKobo ?? 0,
      pensionEmployeeKobo: r.ytd?.pensionEmployeeKobo ?? 0,
      netPayKobo: r.ytd?.netPayKobo ?? 0,
    },
  };
}
