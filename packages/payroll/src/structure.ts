// Pay-structure components for a period: splitting a monthly gross into components without losing a kobo,
// choosing the effective-dated version in force, prorating by days, and arrears for changes entered late.
import { allocate } from '@paydesk/money';
import { addMonths, countDays, type DayCount, dayNumber } from './dates.ts';
import { divRoundHalfUp } from './rounding.ts';
import type { ComponentRule, PayVersion } from './types.ts';

export interface ComponentAmount {
  code: string;
  label: string;
  /** The full month's amount of the version in force last in the period. */
  monthlyKobo: number;
  kobo: number;
  rule: string;
  /** The payslip line's code and its formula when prorated. */
  lineCode: string;
  ruleProrated: string;
}

interface CompiledComponent {
  code: string;
  label: string;
  fixedKobo: number | undefined;
  rule: string;
  lineCode: string;
  ruleProrated: string;
}
interface CompiledStructure {
  components: CompiledComponent[];
  /** Basis points of the percentage components in order, then the rest of 100%: the weights of the split. */
  weights: number[];
  fixedTotal: number;
  percentTotal: number;
}

// A structure is shared by many employees and read-only to the engine: its validation and texts are worked out once.
const compiled = new WeakMap<object, CompiledStructure>();

const texts = (
  code: string,
  label: string,
  fixedKobo: number | undefined,
  rule: string,
): CompiledComponent => ({
  code,
  label,
  fixedKobo,
  rule,
  lineCode: `component:${code}`,
  ruleProrated: `${rule} × days paid ÷ days in period`,
});
const BALANCE = texts('balance', 'Other allowances', undefined, 'balance of monthly gross');

function compile(s: PayVersion['structure']): CompiledStructure {
  const hit = compiled.get(s);
  if (hit) return hit;
  const rules: Array<{ code: string; label: string; rule: ComponentRule }> = [
    { code: 'basic', label: 'Basic', rule: s.basic },
  ];
  if (s.housing) rules.push({ code: 'housing', label: 'Housing', rule: s.housing });
  if (s.transport) rules.push({ code: 'transport', label: 'Transport', rule: s.transport });
  for (const o of s.otherAllowances ?? []) rules.push({ code: `other:${o.id}`, label: o.name, rule: o.rule });
  let fixedTotal = 0;
  let percentTotal = 0;
  const weights: number[] = [];
  const components = rules.map((r): CompiledComponent => {
    if (r.rule.kind === 'fixed') {
      if (!Number.isSafeInteger(r.rule.kobo) || r.rule.kobo < 0)
        throw new RangeError(`${r.label}: bad amount`);
      fixedTotal += r.rule.kobo;
      return texts(r.code, r.label, r.rule.kobo, 'fixed a month');
    }
    if (!Number.isInteger(r.rule.basisPoints) || r.rule.basisPoints < 0)
      throw new RangeError(`${r.label}: bad rate`);
    percentTotal += r.rule.basisPoints;
    weights.push(r.rule.basisPoints);
    return texts(r.code, r.label, undefined, `${r.rule.basisPoints / 100}% of monthly gross`);
  });
  if (percentTotal > 10_000) throw new RangeError(`${s.name}: percentages add up to more than 100%`);
  weights.push(10_000 - percentTotal);
  const result = { components, weights, fixedTotal, percentTotal };
  compiled.set(s, result);
  return result;
}

/** A month of a version: basic, housing, transport, then other allowances, then any balance of gross. */
export function monthlyComponents(version: PayVersion): ComponentAmount[] {
  const c = compile(version.structure);
  const gross = version.monthlyGrossKobo ?? (c.percentTotal === 0 ? c.fixedTotal : undefined);
  if (gross === undefined) {
    throw new RangeError(`${version.structure.name}: a percentage component needs the monthly gross`);
  }
  // Percentages of gross by largest remainder, so their rounding never creates or loses a kobo.
  const shares = c.weights.length > 1 ? allocate(gross, c.weights) : undefined;
  let p = 0;
  let percentSum = 0;
  const out: ComponentAmount[] = [];
  for (const comp of c.components) {
    let kobo = comp.fixedKobo;
    if (kobo === undefined) {
      kobo = shares![p++]!;
      percentSum += kobo;
    }
    out.push({
      code: comp.code,
      label: comp.label,
      monthlyKobo: kobo,
      kobo,
      rule: comp.rule,
      lineCode: comp.lineCode,
      ruleProrated: comp.ruleProrated,
    });
  }
  const balance = gross - c.fixedTotal - percentSum;
  if (balance < 0) throw new RangeError(`${version.structure.name}: components exceed the monthly gross`);
  if (balance > 0 && version.monthlyGrossKobo !== undefined) {
    out.push({
      code: BALANCE.code,
      label: BALANCE.label,
      monthlyKobo: balance,
      kobo: balance,
      rule: BALANCE.rule,
      lineCode: BALANCE.lineCode,
      ruleProrated: BALANCE.ruleProrated,
    });
  }
  return out;
}

