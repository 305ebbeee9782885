// Reconciliation per pay period and employee: drawn, fees, saved, to deduct, recovered (payroll deduction or paid
// payment note), outstanding, differences flagged; and the two functions payroll runs call: what to deduct, and
// recording what a run deducted (a balanced entry: on-demand receivable down, employee payable up).
import type { ReconciliationLine } from '@paydesk/contracts';
import type { Executor, Tx } from '@paydesk/db';
import Papa from 'papaparse';
import { BadRequest } from '../../lib/errors.ts';
import { lagosDay } from '../../lib/lagos-time.ts';
import { ensureSystemAccounts, postEntry } from '../ledger/index.ts';
import { periodNamed } from './earned.ts';
import * as q from './on-demand.queries.ts';
import * as rq from './reconciliation.queries.ts';

export async function reconciliationLines(
  ex: Executor,
  companyId: string,
  period: string,
): Promise<ReconciliationLine[]> {
  // One after the other: `ex` may be a transaction, whose client runs one query at a time.
  const totals = await rq.periodTotals(ex, companyId, period);
  const recovered = await rq.periodRecoveries(ex, companyId, period);
  const rules = await q.getRules(ex, companyId);
  const byEmployee = new Map(recovered.map((r) => [r.employeeId, r]));
  const ids = [...new Set([...totals.map((t) => t.employeeId), ...recovered.map((r) => r.employeeId)])];
  const names = new Map((await rq.employeeNames(ex, companyId, ids)).map((e) => [e.id, e]));
  const closed = rules ? lagosDay() > periodNamed(period, rules.payday).payday : false;
  const totalOf = new Map(totals.map((t) => [t.employeeId, t]));
  return ids
    .map((employeeId) => {
      const t = totalOf.get(employeeId);
      const r = byEmployee.get(employeeId);
      const e = names.get(employeeId);
      const toDeduct = Number(t?.toDeduct ?? 0);
      const recoveredByPayroll = Number(r?.payroll ?? 0);
      const recoveredByNote = Number(r?.note ?? 0);
      const difference = toDeduct - recoveredByPayroll - recoveredByNote;
      return {
        employeeId,
        employeeName: e ? `${e.firstName} ${e.lastName}` : '',
        staffId: e?.staffId ?? '',
        period,
        drawn: Number(t?.drawn ?? 0),
        fees: Number(t?.fees ?? 0),
        employeeFees: Number(t?.employeeFees ?? 0),
        saved: Number(t?.saved ?? 0),
        toDeduct,
        recoveredByPayroll,
        recoveredByNote,
        outstanding: Math.max(0, difference),
        // Over-recovery is always a difference; under-recovery once the period's payday has passed.
        flagged: difference < 0 || (closed && difference !== 0),
        difference,
      };
    })
    .sort((a, b) => a.employeeName.localeCompare(b.employeeName));
}

export async function reconciliationPage(
  ex: Executor,
  companyId: string,
  query: {
    period: string;
    page?: number;
    limit?: number;
    search?: string | undefined;
    flagged?: boolean | undefined;
  },
) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const search = query.search?.toLowerCase();
  const all = (await reconciliationLines(ex, companyId, query.period)).filter(
    (l) =>
      (query.flagged === undefined || l.flagged === query.flagged) &&
      (!search || l.employeeName.toLowerCase().includes(search) || l.staffId.toLowerCase().includes(search)),
  );
  const sum = (f: (l: ReconciliationLine) => number) => all.reduce((t, l) => t + f(l), 0);
  return {
    docs: all.slice((page - 1) * limit, page * limit),
    totalDocs: all.length,
    page,
    limit,
    totalPages: Math.ceil(all.length / limit),
    totals: {
      drawn: sum((l) => l.drawn),
      fees: sum((l) => l.fees),
      employeeFees: sum((l) => l.employeeFees),
      saved: sum((l) => l.saved),
      toDeduct: sum((l) => l.toDeduct),
      recoveredByPayroll: sum((l) => l.recoveredByPayroll),
      recoveredByNote: sum((l) => l.recoveredByNote),
      outstanding: sum((l) => l.outstanding),
      flaggedCount: all.filter((l) => l.flagged).length,
    },
  };
}

