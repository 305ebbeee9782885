// History (completed runs and runs sent back by a rejection) with their transactions and download, the dashboard
// info of /payroll (next pay date, the last run's cost, employees paid, counts) and the analytics of the current
// calendar year in Africa/Lagos (cost by month and by department, from completed runs by pay date).
import type {
  PayrollAnalytics,
  PayrollDashboard,
  PayrollRunListItem,
  PayrollTransaction,
  payrollHistoryQuery,
  payrollTransactionsQuery,
} from '@paydesk/contracts';
import { lagosIso } from '@paydesk/contracts';
import type { z } from 'zod';
import { exportName } from '../../../http/route-kit.ts';
import { NotFound } from '../../../lib/errors.ts';
import { lagosDay } from '../../../lib/lagos-time.ts';
import { nextScheduledPayDate, previousMonthStart } from '../next-pay-date.ts';
import type { PayrollDeps } from '../payroll-deps.ts';
import { remittanceState } from '../remittances/remittance-status.ts';
import { runSummary } from '../review/review.service.ts';
import { naira, tableFile } from '../table-file.ts';
import * as hq from './history.queries.ts';
import { listItemView, runView, totalsOf } from './run-views.ts';
import * as rq from './runs.queries.ts';
import { pageOf } from './runs.service.ts';

type Deps = Pick<PayrollDeps, 'db'>;

const historyItem = (run: rq.RunRow, remittances: PayrollRunListItem['remittances']) => ({
  ...listItemView(run, remittances),
  outcome: run.status === 'completed' ? ('completed' as const) : ('rejected' as const),
  rejectionReason: run.rejectionReason,
});

export async function listHistory(
  deps: Deps,
  companyId: string,
  query: z.output<typeof payrollHistoryQuery>,
) {
  const { rows, totalDocs } = await rq.listRuns(deps.db, companyId, {
    page: query.download ? 1 : query.page,
    limit: query.download ? 10_000 : query.limit,
    search: query.search,
    extra: rq.historyWhere(query.outcome),
  });
  // The file leaves the remittance state out; the page shows it for each of its runs.
  const items = [];
  for (const run of query.download ? [] : rows)
    items.push(historyItem(run, await remittanceState(deps.db, run)));
  return { page: pageOf(items, totalDocs, query), rows };
}

export async function historyFile(
  deps: Deps,
  companyId: string,
  query: z.output<typeof payrollHistoryQuery>,
) {
  const { rows } = await listHistory(deps, companyId, query);
  const format = query.download ?? 'csv';
  const file = await tableFile(
    format,
    'payroll-history',
    [
      'Name',
      'Period start',
      'Period end',
      'Pay date',
      'Outcome',
      'Employees',
      'Net pay (NGN)',
      'Total cost (NGN)',
    ],
    rows
      .map((run) => historyItem(run, null))
      .map((r) => [
        r.name,
        r.periodStart,
        r.periodEnd,
        r.payDate,
        r.outcome,
        r.employeeCount,
        naira(r.netPayKobo),
        naira(r.totalCostKobo),
      ]),
  );
  return {
    ...file,
    name: exportName('payroll-history', { outcome: query.outcome, search: query.search }, format),
  };
}

async function historyRun(deps: Deps, companyId: string, id: string) {
  const run = await rq.findRun(deps.db, companyId, id);
  if (!run || !(run.status === 'completed' || (run.status === 'draft' && run.rejectedAt)))
    throw new NotFound('Payroll');
  return run;
}

export async function historyDetail(deps: Deps, companyId: string, id: string) {
  const run = await historyRun(deps, companyId, id);
  return { run: await runView(deps.db, run), summary: await runSummary(deps.db, run) };
}

export async function historyTransactions(
  deps: Deps,
  companyId: string,
  id: string,
  query: z.output<typeof payrollTransactionsQuery>,
) {
  await historyRun(deps, companyId, id);
  const limit = query.download ? 200_000 : query.limit;
  const { rows, totalDocs } = await hq.transactionPage(deps.db, companyId, id, {
    page: query.download ? 1 : query.page,
    limit,
    state: query.state,
  });
  const docs: PayrollTransaction[] = rows.map((r) => ({ ...r, paidAt: r.paidAt?.toISOString() ?? null }));
  return { page: pageOf(docs, totalDocs, query), docs };
}

