// Statutory deadlines of an employer's payroll obligations and what a late one costs (compliance calendar, issue 28).
// Pure: ISO dates in, ISO dates and kobo out; the business's public holidays are an input. The rules and their
// sources are in docs/payroll-engine.md ("Deadlines and penalties").
import { addMonths, dayNumber, isoDate } from './dates.ts';
import { divRoundHalfUp } from './rounding.ts';

export type ObligationKind = 'paye' | 'pension' | 'nhf' | 'nhia' | 'nsitf' | 'itf' | 'paye-annual-return';
export type ObligationStatus = 'not-due' | 'due' | 'paid' | 'late';

/** The public holidays the business keeps, as ISO dates. */
export type Holidays = ReadonlySet<string>;

/** Reminders go out this many working days before a due date. */
export const REMINDER_WORKING_DAYS = [5, 1] as const;

const weekday = (iso: string) => (dayNumber(iso) + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
const nextDay = (iso: string, n = 1) => isoDate(dayNumber(iso) + n);

export function isWorkingDay(iso: string, holidays: Holidays): boolean {
  const w = weekday(iso);
  return w !== 0 && w !== 6 && !holidays.has(iso);
}

/**
 * The n-th working day after `iso` (n > 0) or before it (n < 0); working days skip Saturdays, Sundays and the
 * holidays. "Within 7 working days from the day salary is paid" ends on `addWorkingDays(paidOn, 7)`.
 */
export function addWorkingDays(iso: string, n: number, holidays: Holidays): string {
  const step = n < 0 ? -1 : 1;
  let day = iso;
  for (let left = Math.abs(n); left > 0; ) {
    day = nextDay(day, step);
    if (isWorkingDay(day, holidays)) left--;
  }
  return day;
}

/**
 * Interpretation Act (Cap. I23 LFN 2004) s.15(3): where the time limited for doing a thing ends on a holiday, it
 * extends to the next day that is not a holiday; s.15(5): "holiday" there means a Sunday or a public holiday. So a
 * deadline on a Sunday or a public holiday moves to the next day that is neither — and one on a Saturday stays.
 */
export function extendPastHoliday(iso: string, holidays: Holidays): string {
  let day = iso;
  while (weekday(day) === 0 || holidays.has(day)) day = nextDay(day);
  return day;
}

const ymd = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function monthAfter(iso: string): { y: number; m: number } {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  return m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 };
}

export type DeadlineInput =
  /** A monthly obligation: the day the salaries it comes from were paid. */
  | { kind: 'paye' | 'pension' | 'nhf' | 'nhia' | 'nsitf'; salaryPaidOn: string }
  /** A yearly obligation: the year of the payrolls it covers. */
  | { kind: 'itf' | 'paye-annual-return'; year: number };

/**
 * The last day the obligation may be met:
 * - PAYE: the 10th of the month after the salary was paid (PAYE Regulations reg. 7(1): within ten days of the end
 *   of the month; the Nigeria Tax Administration Act 2025 keeps the monthly return);
 * - pension: 7 working days after the salary was paid (Pension Reform Act 2014 s.11(5)(b));
 * - NHF: one month after the deduction, i.e. the salary (National Housing Fund Act 1992);
 * - NHIA: the last day of the month after the salary (National Health Insurance Authority Act 2022: a monthly
 *   contribution through the business's HMO; the Act names no day, this is our reading);
 * - NSITF: the last day of the month after the payroll month (Employee's Compensation Act 2010 s.33: a monthly
 *   contribution; the Act names no day, this is our reading);
 * - ITF: 1 April of the next year (Industrial Training Fund Act 2011 s.6);
 * - the annual PAYE return: 31 January of the next year.
 * A calendar date falling on a Sunday or public holiday extends by `extendPastHoliday`.
 */
export function dueDate(input: DeadlineInput, holidays: Holidays): string {
  switch (input.kind) {
    case 'pension':
      return addWorkingDays(input.salaryPaidOn, 7, holidays);
    case 'paye': {
      const { y, m } = monthAfter(input.salaryPaidOn);
      return extendPastHoliday(ymd(y, m, 10), holidays);
    }
    case 'nhf':
      return extendPastHoliday(addMonths(input.salaryPaidOn, 1), holidays);
    case 'nhia':
    case 'nsitf': {
      const { y, m } = monthAfter(input.salaryPaidOn);
      const last = isoDate(dayNumber(ymd(m === 12 ? y + 1 : y, m === 12 ? 1 : m + 1, 1)) - 1);
      return extendPastHoliday(last, holidays);
    }
    case 'itf':
      return extendPastHoliday(ymd(input.year + 1, 4, 1), holidays);
    case 'paye-annual-return':
      return extendPastHoliday(ymd(input.year + 1, 1, 31), holidays);
  }
}

