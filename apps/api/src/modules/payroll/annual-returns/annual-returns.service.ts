// The annual PAYE return (issue 28; formerly Form H1): built at each read from the payslips of the year's paid runs,
// grouped by the state each payslip's PAYE went to (its state of residence), so an employee who moved mid-year is on
// each state's return for the months remitted to it. A state's return is marked filed once, and never while one of
// its employees has no Tax ID.
import {
  ANNUAL_RETURN_MESSAGES,
  type AnnualReturn,
  type AnnualReturnBlocker,
  type AnnualReturnEmployee,
  type AnnualReturnQuery,
  type AnnualReturnReliefs,
  type AnnualReturnState,
  ErrorCode,
  type MarkAnnualReturnFiledRequest,
  missingTaxIdsMessage,
} from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import type { Caller } from '../../../http/route-kit.ts';
import { Conflict, DomainError, NotFound } from '../../../lib/errors.ts';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { recordCallerAudit, recordCallerAuditNow } from '../../../platform/audit/audit-actor.ts';
import { transferSessionIds } from '../../payments/index.ts';
import { describeCaller } from '../../team/index.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import * as aq from './annual-returns.queries.ts';

export type Figures = Omit<
  AnnualReturnEmployee,
  'employeeId' | 'name' | 'staffId' | 'taxId' | 'months' | 'monthsPaid' | 'exitDate'
>;

const noReliefs = (): AnnualReturnReliefs => ({
  pensionKobo: 0,
  nhfKobo: 0,
  nhisKobo: 0,
  rentReliefKobo: 0,
  craKobo: 0,
  otherReliefKobo: 0,
  totalKobo: 0,
});
export const noFigures = (): Figures => ({
  grossPayKobo: 0,
  benefitsInKindKobo: 0,
  grossEmolumentsKobo: 0,
  reliefs: noReliefs(),
  taxableIncomeKobo: 0,
  payeKobo: 0,
});

/**
 * The figures on the return of one payslip or of their sum, as the database computed them (aq.LINE_FIGURES: the
 * deductions as made, a twelfth of the engine's annual reliefs, taxable income less the reliefs, not below zero).
 */
export function figuresOf(f: aq.LineFigures): Figures {
  return {
    grossPayKobo: f.grossPay,
    benefitsInKindKobo: f.benefitsInKind,
    grossEmolumentsKobo: f.grossPay + f.benefitsInKind,
    reliefs: {
      pensionKobo: f.pension,
      nhfKobo: f.nhf,
      nhisKobo: f.nhis,
      rentReliefKobo: f.rentRelief,
      craKobo: f.cra,
      otherReliefKobo: f.otherRelief,
      totalKobo: f.pension + f.nhf + f.nhis + f.rentRelief + f.cra + f.otherRelief,
    },
    taxableIncomeKobo: f.taxableIncome,
    payeKobo: f.paye,
  };
}

export function addFigures(into: Figures, f: Figures) {
  into.grossPayKobo += f.grossPayKobo;
  into.benefitsInKindKobo += f.benefitsInKindKobo;
  into.grossEmolumentsKobo += f.grossEmolumentsKobo;
  into.taxableIncomeKobo += f.taxableIncomeKobo;
  into.payeKobo += f.payeKobo;
  for (const key of Object.keys(into.reliefs) as (keyof AnnualReturnReliefs)[])
    into.reliefs[key] += f.reliefs[key];
}

export const authorityOf = (state: string | null) =>
  state === null
    ? 'PAYE (no state of residence)'
    : state === 'FCT'
      ? 'FCT Internal Revenue Service'
      : `${state} State Internal Revenue Service`;

/** Names in the order `localeCompare` gives them, without its per-call setup (100,000 names a return). */
const byName = new Intl.Collator();

const monthKey = (year: number, index: number) => `${year}-${String(index + 1).padStart(2, '0')}`;

