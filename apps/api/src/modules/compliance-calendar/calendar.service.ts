// The compliance calendar's reads: a year's obligations (with every late one), the dashboard's summary and one
// obligation. A business sees only its own: the obligations are built from its runs, so another's id is a 404.
import type {
  ComplianceCalendar,
  ComplianceSummary,
  Obligation,
  ObligationStatusValue,
} from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import { NotFound } from '../../lib/errors.ts';
import { obligationsOf } from './obligations.ts';

export interface CalendarDeps {
  db: Database;
}

type Tally = { count: number; amountKobo: number; penaltyKobo: number };

function tally(list: Obligation[]): Tally {
  return {
    count: list.length,
    amountKobo: list.reduce((s, o) => s + (o.amountKobo ?? 0), 0),
    penaltyKobo: list.reduce((s, o) => s + (o.penalty.kobo ?? 0), 0),
  };
}

const only = (list: Obligation[], status: ObligationStatusValue) => list.filter((o) => o.status === status);

export async function calendar(
  deps: CalendarDeps,
  companyId: string,
  query: { year?: number; status?: ObligationStatusValue },
  today?: string,
): Promise<ComplianceCalendar> {
  const all = await obligationsOf(deps.db, companyId, today);
  const year = query.year ?? Number(all.today.slice(0, 4));
  const years = [...new Set([year, ...all.obligations.map((o) => Number(o.dueDate.slice(0, 4)))])].sort();
  // The year's obligations, and every late one whatever its year: a late item never drops out of sight.
  const shown = all.obligations.filter((o) => Number(o.dueDate.slice(0, 4)) === year || o.status === 'late');
  return {
    today: all.today,
    year,
    years,
    obligations: query.status ? only(shown, query.status) : shown,
    totals: {
      late: tally(only(shown, 'late')),
      due: tally(only(shown, 'due')),
      notDue: tally(only(shown, 'not-due')),
      paid: tally(only(shown, 'paid')),
    },
  };
}

export async function summary(
  deps: CalendarDeps,
  companyId: string,
  today?: string,
): Promise<ComplianceSummary> {
  const all = await obligationsOf(deps.db, companyId, today);
  const late = only(all.obligations, 'late');
  const due = only(all.obligations, 'due');
  return {
    today: all.today,
    late: tally(late),
    due: tally(due),
    next: late[0] ?? due[0] ?? only(all.obligations, 'not-due')[0] ?? null,
  };
}

/** The obligations not met yet, late first, then by due date (the dashboard's week). */
export async function unpaidObligations(
  deps: CalendarDeps,
  companyId: string,
  today?: string,
): Promise<Obligation[]> {
  const all = await obligationsOf(deps.db, companyId, today);
  return [
    ...only(all.obligations, 'late'),
    ...all.obligations.filter((o) => o.status === 'due' || o.status === 'not-due'),
  ];
}

export async function obligation(deps: CalendarDeps, companyId: string, id: string, today?: string) {
  const all = await obligationsOf(deps.db, companyId, today);
  const found = all.obligations.find((o) => o._id === id);
  if (!found) throw new NotFound('Obligation');
  return found;
}