export async function reconciliationCsv(ex: Executor, companyId: string, period: string) {
  const naira = (k: number) => (k / 100).toFixed(2);
  return Papa.unparse(
    (await reconciliationLines(ex, companyId, period)).map((l) => ({
      Period: l.period,
      Employee: l.employeeName,
      'Staff ID': l.staffId,
      'Drawn (NGN)': naira(l.drawn),
      'Fees (NGN)': naira(l.fees),
      'Saved (NGN)': naira(l.saved),
      'To deduct (NGN)': naira(l.toDeduct),
      'Recovered by payroll (NGN)': naira(l.recoveredByPayroll),
      'Recovered by payment note (NGN)': naira(l.recoveredByNote),
      'Outstanding (NGN)': naira(l.outstanding),
      Flagged: l.flagged ? 'yes' : 'no',
    })),
  );
}

export async function reconciliationPeriods(ex: Executor, companyId: string) {
  const rules = await q.getRules(ex, companyId);
  const today = lagosDay();
  const periods = await rq.requestPeriods(ex, companyId);
  const answer = [];
  for (const period of periods) {
    const lines = await reconciliationLines(ex, companyId, period);
    const payday = periodNamed(period, rules?.payday ?? 28).payday;
    answer.push({
      period,
      payday,
      closed: today > payday,
      toDeduct: lines.reduce((t, l) => t + l.toDeduct, 0),
      outstanding: lines.reduce((t, l) => t + l.outstanding, 0),
    });
  }
  return answer;
}

/**
 * FACE for payroll runs: what each employee's payslip of `period` (YYYY-MM, the payday's month) must deduct for
 * on-demand pay — settled withdrawals (plus the fees they bear) and approved savings, less what was already recovered.
 * Employees with nothing outstanding are absent.
 */
export async function onDemandToDeduct(
  db: Executor,
  companyId: string,
  period: string,
): Promise<Map<string, number>> {
  const lines = await reconciliationLines(db, companyId, period);
  return new Map(lines.filter((l) => l.outstanding > 0).map((l) => [l.employeeId, l.outstanding]));
}

/**
 * FACE for payroll runs: records what a run deducted, in the run's transaction. `reference` is the run's id:
 * recording the same run again changes nothing. Each amount must be positive and at most what is outstanding.
 * Answers the employees whose recovery was recorded now.
 */
export async function recordPayrollRecovery(
  tx: Tx,
  companyId: string,
  period: string,
  reference: string,
  deducted: Map<string, number>,
): Promise<string[]> {
  const outstanding = await onDemandToDeduct(tx, companyId, period);
  const system = await ensureSystemAccounts(tx, companyId);
  const recorded: string[] = [];
  for (const [employeeId, amount] of deducted) {
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new BadRequest('A recovery must be a positive whole kobo');
    const row = await rq.insertRecovery(tx, {
      companyId,
      employeeId,
      period,
      source: 'payroll',
      amount,
      reference,
    });
    // Recorded before by the same run: nothing changes.
    if (!row) continue;
    if (amount > (outstanding.get(employeeId) ?? 0))
      throw new BadRequest(`The recovery for employee ${employeeId} is more than is outstanding`);
    const entryId = await postEntry(tx, {
      companyId,
      kind: 'on_demand.recovery',
      description: `On-demand recovery by payroll ${reference}`,
      reference: `${reference}:${employeeId}`,
      postings: [
        { accountId: system.on_demand_receivable!, amount: -amount },
        { accountId: system.employee_payable!, amount },
      ],
    });
    await rq.setRecoveryEntry(tx, companyId, row.id, entryId);
    recorded.push(employeeId);
  }
  return recorded;
}
