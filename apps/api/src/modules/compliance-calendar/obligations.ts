// The obligations of a business, built from its paid runs' remittances (payroll's face) and its public holidays
// (payroll-setup's face) with the deadline and penalty rules of @paydesk/payroll. Nothing here is stored: a
// remittance paid, a holiday added or a day passing changes the calendar at its next read.
import type { Obligation, Remittance } from '@paydesk/contracts';
import type { Database, Executor } from '@paydesk/db';
import {
  DEADLINE_RULES,
  dueDate,
  type Holidays,
  type ObligationKind,
  obligationStatus,
  penaltyOf,
  reminderDays,
} from '@paydesk/payroll';
import { lagosDay } from '../../lib/lagos-time.ts';
import { annualReturnFilings, type PaidRun, paidRunsWithRemittances } from '../payroll/index.ts';
import { holidaysBetween } from '../payroll-setup/index.ts';
import * as q from './calendar.queries.ts';

type RunRef = { _id: string; name: string };

interface Draft {
  id: string;
  kind: ObligationKind;
  authority: string;
  period: string;
  due: string;
  amountKobo: number | null;
  employeeCount: number;
  paidOn: string | null;
  paymentPending: boolean;
  runs: RunRef[];
  payPath: string | null;
}

const paidOnOf = (r: Remittance) => (r.status === 'paid' && r.paidAt ? lagosDay(new Date(r.paidAt)) : null);
const payPathOf = (runId: string, r: Remittance) => `/payroll/${runId}/pay-remittance/${r._id}`;
const yearOf = (day: string) => Number(day.slice(0, 4));

/** The due date of a remittance's obligation: the yearly ITF by the year of the salary, the others from its day. */
export function obligationDueDate(
  kind: Remittance['kind'],
  salaryPaidOn: string,
  holidays: Holidays,
): string {
  return kind === 'itf'
    ? dueDate({ kind, year: yearOf(salaryPaidOn) }, holidays)
    : dueDate({ kind, salaryPaidOn }, holidays);
}

/** Monthly obligations (one per remittance) and the yearly ones they add up to (ITF, the annual PAYE return). */
/** When each state's annual return of a year was marked filed (Lagos day), by `year:state`. */
type Filings = Map<string, string>;

