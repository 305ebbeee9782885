// Issue 26: a request keeps the approvers of the workflow it was made under (the snapshot), but removing a person
// from the workflow — or deleting the workflow — re-checks its pending requests: the removed person can no longer
// decide them (an approver removed for cause could still approve), their approval of the unfinished stage stops
// counting, and a request left with no one who may complete a stage goes back to its requester with a notice.
import {
  APPROVAL_MESSAGES,
  APPROVAL_PATHS,
  approvalPath,
  approvalRequestListResponse,
  type CreateWorkflowRequest,
  workflowResponse,
} from '@paydesk/contracts';
import { auditEvents } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApprovalBusiness,
  approvalBusiness,
  approve,
  balances,
  createWorkflow,
  gatedMove,
  readRequest,
  START_BALANCE,
  settled,
} from './helpers/approval-fixtures.ts';
import { waitForMail } from './helpers/mailbox.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api } from './helpers/wallet-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(() => t.close());

const moves = (
  name: string,
  stages: CreateWorkflowRequest['stages'],
  minAmountKobo?: number,
): CreateWorkflowRequest => ({
  name,
  action: 'wallet.move',
  ...(minAmountKobo === undefined ? {} : { conditions: { minAmountKobo } }),
  stages,
});

const setStage = (
  b: ApprovalBusiness,
  workflow: { _id: string; stages: { _id: string }[] },
  memberIds: string[],
) =>
  t.api.patch(
    api(approvalPath(APPROVAL_PATHS.workflowStage, { id: workflow._id, stageId: workflow.stages[0]!._id })),
    { approvers: { memberIds }, rule: 'any' },
    { schema: workflowResponse, token: b.owner.token },
  );

const awaitingIds = async (token: string) =>
  (
    await t.api.get(`${api(APPROVAL_PATHS.requests)}?tab=awaiting-me`, {
      schema: approvalRequestListResponse,
      token,
    })
  ).data.docs.map((d) => d._id);

