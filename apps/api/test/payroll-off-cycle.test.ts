// Off-cycle runs (issue 28, "an off-cycle run is a different kind, named as such"): a bonus or a correction paid
// beside the period's regular run. A second regular run of a paid period is still refused; one off-cycle run is open
// at a time for the same period and employees; the variance check compares an off-cycle run with the last completed
// off-cycle run, never with the regular one; its payslips count the period's paid regular run in year to date once;
// and it never recovers on-demand pay (the regular run does).
import {
  PAYROLL_RUN_PATHS as P,
  PAYROLL_RUN_MESSAGES,
  payrollLineResponse,
  payrollLinesResponse,
  payrollRunListResponse,
  varianceCheckResponse,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approvedWithdrawal,
  lineOf,
  onDemandPayroll,
  payRun,
  summary,
  thisMonth,
} from './helpers/on-demand-payroll-fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import {
  computeRun,
  createRun,
  type PayrollBusiness,
  payrollBusiness,
  runInput,
  runUrl,
} from './helpers/payroll-fixtures.ts';
import { api } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startPaymentsApp();
}, 120_000);
afterAll(() => t?.close());

const MARCH = { periodStart: '2026-03-01', periodEnd: '2026-03-31' };
const APRIL = { periodStart: '2026-04-01', periodEnd: '2026-04-30' };

const variance = async (b: PayrollBusiness, id: string) =>
  (await t.api.get(runUrl(P.variance, { id }), { token: b.token, schema: varianceCheckResponse })).data;

const lines = async (b: PayrollBusiness, id: string) =>
  (await t.api.get(`${runUrl(P.lines, { id })}?limit=100`, { token: b.token, schema: payrollLinesResponse }))
    .data.docs;

async function computed(b: PayrollBusiness, period: typeof MARCH, kind: 'regular' | 'off-cycle') {
  const run = await createRun(t, b.token, runInput(b, { ...period, kind }));
  expect((await computeRun(t, b.token, run._id)).state).toBe('completed');
  return run;
}

