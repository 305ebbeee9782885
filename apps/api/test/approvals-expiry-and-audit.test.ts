// A request nobody decides expires (the minute's sweep, after APPROVAL_EXPIRY_HOURS) and can no longer be approved;
// every decision and the execution are in the audit log with the request as their target.
import { APPROVAL_MESSAGES } from '@paydesk/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPROVAL_JOBS } from '../src/modules/approvals/index.ts';
import {
  approvalBusiness,
  approve,
  balances,
  createWorkflow,
  gatedMove,
  readRequest,
  settled,
} from './helpers/approval-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ encryption: false, env: { APPROVAL_EXPIRY_HOURS: '1' } });
});
afterAll(() => t.close());

it('expires a pending request after its time, refuses approving it, and audits each decision', async () => {
  const b = await approvalBusiness(t);
  await createWorkflow(t, b.owner.token, {
    name: 'Moves',
    action: 'wallet.move',
    stages: [{ approvers: { memberIds: [b.admins[0].memberId] }, rule: 'any' }],
  });
  const before = await balances(t, b);
  const late = await gatedMove(t, b, b.owner.token, 5_000_00);
  const created = await readRequest(t, b.owner.token, late);
  expect(new Date(created.expiresAt).getTime() - new Date(created.createdAt).getTime()).toBeCloseTo(
    3_600_000,
    -3,
  );
  await t.server.database.pool.query(
    "update approval_requests set expires_at = now() - interval '1 minute' where id = $1",
    [late],
  );
  expect((await approve(t, b.admins[0].token, late)).error.message).toBe(APPROVAL_MESSAGES.notPending);
  await t.server.jobs.send(APPROVAL_JOBS.sweep);
  const deadline = Date.now() + 10_000;
  while ((await readRequest(t, b.owner.token, late)).status !== 'expired' && Date.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  expect((await readRequest(t, b.owner.token, late)).status).toBe('expired');
  expect(await balances(t, b)).toEqual(before);

  const id = await gatedMove(t, b, b.owner.token, 6_000_00);
  await approve(t, b.admins[0].token, id);
  expect((await settled(t, b.owner.token, id)).status).toBe('executed');
  const { rows } = await t.server.database.pool.query(
    "select action, actor_type from audit_events where target_type = 'approval-request' and target_id = $1 order by seq",
    [id],
  );
  expect(rows.map((r: { action: string }) => r.action)).toEqual([
    'wallet.move.requested',
    'approval.request.approve',
    'approval.request.execute',
  ]);
});
