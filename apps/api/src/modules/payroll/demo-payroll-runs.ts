// The demo business's payroll year for `npm start`, as dated history (DemoHistoryStep: events run in date order with
// every module's, in one transaction, so the main wallet's postings and balance-after follow the calendar): the
// twelve months whose payday has passed (the months before the current pay month, which runs to the 28th as
// on-demand pay's periods do), each computed a few days before payday, funded by a transfer in of the month's
// takings three days before it, approved, and paid on the 28th (the working day before when it falls on a weekend
// or holiday) — the salaries sent through the payout batch and settled by the bank that morning — and each of its
// remittances (PAYE per state, pension per PFA, NHF, NSITF, ITF) paid to its party on its due date (the working day
// before when that is not one; ITF with NSITF, not a year later) with its receipt recorded, when that day has come:
// so the business is never late and the latest month always has remittances due (the dashboard's "remittances due"
// and the compliance calendar show them); each earlier year's annual PAYE return marked filed on 20 January through
// the route's service. Today (an `activity` step): the current pay month's run as a computed draft that can be
// submitted and paid as seeded (the bank accounts confirmed, the main wallet funded).
// Through the same code as real runs: the engine computes each run once, the pay-salary route's code sends it
// through the payout batch, the pay-remittance route's code sends each remittance, and the record-receipt route's
// service records its receipt; the bank settles every transfer through the payout pipeline, at the month's dates
// (the ledger's demo-only postedAt). On-demand recoveries included: each run is computed after the month's
// withdrawals (earlier in date order) and deducts the advances owed by its pay month; its payday records them.
// Runs once: a business with a run is left alone.
import { type Database, payrollRuns, type Tx } from '@paydesk/db';
import { dueDate, type Holidays, REMITTANCE_KINDS, type StatutoryRemittanceKind } from '@paydesk/payroll';
import { eq } from 'drizzle-orm';
import type { Caller } from '../../http/route-kit.ts';
import { addDays, formatMonthLabel, lagosDay } from '../../lib/lagos-time.ts';
import { transact } from '../../lib/transaction.ts';
import { type DemoBusiness, type DemoEvent, demoPayMonth } from '../../platform/modules/define-module.ts';
import { processBatch, settleBatchAsTheBank } from '../payments/index.ts';
import { holidaysBetween, workingDayOnOrBefore } from '../payroll-setup/index.ts';
import { confirmDemoBankAccounts } from '../people/index.ts';
import { buildAnnualReturn, markAnnualReturnFiled } from './annual-returns/annual-returns.service.ts';
import { runCompute } from './compute/compute-job.ts';
import { fundDemoDraft, fundDemoMonth } from './demo-funding.ts';
import { startSalaryPayment } from './pay/pay.service.ts';
import type { PayrollDeps } from './payroll-deps.ts';
import { startRemittancePayments } from './remittances/remittance-payment.ts';
import { saveRemittanceReceipt } from './remittances/remittance-receipts.service.ts';
import * as mq from './remittances/remittances.queries.ts';
import { ensureRemittances, mustFindRemittance, unpayableReason } from './remittances/remittances.service.ts';
import * as rq from './runs/runs.queries.ts';
import { queueCompute } from './runs/runs.service.ts';

type SeedDeps = Pick<PayrollDeps, 'db' | 'config' | 'mailer' | 'payouts' | 'recoveries' | 'files'> &
  Pick<Parameters<typeof processBatch>[0], 'rail'>;

/** The months before the current pay month the demo has paid (remittances and receipts as their dates came). */
export const DEMO_PAID_MONTHS = 12;

const noJobs = { send: async () => {} };

