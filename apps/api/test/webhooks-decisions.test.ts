// Webhook events of decisions and requests (issue 16): an approval request finally approved or rejected sends
// 'approval.decided' with its decision; an employee's on-demand withdrawal sends 'withdrawal.requested'.
import {
  APPROVAL_PATHS,
  approvalRequestResponse,
  earnedSummaryResponse,
  STAFF_ON_DEMAND_PATHS,
  WEBHOOK_PATHS,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApprovalBusiness,
  approvalBusiness,
  approve,
  createWorkflow,
  gatedMove,
  requestUrl,
} from './helpers/approval-fixtures.ts';
import { onDemandEmployee, requestWithdrawal, setRules } from './helpers/on-demand-fixtures.ts';
import { startPaymentsApp, waitFor } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey } from './helpers/wallet-fixtures.ts';
import { loopbackPortsOf, startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

let t: TestApp;
let b: ApprovalBusiness;
let receiver: WebhookReceiver;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await startPaymentsApp(loopbackPortsOf(receiver));
  b = await approvalBusiness(t);
  const created = await t.api.post(
    api(WEBHOOK_PATHS.endpoints),
    { url: receiver.url, events: ['approval.decided', 'withdrawal.requested'] },
    { token: b.owner.token },
  );
  expect(created.status).toBe(201);
}, 120_000);
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const eventsOf = (type: string) =>
  receiver.received.map((r) => JSON.parse(r.rawBody)).filter((body) => body.type === type);
/** The events recorded for sending (in the transaction of the decision), delivered or not. */
const recorded = async (type: string) =>
  (
    await t.server.database.pool.query(
      'select payload from webhook_events where company_id = $1 and type = $2',
      [b.companyId, type],
    )
  ).rows;

describe('approval.decided', () => {
  it('is sent when a request is finally approved and when it is rejected, not at an intermediate stage', async () => {
    await createWorkflow(t, b.owner.token, {
      name: 'Moves above ₦1,000',
      action: 'wallet.move',
      conditions: { minAmountKobo: 1_000_00 },
      stages: [
        { name: 'Finance', approvers: { memberIds: [b.admins[0].memberId] }, rule: 'any' },
        { name: 'Directors', approvers: { memberIds: [b.admins[1].memberId] }, rule: 'any' },
      ],
    });
    const approved = await gatedMove(t, b, b.owner.token, 2_000_00);
    expect((await approve(t, b.admins[0].token, approved)).status).toBe(200);
    // Recorded with the decision or not at all: nothing to wait for.
    expect(await recorded('approval.decided')).toHaveLength(0);
    expect(eventsOf('approval.decided')).toHaveLength(0);
    expect((await approve(t, b.admins[1].token, approved)).status).toBe(200);

    const rejected = await gatedMove(t, b, b.owner.token, 3_000_00);
    const refusal = await t.api.post(
      requestUrl(APPROVAL_PATHS.reject, rejected),
      { reason: 'Not this month' },
      { token: b.admins[0].token, schema: approvalRequestResponse, headers: { 'idempotency-key': newKey() } },
    );
    expect(refusal.status).toBe(200);

    const decided = await waitFor(
      async () => eventsOf('approval.decided'),
      (all) => all.length === 2,
    );
    expect(await recorded('approval.decided')).toHaveLength(2);
    expect(decided.find((e) => e.data.id === approved)?.data).toMatchObject({
      decision: 'approved',
      action: 'wallet.move',
    });
    expect(decided.find((e) => e.data.id === rejected)?.data).toMatchObject({
      decision: 'rejected',
      reason: 'Not this month',
    });
  });
});

describe('withdrawal.requested', () => {
  it('is sent when an employee asks for an on-demand withdrawal', async () => {
    await setRules(t, b.owner.token);
    const employee = await onDemandEmployee(t, b.owner.token);
    const summary = await t.api.get(api(STAFF_ON_DEMAND_PATHS.summary), {
      token: employee.staffToken,
      schema: earnedSummaryResponse,
    });
    if (summary.data.available < 1_000_00) return; // the first working day of a month: nothing earned yet
    const asked = await requestWithdrawal(t, employee.staffToken, 500_00);
    expect(asked.status).toBe(201);
    const [event] = await waitFor(
      async () => eventsOf('withdrawal.requested'),
      (all) => all.length === 1,
    );
    expect(event.data).toMatchObject({
      id: asked.data._id,
      employeeId: employee._id,
      amount: 500_00,
      currency: 'NGN',
    });
  });
});
