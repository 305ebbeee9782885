// Approving a payroll commits the business to pay it: the approver's transaction PIN confirms it on the server,
// like every other outflow (issue 28: one owner approved ₦6.16m with one click). And the first payroll of a business
// with two or more members offers to set up the payroll approval workflow.
import { PAYROLL_RUN_PATHS as P, payrollRunResponse } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkflow } from './helpers/approval-fixtures.ts';
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
import { addMember } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { PIN } from './helpers/wallet-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startPaymentsApp();
}, 120_000);
afterAll(async () => t?.close());

async function submittedRun(b: PayrollBusiness, month: string) {
  const run = await createRun(
    t,
    b.token,
    runInput(b, { periodStart: `${month}-01`, periodEnd: `${month}-28`, name: `Payroll ${month}` }),
  );
  await computeRun(t, b.token, run._id);
  const submitted = await t.api.post(runUrl(P.submit, { id: run._id }), {}, { token: b.token });
  expect(submitted.status).toBe(200);
  return run._id;
}

const approveWith = (b: PayrollBusiness, id: string, body: object) =>
  t.api.post(runUrl(P.approve, { id }), body, { token: b.token, schema: payrollRunResponse });

describe('approving a payroll', () => {
  it('asks for the transaction PIN: none or a wrong one leaves the run in review', async () => {
    const b = await payrollBusiness(t, { count: 1 });
    const id = await submittedRun(b, '2026-03');

    const none = await approveWith(b, id, {});
    expect(none.status).toBe(400);
    expect(none.error.errors).toHaveProperty('pin');
    const wrong = await approveWith(b, id, { pin: '1357' });
    expect(wrong.status).toBe(422);
    expect(wrong.error.code).toBe('INVALID_PIN');
    expect((await readRun(t, b.token, id)).status).toBe('in-review');

    const approved = await approveWith(b, id, { pin: PIN, comment: 'Checked' });
    expect(approved.status).toBe(200);
    expect(approved.data.status).toBe('approved');
  });
});

describe('the offer to set up the payroll approval workflow', () => {
  it('is made on the first payroll of a business with two or more active members, until a workflow exists', async () => {
    const b = await payrollBusiness(t, { count: 1 });
    const id = await submittedRun(b, '2026-03');
    // One member: nobody else could approve.
    expect((await readRun(t, b.token, id)).offerApprovalWorkflow).toBe(false);

    await addMember(t, b.companyId, { role: 'employer-admin', status: 'invited' });
    expect((await readRun(t, b.token, id)).offerApprovalWorkflow).toBe(false);
    const second = await addMember(t, b.companyId, { role: 'employer-admin' });
    expect((await readRun(t, b.token, id)).offerApprovalWorkflow).toBe(true);

    await createWorkflow(t, b.token, {
      name: 'Payroll sign-off',
      action: 'payroll.approval',
      stages: [{ name: 'Finance', approvers: { memberIds: [second.memberId] }, rule: 'any' }],
    });
    expect((await readRun(t, b.token, id)).offerApprovalWorkflow).toBe(false);
  });

  it('is not made once a payroll of the business was approved', async () => {
    const b = await payrollBusiness(t, { count: 1 });
    await addMember(t, b.companyId, { role: 'employer-admin' });
    const first = await submittedRun(b, '2026-03');
    expect((await readRun(t, b.token, first)).offerApprovalWorkflow).toBe(true);
    expect((await approveWith(b, first, { pin: PIN })).data.offerApprovalWorkflow).toBe(false);

    const next = await submittedRun(b, '2026-04');
    expect((await readRun(t, b.token, next)).offerApprovalWorkflow).toBe(false);
  });
});
