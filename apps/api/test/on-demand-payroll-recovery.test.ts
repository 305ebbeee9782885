// On-demand pay is taken back at payday (issue 25), replaying an employer's month: an employee on on-demand pay
// withdraws, the employer approves, the month's payroll is computed, approved and paid. The payslip deducts what
// the employee owes as "On-demand pay recovery" after tax; reconciliation shows it recovered by that paid payslip;
// once the salary is paid nothing more can be drawn on the period; the paid period cannot be run again; and
// recording the recovery again (the bank's settlement delivered again, two at once) changes nothing.
import {
  EMPLOYEE_ACCOUNT_PATHS,
  earnedSummaryResponse,
  employeeAccountTransactionsResponse,
  ON_DEMAND_PATHS,
  ON_DEMAND_REFUSALS,
  onDemandReconciliationResponse,
  PAYROLL_RUN_PATHS as P,
  PAYROLL_RUN_MESSAGES,
  PAYROLL_SETUP_PATHS,
  payrollLineResponse,
  payrollLinesResponse,
  payrollRunResponse,
  STAFF_ON_DEMAND_PATHS,
} from '@paydesk/contracts';
import { onDemandRecoveries as recoveryRows } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDay } from '../src/lib/lagos-time.ts';
import { onDemandRecoveries } from '../src/modules/on-demand/index.ts';
import { sqlRows } from './helpers/auth-flows.ts';
import {
  onDemandEmployee,
  requestWithdrawal,
  setRules,
  settlePayouts,
} from './helpers/on-demand-fixtures.ts';
import { expectLedgerInvariants, startPaymentsApp } from './helpers/payment-fixtures.ts';
import {
  computeRun,
  createRun,
  type PayrollBusiness,
  payrollBusiness,
  postRunBatch,
  readRun,
  runInput,
  runUrl,
  settleEverything,
} from './helpers/payroll-fixtures.ts';
import { api, withId } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { newKey, PIN } from './helpers/wallet-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
}, 120_000);
afterAll(() => t?.close());

/** This Lagos month, first to last day (RULES' payday, the 31st, makes it the on-demand period too). */
function thisMonth(offset = 0) {
  const [y, m] = lagosDay().split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + offset;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const mm = String(month).padStart(2, '0');
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { periodStart: `${year}-${mm}-01`, periodEnd: `${year}-${mm}-${last}`, month: `${year}-${mm}` };
}

interface Staff {
  _id: string;
  staffToken: string;
}