describe('an off-cycle run beside the regular run of a paid period', () => {
  let b: PayrollBusiness;
  let regularId = '';
  let offCycleId = '';

  beforeAll(async () => {
    b = await payrollBusiness(t, { count: 2 });
    regularId = (await computed(b, MARCH, 'regular'))._id;
    await payRun(t, b, regularId);
  }, 120_000);

  it('is created beside the paid regular run, named as an off-cycle run, while a second regular run is refused', async () => {
    const again = await t.api.post(api(P.runs), runInput(b, MARCH), { token: b.token });
    expect(again.status).toBe(409);
    expect(again.error.message).toContain(PAYROLL_RUN_MESSAGES.periodTaken);

    const off = await createRun(t, b.token, runInput(b, { ...MARCH, kind: 'off-cycle' }));
    offCycleId = off._id;
    expect(off).toMatchObject({ kind: 'off-cycle', name: 'Off-cycle payroll Mar 2026', status: 'draft' });
    const list = await t.api.get(`${api(P.runs)}?limit=10`, {
      token: b.token,
      schema: payrollRunListResponse,
    });
    expect(list.data.docs.map((r) => [r.name, r.kind]).sort()).toEqual([
      ['Off-cycle payroll Mar 2026', 'off-cycle'],
      ['Payroll Mar 2026', 'regular'],
    ]);

    // One open off-cycle run at a time for the same period and employees.
    const second = await t.api.post(api(P.runs), runInput(b, { ...MARCH, kind: 'off-cycle' }), {
      token: b.token,
    });
    expect(second.status).toBe(409);
    expect(second.error.message).toContain(PAYROLL_RUN_MESSAGES.offCycleOpen);
    const wrongKind = await t.api.post(
      api(P.runs),
      { ...runInput(b, MARCH), kind: 'bonus' },
      { token: b.token },
    );
    expect(wrongKind.status).toBe(400);
  });

  it("counts the period's paid regular run in year to date once, and is compared with no regular run", async () => {
    expect((await computeRun(t, b.token, offCycleId)).state).toBe('completed');
    const regular = await lines(b, regularId);
    for (const line of await lines(b, offCycleId)) {
      const paid = regular.find((r) => r.employeeId === line.employeeId)!;
      const detail = (
        await t.api.get(runUrl(P.line, { id: offCycleId, lineId: line._id }), {
          token: b.token,
          schema: payrollLineResponse,
        })
      ).data;
      expect(detail.breakdown.ytd.grossPayKobo).toBe(paid.grossPayKobo + line.grossPayKobo);
      expect(detail.breakdown.ytd.payeKobo).toBe(paid.payeKobo + line.payeKobo);
    }
    // The only completed run is the regular one: an off-cycle run has nothing of its kind to compare with.
    const check = await variance(b, offCycleId);
    expect(check.comparedWith).toBeNull();
    expect(check.issues.filter((i) => i.code === 'leaver' || i.code === 'net-change')).toEqual([]);
    // Each line pays the whole payslip again: a warning per employee the regular run paid, to acknowledge or edit.
    const again = check.issues.filter((i) => i.code === 'salary-paid-again');
    expect(again.map((i) => i.employeeId).sort()).toEqual(regular.map((r) => r.employeeId).sort());
    for (const warning of again) {
      expect(warning.severity).toBe('warning');
      expect(warning.message).toContain('Salary for this period already paid in Payroll Mar 2026');
    }
    expect(check.counts.unacknowledged).toBeGreaterThanOrEqual(again.length);
  });

  it('variance compares each kind with the last completed run of its own kind', async () => {
    await payRun(t, b, offCycleId);
    const aprilRegular = await computed(b, APRIL, 'regular');
    expect((await variance(b, aprilRegular._id)).comparedWith?._id).toBe(regularId);
    const aprilOff = await computed(b, APRIL, 'off-cycle');
    expect((await variance(b, aprilOff._id)).comparedWith?._id).toBe(offCycleId);
    // A paid off-cycle run no longer stands in the way of another one of its period.
    const correction = await t.api.post(api(P.runs), runInput(b, { ...MARCH, kind: 'off-cycle' }), {
      token: b.token,
    });
    expect(correction.status).toBe(201);
  });
});

describe('on-demand pay and an off-cycle run', () => {
  it('an off-cycle run never recovers an advance: the regular run of the period recovers it, once', async () => {
    const { b, e } = await onDemandPayroll(t);
    // The first working day of a month: nothing earned yet to draw on.
    if ((await summary(t, e.staffToken)).available < 30_000_00) return;
    const owed = await approvedWithdrawal(t, b, e, 20_000_00);
    const month = thisMonth();
    const period = { periodStart: month.periodStart, periodEnd: month.periodEnd };

    // Computed before the regular run exists, the off-cycle run takes nothing back.
    const off = await createRun(t, b.token, runInput(b, { ...period, kind: 'off-cycle' }));
    expect((await computeRun(t, b.token, off._id)).state).toBe('completed');
    const offLine = await lineOf(t, b, off._id, e._id);
    expect(offLine.onDemandRecoveryKobo).toBe(0);
    expect(offLine.issues).not.toContain('on-demand-recovery');
    await payRun(t, b, off._id);
    // A paid bonus is not the salary: the employee's period stays open to on-demand pay.
    expect((await summary(t, e.staffToken)).salaryPaid).toBe(false);

    const regular = await createRun(t, b.token, runInput(b, period));
    expect((await computeRun(t, b.token, regular._id)).state).toBe('completed');
    expect((await lineOf(t, b, regular._id, e._id)).onDemandRecoveryKobo).toBe(owed);
    await payRun(t, b, regular._id);

    // A correction after the salary was paid takes nothing back either.
    const correction = await createRun(t, b.token, runInput(b, { ...period, kind: 'off-cycle' }));
    expect((await computeRun(t, b.token, correction._id)).state).toBe('completed');
    expect((await lineOf(t, b, correction._id, e._id)).onDemandRecoveryKobo).toBe(0);
  });
});
