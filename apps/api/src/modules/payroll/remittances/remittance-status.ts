// A run's remittances apart from its salaries: due, late or closed. Each remittance's due date is the compliance
// calendar's: `dueDate` of @paydesk/payroll (deadlines.ts, with the rules and their sources), counted from the day
// the salaries went out and over the business's own public holidays, so the run page and the calendar always agree.
// Until salaries are paid, the planned pay date stands in for the day they were paid.
import type { PayrollRemittanceState, RemittanceKind } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import { dueDate, type Holidays } from '@paydesk/payroll';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { holidaysBetween } from '../../payroll-setup/index.ts';
import type * as rq from '../runs/runs.queries.ts';
import * as mq from './remittances.queries.ts';

const OWED = ['approved', 'processing', 'completed'];

type PaidRun = Pick<rq.RunRow, 'payDate' | 'payStartedAt' | 'completedAt'>;

/** The Lagos day the run's salaries went out (the planned pay date until they have): what deadlines count from. */
export function salaryPaidOn(run: PaidRun): string {
  const sent = run.payStartedAt ?? run.completedAt;
  return sent ? lagosDay(sent) : run.payDate;
}

/** The last day a remittance of the run may be paid without being late (the compliance calendar's due date). */
export function remittanceDueDate(kind: RemittanceKind, run: PaidRun, holidays: Holidays): string {
  const paidOn = salaryPaidOn(run);
  return kind === 'itf'
    ? dueDate({ kind, year: Number(paidOn.slice(0, 4)) }, holidays)
    : dueDate({ kind, salaryPaidOn: paidOn }, holidays);
}

/** The business's holidays from the run's salary day to the end of the next year (ITF is due by 1 April). */
export async function holidaysFor(db: Executor, run: rq.RunRow) {
  const from = salaryPaidOn(run);
  return holidaysBetween(db, run.companyId, from, `${Number(from.slice(0, 4)) + 1}-12-31`);
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
  const holidays = await holidaysFor(db, run);
  const dues = unpaid.map((kind) => remittanceDueDate(kind as RemittanceKind, run, holidays)).sort();
  const nextDueDate = dues[0] ?? null;
  return {
    state: nextDueDate !== null && nextDueDate < today ? 'late' : 'due',
    unpaid: unpaid.length,
    nextDueDate,
  };
}