const monthOf = (day: string, back: number) => {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) - back;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const iso = (d: number) => `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return { start: iso(1), end: iso(last), payday: iso(28) };
};

/** A Lagos wall-clock time of a day as an instant. */
const lagosAt = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

async function computedRun(
  { db, recoveries }: Pick<PayrollDeps, 'db' | 'recoveries'>,
  companyId: string,
  memberId: string,
  period: { start: string; end: string },
  payDate: string,
) {
  const run = await rq.insertRun(db, {
    companyId,
    name: `Payroll ${formatMonthLabel(period.end.slice(0, 7))}`,
    periodStart: period.start,
    periodEnd: period.end,
    payDate,
    everyone: true,
    createdBy: memberId,
  });
  const queued = await transact(db, (tx, afterCommit) =>
    queueCompute(tx, { jobs: noJobs }, run, afterCommit),
  );
  await runCompute({ db, recoveries }, { companyId, runId: run.id, generation: queued.generation });
  return (await rq.findRun(db, companyId, run.id))!;
}

/**
 * Approves the run as its owner did before payday `day` and pays every line through the payout batch, sent at 09:30
 * and settled by the bank at 10:10 that day.
 */
async function approveAndPay(
  deps: SeedDeps,
  run: rq.RunRow,
  memberId: string,
  walletId: string,
  day: string,
) {
  const { db } = deps;
  const at = (time: string, daysBefore: number) => lagosAt(addDays(day, -daysBefore), time);
  const approved = await rq.updateRun(db, run, {
    status: 'approved',
    submittedAt: at('15:20', 3),
    submittedBy: memberId,
    submissionComment: 'Demo payroll',
    approvedAt: at('11:05', 2),
    approvedBy: memberId,
  });
  // Stored at approval, as the approve route's code does.
  await ensureRemittances(db, approved);
  // Pay every line through the payout batch with the pay-salary route's own code (no job: the batch is posted
  // below), then let the bank settle each transfer.
  const batchId = await transact(db, async (tx, afterCommit) => {
    const { batch } = await startSalaryPayment(
      tx,
      { ...deps, jobs: noJobs },
      approved,
      memberId,
      walletId,
      afterCommit,
    );
    return batch!.batchId;
  });
  await processBatch(deps, { companyId: run.companyId, batchId }, { postedAt: at('09:30', 0) });
  await settleBatchAsTheBank(deps, run.companyId, batchId, at('10:10', 0));
  await rq.updateRun(db, run, {
    createdAt: at('09:40', 5),
    payStartedAt: at('09:30', 0),
    completedAt: at('10:10', 0),
  });
}

/** Each authority's receipt prefix, one for every remittance kind (a kind added to the catalogue must be named). */
const RECEIPT_PREFIX: Record<StatutoryRemittanceKind, string> = {
  paye: 'PAYE',
  pension: 'PEN',
  nhf: 'NHF',
  nhia: 'NHIA',
  nsitf: 'ECS',
  itf: 'ITF',
};

/** The authority's receipt number as each party issues them. */
function receiptNumber(kind: string, month: string, i: number): string {
  const known = REMITTANCE_KINDS.find((k) => k === kind);
  return `${known ? RECEIPT_PREFIX[known] : 'RCT'}/${month.replace('-', '')}/${String(40_113 + i * 761).padStart(6, '0')}`;
}

/**
 * Pays the run's remittances of `kinds` through the pay-remittance route's code (one payout batch of a line each, as
 * the route sends a batch of one) at `paidOn`, lets the bank settle each twenty minutes later, and records each
 * authority's receipt through the record-receipt route's service.
 */
async function payRemittances(
  deps: SeedDeps,
  run: rq.RunRow,
  owner: Caller,
  walletId: string,
  paidOn: Date,
  kinds: readonly string[],
) {
  const { db } = deps;
  const { companyId, memberId } = owner.auth;
  const batchId = await transact(db, async (tx, afterCommit) => {
    const rows = (await ensureRemittances(tx, run)).filter(
      (row) => kinds.includes(row.kind) && row.amount > 0 && row.status === 'unpaid' && !unpayableReason(row),
    );
    if (rows.length === 0) return null;
    const locked = [];
    for (const row of rows) locked.push((await mustFindRemittance(tx, companyId, run.id, row.id, true)).row);
    const label = `Remittances: ${formatMonthLabel(run.periodEnd.slice(0, 7))}`;
    const [first] = await startRemittancePayments(
      tx,
      { ...deps, jobs: noJobs },
      run,
      locked,
      { memberId, sourceWalletId: walletId, approvalRequestId: null, label },
      afterCommit,
    );
    return first?.batchId ?? null;
  });
  if (batchId) {
    await processBatch(deps, { companyId, batchId }, { postedAt: paidOn });
    await settleBatchAsTheBank(deps, companyId, batchId, new Date(paidOn.getTime() + 20 * 60_000));
  }
  for (const [i, row] of (await mq.remittancesOf(db, companyId, run.id)).entries()) {
    if (row.status !== 'paid' || !kinds.includes(row.kind)) continue;
    await saveRemittanceReceipt(deps, owner, run.id, row.id, {
      receiptNumber: receiptNumber(row.kind, run.periodEnd.slice(0, 7), i),
    });
  }
}

/**
 * The day the demo pays each kind of the statutory catalogue's remittances: on its due date, or the working day
 * before when that is not one; ITF (due by 1 April of the next year) with NSITF. Grouped by day.
 */
function remittanceDays(payDate: string, holidays: Holidays): Map<string, string[]> {
  const days = new Map<string, string[]>();
  for (const kind of REMITTANCE_KINDS) {
    const due = dueDate({ kind: kind === 'itf' ? 'nsitf' : kind, salaryPaidOn: payDate }, holidays);
    const day = workingDayOnOrBefore(due, holidays);
    days.set(day, [...(days.get(day) ?? []), kind]);
  }
  return days;
}

/** The owner as the routes would see them: who pays and who records the receipts. */
const ownerCaller = ({ companyId, memberId, userId }: DemoBusiness): Caller => ({
  auth: {
    userId,
    sessionId: '00000000-0000-0000-0000-000000000000',
    companyId,
    memberId,
    role: 'employer',
    customPermissions: [],
    supportOperatorId: null,
  },
  ip: null,
  userAgent: 'demo seed',
});

/** What a history event's work is given: the seed's deps on the history's transaction. */
const onTx = (deps: SeedDeps, tx: Tx): SeedDeps => ({ ...deps, db: tx as unknown as Database });

/**
 * The payroll year's dated events (none once the business has a run): each paid month's run computed, funded and
 * paid, each of its remittances paid and receipted on its day once that has come; the earlier years' returns filed.
 */
export async function demoPayrollEvents(
  deps: SeedDeps,
  business: DemoBusiness,
  walletId: string,
  now: Date,
): Promise<DemoEvent[]> {
  const { db } = deps;
  const { companyId, memberId } = business;
  if ((await rq.listRuns(db, companyId, { page: 1, limit: 1 })).totalDocs > 0) return [];
  const today = lagosDay(now);
  const payMonth = demoPayMonth(today);
  const owner = ownerCaller(business);
  const oldest = monthOf(payMonth, DEMO_PAID_MONTHS);
  // To the end of next year: the latest month's remittances fall due after today.
  const holidays = await holidaysBetween(
    db,
    companyId,
    oldest.start,
    `${Number(today.slice(0, 4)) + 1}-12-31`,
  );
  const payDay = (period: ReturnType<typeof monthOf>) => workingDayOnOrBefore(period.payday, holidays);
  const events: DemoEvent[] = [];
  for (let back = DEMO_PAID_MONTHS; back >= 1; back -= 1) {
    const period = monthOf(payMonth, back);
    const payDate = payDay(period);
    const month = formatMonthLabel(period.end.slice(0, 7));
    let runId = '';
    const run = async (tx: Tx) => (await rq.findRun(tx, companyId, runId))!;
    events.push(
      {
        at: lagosAt(addDays(payDate, -5), '09:40'),
        run: async (tx) => {
          runId = (await computedRun(onTx(deps, tx), companyId, memberId, period, payDate)).id;
        },
      },
      {
        // The month's takings moved in for payday: its whole cost, remittances too.
        at: lagosAt(addDays(payDate, -3), '10:00'),
        run: async (tx) => {
          const at = lagosAt(addDays(payDate, -3), '10:00');
          const remittances = (await mq.remittanceGroups(tx, companyId, runId)).map((g) => g.amount);
          await fundDemoMonth(tx, companyId, runId, walletId, month, remittances, at);
        },
      },
      {
        at: lagosAt(payDate, '09:30'),
        run: async (tx) => approveAndPay(onTx(deps, tx), await run(tx), memberId, walletId, payDate),
      },
    );
    for (const [day, kinds] of remittanceDays(payDate, holidays)) {
      const paidOn = lagosAt(day, '11:30');
      // Paid once its day has come, settled twenty minutes later.
      if (paidOn.getTime() + 20 * 60_000 > now.getTime()) continue;
      events.push({
        at: paidOn,
        run: async (tx) => payRemittances(onTx(deps, tx), await run(tx), owner, walletId, paidOn, kinds),
      });
    }
  }
  // Each earlier year's annual PAYE return filed with every state it was owed to, on time: on 20 January (due by
  // the 31st), or now if that day has not come yet.
  for (let year = Number(oldest.start.slice(0, 4)); year < Number(today.slice(0, 4)); year += 1) {
    const filedAt = new Date(Math.min(Date.parse(`${year + 1}-01-20T10:00:00+01:00`), now.getTime()));
    events.push({
      at: filedAt,
      run: async (tx) => {
        for (const { state } of (await buildAnnualReturn(tx, companyId, { year })).returns)
          if (state) await markAnnualReturnFiled(onTx(deps, tx), owner, { year, state }, filedAt);
      },
    });
  }
  return events;
}

/**
 * The current pay month's run as a computed draft, payable as seeded (the accounts confirmed, the wallet topped
 * up); once.
 * `deps.payouts`: the payout pipeline with payroll's handlers registered.
 */
export async function seedDemoPayrollDraft(
  deps: SeedDeps,
  business: DemoBusiness,
  walletId: string,
): Promise<void> {
  const { db } = deps;
  const { companyId, memberId } = business;
  const thisMonth = monthOf(demoPayMonth(lagosDay()), 0);
  if ((await rq.listRuns(db, companyId, { page: 1, limit: 1 })).totalDocs === 0) return;
  const ofThisMonth = { page: 1, limit: 1, extra: eq(payrollRuns.periodEnd, thisMonth.end) };
  if ((await rq.listRuns(db, companyId, ofThisMonth)).totalDocs > 0) return;
  await db.transaction((tx) => confirmDemoBankAccounts(tx, companyId));
  const draft = await computedRun(deps, companyId, memberId, thisMonth, thisMonth.end);
  await fundDemoDraft(db, companyId, draft.id, walletId);
}
