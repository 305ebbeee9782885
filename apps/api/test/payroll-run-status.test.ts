// A run's status says its salaries and its remittances apart (issue 28: "Completed" while ITF, NSITF and PAYE were
// not paid): once approved a run carries its remittance state — due, late (one is past its due date) or closed —
// in the list, the run and the history; and the dashboard's next pay date moves on once the month is paid.
import {
  PAYROLL_RUN_PATHS as P,
  PAYROLL_SETUP_PATHS,
  payrollDashboardResponse,
  payrollHistoryDetailResponse,
  payrollRunListResponse,
  payScheduleResponse,
} from '@paydesk/contracts';
import { payrollRemittances, payrollRuns } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDay } from '../src/lib/lagos-time.ts';
import { payRun, thisMonth } from './helpers/on-demand-payroll-fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import {
  computeRun,
  createRun,
  type PayrollBusiness,
  payrollBusiness,
  readRun,
  runInput,
  runUrl,
} from './helpers/payroll-fixtures.ts';
import { scheduleInput } from './helpers/payroll-setup-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api } from './helpers/wallet-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startPaymentsApp();
}, 120_000);
afterAll(async () => t?.close());

const listed = async (b: PayrollBusiness, id: string) =>
  (await t.api.get(api(P.runs), { token: b.token, schema: payrollRunListResponse })).data.docs.find(
    (r) => r._id === id,
  )!;

describe("a run's remittances beside its salaries", () => {
  it('a paid March: salaries paid, remittances late (PAYE was due 10 April); closed once all are paid', async () => {
    const b = await payrollBusiness(t, { count: 2 });
    const run = await createRun(
      t,
      b.token,
      runInput(b, { periodStart: '2026-03-01', periodEnd: '2026-03-31' }),
    );
    await computeRun(t, b.token, run._id);
    expect((await readRun(t, b.token, run._id)).remittances).toBeNull();
    await payRun(t, b, run._id);
    // The salaries went out on 31 March: the deadlines count from that day (as the compliance calendar's do).
    await t.server.database.db
      .update(payrollRuns)
      .set({ payStartedAt: new Date('2026-03-31T09:00:00Z'), completedAt: new Date('2026-03-31T10:00:00Z') })
      .where(eq(payrollRuns.id, run._id));

    const paid = await readRun(t, b.token, run._id);
    expect(paid.status).toBe('completed');
    expect(paid.remittances).toMatchObject({ state: 'late', nextDueDate: '2026-04-10' });
    expect(paid.remittances!.unpaid).toBeGreaterThanOrEqual(4); // PAYE, pension, NSITF, ITF at least
    expect((await listed(b, run._id)).remittances).toEqual(paid.remittances);
    const history = await t.api.get(runUrl(P.historyRun, { id: run._id }), {
      token: b.token,
      schema: payrollHistoryDetailResponse,
    });
    expect(history.data.run.remittances).toEqual(paid.remittances);

    // Every remittance settled (as the payout handler marks them): the run is closed.
    await t.server.database.db
      .update(payrollRemittances)
      .set({ status: 'paid', paidAt: new Date() })
      .where(eq(payrollRemittances.runId, run._id));
    expect((await listed(b, run._id)).remittances).toEqual({ state: 'closed', unpaid: 0, nextDueDate: null });
  });

  it("this month's paid run: remittances due, not late", async () => {
    const b = await payrollBusiness(t, { count: 1 });
    const { periodStart, periodEnd } = thisMonth();
    const run = await createRun(t, b.token, runInput(b, { periodStart, periodEnd }));
    await computeRun(t, b.token, run._id);
    await payRun(t, b, run._id);
    const state = (await readRun(t, b.token, run._id)).remittances!;
    expect(state.state).toBe('due');
    // Counted from today's payment, the next deadline is today or later (within the month when paid early in it).
    expect(state.nextDueDate! >= lagosDay()).toBe(true);
  });
});

describe("the dashboard's next pay date", () => {
  it('moves on to next month once this month is paid', async () => {
    const b = await payrollBusiness(t, { count: 1 });
    const schedule = await t.api.post(
      api(PAYROLL_SETUP_PATHS.paySchedules),
      scheduleInput({ firstPeriodStart: '2026-01-01' }),
      { token: b.token, schema: payScheduleResponse },
    );
    const dashboard = async () =>
      (await t.api.get(api(P.dashboard), { token: b.token, schema: payrollDashboardResponse })).data;
    const now = thisMonth();
    const before = (await dashboard()).nextPayDate!;
    expect(before.slice(0, 7)).toBe(now.month);

    const run = await createRun(
      t,
      b.token,
      runInput(b, {
        periodStart: now.periodStart,
        periodEnd: now.periodEnd,
        pay_schedule_id: schedule.data._id,
      }),
    );
    await computeRun(t, b.token, run._id);
    await payRun(t, b, run._id);
    expect((await dashboard()).nextPayDate!.slice(0, 7)).toBe(thisMonth(1).month);
  });
});
