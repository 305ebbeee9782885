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

/** An annual figure's share of one month: ÷ 12, half up, to the kobo. */
const monthly = (annualKobo: number) => Math.floor((annualKobo + 6) / 12);

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
 * One payslip's figures on the return: its gross, benefits in kind and PAYE as paid; pension, NHF and NHIS as
 * deducted; the engine's annual reliefs (rent relief, CRA, life assurance and other reliefs) ÷ 12; taxable income is
 * the payslip's taxable emoluments less those reliefs, not below zero.
 */
export function figuresOfLine(line: aq.ReturnLine): Figures {
  const { annualRentRelief: annualRent, annualCra, annualReliefs: annualAll } = line;
  const deducted = line.pension + line.nhf + line.nhis;
  const annualOther = Math.max(0, annualAll - deducted * 12 - annualRent - annualCra);
  const reliefs = {
    pensionKobo: line.pension,
    nhfKobo: line.nhf,
    nhisKobo: line.nhis,
    rentReliefKobo: monthly(annualRent),
    craKobo: monthly(annualCra),
    otherReliefKobo: monthly(annualOther),
    totalKobo: 0,
  };
  reliefs.totalKobo = deducted + reliefs.rentReliefKobo + reliefs.craKobo + reliefs.otherReliefKobo;
  return {
    grossPayKobo: line.grossPay,
    benefitsInKindKobo: line.benefitsInKind,
    grossEmolumentsKobo: line.grossPay + line.benefitsInKind,
    reliefs,
    taxableIncomeKobo: Math.max(0, line.taxableIncome - reliefs.totalKobo),
    payeKobo: line.paye,
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

interface Snapshot {
  firstName?: string;
  lastName?: string;
  staffId?: string | null;
  taxId?: string | null;
}

/** The return of a year, every state or one, with its blockers. */
export async function buildAnnualReturn(
  db: Executor,
  companyId: string,
  query: { year: number; state?: string | undefined },
): Promise<AnnualReturn> {
  const { year } = query;
  const [lines, years, remittances, filings] = [
    await aq.linesOfYear(db, companyId, year),
    await aq.yearsWithPaidRuns(db, companyId),
    await aq.payeRemittancesOfYear(db, companyId, year),
    await aq.filingsOfYear(db, companyId, year),
  ];
  const states = [...new Set(lines.map((x) => x.state))].sort(byState);
  const wanted = (state: string | null) => query.state === undefined || state === query.state;
  const people = new Map(
    (await aq.employeesNow(db, companyId, [...new Set(lines.map((x) => x.employeeId))])).map((e) => [
      e.id,
      e,
    ]),
  );
  const sessions = await transferSessionIds(
    db,
    companyId,
    remittances.flatMap((m) => (m.transferId ? [m.transferId] : [])),
  );

  const grouped = new Map<
    string | null,
    Map<string, AnnualReturnEmployee & { monthMap: Map<string, number> }>
  >();
  for (const line of lines) {
    if (!wanted(line.state)) continue;
    const employees = grouped.get(line.state) ?? new Map();
    grouped.set(line.state, employees);
    let row = employees.get(line.employeeId);
    if (!row) {
      const snap = line.employee as Snapshot;
      const now = people.get(line.employeeId);
      row = {
        employeeId: line.employeeId,
        name: now
          ? `${now.firstName} ${now.lastName}`
          : `${snap.firstName ?? ''} ${snap.lastName ?? ''}`.trim(),
        staffId: now?.staffId ?? snap.staffId ?? null,
        // The Tax ID on the employee now: a fix made since the payslip counts, and so does a removal.
        taxId: (now ? now.taxId?.trim() : snap.taxId?.trim()) || null,
        exitDate: now?.exitDate && now.exitDate <= `${year}-12-31` ? now.exitDate : null,
        months: [],
        monthsPaid: 0,
        ...noFigures(),
        monthMap: new Map(),
      };
      employees.set(line.employeeId, row);
    }
    const figures = figuresOfLine(line);
    addFigures(row, figures);
    row.monthMap.set(line.month, (row.monthMap.get(line.month) ?? 0) + figures.payeKobo);
  }

  const returns: AnnualReturnState[] = [];
  const blockers = new Map<string, AnnualReturnBlocker>();
  for (const state of states.filter(wanted)) {
    const rows = [...(grouped.get(state)?.values() ?? [])].sort((a, b) => a.name.localeCompare(b.name));
    const totals = { employeeCount: rows.length, ...noFigures() };
    const months = new Map<string, AnnualReturnState['months'][number]>();
    const monthOf = (month: string) => {
      const m = months.get(month) ?? { month, employeeCount: 0, payeKobo: 0, remittances: [] };
      months.set(month, m);
      return m;
    };
    const employees: AnnualReturnEmployee[] = rows.map(({ monthMap, ...row }) => {
      addFigures(totals, row);
      for (const [month, payeKobo] of monthMap) {
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
      const list = [...monthMap].sort(([a], [b]) => (a < b ? -1 : 1));
      return {
        ...row,
        months: list.map(([month, payeKobo]) => ({ month, payeKobo })),
        monthsPaid: list.length,
      };
    });
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
    blockers: [...blockers.values()].sort((a, b) => a.name.localeCompare(b.name)),
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
