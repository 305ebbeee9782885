// Next pay dates of a schedule, as Africa/Lagos calendar dates: weekends and the Nigerian public holidays (the
// public_holidays setting) are not working days; a pay day that falls on one moves to the working day before, so
// salaries land before the holiday rather than after it.
import type { PayScheduleRow } from './payroll-reads.queries.ts';

/** The fields of a pay schedule row its pay dates are read from. */
export type ScheduleRule = Pick<
  PayScheduleRow,
  'frequency' | 'payDayRule' | 'payDay' | 'cutOffDay' | 'firstPeriodStart'
>;

const DAY_MS = 86_400_000;
const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const toIso = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const lastOfMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export function isWorkingDay(date: string, holidays: ReadonlySet<string>): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays.has(date);
}

/** The date itself when it is a working day, else the nearest working day before it. */
export function workingDayOnOrBefore(date: string, holidays: ReadonlySet<string>): string {
  let day = toDay(date);
  while (!isWorkingDay(toIso(day), holidays)) day--;
  return toIso(day);
}

/** The pay date of the monthly period ending in (year, month). */
function monthlyPayDate(rule: ScheduleRule, year: number, month: number, holidays: ReadonlySet<string>) {
  const last = lastOfMonth(year, month);
  if (rule.payDayRule === 'last_day') return iso(year, month, last);
  if (rule.payDayRule === 'fixed_day')
    return workingDayOnOrBefore(iso(year, month, rule.payDay ?? last), holidays);
  return workingDayOnOrBefore(iso(year, month, last), holidays);
}

/**
 * The next `count` pay dates on or after `today`, never before the first period's pay date. A monthly period ends on
 * the cut-off day (or the month's last day) and is paid in the month it ends; weekly and bi-weekly periods run 7 or
 * 14 days from the first period's start and are paid on their last day (moved back to a working day).
 */
export function nextPayDates(
  rule: ScheduleRule,
  today: string,
  holidays: ReadonlySet<string>,
  count = 6,
): string[] {
  const dates: string[] = [];
  if (rule.frequency === 'monthly') {
    const [y, m, d] = rule.firstPeriodStart.split('-').map(Number) as [number, number, number];
    // The first period ends in the start's month, or the next one when it starts after the cut-off.
    let index = y * 12 + (m - 1) + (rule.cutOffDay !== null && d > rule.cutOffDay ? 1 : 0);
    for (let guard = 0; dates.length < count && guard < 600; guard++, index++) {
      const date = monthlyPayDate(rule, Math.floor(index / 12), index % 12, holidays);
      if (date >= today) dates.push(date);
    }
    return dates;
  }
  const step = rule.frequency === 'weekly' ? 7 : 14;
  const start = toDay(rule.firstPeriodStart);
  const skip = Math.max(0, Math.floor((toDay(today) - start) / step) - 1);
  for (let n = skip; dates.length < count && n < skip + count + 4; n++) {
    const date = workingDayOnOrBefore(toIso(start + (n + 1) * step - 1), holidays);
    if (date >= today) dates.push(date);
  }
  return dates;
}
