// The next pay date of a business's pay schedules: the first of each schedule's next dates whose month's payroll is
// not already paid (or being paid) — a run of that schedule, or of none, whose period holds the date or, monthly,
// whose pay date is in its month — and the soonest of the schedules. The payroll dashboard and the dashboard's week
// read it alike.
import { nextPayDates } from '../payroll-setup/index.ts';
import type * as rq from './runs/runs.queries.ts';

type Schedule = Awaited<ReturnType<typeof rq.findSchedules>>[number];
type PaidRun = Awaited<ReturnType<typeof rq.paidRunsEndingFrom>>[number];

/** The first day of the month before `day`'s: paid runs ending from it may hold this month's pay date. */
export function previousMonthStart(day: string) {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - 1;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

export function nextScheduledPayDate(
  schedules: Schedule[],
  paid: PaidRun[],
  today: string,
  holidays: ReadonlySet<string>,
): { date: string; schedule: { _id: string; name: string } } | null {
  let next: { date: string; schedule: { _id: string; name: string } } | null = null;
  for (const s of schedules) {
    const done = (date: string) =>
      paid.some(
        (r) =>
          (r.payScheduleId === null || r.payScheduleId === s.id) &&
          ((r.periodStart <= date && date <= r.periodEnd) ||
            (s.frequency === 'monthly' && r.payDate.slice(0, 7) === date.slice(0, 7))),
      );
    const date = nextPayDates(s, today, holidays, 3).find((d) => !done(d));
    if (date && (!next || date < next.date)) next = { date, schedule: { _id: s.id, name: s.name } };
  }
  return next;
}
