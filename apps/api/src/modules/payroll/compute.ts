// One employee's payslip for a run, from what the run read: the engine's input (hashed: equal inputs give equal
// figures, so a re-run says exactly who changed), a digest of the inputs in words for "what changed", and the line's
// columns from the engine's result (one per statutory item of the catalogue). Pure: no database, no clock.
import { createHash } from 'node:crypto';
import type { PayrollAdjustment } from '@paydesk/contracts';
import { formatKobo } from '@paydesk/money';
import {
  type AllowanceOrBonus,
  type BenefitInKind,
  computePayslip,
  deductionBase,
  type PayStructure,
  type PayslipInput,
  type PayslipResult,
  STATUTORY_ITEMS,
  STATUTORY_KEYS,
  type StatutoryKey,
  type StatutorySide,
  statutoryKey,
  type YearToDate,
} from '@paydesk/payroll';
import { stableStringify } from '../../lib/stable-json.ts';
import type { ScopedEmployee } from './inputs.queries.ts';

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

export interface EmployeeContext {
  period: { start: string; end: string };
  employee: ScopedEmployee;
  /** The structure's versions, oldest first (empty: no structure). */
  versions: StructureVersion[];
  structureName: string | null;
  benefits: Array<{ id: string; name: string; monthlyValue: number }>;
  allowances: StoredAllowance[];
  adjustments: PayrollAdjustment[];
  onDemandKobo: number;
  ytd: YearToDate | undefined;
}

const pct = (kobo: number, bp: number) => Math.floor((kobo * bp + 5_000) / 10_000);

/** A percentage allowance's kobo: of the monthly gross split by the first structure version's components. */
function allowanceKobo(a: StoredAllowance, gross: number, structure: PayStructure | undefined): number {
  if (a.amount.kind === 'fixed') return a.amount.kobo;
  const part = (rule: PayStructure['basic'] | undefined) =>
    !rule ? 0 : rule.kind === 'fixed' ? rule.kobo : pct(gross, rule.basisPoints);
  const base = deductionBase(a.amount.base as never, {
    basic: part(structure?.basic),
    housing: part(structure?.housing),
    transport: part(structure?.transport),
    structureGross: gross,
  });
  return pct(base, a.amount.basisPoints);
}

/** What payslipInput reads of a context: the employee's pay facts only (on-demand pay builds one of its own). */
export type PayslipContext = Omit<EmployeeContext, 'employee' | 'structureName'> & {
  employee: Pick<ScopedEmployee, 'id' | 'grossPay' | 'employmentDate' | 'exitDate' | 'nhf'>;
};

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
    structure: {
      ...v.structure,
      customDeductions: [...(v.structure.customDeductions ?? []), ...deductions],
    },
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
    },
    pay,
    benefitsInKind: benefits,
    allowances,
    onDemandRecoveryKobo: c.onDemandKobo,
    ...(c.ytd ? { ytd: c.ytd } : {}),
  };
}

/**
 * The input's fingerprint. payslipInput builds the input in a fixed key order, and what it takes from the database
 * comes as jsonb (whose key order PostgreSQL fixes) or as columns, so plain JSON.stringify is stable for equal
 * inputs; sha1 over it costs a third of a key-sorting stringify with sha256, which cost more than the payslip itself.
 * (Not a security hash: it only tells a re-run which lines' inputs moved.)
 */
export const inputHash = (input: PayslipInput | null) =>
  createHash('sha1')
    .update(JSON.stringify(input ?? { none: true }))
    .digest('hex');

// A pay group's structure versions and allowances are shared by every employee of the group in a computation:
// their digests are worked out once per array, not once per employee.
const versionsDigests = new WeakMap<StructureVersion[], string>();
const allowancesDigests = new WeakMap<StoredAllowance[], string>();
function digestOnce<T extends object>(cache: WeakMap<T, string>, value: T, digest: (v: T) => string) {
  let text = cache.get(value);
  if (text === undefined) {
    text = digest(value);
    cache.set(value, text);
  }
  return text;
}

