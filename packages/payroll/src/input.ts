// The engine's input from pay facts as they are stored (structure versions, allowances with their pay dates, benefits,
// a run's adjustments): pure, shared by payroll runs and on-demand pay's earned net pay. Key order is fixed: the API
// hashes the input to tell a re-run who changed.
import { type DeductionType, deductionBase } from './deduction-types.ts';
import type { AllowanceOrBonus, BenefitInKind, PayStructure, PayslipInput, YearToDate } from './types.ts';

export interface StructureVersion {
  effectiveFrom: string;
  structure: PayStructure;
}

export interface StoredAllowance {
  id: string;
  name: string;
  recurrence: string;
  taxable: boolean;
  amount: { kind: 'fixed'; kobo: number } | { kind: 'percent'; basisPoints: number; base: string };
  payDate: string | null;
}

/** A run's one-off adjustment of an employee (contracts' `PayrollAdjustment`, what the input reads of it). */
export interface PayAdjustment {
  _id: string;
  kind: 'bonus' | 'deduction';
  name: string;
  amountKobo: number;
  taxable: boolean;
}

const pct = (kobo: number, bp: number) => Math.floor((kobo * bp + 5_000) / 10_000);

/** A percentage allowance's kobo: of the monthly gross split by the first structure version's components. */
function allowanceKobo(a: StoredAllowance, gross: number, structure: PayStructure | undefined): number {
  if (a.amount.kind === 'fixed') return a.amount.kobo;
  const part = (rule: PayStructure['basic'] | undefined) =>
    !rule ? 0 : rule.kind === 'fixed' ? rule.kobo : pct(gross, rule.basisPoints);
  const base = deductionBase(a.amount.base as DeductionType, {
    basic: part(structure?.basic),
    housing: part(structure?.housing),
    transport: part(structure?.transport),
    structureGross: gross,
  });
  return pct(base, a.amount.basisPoints);
}

/**
 * What payslipInput reads: the period and the employee's pay facts as stored (a payroll run's context, or the one
 * on-demand pay builds for earned net pay).
 */
export interface PayslipContext {
  period: { start: string; end: string };
  employee: {
    id: string;
    grossPay: number;
    employmentDate: string | null;
    exitDate: string | null;
    nhf: boolean;
    /** Kobo of rent a year (null or absent: none declared): the engine's rent relief (NTA 2025 s.30(2)(a)(vi)). */
    annualRent?: number | null;
  };
  /** The structure's versions, oldest first (empty: no structure). */
  versions: StructureVersion[];
  benefits: Array<{ id: string; name: string; monthlyValue: number }>;
  allowances: StoredAllowance[];
  /** The run's one-off adjustments of the employee (a bonus, or a deduction taken from net pay). */
  adjustments: PayAdjustment[];
  onDemandKobo: number;
  ytd: YearToDate | undefined;
}

// Most employees have no one-off deduction: they share one copy of each structure version, so the engine's
// per-structure work (structure.ts compiles each structure object once) is done once per run, not per employee.
const withoutAdjustments = new WeakMap<PayStructure, PayStructure>();

/** The structure with the run's one-off deductions after its own (the same object for every employee without). */
function withDeductions(structure: PayStructure, deductions: PayStructure['customDeductions']): PayStructure {
  const copy = (): PayStructure => ({
    ...structure,
    customDeductions: [...(structure.customDeductions ?? []), ...(deductions ?? [])],
  });
  if (deductions?.length) return copy();
  let shared = withoutAdjustments.get(structure);
  if (!shared) {
    shared = copy();
    withoutAdjustments.set(structure, shared);
  }
  return shared;
}

/** The engine's input for the employee, or null when there is no structure to pay by. */
export function payslipInput(c: PayslipContext): PayslipInput | null {
  if (c.versions.length === 0) return null;
  const e = c.employee;
  const deductions = c.adjustments
    .filter((a) => a.kind === 'deduction')
    .map((a) => ({ id: `adj:${a._id}`, name: a.name, rule: { kind: 'fixed' as const, kobo: a.amountKobo } }));
  // The first version also covers earlier periods: a structure set up today still pays this month from its start.
  const pay = c.versions.map((v, i) => ({
    effectiveFrom: i === 0 && v.effectiveFrom > c.period.start ? c.period.start : v.effectiveFrom,
    monthlyGrossKobo: e.grossPay,
    structure: withDeductions(v.structure, deductions),
  }));
  const inPeriod = (a: StoredAllowance) =>
    a.recurrence === 'recurring' ||
    (a.payDate !== null && a.payDate >= c.period.start && a.payDate <= c.period.end);
  const allowances: AllowanceOrBonus[] = [
    ...c.allowances.filter(inPeriod).map((a) => ({
      id: a.id,
      name: a.name,
      kobo: allowanceKobo(a, e.grossPay, c.versions[0]?.structure),
      recurrence: a.recurrence === 'recurring' ? ('recurring' as const) : ('one_off' as const),
      taxable: a.taxable,
    })),
    ...c.adjustments
      .filter((a) => a.kind === 'bonus')
      .map((a) => ({
        id: `adj:${a._id}`,
        name: a.name,
        kobo: a.amountKobo,
        recurrence: 'one_off' as const,
        taxable: a.taxable,
      })),
  ];
  const benefits: BenefitInKind[] = c.benefits.map((b) => ({
    id: b.id,
    name: b.name,
    monthlyKobo: b.monthlyValue,
  }));
  return {
    period: c.period,
    employee: {
      id: e.id,
      ...(e.employmentDate ? { hireDate: e.employmentDate } : {}),
      ...(e.exitDate ? { exitDate: e.exitDate } : {}),
      nhf: e.nhf,
      // Only when declared: an input without rent keeps the fingerprint it always had.
      ...(e.annualRent ? { annualRentKobo: e.annualRent } : {}),
    },
    pay,
    benefitsInKind: benefits,
    allowances,
    onDemandRecoveryKobo: c.onDemandKobo,
    ...(c.ytd ? { ytd: c.ytd } : {}),
  };
}
