// A run's remittances apart from its salaries: due, late or closed. Each remittance's due date follows the rule of
// docs/payroll-engine.md's sources (../shared/docs/payroll-rules.md): PAYE by the 10th of the month after the pay
// month; pension within 7 working days of paying salaries (weekends and the public holidays skipped); NHF within a
// month of paying salaries; NHIS and NSITF monthly, by the end of the month after the pay month; ITF by 1 April of
// the next year. Until salaries are paid, the planned pay date stands in for the day they were paid.
import type { PayrollRemittanceState, RemittanceKind } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import { lagosDay } from '../../lib/lagos-time.ts';
import { isWorkingDay } from '../payroll-setup/index.ts';
import * as hq from './history.queries.ts';
import * as mq from './remittances.queries.ts';
import type * as rq from './runs.queries.ts';

const OWED = ['approved', 'processing', 'completed'];

const iso = (y: number, m: number, d: number) => {
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
};
/** The day of month `d` in the month `add` months after `day`'s (clamped to the month's last day). */
function monthsAfter(day: string, add: number, d: number) {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + add;
  return iso(Math.floor(index / 12), (index % 12) + 1, d);
}
function workingDaysAfter(day: string, count: number, holidays: ReadonlySet<string>) {
  let at = Date.parse(`${day}T00:00:00Z`);
  for (let n = 0; n < count; ) {
    at += 86_400_000;
    if (isWorkingDay(new Date(at).toISOString().slice(0, 10), holidays)) n++;
  }
  return new Date(at).toISOString().slice(0, 10);
}

/** The last day a remittance of the run may be paid without being late. */
export function remittanceDueDate(
  kind: RemittanceKind,
  run: Pick<rq.RunRow, 'periodEnd' | 'payDate' | 'completedAt'>,
  holidays: ReadonlySet<string>,
): string {
  const salariesPaid = run.completedAt ? lagosDay(run.completedAt) : run.payDate;
  switch (kind) {
    case 'paye':
      return monthsAfter(run.periodEnd, 1, 10);
    case 'pension':
      return workingDaysAfter(salariesPaid, 7, holidays);
    case 'nhf':
      return monthsAfter(salariesPaid, 1, Number(salariesPaid.slice(8, 10)));
    case 'itf':
      return `${Number(run.periodEnd.slice(0, 4)) + 1}-04-01`;
    default:
      return monthsAfter(run.periodEnd, 1, 31);
  }
}

/**
 * The run's remittance state once it is approved (null before): closed when every remittance above zero is paid,
 * late when one unpaid is past its due date, otherwise due; with the count unpaid and the earliest due date of
 * those.
 */
export async function remittanceState(
  db: Executor,
  run: rq.RunRow,
  today = lagosDay(),
): Promise<PayrollRemittanceState | null> {
  if (!OWED.includes(run.status)) return null;
  const rows = await mq.remittancesOf(db, run.companyId, run.id);
  // Stored when the run is approved; a run approved before that stores them when first listed, read here as owed.
  const unpaid = rows.length
    ? rows.filter((r) => r.amount > 0 && r.status !== 'paid').map((r) => r.kind)
    : (await mq.remittanceGroups(db, run.companyId, run.id)).map((g) => g.remittance.kind);
  if (unpaid.length === 0) return { state: 'closed', unpaid: 0, nextDueDate: null };
  const holidays = new Set(await hq.holidaysFrom(db, run.periodEnd));
  const dues = unpaid.map((kind) => remittanceDueDate(kind as RemittanceKind, run, holidays)).sort();
  const nextDueDate = dues[0] ?? null;
  return {
    state: nextDueDate !== null && nextDueDate < today ? 'late' : 'due',
    unpaid: unpaid.length,
    nextDueDate,
  };
}
