// The dates a recurring transfer runs on (Africa/Lagos calendar days, YYYY-MM-DD): daily; weekly on an ISO weekday
// (1 Monday … 7 Sunday); monthly on a day of the month, or the month's last day when the month is shorter (the 31st
// runs on 28 or 29 February, 30 April …). A schedule ends after its end date or its count of runs.
import { addDays } from '../../../lib/lagos-time.ts';

export interface Schedule {
  frequency: 'daily' | 'weekly' | 'monthly';
  day: number | null;
  startDate: string;
  endDate: string | null;
  count: number | null;
}

const parts = (day: string) => day.split('-').map(Number) as [number, number, number];
const pad = (n: number) => String(n).padStart(2, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export const isoWeekday = (day: string) => {
  const [y, m, d] = parts(day);
  return ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
};

function monthlyOn(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
}

/** The first date on or after `from` that the frequency lands on (ignoring the end and the count). */
export function occurrenceOnOrAfter(schedule: Pick<Schedule, 'frequency' | 'day'>, from: string): string {
  if (schedule.frequency === 'daily') return from;
  if (schedule.frequency === 'weekly') {
    const target = schedule.day ?? 1;
    return addDays(from, (target - isoWeekday(from) + 7) % 7);
  }
  const [y, m] = parts(from);
  const day = schedule.day ?? 1;
  const thisMonth = monthlyOn(y, m, day);
  if (thisMonth >= from) return thisMonth;
  return m === 12 ? monthlyOn(y + 1, 1, day) : monthlyOn(y, m + 1, day);
}

/**
 * The next run on or after `from` (and on or after the start), or null when the schedule is over: past its end
 * date, or its runs (`runsSoFar`, paid or failed) reached its count.
 */
export function nextRunOnOrAfter(schedule: Schedule, from: string, runsSoFar: number): string | null {
  if (schedule.count !== null && runsSoFar >= schedule.count) return null;
  const next = occurrenceOnOrAfter(schedule, from > schedule.startDate ? from : schedule.startDate);
  if (schedule.endDate && next > schedule.endDate) return null;
  return next;
}

/** The next run after a run on `runDate`. */
export const nextRunAfter = (schedule: Schedule, runDate: string, runsSoFar: number) =>
  nextRunOnOrAfter(schedule, addDays(runDate, 1), runsSoFar);

/** The first `n` run dates of a schedule (for previews and tests). */
export function firstRuns(schedule: Schedule, n: number): string[] {
  const runs: string[] = [];
  let next = nextRunOnOrAfter(schedule, schedule.startDate, 0);
  while (next && runs.length < n) {
    runs.push(next);
    next = nextRunAfter(schedule, next, runs.length);
  }
  return runs;
}
