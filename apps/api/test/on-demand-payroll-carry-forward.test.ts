// What a payslip cannot take of the on-demand pay an employee owes (issue 25) is carried to the next payroll: net
// pay never goes below zero, the rest is shown carried forward and the next run deducts it, once; and an advance
// an unpaid payslip of another run already deducts is not deducted a second time.
import { PAYROLL_RUN_PATHS as P, payrollLineResponse } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedWithdrawal,
  computedRun,
  lineOf,
  onDemandPayroll,
  payRun,
  reconciliation,
  summary,
  thisMonth,
} from './helpers/on-demand-payroll-fixtures.ts';
import { expectLedgerInvariants, startPaymentsApp } from './helpers/payment-fixtures.ts';
import { computeRun, runUrl } from './helpers/payroll-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
}, 120_000);
afterAll(() => t?.close());

describe('what a payslip cannot take is carried to the next payroll', () => {
  it('net pay never goes below zero; the rest is shown carried forward and deducted by the next run, once', async () => {
    const { b, e } = await onDemandPayroll(t);
    if ((await summary(t, e.staffToken)).available < 30_000_00) return;
    const owed = await approvedWithdrawal(t, b, e, 30_000_00);
    const first = await computedRun(t, b);
    const line = await lineOf(t, b, first._id, e._id);
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
    await payRun(t, b, first._id);
    const after = await reconciliation(t, b, thisMonth().month);
    expect(after).toMatchObject({ recoveredByPayroll: 10_000_00, outstanding: owed - 10_000_00 });

    // Next month's payroll takes the rest, and the one after takes nothing more.
    const second = await computedRun(t, b, 1);
    expect((await lineOf(t, b, second._id, e._id)).onDemandRecoveryKobo).toBe(owed - 10_000_00);
    await payRun(t, b, second._id);
    const done = await reconciliation(t, b, thisMonth().month);
    expect(done).toMatchObject({ recoveredByPayroll: owed, outstanding: 0, flagged: false });
    expect(done!.payrollRecoveries.map((r) => [r.runId, r.amount])).toEqual([
      [first._id, 10_000_00],
      [second._id, owed - 10_000_00],
    ]);
    const third = await computedRun(t, b, 2);
    expect((await lineOf(t, b, third._id, e._id)).onDemandRecoveryKobo).toBe(0);
    await expectLedgerInvariants(t, b.companyId);
  });

  it('a run computed while an earlier payslip holding the advance is unpaid does not deduct it a second time', async () => {
    const { b, e } = await onDemandPayroll(t);
    if ((await summary(t, e.staffToken)).available < 30_000_00) return;
    const owed = await approvedWithdrawal(t, b, e, 10_000_00);
    const first = await computedRun(t, b);
    expect((await lineOf(t, b, first._id, e._id)).onDemandRecoveryKobo).toBe(owed);
    const second = await computedRun(t, b, 1);
    expect((await lineOf(t, b, second._id, e._id)).onDemandRecoveryKobo).toBe(0);
    // Deleting the first draft releases the advance to the next computation.
    expect((await t.api.delete(runUrl(P.run, { id: first._id }), { token: b.token })).status).toBe(200);
    await computeRun(t, b.token, second._id);
    expect((await lineOf(t, b, second._id, e._id)).onDemandRecoveryKobo).toBe(owed);
  });
});
