// On-demand pay through payroll, for the tests of issue 25: a payroll business whose owner approves withdrawals with
// an employee on on-demand pay in its pay group, an approved and paid-out withdrawal, a run of this (or another)
// month computed and paid through the API, the run's lines and the reconciliation.
import {
  earnedSummaryResponse,
  ON_DEMAND_PATHS,
  onDemandReconciliationResponse,
  PAYROLL_RUN_PATHS as P,
  PAYROLL_SETUP_PATHS,
  payrollLineResponse,
  payrollLinesResponse,
  STAFF_ON_DEMAND_PATHS,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { lagosDay } from '../../src/lib/lagos-time.ts';
import { sqlRows } from './auth-flows.ts';
import {
  approveFromList,
  onDemandEmployee,
  requestWithdrawal,
  setRules,
  settlePayouts,
} from './on-demand-fixtures.ts';
import {
  acknowledgeWarnings,
  computeRun,
  createRun,
  type PayrollBusiness,
  payrollBusiness,
  postRunBatch,
  readRun,
  runInput,
  runUrl,
  settleEverything,
} from './payroll-fixtures.ts';
import { api } from './team-fixtures.ts';
import type { TestApp } from './test-app.ts';
import { newKey, PIN } from './wallet-fixtures.ts';

/** This Lagos month, first to last day (RULES' payday, the 31st, makes it the on-demand period too). */
export function thisMonth(offset = 0) {
  const [y, m] = lagosDay().split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + offset;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { periodStart: `${year}-${mm}-01`, periodEnd: `${year}-${mm}-${last}`, month: `${year}-${mm}` };
}

export interface Staff {
  _id: string;
  staffToken: string;
}

/** A payroll business whose owner approves withdrawals, with one employee on on-demand pay in its pay group. */
export async function onDemandPayroll(t: TestApp): Promise<{ b: PayrollBusiness; e: Staff }> {
  const b = await payrollBusiness(t, { count: 1 });
  const [owner] = await sqlRows<{ id: string }>(
    t,
    sql`select id from company_members where company_id = ${b.companyId} and user_id = ${b.userId}`,
  );
  await setRules(t, b.token, { approvalRequired: true, approverIds: [owner!.id] });
  const e = await onDemandEmployee(t, b.token, { grossPay: 40_000_000 });
  const assigned = await t.call(
    'PATCH',
    api(PAYROLL_SETUP_PATHS.payGroupAssignEmployees.replace(':id', b.payGroupId)),
    { employee_ids: [e._id] },
    { token: b.token },
  );
  expect(assigned.status).toBe(200);
  return { b, e };
}

export const summary = async (t: TestApp, staffToken: string) =>
  (await t.api.get(api(STAFF_ON_DEMAND_PATHS.summary), { token: staffToken, schema: earnedSummaryResponse }))
    .data;

/** The employee withdraws, the employer approves (with the PIN), the bank pays it out: answers what payday deducts. */
export async function approvedWithdrawal(t: TestApp, b: PayrollBusiness, e: Staff, amount: number) {
  const asked = await requestWithdrawal(t, e.staffToken, amount);
  expect(asked.status).toBe(201);
  expect(asked.data.status).toBe('pending-approval');
  expect((await approveFromList(t, b.token, asked.data._id)).status).toBe(200);
  await settlePayouts(t);
  return asked.data.toDeduct;
}

export const lineOf = async (t: TestApp, b: PayrollBusiness, runId: string, employeeId: string) =>
  (
    await t.api.get(`${runUrl(P.lines, { id: runId })}?limit=100`, {
      token: b.token,
      schema: payrollLinesResponse,
    })
  ).data.docs.find((l) => l.employeeId === employeeId)!;

export const lineDetail = async (t: TestApp, b: PayrollBusiness, runId: string, lineId: string) =>
  (await t.api.get(runUrl(P.line, { id: runId, lineId }), { token: b.token, schema: payrollLineResponse }))
    .data;

/** Submit, approve, pay every salary and read the transfers back: the run completes. */
export async function payRun(t: TestApp, b: PayrollBusiness, runId: string) {
  const submitted = await t.api.post(
    runUrl(P.submit, { id: runId }),
    { comment: 'Month end' },
    { token: b.token },
  );
  expect(submitted.status).toBe(200);
  await acknowledgeWarnings(t, b.token, runId);
  expect((await t.api.post(runUrl(P.approve, { id: runId }), { pin: PIN }, { token: b.token })).status).toBe(
    200,
  );
  const paid = await t.api.post(
    runUrl(P.paySalary, { id: runId }),
    { sourceWalletId: b.mainWalletId, pin: PIN },
    { token: b.token, headers: { 'idempotency-key': newKey() } },
  );
  expect(paid.status).toBe(202);
  await postRunBatch(t, b.companyId, runId);
  await settleEverything(t, b.companyId);
  expect((await readRun(t, b.token, runId)).status).toBe('completed');
}

export async function computedRun(t: TestApp, b: PayrollBusiness, offset = 0) {
  const { periodStart, periodEnd } = thisMonth(offset);
  const run = await createRun(t, b.token, runInput(b, { periodStart, periodEnd }));
  const progress = await computeRun(t, b.token, run._id);
  expect(progress.state).toBe('completed');
  return run;
}

export const reconciliation = async (t: TestApp, b: PayrollBusiness, period: string, staffId?: string) =>
  (
    await t.api.get(`${api(ON_DEMAND_PATHS.reconciliation)}?period=${period}`, {
      token: b.token,
      schema: onDemandReconciliationResponse,
    })
  ).data.docs.find((l) => !staffId || l.staffId === staffId);