describe('removing a person from a workflow', () => {
  it('the removed approver can no longer decide its pending requests; the others still can', async () => {
    const b = await approvalBusiness(t);
    const [amaka, bola] = b.admins;
    const workflow = await createWorkflow(
      t,
      b.owner.token,
      moves('Finance', [{ approvers: { memberIds: [amaka.memberId, bola.memberId] }, rule: 'any' }]),
    );
    const id = await gatedMove(t, b, b.owner.token, 10_000_00);
    expect(await awaitingIds(amaka.token)).toContain(id);

    // Amaka is taken off the workflow for cause.
    expect((await setStage(b, workflow, [bola.memberId])).status).toBe(200);
    const tried = await approve(t, amaka.token, id);
    expect(tried.status).toBe(403);
    expect(tried.error.message).toBe(APPROVAL_MESSAGES.notApprover);
    expect(await awaitingIds(amaka.token)).not.toContain(id);
    expect(await balances(t, b)).toEqual({ main: START_BALANCE, other: 0 });
    // The snapshot stays: the request still shows the stage as it was, and Bola decides it.
    expect((await readRequest(t, b.owner.token, id)).stages[0]!.approvers.memberIds).toEqual([
      amaka.memberId,
      bola.memberId,
    ]);
    expect((await approve(t, bola.token, id)).status).toBe(200);
    expect((await settled(t, b.owner.token, id)).status).toBe('executed');
  });

  it("a removed approver's approval of the unfinished stage stops counting; a holdout removed from 'all' completes it", async () => {
    const b = await approvalBusiness(t);
    const [amaka, bola, chika] = b.admins;
    const everyone = [amaka.memberId, bola.memberId, chika.memberId];
    const two = await createWorkflow(
      t,
      b.owner.token,
      moves('Two of three', [{ approvers: { memberIds: everyone }, rule: 'n', n: 2 }], 100_000_00),
    );
    const all = await createWorkflow(
      t,
      b.owner.token,
      moves('Everyone', [{ approvers: { memberIds: [amaka.memberId, bola.memberId] }, rule: 'all' }]),
    );

    const counted = await gatedMove(t, b, b.owner.token, 200_000_00);
    expect((await approve(t, amaka.token, counted)).status).toBe(200);
    await t.api.patch(
      api(approvalPath(APPROVAL_PATHS.workflowStage, { id: two._id, stageId: two.stages[0]!._id })),
      { approvers: { memberIds: [bola.memberId, chika.memberId] }, rule: 'n', n: 2 },
      { schema: workflowResponse, token: b.owner.token },
    );
    const after = await readRequest(t, b.owner.token, counted);
    expect(after.stages[0]!.decisions).toMatchObject([{ memberId: amaka.memberId, counted: false }]);
    expect((await approve(t, bola.token, counted)).status).toBe(200);
    expect((await readRequest(t, b.owner.token, counted)).status).toBe('pending');
    expect((await approve(t, chika.token, counted)).status).toBe(200);
    expect((await settled(t, b.owner.token, counted)).status).toBe('executed');

    // 'All of them': Bola approved, Amaka never did; taking Amaka off leaves Bola's approval complete.
    const held = await gatedMove(t, b, b.owner.token, 5_000_00);
    expect((await approve(t, bola.token, held)).status).toBe(200);
    expect((await readRequest(t, b.owner.token, held)).status).toBe('pending');
    expect((await setStage(b, all, [bola.memberId])).status).toBe(200);
    expect((await settled(t, b.owner.token, held)).status).toBe('executed');
  });

  it('a request with no one left to approve it goes back to the requester with a notice, and moves nothing', async () => {
    const b = await approvalBusiness(t);
    const [amaka, bola] = b.admins;
    const workflow = await createWorkflow(
      t,
      b.owner.token,
      moves('Amaka only', [{ approvers: { memberIds: [amaka.memberId] }, rule: 'any' }]),
    );
    const id = await gatedMove(t, b, b.owner.token, 30_000_00);
    expect((await setStage(b, workflow, [bola.memberId])).status).toBe(200);

    const returned = await readRequest(t, b.owner.token, id);
    expect(returned).toMatchObject({
      status: 'cancelled',
      rejectionReason: APPROVAL_MESSAGES.returnedNoApprover,
      canCancel: false,
    });
    expect((await approve(t, amaka.token, id)).status).toBe(409);
    expect((await approve(t, bola.token, id)).status).toBe(409);
    expect(await balances(t, b)).toEqual({ main: START_BALANCE, other: 0 });
    const notice = await waitForMail(t, b.owner.email, (m) => m.subject.includes('returned to you'));
    expect(notice.textBody).toContain('no one is left who may approve it');
    const events = await t.server.database.db
      .select({ action: auditEvents.action, actorType: auditEvents.actorType })
      .from(auditEvents)
      .where(and(eq(auditEvents.companyId, b.companyId), eq(auditEvents.targetId, id)));
    expect(events).toContainEqual({ action: 'approval.request.return', actorType: 'system' });
  });
});

describe('deleting a workflow', () => {
  it('sends every request still waiting under it back to its requester; none can be approved any more', async () => {
    const b = await approvalBusiness(t);
    const workflow = await createWorkflow(
      t,
      b.owner.token,
      moves('Any administrator', [{ approvers: { roleIds: ['employer-admin'] }, rule: 'any' }]),
    );
    const first = await gatedMove(t, b, b.owner.token, 1_000_00);
    const second = await gatedMove(t, b, b.owner.token, 2_000_00);
    const deleted = await t.api.send(
      'DELETE',
      api(approvalPath(APPROVAL_PATHS.workflow, { id: workflow._id })),
      undefined,
      {
        token: b.owner.token,
      },
    );
    expect(deleted.status).toBe(200);
    for (const id of [first, second]) {
      expect(await readRequest(t, b.owner.token, id)).toMatchObject({
        status: 'cancelled',
        rejectionReason: APPROVAL_MESSAGES.returnedNoApprover,
      });
      for (const admin of b.admins) expect((await approve(t, admin.token, id)).status).toBe(409);
    }
    expect(await balances(t, b)).toEqual({ main: START_BALANCE, other: 0 });
  });
});
