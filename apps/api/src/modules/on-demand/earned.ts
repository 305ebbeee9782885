// The pure arithmetic of on-demand pay: the pay period around a Lagos day, its working days, earned to date, the
// fee of a request and what each request leaves to deduct at payday. No I/O, so the property tests and the bench
// run it directly. Days are Africa/Lagos calendar dates (YYYY-MM-DD); money is integer kobo.
import { percentOf } from '@paydesk/money';

export interface PayPeriod {
  /** The payday's month, YYYY-MM. */
  period: string;
  start: string;
  end: string;
  payday: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const toDay = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
/** Days since 1970-01-01 of a calendar date. */
export const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;
const fromNumber = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
export const addDays = (day: string, days: number) => fromNumber(dayNumber(day) + days);

/** The payday of a month: the rule's day, or the month's last day in shorter months. */
export function paydayOf(year: number, month: number, payday: number): string {
  return toDay(year, month, Math.min(payday, daysIn(year, month)));
}

/** The period a month names (YYYY-MM): from the day after the previous payday to this month's payday. */
export function periodNamed(period: string, payday: number): PayPeriod {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const end = paydayOf(y, m, payday);
  const prev = m === 1 ? paydayOf(y - 1, 12, payday) : paydayOf(y, m - 1, payday);
  return { period, start: addDays(prev, 1), end, payday: end };
}

/** The period a day falls in: this month's when on or before its payday, else next month's. */
export function periodOf(today: string, payday: number): PayPeriod {
  const [y, m] = today.split('-').map(Number) as [number, number];
  if (today <= paydayOf(y, m, payday)) return periodNamed(`${y}-${pad(m)}`, payday);
  return periodNamed(m === 12 ? `${y + 1}-01` : `${y}-${pad(m + 1)}`, payday);
}

/** Monday to Friday dates from `from` to `to`, both included (0 when to < from). */
export function workingDaysBetween(from: string, to: string): number {
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (b < a) return 0;
  let count = 0;
  // 1970-01-01 was a Thursday: (n + 4) % 7 is the weekday with Sunday = 0.
  const full = Math.floor((b - a + 1) / 7);
  count = full * 5;
  for (let n = a + full * 7; n <= b; n++) {
    const weekday = (n + 4) % 7;
    if (weekday !== 0 && weekday !== 6) count++;
  }
  return count;
}

export interface EarnedInput {
  /** Net pay of the whole period, kobo. */
  netPay: number;
  period: PayPeriod;
  today: string;
  /** Lagos day earnings stopped (nothing is earned from it on); null when they run. */
  stoppedOn: string | null;
  accessPercent: number;
  cutOffDays: number;
}

export interface Earned {
  workingDays: number;
  workedDays: number;
  /** Net pay earned to date. */
  earned: number;
  /** earned × access share. */
  accessible: number;
  cutOffDate: string;
  afterCutOff: boolean;
}

/** Earned to date: net pay spread over the period's working days, up to today (and before any stop). */
export function earnedToDate(input: EarnedInput): Earned {
  const { period, today } = input;
  const cutOffDate = addDays(period.payday, -input.cutOffDays);
  const afterCutOff = today > cutOffDate;
  const workingDays = workingDaysBetween(period.start, period.end);
  let last = today < period.end ? today : period.end;
  if (input.stoppedOn) {
    const dayBeforeStop = addDays(input.stoppedOn, -1);
    if (dayBeforeStop < last) last = dayBeforeStop;
  }
  const workedDays = today < period.start ? 0 : workingDaysBetween(period.start, last);
  const earned = workingDays === 0 ? 0 : Math.floor((input.netPay * workedDays) / workingDays);
  const accessible = Math.floor((earned * input.accessPercent) / 100);
  return { workingDays, workedDays, earned, accessible, cutOffDate, afterCutOff };
}

export interface FeeRule {
  feeType: 'flat' | 'percent';
  /** Kobo when flat, basis points when percent. */
  feeValue: number;
  feeBearer: 'employee' | 'business';
}

export interface RequestMoney {
  amount: number;
  fee: number;
  /** What reaches the employee's bank. */
  payout: number;
  /** What payday deducts: the amount, plus the fee when the employee bears it. */
  toDeduct: number;
  /** What leaves the funding source now (amount + fee, whoever bears the fee). */
  funded: number;
}

/** The money of a withdrawal of `amount`; a saving carries no fee and pays nothing out. */
export function requestMoney(kind: 'withdrawal' | 'saving', amount: number, rule: FeeRule): RequestMoney {
  if (kind === 'saving') return { amount, fee: 0, payout: 0, toDeduct: amount, funded: 0 };
  const fee = rule.feeType === 'flat' ? rule.feeValue : percentOf(amount, rule.feeValue);
  return {
    amount,
    fee,
    payout: amount,
    toDeduct: rule.feeBearer === 'employee' ? amount + fee : amount,
    funded: amount + fee,
  };
}

export interface Drawn {
  drawn: number;
  /** Fees the employee bears (they count against the access share). */
  employeeFees: number;
  saved: number;
}

/** What may still be requested this period in money (before count, cut-off and pause). */
export const headroom = (accessible: number, taken: Drawn) =>
  Math.max(0, accessible - taken.drawn - taken.employeeFees - taken.saved);
