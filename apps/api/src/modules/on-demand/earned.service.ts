// Earned to date of one employee, the one service function both sides read (and the request path checks under the
// employee's row lock). The arithmetic is earned.ts; this gathers the facts: rules with group overrides, the period
// around today in Lagos, net pay, the stop day, what the period's live requests already took, and whether payroll
// already paid the period's salary (then nothing more can be drawn on it).
import type { EarnedSummary } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import { computePayslip, payslipInput } from '@paydesk/payroll';
import { NotFound } from '../../lib/errors.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { salaryPaidFor } from '../payroll/index.ts';
import { employeePayInputs } from '../payroll-setup/index.ts';
import { earnedToDate, headroom, periodOf } from './earned.ts';
import * as q from './on-demand.queries.ts';
import { type EffectiveRules, effectiveRules } from './rules.service.ts';

export interface EarnedState {
  summary: EarnedSummary;
  rules: EffectiveRules;
  employee: NonNullable<q.EmployeeFacts>;
  /** Money still requestable ignoring count, cut-off and pause (savings and the over-available refusal use it). */
  headroom: number;
}

/**
 * Net pay of a whole period: the payroll engine's (computePayslip, with the input payroll runs build) when the
 * employee's pay group has a pay structure, otherwise their gross pay. Nothing is recovered in it: on-demand pay
 * recovers what it advanced at payday, so earned net pay is before that recovery.
 */
export async function periodNetPay(
  ex: Executor,
  employee: NonNullable<q.EmployeeFacts>,
  period: { start: string; end: string },
  payGroup?: q.EmployeeFactsRow['payGroup'],
): Promise<{ amount: number; basis: 'net' | 'gross' }> {
  const gross = { amount: employee.grossPay, basis: 'gross' } as const;
  const pay = await employeePayInputs(ex, employee.companyId, employee.id, payGroup);
  if (!pay) return gross;
  const input = payslipInput({
    period,
    employee,
    versions: pay.versions,
    benefits: pay.benefits,
    allowances: pay.allowances as StoredAllowances,
    adjustments: [],
    onDemandKobo: 0,
    ytd: undefined,
  });
  return input ? { amount: computePayslip(input).netPayKobo, basis: 'net' } : gross;
}
type StoredAllowances = Parameters<typeof payslipInput>[0]['allowances'];
type Taken = Awaited<ReturnType<typeof q.takenInPeriod>>;

/** The pay period around `today` under the business's payday (group overrides never move payday). */
export const periodFor = (rules: Pick<q.RulesRow, 'payday'>, today = lagosDay()) =>
  periodOf(today, rules.payday);

export async function earnedState(
  ex: Executor,
  companyId: string,
  employeeId: string,
  options: {
    today?: string;
    /** The employee's facts when the caller read them already (the request path, under the employee's lock). */
    facts?: q.EmployeeFactsRow;
    /** What the period's requests took, when the caller read it already (after taking the lock). */
    taken?: Taken;
    /** Whether payroll paid the period's salary, when the caller read it already. */
    salaryPaid?: boolean;
  } = {},
): Promise<EarnedState | null> {
  const facts = options.facts ?? (await q.employeeFacts(ex, companyId, employeeId));
  if (!facts) throw new NotFound('Employee');
  const { employee, rules: base } = facts;
  if (!base) return null;
  const rules = effectiveRules(base, facts.overrides);
  const today = options.today ?? lagosDay();
  const period = periodFor(base, today);
  const stoppedAt = employee.earningsStopped ? await q.earningsStoppedOn(ex, companyId, employeeId) : null;
  const stoppedOn = employee.earningsStopped ? (stoppedAt ? lagosDay(stoppedAt) : period.start) : null;
  const pay = await periodNetPay(ex, employee, { start: period.start, end: period.end }, facts.payGroup);
  const netPay = pay.amount;
  const e = earnedToDate({
    netPay,
    period,
    today,
    stoppedOn,
    accessPercent: rules.accessPercent,
    cutOffDays: rules.cutOffDays,
  });
  const taken = options.taken ?? (await q.takenInPeriod(ex, companyId, employeeId, period.period));
  // The payroll of the period's pay month paid the salary: what was drawn is settled, the period is closed.
  const salaryPaid = options.salaryPaid ?? (await salaryPaidFor(ex, companyId, employeeId, period.period));
  const room = headroom(e.accessible, taken);
  const withdrawalsLeft = Math.max(0, rules.withdrawalsPerPeriod - taken.withdrawals);
  const blocked = e.afterCutOff || salaryPaid || employee.withdrawalsPaused || withdrawalsLeft === 0;
  return {
    rules,
    employee,
    headroom: e.afterCutOff || salaryPaid ? 0 : room,
    summary: {
      employeeId,
      period: period.period,
      periodStart: period.start,
      periodEnd: period.end,
      payday: period.payday,
      cutOffDate: e.cutOffDate,
      periodNetPay: netPay,
      payBasis: pay.basis,
      workingDays: e.workingDays,
      workedDays: e.workedDays,
      earned: e.earned,
      accessible: e.accessible,
      drawn: taken.drawn,
      fees: taken.fees,
      saved: taken.saved,
      available: blocked ? 0 : room,
      withdrawalsLeft,
      earningsStopped: employee.earningsStopped,
      withdrawalsPaused: employee.withdrawalsPaused,
      afterCutOff: e.afterCutOff,
      salaryPaid,
      rules: {
        accessPercent: rules.accessPercent,
        minWithdrawal: rules.minWithdrawal,
        maxWithdrawal: rules.maxWithdrawal,
        withdrawalsPerPeriod: rules.withdrawalsPerPeriod,
        feeType: rules.feeType,
        feeValue: rules.feeValue,
        feeBearer: rules.feeBearer,
        savingsEnabled: rules.savingsEnabled,
        approvalRequired: rules.approvalRequired,
      },
    },
  };
}