/** A payroll business whose owner approves withdrawals, with one employee on on-demand pay in its pay group. */
async function onDemandPayroll(): Promise<{ b: PayrollBusiness; e: Staff }> {
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

const summary = async (staffToken: string) =>
  (await t.api.get(api(STAFF_ON_DEMAND_PATHS.summary), { token: staffToken, schema: earnedSummaryResponse }))
    .data;

/** The employee withdraws, the employer approves, the bank pays it out: answers what payday must deduct. */
async function approvedWithdrawal(b: PayrollBusiness, e: Staff, amount: number) {
  const asked = await requestWithdrawal(t, e.staffToken, amount);
  expect(asked.status).toBe(201);
  expect(asked.data.status).toBe('pending-approval');
  const approved = await t.call(
    'POST',
    api(withId(ON_DEMAND_PATHS.approve, asked.data._id)),
    {},
    { token: b.token },
  );
  expect(approved.status).toBe(200);
  await settlePayouts(t);
  return asked.data.toDeduct;
}

const lineOf = async (b: PayrollBusiness, runId: string, employeeId: string) =>
  (
    await t.api.get(`${runUrl(P.lines, { id: runId })}?limit=100`, {
      token: b.token,
      schema: payrollLinesResponse,
    })
  ).data.docs.find((l) => l.employeeId === employeeId)!;

const lineDetail = async (b: PayrollBusiness, runId: string, lineId: string) =>
  (await t.api.get(runUrl(P.line, { id: runId, lineId }), { token: b.token, schema: payrollLineResponse }))
    .data;

/** Submit, approve, pay every salary and read the transfers back: the run completes. */
async function payRun(b: PayrollBusiness, runId: string) {
  const submitted = await t.api.post(
    runUrl(P.submit, { id: runId }),
    { comment: 'Month end' },
    { token: b.token },
  );
  expect(submitted.status).toBe(200);
  expect((await t.api.post(runUrl(P.approve, { id: runId }), {}, { token: b.token })).status).toBe(200);
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

async function computedRun(b: PayrollBusiness, offset = 0) {
  const { periodStart, periodEnd } = thisMonth(offset);
  const run = await createRun(t, b.token, runInput(b, { periodStart, periodEnd }));
  const progress = await computeRun(t, b.token, run._id);
  expect(progress.state).toBe('completed');
  return run;
}

const reconciliation = async (b: PayrollBusiness, period: string, staffId?: string) =>
  (
    await t.api.get(`${api(ON_DEMAND_PATHS.reconciliation)}?period=${period}`, {
      token: b.token,
      schema: onDemandReconciliationResponse,
    })
  ).data.docs.find((l) => !staffId || l.staffId === staffId);

describe('an employee on on-demand pay through a month of payroll', () => {
  let b: PayrollBusiness;
  let e: Staff & { staffId: string };
  let owed = 0;
  let runId = '';
  let skip = false;

  beforeAll(async () => {
    const made = await onDemandPayroll();
    b = made.b;
    e = made.e as Staff & { staffId: string };
    // The first working day of a month: nothing earned yet to draw on.
    skip = (await summary(e.staffToken)).available < 30_000_00;
  }, 120_000);

  it("deducts the approved advance (amount and fee) as 'On-demand pay recovery', after tax, from that month's payslip", async () => {
    if (skip) return;
    owed = await approvedWithdrawal(b, e, 20_000_00);
    expect(owed).toBe(20_100_00);
    const run = await computedRun(b);
    runId = run._id;
    const line = await lineOf(b, runId, e._id);
    expect(line.onDemandRecoveryKobo).toBe(owed);
    expect(line.onDemandCarriedForwardKobo).toBe(0);
    expect(line.issues).toContain('on-demand-recovery');
    const { breakdown } = await lineDetail(b, runId, line._id);
    const codes = breakdown.deductions.map((d) => d.code);
    expect(codes.indexOf('on_demand_recovery')).toBeGreaterThan(codes.indexOf('paye'));
    expect(breakdown.deductions.find((d) => d.code === 'on_demand_recovery')).toMatchObject({
      label: 'On-demand pay recovery',
      amountKobo: owed,
    });
    expect(line.grossPayKobo - line.totalDeductionsKobo).toBe(line.netPayKobo);

    await payRun(b, runId);
    const paid = await lineOf(b, runId, e._id);
    expect(paid.payment.state).toBe('paid');
    const rec = await reconciliation(b, thisMonth().month, e.staffId);
    expect(rec).toMatchObject({ toDeduct: owed, recoveredByPayroll: owed, outstanding: 0, flagged: false });
    expect(rec!.payrollRecoveries).toEqual([
      expect.objectContaining({ runId, lineId: paid._id, amount: owed, runName: expect.any(String) }),
    ]);
    const account = await t.api.get(api(withId(EMPLOYEE_ACCOUNT_PATHS.transactions, e._id)), {
      token: b.token,
      schema: employeeAccountTransactionsResponse,
    });
    expect(account.data.employee.account).toMatchObject({ owed: 0 });
    await expectLedgerInvariants(t, b.companyId);
  });

  it('once the salary is paid, nothing is available to draw for that period: the quote and the request are refused naming the rule', async () => {
    if (skip) return;
    const s = await summary(e.staffToken);
    expect(s).toMatchObject({ period: thisMonth().month, available: 0, salaryPaid: true });
    const quote = await t.api.get(`${api(STAFF_ON_DEMAND_PATHS.quote)}?amount=${5_000_00}`, {
      token: e.staffToken,
    });
    expect(quote.status).toBe(422);
    expect(quote.error.code).toBe(ON_DEMAND_REFUSALS.salaryPaid);
    expect(quote.error.message).toMatch(/salary for this pay period has been paid/i);
    const asked = await requestWithdrawal(t, e.staffToken, 5_000_00);
    expect(asked.status).toBe(422);
    expect(asked.error.code).toBe(ON_DEMAND_REFUSALS.salaryPaid);
  });

  it('a paid period cannot be run twice: a second payroll for it is refused with a 409 naming the existing one', async () => {
    if (skip) return;
    const { periodStart, periodEnd } = thisMonth();
    const again = await t.api.post(api(P.runs), runInput(b, { periodStart, periodEnd }), { token: b.token });
    expect(again.status).toBe(409);
    expect(again.error.message).toContain(PAYROLL_RUN_MESSAGES.periodTaken);
    const everyone = await t.api.post(
      api(P.runs),
      runInput(b, { periodStart, periodEnd, everyone: true, pay_group_ids: [] }),
      { token: b.token },
    );
    expect(everyone.status).toBe(409);
    // Next month is another period.
    const next = thisMonth(1);
    const later = await t.api.post(
      api(P.runs),
      runInput(b, { periodStart: next.periodStart, periodEnd: next.periodEnd }),
      { token: b.token, schema: payrollRunResponse },
    );
    expect(later.status).toBe(201);
    expect((await t.api.delete(runUrl(P.run, { id: later.data._id }), { token: b.token })).status).toBe(200);
  });

  it('each advance is recovered exactly once: the bank settling the paid run again, at once, or recording it again changes nothing', async () => {
    if (skip) return;
    await Promise.all([settleEverything(t, b.companyId), settleEverything(t, b.companyId)]);
    const { periodStart, periodEnd } = thisMonth();
    const record = () =>
      t.server.database.db.transaction((tx) =>
        onDemandRecoveries.recordPayrollRecovery(tx, {
          companyId: b.companyId,
          runId,
          period: { start: periodStart, end: periodEnd },
          recoveries: [{ employeeId: e._id, recoveredKobo: owed, unrecoveredKobo: 0 }],
        }),
      );
    await Promise.all([record(), record()]);
    const rows = await t.server.database.db
      .select()
      .from(recoveryRows)
      .where(and(eq(recoveryRows.companyId, b.companyId), eq(recoveryRows.employeeId, e._id)));
    expect(rows.map((r) => r.amount)).toEqual([owed]);
    const rec = await reconciliation(b, thisMonth().month, e.staffId);
    expect(rec).toMatchObject({ recoveredByPayroll: owed, outstanding: 0 });
    await expectLedgerInvariants(t, b.companyId);
  });
});

describe('what a payslip cannot take is carried to the next payroll', () => {
  it('net pay never goes below zero; the rest is shown carried forward and deducted by the next run, once', async () => {
    const { b, e } = await onDemandPayroll();
    if ((await summary(e.staffToken)).available < 30_000_00) return;
    const owed = await approvedWithdrawal(b, e, 30_000_00);
    const first = await computedRun(b);
    const line = await lineOf(b, first._id, e._id);
    // A one-off deduction leaves ₦10,000 of net pay before the recovery.
    const netBefore = line.netPayKobo + line.onDemandRecoveryKobo;
    const edited = await t.api.patch(
      runUrl(P.line, { id: first._id, lineId: line._id }),
      {
        add: [{ kind: 'deduction', name: 'Staff loan', amountKobo: netBefore - 10_000_00, taxable: false }],
        reason: 'Loan repayment',
      },
      { token: b.token, schema: payrollLineResponse },
    );
    expect(edited.status).toBe(200);
    expect(edited.data).toMatchObject({
      netPayKobo: 0,
      onDemandRecoveryKobo: 10_000_00,
      onDemandCarriedForwardKobo: owed - 10_000_00,
    });
    expect(edited.data.breakdown.unrecoveredOnDemandKobo).toBe(owed - 10_000_00);
    expect(edited.data.breakdown.deductions.find((d) => d.code === 'on_demand_recovery')?.formula).toMatch(
      /carried forward/,
    );
    await payRun(b, first._id);
    const after = await reconciliation(b, thisMonth().month);
    expect(after).toMatchObject({ recoveredByPayroll: 10_000_00, outstanding: owed - 10_000_00 });

    // Next month's payroll takes the rest, and the one after takes nothing more.
    const second = await computedRun(b, 1);
    expect((await lineOf(b, second._id, e._id)).onDemandRecoveryKobo).toBe(owed - 10_000_00);
    await payRun(b, second._id);
    const done = await reconciliation(b, thisMonth().month);
    expect(done).toMatchObject({ recoveredByPayroll: owed, outstanding: 0, flagged: false });
    expect(done!.payrollRecoveries.map((r) => [r.runId, r.amount])).toEqual([
      [first._id, 10_000_00],
      [second._id, owed - 10_000_00],
    ]);
    const third = await computedRun(b, 2);
    expect((await lineOf(b, third._id, e._id)).onDemandRecoveryKobo).toBe(0);
    await expectLedgerInvariants(t, b.companyId);
  });

  it('a run computed while an earlier payslip holding the advance is unpaid does not deduct it a second time', async () => {
    const { b, e } = await onDemandPayroll();
    if ((await summary(e.staffToken)).available < 30_000_00) return;
    const owed = await approvedWithdrawal(b, e, 10_000_00);
    const first = await computedRun(b);
    expect((await lineOf(b, first._id, e._id)).onDemandRecoveryKobo).toBe(owed);
    const second = await computedRun(b, 1);
    expect((await lineOf(b, second._id, e._id)).onDemandRecoveryKobo).toBe(0);
    // Deleting the first draft releases the advance to the next computation.
    expect((await t.api.delete(runUrl(P.run, { id: first._id }), { token: b.token })).status).toBe(200);
    await computeRun(t, b.token, second._id);
    expect((await lineOf(b, second._id, e._id)).onDemandRecoveryKobo).toBe(owed);
  });
});
