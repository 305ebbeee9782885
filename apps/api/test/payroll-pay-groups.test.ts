// A run pays the employees of its pay groups (issue 28): "everyone" is every pay group, so an employee in no pay
// group is left out and counted for the review (not blocked with a raw `no-structure`); a pay group without a
// structure names itself so the review can link to it; and the variance check compares with the last completed
// run of the same pay group, not another group's.
import {
  PAYROLL_RUN_PATHS as P,
  PAYROLL_SETUP_PATHS,
  type VarianceCheck,
  varianceCheckResponse,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payRun } from './helpers/on-demand-payroll-fixtures.ts';
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
import { addPayGroup, addStructure } from './helpers/payroll-setup-fixtures.ts';
import { addEmployee } from './helpers/people-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api } from './helpers/wallet-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startPaymentsApp();
}, 120_000);
afterAll(async () => t?.close());

async function variance(b: PayrollBusiness, id: string): Promise<VarianceCheck> {
  return (await t.api.get(runUrl(P.variance, { id }), { token: b.token, schema: varianceCheckResponse }))
    .data;
}

/** A pay group (with a structure unless told) holding `count` new employees. */
async function groupWith(b: PayrollBusiness, count: number, withStructure = true) {
  const structure = withStructure ? await addStructure(t, b.token, { effectiveFrom: '2026-01-01' }) : null;
  const group = await addPayGroup(t, b.token, structure ? { pay_structure_id: structure._id } : {});
  const staff = [];
  for (let i = 0; i < count; i++)
    staff.push(
      await addEmployee(t, b.token, { firstName: `${group.name.slice(-4)}${i}`, grossPay: 30_000_000 }),
    );
  const assigned = await t.api.patch(
    api(PAYROLL_SETUP_PATHS.payGroupAssignEmployees.replace(':id', group._id)),
    { employee_ids: staff.map((e) => e._id) },
    { token: b.token },
  );
  expect(assigned.status).toBe(200);
  return { group, staff };
}

async function computed(b: PayrollBusiness, body: Parameters<typeof runInput>[1]) {
  const run = await createRun(t, b.token, runInput(b, body));
  expect((await computeRun(t, b.token, run._id)).state).toBe('completed');
  return run._id;
}

describe('who a run pays', () => {
  it('takes the employees of every pay group with "everyone"; one in no pay group is counted, not blocked', async () => {
    const b = await payrollBusiness(t, { count: 2 });
    const loose = await addEmployee(t, b.token, { firstName: 'Unassigned', grossPay: 20_000_000 });
    const id = await computed(b, { everyone: true, pay_group_ids: [] });

    expect((await readRun(t, b.token, id)).totals.employeeCount).toBe(2);
    const check = await variance(b, id);
    expect(check.issues.filter((i) => i.employeeId === loose._id)).toEqual([]);
    expect(check.counts.blocking).toBe(0);
    expect(check.notInPayGroup).toBe(1);
    expect(check.canSubmit).toBe(true);
  });

  it('names the pay group without a structure, so the review links to it', async () => {
    const b = await payrollBusiness(t, { count: 1 });
    const { group, staff } = await groupWith(b, 1, false);
    const id = await computed(b, { pay_group_ids: [group._id] });

    const check = await variance(b, id);
    const blocking = check.issues.filter((i) => i.severity === 'blocking');
    expect(blocking).toHaveLength(1);
    expect(blocking[0]).toMatchObject({
      code: 'no-structure',
      employeeId: staff[0]!._id,
      payGroupId: group._id,
    });
    expect(blocking[0]!.message).toBe(
      `Pay group ${group.name} has no pay structure: assign it one to pay this employee`,
    );
    expect(check.notInPayGroup).toBe(0);
  });
});

describe('the variance check', () => {
  it("compares with the last completed run of the same pay group, not another group's", async () => {
    const b = await payrollBusiness(t, { count: 2 });
    const march = await computed(b, { periodStart: '2026-03-01', periodEnd: '2026-03-31' });
    await payRun(t, b, march);
    const other = await groupWith(b, 2);

    const otherApril = await computed(b, {
      periodStart: '2026-04-01',
      periodEnd: '2026-04-30',
      pay_group_ids: [other.group._id],
    });
    const otherCheck = await variance(b, otherApril);
    expect(otherCheck.comparedWith).toBeNull();
    expect(otherCheck.issues).toEqual([]);

    const april = await computed(b, { periodStart: '2026-04-01', periodEnd: '2026-04-30' });
    expect((await variance(b, april)).comparedWith?._id).toBe(march);
  });
});