/** Versions known at a date (entered on or before it), oldest effective first. */
function knownAt(versions: readonly PayVersion[], day: number): readonly PayVersion[] {
  if (versions.length === 1) {
    const v = versions[0]!;
    return dayNumber(v.recordedOn ?? v.effectiveFrom) <= day ? versions : [];
  }
  return versions
    .filter((v) => dayNumber(v.recordedOn ?? v.effectiveFrom) <= day)
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0));
}

export interface PeriodComponents {
  components: ComponentAmount[];
  /** The version in force at the end of the period (its pension, NHIS and custom deductions apply). */
  version: PayVersion | undefined;
  daysPaid: number;
  daysInPeriod: number;
}

export interface Employment {
  hireDay: number;
  exitDay: number;
  method: DayCount;
  holidays: ReadonlySet<number>;
}

/**
 * Components earned in [start, end] by the versions given: each version's month × its days in force and employed
 * ÷ the period's days, rounded half up per component. A full period under one version is the month exactly.
 */
export function periodComponents(
  versions: readonly PayVersion[],
  start: number,
  end: number,
  emp: Employment,
): PeriodComponents {
  const daysInPeriod = countDays(start, end, emp.method, emp.holidays);
  const from = Math.max(start, emp.hireDay);
  const to = Math.min(end, emp.exitDay);
  let components: ComponentAmount[] = [];
  let byCode: Map<string, ComponentAmount> | undefined;
  let version: PayVersion | undefined;
  let daysPaid = 0;
  for (let i = 0; i < versions.length; i++) {
    const v = versions[i]!;
    const effective = dayNumber(v.effectiveFrom);
    const next = versions[i + 1];
    const vFrom = Math.max(from, effective);
    const vTo = Math.min(to, next ? dayNumber(next.effectiveFrom) - 1 : to);
    if (effective <= end) version = v;
    const days = countDays(vFrom, vTo, emp.method, emp.holidays);
    if (days === 0) continue;
    daysPaid += days;
    const month = monthlyComponents(v);
    if (days !== daysInPeriod) {
      for (const c of month) c.kobo = divRoundHalfUp(c.kobo * days, daysInPeriod);
    }
    if (components.length === 0) {
      components = month;
      continue;
    }
    // A second version in the period: add its days' share component by component.
    byCode ??= new Map(components.map((c) => [c.code, c]));
    for (const c of month) {
      const seen = byCode.get(c.code);
      if (seen) {
        seen.kobo += c.kobo;
        seen.monthlyKobo = c.monthlyKobo;
        seen.rule = c.rule;
      } else {
        byCode.set(c.code, c);
        components.push(c);
      }
    }
  }
  return { components, version, daysPaid, daysInPeriod };
}

const sumKobo = (cs: readonly ComponentAmount[]) => cs.reduce((t, c) => t + c.kobo, 0);

/**
 * Arrears for the period starting `start`: for every earlier period a change entered since the last run reaches
 * back to, what is due now less what was due when that period ran (each period assumed run by its last day).
 */
const NO_ARREARS = { kobo: 0, periods: 0, from: undefined } as const;

export function arrearsFor(
  versions: readonly PayVersion[],
  start: string,
  end: string,
  emp: Employment,
): { kobo: number; periods: number; from: string | undefined } {
  const lastRun = dayNumber(start) - 1;
  const thisRun = dayNumber(end);
  let earliest: string | undefined;
  for (const v of versions) {
    if (v.recordedOn === undefined || v.effectiveFrom >= start) continue;
    const recorded = dayNumber(v.recordedOn);
    if (recorded > lastRun && recorded <= thisRun && (earliest === undefined || v.effectiveFrom < earliest)) {
      earliest = v.effectiveFrom;
    }
  }
  if (earliest === undefined) return NO_ARREARS;
  const now = knownAt(versions, thisRun);
  const then = knownAt(versions, lastRun);
  let kobo = 0;
  let periods = 0;
  for (let k = 1; ; k++) {
    const pStart = addMonths(start, -k);
    const pEnd = dayNumber(addMonths(start, -k + 1)) - 1;
    if (pEnd < dayNumber(earliest) || pEnd < emp.hireDay) break;
    const pStartDay = dayNumber(pStart);
    kobo +=
      sumKobo(periodComponents(now, pStartDay, pEnd, emp).components) -
      sumKobo(periodComponents(then, pStartDay, pEnd, emp).components);
    periods++;
  }
  return { kobo, periods, from: earliest };
}

export { knownAt };