/** Each deadline as the law states it, with its source (the UI prints these as they are). */
export const DEADLINE_RULES: Record<ObligationKind, string> = {
  paye:
    'By the 10th of the month after the salary, to the revenue service of the state the employee lives in ' +
    '(PAYE Regulations reg. 7(1); Nigeria Tax Administration Act 2025).',
  pension:
    "Within 7 working days of paying the salary, to each PFA's custodian (Pension Reform Act 2014 s.11(5)(b)).",
  nhf: 'Within one month of the deduction, to the Federal Mortgage Bank of Nigeria (National Housing Fund Act 1992).',
  nhia:
    'Monthly, 15% of basic pay (employer 10%, employee 5%) to the HMO the business enrols with (National Health ' +
    'Insurance Authority Act 2022); shown due by the end of the next month, as the Act names no day.',
  nsitf:
    "Monthly, 1% of the month's payroll (Employee's Compensation Act 2010 s.33); shown due by the end of the next " +
    'month, as the Act names no day.',
  itf: 'By 1 April of the next year, 1% of the annual payroll with Form 5A (Industrial Training Fund Act 2011 s.6).',
  'paye-annual-return':
    'By 31 January of the next year, a return of every employee paid in the year, leavers included ' +
    '(Nigeria Tax Administration Act 2025; formerly Form H1).',
};

/** The days reminders go out: 5 and 1 working days before the due date. */
export function reminderDays(due: string, holidays: Holidays): { daysBefore: number; on: string }[] {
  return REMINDER_WORKING_DAYS.map((daysBefore) => ({
    daysBefore,
    on: addWorkingDays(due, -daysBefore, holidays),
  }));
}

/**
 * Paid when met; late once the due date has passed unmet; due from the first reminder (5 working days before) to
 * the due date; not due before that.
 */
export function obligationStatus(
  input: { due: string; paidOn: string | null; today: string },
  holidays: Holidays,
): ObligationStatus {
  if (input.paidOn) return 'paid';
  if (input.today > input.due) return 'late';
  const [first] = reminderDays(input.due, holidays);
  return input.today >= first!.on ? 'due' : 'not-due';
}

/** Whole months or parts of a month from the day after `due` to `until` (0 when not past due). */
export function monthsOrPartLate(due: string, until: string): number {
  if (until <= due) return 0;
  let n = 1;
  while (addMonths(due, n) < until) n++;
  return n;
}

export function daysLate(due: string, until: string): number {
  return Math.max(0, dayNumber(until) - dayNumber(due));
}

export interface Penalty {
  /** What the law says a late obligation costs, in words. */
  rule: string;
  /** The figure to `asOf` where the law fixes one (null: a rate or sum the authority sets, nothing computed). */
  kobo: number | null;
  /** How the figure was reached ("2% × ₦1,000.00 × 2 months"), or why there is none. */
  working: string;
}

const naira = (kobo: number) =>
  `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const PENALTY_RULES: Record<ObligationKind, string> = {
  paye:
    'Nigeria Tax Administration Act 2025 s.107: the tax not remitted, a penalty of 10% a year of it, and interest ' +
    'at the Central Bank of Nigeria monetary policy rate.',
  pension:
    'Pension Reform Act 2014 s.11(7): a penalty of at least 2% of the unpaid contribution for each month or part ' +
    'of a month the default continues, on top of the contribution.',
  nhf: 'National Housing Fund Act 1992 s.20: an offence; a company is liable on conviction to a fine of ₦50,000.',
  nhia:
    'National Health Insurance Authority Act 2022: the sanction for unpaid contributions is set by the Authority; ' +
    'the Act fixes no monthly figure.',
  nsitf:
    "Employee's Compensation Act 2010: the unpaid contribution is a debt to the Fund, recovered with the penalty " +
    'the Board sets; the Act fixes no monthly figure.',
  itf: 'Industrial Training Fund Act 2011 s.6: a penalty of 5% of the contribution due, and prosecution.',
  'paye-annual-return':
    'Nigeria Tax Administration Act 2025 s.101: ₦100,000 for the first month the return is not filed and ₦50,000 ' +
    'for each month after.',
};

/** What the obligation costs if met on `asOf` (its payment day, or today while unpaid) after its due date. */
export function penaltyOf(
  input: { kind: ObligationKind; amountKobo: number; due: string },
  asOf: string,
): Penalty {
  const rule = PENALTY_RULES[input.kind];
  const months = monthsOrPartLate(input.due, asOf);
  if (months === 0) return { rule, kobo: 0, working: 'Not late' };
  const { amountKobo: amount } = input;
  switch (input.kind) {
    case 'pension': {
      const kobo = divRoundHalfUp(amount * 2 * months, 100);
      return { rule, kobo, working: `2% × ${naira(amount)} × ${months} month${months === 1 ? '' : 's'}` };
    }
    case 'paye': {
      const days = daysLate(input.due, asOf);
      const kobo = divRoundHalfUp(amount * 10 * days, 100 * 365);
      return {
        rule,
        kobo,
        working: `10% a year × ${naira(amount)} × ${days}/365 days, plus interest at the monetary policy rate`,
      };
    }
    case 'nhf':
      return { rule, kobo: 5_000_000, working: 'Fine of ₦50,000 on conviction' };
    case 'nhia':
      return { rule, kobo: null, working: 'Set by the National Health Insurance Authority' };
    case 'nsitf':
      return { rule, kobo: null, working: 'Set by the NSITF Board' };
    case 'itf':
      return { rule, kobo: divRoundHalfUp(amount * 5, 100), working: `5% × ${naira(amount)}` };
    case 'paye-annual-return':
      return {
        rule,
        kobo: 10_000_000 + 5_000_000 * (months - 1),
        working: `₦100,000 + ₦50,000 × ${months - 1} month${months - 1 === 1 ? '' : 's'}`,
      };
  }
}
