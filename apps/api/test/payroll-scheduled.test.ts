// Scheduled payroll: a pay schedule set to run N days before pay day creates its draft on that day, runs it and
// submits it for approval (once per period, however often the job runs); it never pays by itself.
import {
  autoRunListResponse,
  autoRunResponse,
  PAYROLL_RUN_PATHS as P,
  payrollRunListResponse,
} from '@paydesk/contracts';
import { transfers } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYROLL_JOBS } from '../src/modules/payroll/index.ts';
import { jobsWorked, startPaymentsApp, waitFor } from './helpers/payment-fixtures.ts';
import { type PayrollBusiness, payrollBusiness } from './helpers/payroll-fixtures.ts';
import { addSchedule } from './helpers/payroll-setup-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: PayrollBusiness;

beforeAll(async () => {
  t = await startPaymentsApp();
  b = await payrollBusiness(t, { count: 2 });
}, 120_000);
afterAll(async () => t?.close());

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('scheduled payroll', () => {
  it('makes, runs and submits the draft N days before pay day, once, and pays nothing', async () => {
    const schedule = await addSchedule(t, b.token, { firstPeriodStart: '2026-01-01' });
    const saved = await t.api.put(
      api(P.autoRun.replace(':payScheduleId', schedule._id)),
      { enabled: true, daysBefore: 3, pay_group_ids: [b.payGroupId] },
      { token: b.token, schema: autoRunResponse },
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ enabled: true, daysBefore: 3 });
    const payDate = saved.data.nextPayDate!;
    expect(saved.data.nextRunOn).toBe(addDays(payDate, -3));

    // The day before the run day: nothing yet.
    await t.server.jobs.send(PAYROLL_JOBS.autoRuns, { today: addDays(payDate, -4) });
    // The run day, twice (a retried job): one draft.
    await t.server.jobs.send(PAYROLL_JOBS.autoRuns, { today: addDays(payDate, -3) });
    await t.server.jobs.send(PAYROLL_JOBS.autoRuns, { today: addDays(payDate, -2) });
    const list = await waitFor(
      async () =>
        (await t.api.get(api(P.runs), { token: b.token, schema: payrollRunListResponse })).data.docs,
      (docs) => docs.length > 0 && docs.every((d) => d.status === 'in-review'),
      30_000,
    );
    // Every auto-run job sent has been worked: a second draft would be there by now.
    await jobsWorked(t, [PAYROLL_JOBS.autoRuns]);
    const docs = (await t.api.get(api(P.runs), { token: b.token, schema: payrollRunListResponse })).data.docs;
    expect(docs).toHaveLength(1);
    expect(list[0]).toMatchObject({ scheduled: true, payDate, employeeCount: 2, status: 'in-review' });
    expect(list[0]!.periodEnd.slice(0, 7)).toBe(payDate.slice(0, 7));
    const view = await t.api.get(api(P.autoRuns), { token: b.token, schema: autoRunListResponse });
    expect(view.data.find((a) => a.paySchedule._id === schedule._id)?.lastRun?._id).toBe(list[0]!._id);
    // Never paid without approval.
    expect(
      await t.server.database.db.select().from(transfers).where(eq(transfers.companyId, b.companyId)),
    ).toEqual([]);
  });
});
