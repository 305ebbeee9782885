// Reconciliation per pay period and employee: drawn, fees, saved, to deduct, recovered (by the paid payslips that
// deducted it, each named and linked, or by a paid payment note), outstanding (carried to the next payroll),
// differences flagged. What payroll deducts and records is payroll-recoveries.ts.

import type { ReconciliationLine } from '@paydesk/contracts';
import { formatDate } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import Papa from 'papaparse';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { payslipsOf } from '../../payroll/index.ts';
import { periodNamed } from '../earned.ts';
import * as q from '../on-demand.queries.ts';
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
  const payslips = await payslipRecoveries(ex, companyId, period);
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
        payrollRecoveries: payslips.get(employeeId) ?? [],
        outstanding: Math.max(0, difference),
        // Over-recovery is always a difference; under-recovery once the period's payday has passed.
        flagged: difference < 0 || (closed && difference !== 0),
        difference,
      };
    })
    .sort((a, b) => a.employeeName.localeCompare(b.employeeName));
}

const RUN_REFERENCE = /^payroll:([0-9a-f-]{36})$/;

/** The period's payroll recoveries by employee, each with the payslip that deducted it (run, line, pay date). */
async function payslipRecoveries(ex: Executor, companyId: string, period: string) {
  const rows = (await rq.periodPayrollRecoveries(ex, companyId, period)).map((r) => ({
    ...r,
    runId: RUN_REFERENCE.exec(r.reference)?.[1] ?? null,
  }));
  const pairs = rows.flatMap((r) => (r.runId ? [{ runId: r.runId, employeeId: r.employeeId }] : []));
  const found = new Map(
    (await payslipsOf(ex, companyId, pairs)).map((p) => [`${p.runId}:${p.employeeId}`, p] as const),
  );
  const byEmployee = new Map<string, ReconciliationLine['payrollRecoveries']>();
  for (const r of rows) {
    const payslip = r.runId ? found.get(`${r.runId}:${r.employeeId}`) : undefined;
    byEmployee.set(r.employeeId, [
      ...(byEmployee.get(r.employeeId) ?? []),
      {
        runId: r.runId,
        lineId: payslip?.lineId ?? null,
        runName: payslip?.runName ?? r.reference,
        payDate: payslip?.payDate ?? null,
        amount: r.amount,
      },
    ]);
  }
  return byEmployee;
}

/** What the reconciliation screen filters by: the period, a name or staff id, differences only. */
interface ReconciliationFilter {
  period: string;
  search?: string | undefined;
  flagged?: boolean | undefined;
}

/** The period's lines under the screen's filters: the page and its CSV read the same rows. */
async function filteredLines(ex: Executor, companyId: string, query: ReconciliationFilter) {
  const search = query.search?.toLowerCase();
  return (await reconciliationLines(ex, companyId, query.period)).filter(
    (l) =>
      (query.flagged === undefined || l.flagged === query.flagged) &&
      (!search || l.employeeName.toLowerCase().includes(search) || l.staffId.toLowerCase().includes(search)),
  );
}

export async function reconciliationPage(
  ex: Executor,
  companyId: string,
  query: ReconciliationFilter & { page?: number; limit?: number },
) {
  const page = query.page ?? 1;
  const limit = query.limit ?? 20;
  const all = await filteredLines(ex, companyId, query);
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

export async function reconciliationCsv(ex: Executor, companyId: string, query: ReconciliationFilter) {
  const naira = (k: number) => (k / 100).toFixed(2);
  return Papa.unparse(
    (await filteredLines(ex, companyId, query)).map((l) => ({
      Period: l.period,
      Employee: l.employeeName,
      'Staff ID': l.staffId,
      'Drawn (NGN)': naira(l.drawn),
      'Fees (NGN)': naira(l.fees),
      'Saved (NGN)': naira(l.saved),
      'To deduct (NGN)': naira(l.toDeduct),
      'Recovered by payroll (NGN)': naira(l.recoveredByPayroll),
      'Recovered by payslips': l.payrollRecoveries
        .map((r) => `${r.runName}${r.payDate ? ` (${formatDate(r.payDate)})` : ''}: ${naira(r.amount)}`)
        .join('; '),
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
