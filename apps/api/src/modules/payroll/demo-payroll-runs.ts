// The demo business's payroll runs for `npm start`: last month's run computed, approved, paid through the payout
// batch and settled by the bank (so it is completed, with payslips and remittances to pay), and this month's run as
// a computed draft that can be submitted and paid as seeded (the bank accounts confirmed, the main wallet funded).
// Through the same code as real runs, on-demand recoveries included: seeded after the demo's on-demand pay, each
// run deducts the advances owed by its pay month and the paid one records them. Runs once: a business with a run
// is left alone.
import { formatMonthLabel, lagosDay } from '../../lib/lagos-time.ts';
import { transact } from '../../lib/transaction.ts';
import { processBatch, settleBatchAsTheBank } from '../payments/index.ts';
import { confirmDemoBankAccounts } from '../people/index.ts';
import { runCompute } from './compute/compute-job.ts';
import { fundDemoDraft } from './demo-funding.ts';
import { startSalaryPayment } from './pay/pay.service.ts';
import type { PayrollDeps } from './payroll-deps.ts';
import * as rq from './runs/runs.queries.ts';
import { queueCompute } from './runs/runs.service.ts';

const monthOf = (day: string, back: number) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const iso = (d: number) => `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return { start: iso(1), end: iso(last) };
};

async function computedRun(
  { db, recoveries }: Pick<PayrollDeps, 'db' | 'recoveries'>,
  companyId: string,
  memberId: string,
  period: { start: string; end: string },
) {
  const run = await rq.insertRun(db, {
    companyId,
    name: `Payroll ${formatMonthLabel(period.end.slice(0, 7))}`,
    periodStart: period.start,
    periodEnd: period.end,
    payDate: period.end,
    everyone: true,
    createdBy: memberId,
  });
  const queued = await transact(db, (tx, afterCommit) =>
    queueCompute(tx, { jobs: { send: async () => {} } }, run, afterCommit),
  );
  await runCompute({ db, recoveries }, { companyId, runId: run.id, generation: queued.generation });
  return (await rq.findRun(db, companyId, run.id))!;
}

/**
 * `deps.payouts`: the payout pipeline with payroll's handlers registered, which mark the demo's salaries paid (and
 * complete the run) as the bank settles them.
 */
export async function seedDemoPayrollRuns(
  deps: Pick<PayrollDeps, 'db' | 'config' | 'mailer' | 'payouts' | 'recoveries'> &
    Pick<Parameters<typeof processBatch>[0], 'rail'>,
  companyId: string,
  memberId: string,
  walletId: string,
): Promise<void> {
  const { db } = deps;
  if ((await rq.listRuns(db, companyId, { page: 1, limit: 1 })).totalDocs > 0) return;
  const today = lagosDay();
  const last = await computedRun(deps, companyId, memberId, monthOf(today, 1));
  const now = new Date();
  await rq.updateRun(db, last, {
    status: 'approved',
    submittedAt: now,
    submittedBy: memberId,
    submissionComment: 'Demo payroll',
    approvedAt: now,
    approvedBy: memberId,
  });
  // Pay every line through the payout batch with the pay-salary route's own code (no job: the batch is posted
  // below), then let the bank settle each transfer.
  const batchId = await transact(db, async (tx, afterCommit) => {
    const { batch } = await startSalaryPayment(
      tx,
      { ...deps, jobs: { send: async () => {} } },
      last,
      memberId,
      walletId,
      afterCommit,
    );
    return batch!.batchId;
  });
  await processBatch(deps, { companyId, batchId });
  await settleBatchAsTheBank(deps, companyId, batchId);
  await db.transaction((tx) => confirmDemoBankAccounts(tx, companyId));
  const draft = await computedRun(deps, companyId, memberId, monthOf(today, 0));
  await fundDemoDraft(db, companyId, draft.id, walletId);
}