export async function transactionsFile(
  deps: Deps,
  companyId: string,
  id: string,
  query: z.output<typeof payrollTransactionsQuery>,
) {
  const { docs } = await historyTransactions(deps, companyId, id, query);
  const format = query.download ?? 'csv';
  const file = await tableFile(
    format,
    'payroll-transactions',
    [
      'Kind',
      'Beneficiary',
      'Bank',
      'Account number',
      'Amount (NGN)',
      'Fee (NGN)',
      'State',
      'Reference',
      'Reason',
      'Paid at',
    ],
    docs.map((d) => [
      d.kind,
      d.beneficiaryName,
      d.bankName ?? '',
      d.accountNumber ?? '',
      naira(d.amountKobo),
      naira(d.feeKobo),
      d.state,
      d.reference ?? '',
      d.failureReason ?? '',
      d.paidAt ? lagosIso(d.paidAt) : '',
    ]),
  );
  return { ...file, name: exportName('payroll-transactions', { state: query.state }, format) };
}

export async function dashboard(deps: Deps, companyId: string): Promise<PayrollDashboard> {
  const today = lagosDay();
  const schedules = await rq.findSchedules(deps.db, companyId);
  const holidays = new Set(await hq.holidaysFrom(deps.db, today));
  // A pay date whose month's payroll is already paid (or being paid) is behind us: the next one moves on.
  const paid = await rq.paidRunsEndingFrom(deps.db, companyId, previousMonthStart(today));
  const next = nextScheduledPayDate(schedules, paid, today, holidays);
  const last = await rq.lastCompleted(deps.db, companyId);
  const counts = await rq.statusCounts(deps.db, companyId);
  const of = (s: string) => counts.find((c) => c.status === s)?.n ?? 0;
  return {
    nextPayDate: next?.date ?? null,
    nextPaySchedule: next?.schedule ?? null,
    lastRun: last
      ? {
          _id: last.id,
          name: last.name,
          payDate: last.payDate,
          totalCostKobo: totalsOf(last).totalCostKobo,
          netPayKobo: totalsOf(last).netPayKobo,
          employeesPaid: await hq.paidCount(deps.db, companyId, last.id),
          completedAt: last.completedAt?.toISOString() ?? null,
        }
      : null,
    counts: {
      draft: of('draft'),
      inReview: of('in-review'),
      approved: of('approved'),
      processing: of('processing'),
    },
  };
}

export async function analytics(deps: Deps, companyId: string): Promise<PayrollAnalytics> {
  const year = Number(lagosDay().slice(0, 4));
  const runs = await rq.completedInYear(deps.db, companyId, year);
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: `${year}-${String(i + 1).padStart(2, '0')}`,
    grossPayKobo: 0,
    netPayKobo: 0,
    employerCostKobo: 0,
    totalCostKobo: 0,
    employeeCount: 0,
  }));
  for (const run of runs) {
    const t = totalsOf(run);
    const m = months[Number(run.payDate.slice(5, 7)) - 1]!;
    m.grossPayKobo += t.grossPayKobo;
    m.netPayKobo += t.netPayKobo;
    m.employerCostKobo += t.employerCostKobo;
    m.totalCostKobo += t.totalCostKobo;
    m.employeeCount += t.employeeCount;
  }
  const byDepartment = await hq.costByDepartment(
    deps.db,
    companyId,
    runs.map((r) => r.id),
  );
  const updated = runs.reduce<Date | null>((a, r) => (!a || r.updatedAt > a ? r.updatedAt : a), null);
  return {
    year,
    months,
    byDepartment,
    totals: {
      grossPayKobo: months.reduce((s, m) => s + m.grossPayKobo, 0),
      netPayKobo: months.reduce((s, m) => s + m.netPayKobo, 0),
      totalCostKobo: months.reduce((s, m) => s + m.totalCostKobo, 0),
      runs: runs.length,
    },
    updatedAt: (updated ?? new Date()).toISOString(),
  };
}
