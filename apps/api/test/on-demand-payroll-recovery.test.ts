// On-demand pay is taken back at payday (issue 25), replaying an employer's month: an employee on on-demand pay
// withdraws, the employer approves, the month's payroll is computed, approved and paid. The payslip deducts what
// the employee owes as "On-demand pay recovery" after tax; reconciliation shows it recovered by that paid payslip;
// once the salary is paid nothing more can be drawn on the period; the paid period cannot be run again; and
// recording the recovery again (the bank's settlement delivered again, two at once) changes nothing.

import { randomUUID } from 'node:crypto';
import {
  EMPLOYEE_ACCOUNT_PATHS,
  employeeAccountTransactionsResponse,
  ON_DEMAND_REFUSALS,
  PAYROLL_RUN_PATHS as P,
  PAYROLL_RUN_MESSAGES,
  payrollRunResponse,
  STAFF_ON_DEMAND_PATHS,
} from '@paydesk/contracts';
import { onDemandRecoveries as recoveryRows } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onDemandRecoveries } from '../src/modules/on-demand/index.ts';
import { requestWithdrawal } from './helpers/on-demand-fixtures.ts';
import {
  approvedWithdrawal,
  computedRun,
  lineDetail,
  lineOf,
  onDemandPayroll,
  payRun,
  reconciliation,
  type Staff,
  summary,
  thisMonth,
} from './helpers/on-demand-payroll-fixtures.ts';
import { expectLedgerInvariants, startPaymentsApp } from './helpers/payment-fixtures.ts';
import { type PayrollBusiness, runInput, runUrl, settleEverything } from './helpers/payroll-fixtures.ts';
import { api, withId } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
}, 120_000);
afterAll(() => t?.close());

describe('an employee on on-demand pay through a month of payroll', () => {
  let b: PayrollBusiness;
  let e: Staff & { staffId: string };
  let owed = 0;
  let runId = '';
  let skip = false;

  beforeAll(async () => {
    const made = await onDemandPayroll(t);
    b = made.b;
    e = made.e as Staff & { staffId: string };
    // The first working day of a month: nothing earned yet to draw on.
    skip = (await summary(t, e.staffToken)).available < 30_000_00;
  }, 120_000);

  it("deducts the approved advance (amount and fee) as 'On-demand pay recovery', after tax, from that month's payslip", async () => {
    if (skip) return;
    owed = await approvedWithdrawal(t, b, e, 20_000_00);
    expect(owed).toBe(20_100_00);
    const run = await computedRun(t, b);
    runId = run._id;
    const line = await lineOf(t, b, runId, e._id);
    expect(line.onDemandRecoveryKobo).toBe(owed);
    expect(line.onDemandCarriedForwardKobo).toBe(0);
    expect(line.issues).toContain('on-demand-recovery');
    const { breakdown } = await lineDetail(t, b, runId, line._id);
    const codes = breakdown.deductions.map((d) => d.code);
    expect(codes.indexOf('on_demand_recovery')).toBeGreaterThan(codes.indexOf('paye'));
    expect(breakdown.deductions.find((d) => d.code === 'on_demand_recovery')).toMatchObject({
      label: 'On-demand pay recovery',
      amountKobo: owed,
    });
    expect(line.grossPayKobo - line.totalDeductionsKobo).toBe(line.netPayKobo);

    await payRun(t, b, runId);
    const paid = await lineOf(t, b, runId, e._id);
    expect(paid.payment.state).toBe('paid');
    const rec = await reconciliation(t, b, thisMonth().month, e.staffId);
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
    const s = await summary(t, e.staffToken);
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
    const rec = await reconciliation(t, b, thisMonth().month, e.staffId);
    expect(rec).toMatchObject({ recoveredByPayroll: owed, outstanding: 0 });
    await expectLedgerInvariants(t, b.companyId);
  });
});

describe('a payslip that took more than its employee owed for its pay month', () => {
  it("records the excess on the pay month's own row: one row per period, the entry balanced", async () => {
    const { b, e } = await onDemandPayroll(t);
    const earned = await summary(t, e.staffToken);
    // A period whose first days fall on a weekend has nothing earned to draw on yet.
    if (earned.available < 2_000_00) return;
    const owed = await approvedWithdrawal(t, b, e, 1_000_00);
    // Owes for the pay month itself and nothing older: the ₦500 beyond it joins that month's row.
    await t.server.database.db.transaction((tx) =>
      onDemandRecoveries.recordPayrollRecovery(tx, {
        companyId: b.companyId,
        runId: randomUUID(),
        period: { start: earned.periodStart, end: `${earned.period}-28` },
        recoveries: [{ employeeId: e._id, recoveredKobo: owed + 500_00, unrecoveredKobo: 0 }],
      }),
    );
    const rows = await t.server.database.db
      .select()
      .from(recoveryRows)
      .where(and(eq(recoveryRows.companyId, b.companyId), eq(recoveryRows.employeeId, e._id)));
    expect(rows.map((r) => ({ period: r.period, amount: r.amount }))).toEqual([
      { period: earned.period, amount: owed + 500_00 },
    ]);
    await expectLedgerInvariants(t, b.companyId);
  });
});