/** The return of a year, every state or one, with its blockers. */
export async function buildAnnualReturn(
  db: Executor,
  companyId: string,
  query: { year: number; state?: string | undefined },
): Promise<AnnualReturn> {
  const { year } = query;
  // A row per employee and state, added up in the database; the payslips themselves never reach the process.
  const [rows, years, remittances, filings] = [
    await aq.employeeYears(db, companyId, year, query.state),
    await aq.yearsWithPaidRuns(db, companyId),
    await aq.payeRemittancesOfYear(db, companyId, year),
    await aq.filingsOfYear(db, companyId, year),
  ];
  const states = (
    query.state === undefined
      ? [...new Set(rows.map((x) => x.state))]
      : await aq.statesOfYear(db, companyId, year)
  ).sort(byState);
  const sessions = await transferSessionIds(
    db,
    companyId,
    remittances.flatMap((m) => (m.transferId ? [m.transferId] : [])),
  );

  const grouped = new Map<string | null, AnnualReturnEmployee[]>();
  for (const x of rows) {
    const { now, snapshot: snap } = x;
    const months = x.months.flatMap((m, i) =>
      m.paid ? [{ month: monthKey(year, i), payeKobo: m.payeKobo }] : [],
    );
    const list = grouped.get(x.state) ?? [];
    grouped.set(x.state, list);
    list.push({
      employeeId: x.employeeId,
      name: now
        ? `${now.firstName} ${now.lastName}`
        : `${snap.firstName ?? ''} ${snap.lastName ?? ''}`.trim(),
      staffId: now?.staffId ?? snap.staffId ?? null,
      // The Tax ID on the employee now: a fix made since the payslip counts, and so does a removal.
      taxId: (now ? now.taxId?.trim() : snap.taxId?.trim()) || null,
      exitDate: now?.exitDate && now.exitDate <= `${year}-12-31` ? now.exitDate : null,
      months,
      monthsPaid: months.length,
      ...figuresOf(x.figures),
    });
  }

  const returns: AnnualReturnState[] = [];
  const blockers = new Map<string, AnnualReturnBlocker>();
  const wanted = (state: string | null) => query.state === undefined || state === query.state;
  for (const state of states.filter(wanted)) {
    const employees = (grouped.get(state) ?? []).sort((a, b) => byName.compare(a.name, b.name));
    const totals = { employeeCount: employees.length, ...noFigures() };
    const months = new Map<string, AnnualReturnState['months'][number]>();
    const monthOf = (month: string) => {
      const m = months.get(month) ?? { month, employeeCount: 0, payeKobo: 0, remittances: [] };
      months.set(month, m);
      return m;
    };
    for (const row of employees) {
      addFigures(totals, row);
      for (const { month, payeKobo } of row.months) {
        const m = monthOf(month);
        m.employeeCount += 1;
        m.payeKobo += payeKobo;
      }
      if (!row.taxId) {
        const blocker = blockers.get(row.employeeId) ?? {
          employeeId: row.employeeId,
          name: row.name,
          staffId: row.staffId,
          reason: 'no-tax-id' as const,
          states: [],
        };
        blocker.states.push(state);
        blockers.set(row.employeeId, blocker);
      }
    }
    for (const m of remittances.filter((x) => (x.state ?? null) === state))
      monthOf(m.month).remittances.push({
        remittanceId: m.id,
        runId: m.runId,
        runName: m.runName,
        amountKobo: m.amount,
        status: m.status as 'unpaid' | 'pending' | 'paid' | 'failed',
        paidOn: m.status === 'paid' && m.paidAt ? lagosDay(m.paidAt) : null,
        reference: m.transferReference,
        sessionId: m.transferId ? (sessions.get(m.transferId) ?? null) : null,
      });
    const filing = state === null ? undefined : filings.find((f) => f.state === state);
    returns.push({
      state,
      authority: authorityOf(state),
      employees,
      months: [...months.values()].sort((a, b) => (a.month < b.month ? -1 : 1)),
      totals,
      blockerCount: employees.filter((e) => !e.taxId).length,
      filing: filing
        ? {
            filedAt: filing.filedAt.toISOString(),
            filedBy: { _id: filing.filedBy, name: filing.filedByName },
          }
        : null,
    });
  }
  return {
    year,
    dueDate: `${year + 1}-01-31`,
    states,
    years,
    returns,
    blockers: [...blockers.values()].sort((a, b) => byName.compare(a.name, b.name)),
  };
}

/** States in alphabetical order, the payslips with no state last. */
function byState(a: string | null, b: string | null) {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a.localeCompare(b);
}

export const yearOf = (query: Pick<AnnualReturnQuery, 'year'>) =>
  query.year === undefined ? Number(lagosDay().slice(0, 4)) : Number(query.year);

export async function annualReturn(
  deps: Pick<PayrollDeps, 'db'>,
  companyId: string,
  query: { year?: number | undefined; state?: string | undefined },
) {
  return deps.db.transaction((tx) =>
    buildAnnualReturn(tx, companyId, { year: yearOf(query), state: query.state }),
  );
}

/**
 * Marks a state's return of a year filed: 404 when no one was paid there, 409 while an employee of it has no Tax ID
 * (naming them; the refusal is audited) or when it was marked already.
 */
export async function markAnnualReturnFiled(
  deps: Pick<PayrollDeps, 'db'>,
  caller: Caller,
  body: MarkAnnualReturnFiledRequest,
  /** When it was filed; now unless given (the demo's seed files its earlier years in their January). */
  at?: Date,
) {
  const { companyId } = caller.auth;
  const target = { type: 'payroll-annual-return', id: `${body.year}-${body.state}` };
  const blocked = await deps.db.transaction(async (tx) => {
    const built = await buildAnnualReturn(tx, companyId, body);
    const ret = built.returns[0];
    if (!ret || ret.employees.length === 0) throw new NotFound('Annual return');
    if (ret.filing) throw new Conflict(ANNUAL_RETURN_MESSAGES.alreadyFiled);
    const missing = ret.employees.filter((e) => !e.taxId);
    if (missing.length) return missing;
    const who = await describeCaller(tx, caller);
    const totals = {
      employeeCount: ret.totals.employeeCount,
      grossEmolumentsKobo: ret.totals.grossEmolumentsKobo,
      payeKobo: ret.totals.payeKobo,
    };
    const filing = await aq.insertFiling(tx, {
      companyId,
      year: body.year,
      state: body.state,
      filedBy: caller.auth.memberId,
      filedByName: who.name,
      totals,
      ...(at ? { filedAt: at } : {}),
    });
    if (!filing) throw new Conflict(ANNUAL_RETURN_MESSAGES.alreadyFiled);
    await recordCallerAudit(tx, caller, {
      action: 'payroll.annual-return.file',
      target,
      outcome: 'success',
      metadata: { year: body.year, state: body.state, ...totals },
    });
    return {
      year: filing.year,
      state: filing.state,
      filedAt: filing.filedAt.toISOString(),
      filedBy: { _id: filing.filedBy, name: filing.filedByName },
    };
  });
  if (!Array.isArray(blocked)) return blocked;
  await recordCallerAuditNow(deps.db, caller, {
    action: 'payroll.annual-return.file',
    target,
    outcome: 'failure',
    metadata: { year: body.year, state: body.state, missingTaxId: blocked.map((e) => e.employeeId) },
  });
  throw new DomainError(409, ErrorCode.conflict, missingTaxIdsMessage(blocked.map((e) => e.name)), {
    employees: blocked.map((e) => e.employeeId),
  });
}
