// Inputs and outputs of computePayslip. Every amount is integer kobo; every rate is basis points (1% = 100 bp).
import type { DayCount } from './dates.ts';
import type { DeductionType } from './deduction-types.ts';
import type { CraBase, Regime } from './regimes.ts';

/** A pay-structure component: a percentage of the employee's monthly gross, or a fixed amount a month. */
export type ComponentRule = { kind: 'percent'; basisPoints: number } | { kind: 'fixed'; kobo: number };

export interface CustomDeduction {
  id: string;
  name: string;
  rule: { kind: 'fixed'; kobo: number } | { kind: 'percent'; basisPoints: number; base: DeductionType };
}

export interface PayStructure {
  id: string;
  name: string;
  basic: ComponentRule;
  housing?: ComponentRule;
  transport?: ComponentRule;
  otherAllowances?: Array<{ id: string; name: string; rule: ComponentRule }>;
  /** Pension (PRA 2014): employee ≥ 8%, employer ≥ 10% of the base the deduction type names. Null: not enrolled. */
  pension?: { base: DeductionType; employeeRateBp: number; employerRateBp: number } | null;
  /** NHIS where the business enrols: employee 5% and employer 10% of basic unless other rates are given. */
  nhis?: { employeeRateBp?: number; employerRateBp?: number } | null;
  /** deductions.custom_deductions of the structure. */
  customDeductions?: CustomDeduction[];
}

/** An employee's pay from a date: the structure and the monthly gross it splits. */
export interface PayVersion {
  effectiveFrom: string;
  /** When the change was entered; a change entered after periods it covers were run pays arrears. Default: effectiveFrom. */
  recordedOn?: string;
  /** Needed when a component is a percentage of gross; otherwise the sum of the fixed components. */
  monthlyGrossKobo?: number;
  structure: PayStructure;
}

export interface BenefitInKind {
  id: string;
  name: string;
  /** Value a month: taxable, not paid in cash. */
  monthlyKobo: number;
}

export interface AllowanceOrBonus {
  id: string;
  name: string;
  kobo: number;
  recurrence: 'one_off' | 'recurring';
  taxable: boolean;
}

export interface YearToDate {
  taxYear: number;
  grossPayKobo: number;
  benefitsInKindKobo: number;
  taxableIncomeKobo: number;
  payeKobo: number;
  pensionEmployeeKobo: number;
  pensionEmployerKobo: number;
  nhfKobo: number;
  nhisEmployeeKobo: number;
  netPayKobo: number;
}

export interface PayslipSettings {
  /** PITA CRA base (a per-business setting): default the Finance Act reading. */
  craBase?: CraBase;
  /** PITA minimum tax (default on). */
  minimumTax?: boolean;
  /** Proration for joiners, leavers and mid-period changes (default calendar days). */
  proration?: DayCount;
  /** Public holidays (ISO dates) skipped when prorating by working days. */
  publicHolidays?: readonly string[];
  minimumWageMonthlyKobo?: number;
  /** ITF applies (5+ staff or turnover ≥ 50M): default true. */
  itf?: boolean;
  nsitfRateBp?: number;
  itfRateBp?: number;
}

export interface PayslipInput {
  /** One pay period (a month; e.g. 2026-03-01 to 2026-03-31, or a cut-off month 2026-02-26 to 2026-03-25). */
  period: { start: string; end: string };
  employee: {
    id: string;
    hireDate?: string;
    exitDate?: string;
    /** NHF: voluntary for private-sector staff since 2023, a per-employee switch. */
    nhf?: boolean;
    /** Annual rent paid (NTA 2025 rent relief). */
    annualRentKobo?: number;
    lifeAssuranceAnnualKobo?: number;
    otherReliefAnnualKobo?: number;
  };
  /** The employee's pay, effective-dated; the period uses what was in force. */
  pay: PayVersion[];
  benefitsInKind?: BenefitInKind[];
  allowances?: AllowanceOrBonus[];
  /**
   * On-demand pay the employee owes (withdrawals and the fees they bear, with what earlier payslips carried forward),
   * recovered from this salary after tax and every other deduction, up to the net pay.
   */
  onDemandRecoveryKobo?: number;
  ytd?: YearToDate;
  settings?: PayslipSettings;
}

/** One figure of the payslip and how it was computed. */
export interface PayslipLine {
  code: string;
  label: string;
  amountKobo: number;
  formula: string;
  inputs: Record<string, number | string | boolean>;
}

export interface PayslipResult {
  employeeId: string;
  regime: Regime;
  period: { start: string; end: string };
  /** Days (calendar or working, per the setting) employed in the period, and in the whole period. */
  daysPaid: number;
  daysInPeriod: number;
  /** Cash earnings: structure components, allowances and bonuses, arrears. */
  earnings: PayslipLine[];
  /** Taxable, not paid in cash. */
  benefitsInKind: PayslipLine[];
  /** Taken from the employee's pay: pension, NHF, NHIS, PAYE, custom deductions, on-demand recovery. */
  deductions: PayslipLine[];
  /** Paid by the employer on top: pension, NHIS, NSITF, ITF. */
  employerCosts: PayslipLine[];
  /** How PAYE was reached: annualised income, reliefs, chargeable income, annual and period tax. */
  taxWorking: PayslipLine[];
  grossPayKobo: number;
  benefitsInKindKobo: number;
  taxableIncomeKobo: number;
  payeKobo: number;
  totalDeductionsKobo: number;
  netPayKobo: number;
  employerCostKobo: number;
  /** On-demand pay that did not fit in this net pay: carried forward to the next payroll. */
  unrecoveredOnDemandKobo: number;
  ytd: YearToDate;
}
