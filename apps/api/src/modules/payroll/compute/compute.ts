// One employee's payslip for a run, from what the run read: the engine's input (`payslipInput` of @paydesk/payroll,
// hashed: equal inputs give equal figures, so a re-run says exactly who changed), a digest of the inputs in words for
// "what changed", and the line's columns from the engine's result (one per statutory item of the catalogue). Pure: no
// database, no clock.
import { createHash } from 'node:crypto';
import type { PayrollAdjustment } from '@paydesk/contracts';
import { formatKobo } from '@paydesk/money';
import {
  computePayslip,
  type PayslipContext,
  type PayslipInput,
  type PayslipResult,
  payslipInput,
  STATUTORY_ITEMS,
  STATUTORY_KEYS,
  type StatutoryKey,
  type StatutorySide,
  type StoredAllowance,
  type StructureVersion,
  statutoryItem,
  statutoryKey,
} from '@paydesk/payroll';
import { stableStringify } from '../../../lib/stable-json.ts';
import type { ScopedEmployee } from './inputs.queries.ts';

/** What a run read of one employee: the engine's pay facts (`PayslipContext`), the employee's snapshot, names. */
export interface EmployeeContext extends PayslipContext {
  employee: ScopedEmployee;
  structureName: string | null;
  adjustments: PayrollAdjustment[];
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
    ...(e.annualRent ? { 'Annual rent': formatKobo(e.annualRent) } : {}),
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

/**
 * The line's money columns from the engine's result: each statutory item's column by its code (zero without one);
 * with the annual figures and the facts the review's checks read.
 */
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
    annualRentRelief: working('rent_relief'),
    annualCra: working('cra'),
    annualReliefs: working('reliefs'),
    // What the review's minimum-wage check reads (run-blockers.ts), kept beside the figures it checks.
    regime: result?.regime ?? null,
    daysPaid: result?.daysPaid ?? null,
    daysInPeriod: result?.daysInPeriod ?? null,
    annualIncome: working('annual_income'),
    annualChargeable: working('chargeable'),
  };

  /** An annual figure of the tax working (its first line of the code; 0 without one), for the annual return. */
  function working(code: string) {
    return result?.taxWorking.find((w) => w.code === code)?.amountKobo ?? 0;
  }
}

/**
 * The result as stored: every figure with its label and formula. The engine's raw `inputs` are left out but for the
 * statutory figures and the tax working, whose few numbers (rate, base, annual tax …) the payslip's statute lines
 * explain (`explainPayslip`, issue 28).
 */
function stored(result: PayslipResult): PayslipResult {
  const strip = (lines: PayslipResult['earnings'], keep?: (code: string) => boolean) =>
    lines.map(({ code, label, amountKobo, formula, inputs }) => ({
      code,
      label,
      amountKobo,
      formula,
      inputs: keep?.(code) ? inputs : {},
    }));
  const statutory = (code: string) => statutoryItem(code) !== undefined;
  return {
    ...result,
    earnings: strip(result.earnings),
    benefitsInKind: strip(result.benefitsInKind),
    deductions: strip(result.deductions, statutory),
    employerCosts: strip(result.employerCosts, statutory),
    taxWorking: strip(result.taxWorking, () => true),
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