function drafts(runs: PaidRun[], holidays: Holidays, filings: Filings): Draft[] {
  const out: Draft[] = [];
  const itf = new Map<number, { parts: { run: PaidRun; r: Remittance }[] }>();
  const returns = new Map<
    string,
    { year: number; state: string | null; runs: Map<string, RunRef>; n: number }
  >();
  for (const run of runs) {
    const ref = { _id: run.runId, name: run.runName };
    for (const r of run.remittances) {
      const year = yearOf(run.salaryPaidOn);
      if (r.kind === 'itf') {
        const entry = itf.get(year) ?? { parts: [] };
        entry.parts.push({ run, r });
        itf.set(year, entry);
        continue;
      }
      if (r.kind === 'paye') {
        // The return of the payslips' tax year (the period's, as the engine and the annual returns page count it).
        const taxYear = yearOf(run.periodEnd);
        const key = `${taxYear}-${r.state ?? 'none'}`;
        const entry = returns.get(key) ?? { year: taxYear, state: r.state, runs: new Map(), n: 0 };
        entry.runs.set(ref._id, ref);
        entry.n = Math.max(entry.n, r.employeeCount);
        returns.set(key, entry);
      }
      out.push({
        id: r._id,
        kind: r.kind,
        authority: r.name,
        period: run.periodEnd.slice(0, 7),
        due: obligationDueDate(r.kind, run.salaryPaidOn, holidays),
        amountKobo: r.amountKobo,
        employeeCount: r.employeeCount,
        paidOn: paidOnOf(r),
        paymentPending: r.status === 'pending',
        runs: [ref],
        payPath: r.status === 'paid' ? null : payPathOf(run.runId, r),
      });
    }
  }
  for (const [year, { parts }] of itf) {
    const paid = parts.every((p) => p.r.status === 'paid');
    const unpaid = parts.find((p) => p.r.status !== 'paid');
    out.push({
      id: `itf-${year}`,
      kind: 'itf',
      authority: 'Industrial Training Fund',
      period: String(year),
      due: obligationDueDate('itf', parts[0]!.run.salaryPaidOn, holidays),
      amountKobo: parts.reduce((s, p) => s + p.r.amountKobo, 0),
      employeeCount: Math.max(...parts.map((p) => p.r.employeeCount)),
      paidOn: paid
        ? parts
            .map((p) => paidOnOf(p.r) ?? '')
            .sort()
            .at(-1) || null
        : null,
      paymentPending: parts.some((p) => p.r.status === 'pending'),
      runs: parts.map((p) => ({ _id: p.run.runId, name: p.run.runName })),
      payPath: unpaid ? payPathOf(unpaid.run.runId, unpaid.r) : null,
    });
  }
  for (const entry of returns.values()) {
    const filedOn = entry.state ? (filings.get(`${entry.year}:${entry.state}`) ?? null) : null;
    out.push({
      id: `paye-return-${entry.year}-${(entry.state ?? 'none').replace(/[^A-Za-z0-9]+/g, '-')}`,
      kind: 'paye-annual-return',
      authority: entry.state
        ? `${entry.state} State Internal Revenue Service`
        : 'PAYE (no state of residence)',
      period: String(entry.year),
      due: dueDate({ kind: 'paye-annual-return', year: entry.year }, holidays),
      amountKobo: null,
      employeeCount: entry.n,
      // A return is met when it is marked filed on the annual returns page, where it is filed from.
      paidOn: filedOn,
      paymentPending: false,
      runs: [...entry.runs.values()],
      payPath:
        filedOn || !entry.state
          ? null
          : `/payroll/annual-returns?year=${entry.year}&state=${encodeURIComponent(entry.state)}`,
    });
  }
  return out;
}

export interface ObligationsOfBusiness {
  today: string;
  obligations: Obligation[];
  holidays: Holidays;
}

/** Every obligation of the business, by due date, measured against `today` (a Lagos day). */
export async function obligationsOf(
  db: Database,
  companyId: string,
  today = lagosDay(),
): Promise<ObligationsOfBusiness> {
  // The runs, the reminders sent and the filings in one round; the holidays span the runs' years.
  const [runs, sent, filed] = await Promise.all([
    paidRunsWithRemittances(db, companyId),
    q.remindersSent(db as Executor, companyId),
    annualReturnFilings(db, companyId),
  ]);
  const first = runs[0]?.salaryPaidOn ?? today;
  const lastYear = Math.max(yearOf(today), ...runs.map((r) => yearOf(r.salaryPaidOn))) + 1;
  const holidays = await holidaysBetween(db, companyId, first, `${lastYear}-12-31`);
  const filings: Filings = new Map(filed.map((f) => [`${f.year}:${f.state}`, lagosDay(f.filedAt)]));
  const obligations = drafts(runs, holidays, filings)
    .map((d): Obligation => {
      const status = obligationStatus({ due: d.due, paidOn: d.paidOn, today }, holidays);
      return {
        _id: d.id,
        kind: d.kind,
        authority: d.authority,
        period: d.period,
        dueDate: d.due,
        deadlineRule: DEADLINE_RULES[d.kind],
        amountKobo: d.amountKobo,
        employeeCount: d.employeeCount,
        status,
        paidOn: d.paidOn,
        paymentPending: d.paymentPending,
        penalty: penaltyOf({ kind: d.kind, amountKobo: d.amountKobo ?? 0, due: d.due }, d.paidOn ?? today),
        runs: d.runs,
        payPath: d.payPath,
        reminders: reminderDays(d.due, holidays).map((r) => ({
          ...r,
          sentAt: sent.get(`${d.id}:${r.daysBefore}`)?.toISOString() ?? null,
        })),
      };
    })
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.kind.localeCompare(b.kind));
  return { today, obligations, holidays };
}