/** The inputs in words, compared key by key on a re-run to say why a line changed. */
export function inputDigest(c: EmployeeContext): Record<string, string> {
  const e = c.employee;
  return {
    'Monthly gross': formatKobo(e.grossPay),
    'Pay structure': c.structureName
      ? `${c.structureName} (${c.versions.map((v) => v.effectiveFrom).join(', ')})`
      : 'none',
    'Pay structure rules': digestOnce(versionsDigests, c.versions, (v) =>
      createHash('sha256').update(stableStringify(v)).digest('hex').slice(0, 12),
    ),
    'Employment dates': `${e.employmentDate ?? '-'} to ${e.exitDate ?? '-'}`,
    NHF: e.nhf ? 'on' : 'off',
    'Benefits in kind': c.benefits.map((b) => `${b.name} ${formatKobo(b.monthlyValue)}`).join('; '),
    'Allowances and bonuses': digestOnce(allowancesDigests, c.allowances, stableStringify),
    Adjustments: c.adjustments.map((a) => `${a.kind} ${a.name} ${formatKobo(a.amountKobo)}`).join('; '),
    'On-demand recovery': formatKobo(c.onDemandKobo),
    'Year to date': c.ytd ? formatKobo(c.ytd.grossPayKobo) : formatKobo(0),
    'Bank account': `${e.bankCode ?? ''} ${e.accountNumber ?? ''} ${e.nameCheck ?? ''}`,
  };
}

// Each side's statutory line codes and their columns; the other deductions (custom deductions of the structure,
// one-off deductions of the review) are summed as the line's other deductions.
const keysOf = (side: StatutorySide) =>
  new Map<string, StatutoryKey>(
    STATUTORY_ITEMS.filter((i) => i.side === side).map((i) => [i.code, statutoryKey(i.code)]),
  );
const DEDUCTION_KEYS = keysOf('employee');
const EMPLOYER_KEYS = keysOf('employer');

/** The line's money columns from the engine's result: each statutory item's column by its code (zero without one). */
export function lineMoney(result: PayslipResult | null) {
  const statutory = Object.fromEntries(STATUTORY_KEYS.map((key) => [key, 0])) as Record<StatutoryKey, number>;
  let otherDeductions = 0;
  let onDemandRecovery = 0;
  for (const line of result?.deductions ?? []) {
    const key = DEDUCTION_KEYS.get(line.code);
    if (key) statutory[key] += line.amountKobo;
    else if (line.code === 'on_demand_recovery') onDemandRecovery += line.amountKobo;
    else otherDeductions += line.amountKobo;
  }
  for (const line of result?.employerCosts ?? []) {
    const key = EMPLOYER_KEYS.get(line.code);
    if (key) statutory[key] += line.amountKobo;
  }
  return {
    grossPay: result?.grossPayKobo ?? 0,
    benefitsInKind: result?.benefitsInKindKobo ?? 0,
    taxableIncome: result?.taxableIncomeKobo ?? 0,
    ...statutory,
    otherDeductions,
    onDemandRecovery,
    totalDeductions: result?.totalDeductionsKobo ?? 0,
    netPay: result?.netPayKobo ?? 0,
    employerCost: result?.employerCostKobo ?? 0,
  };
}

/** The result as stored: every figure with its label and formula (the engine's raw `inputs` are left out). */
function stored(result: PayslipResult): PayslipResult {
  const strip = (lines: PayslipResult['earnings']) =>
    lines.map(({ code, label, amountKobo, formula }) => ({ code, label, amountKobo, formula, inputs: {} }));
  return {
    ...result,
    earnings: strip(result.earnings),
    benefitsInKind: strip(result.benefitsInKind),
    deductions: strip(result.deductions),
    employerCosts: strip(result.employerCosts),
    taxWorking: strip(result.taxWorking),
  };
}

/** The payslip of one employee: input, hash, digest and result (null without a structure). */
export function payslipOf(c: EmployeeContext) {
  const input = payslipInput(c);
  return {
    hash: inputHash(input),
    digest: inputDigest(c),
    result: input ? stored(computePayslip(input)) : null,
  };
}
