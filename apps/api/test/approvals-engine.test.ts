// The approvals engine through the HTTP routes (issue 11): a gated move becomes a request and moves nothing until
// the last stage approves; self-approval, non-approvers and members without the permission are refused; N-of-M
// counts distinct people and a deactivated member's decision stops counting; a workflow edit that removes nobody
// leaves the request's snapshot alone (removals: approvals-workflow-changes.test.ts); a rejected request moves
// nothing; the emailed link works once.
import {
  APPROVAL_MESSAGES,
  APPROVAL_PATHS,
  approvalAnalyticsResponse,
  approvalRequestListResponse,
  approvalRequestResponse,
  formatDateTime,
  linkDecisionResponse,
  resolveLinkResponse,
  workflowResponse,
} from '@paydesk/contracts';
import { approvalRequests } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApprovalBusiness,
  approvalBusiness,
  approve,
  balances,
  bigTransfers,
  createWorkflow,
  gatedMove,
  readRequest,
  requestUrl,
  START_BALANCE,
  settled,
} from './helpers/approval-fixtures.ts';
import { waitForMail } from './helpers/mailbox.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, tokenFor } from './helpers/wallet-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(() => t.close());

describe('a gated move between own wallets', () => {
  let b: ApprovalBusiness;
  beforeAll(async () => {
    b = await approvalBusiness(t);
    await createWorkflow(t, b.owner.token, bigTransfers(b));
  });

  it('below the workflow threshold the move runs at once', async () => {
    const res = await t.api.patch(
      api('/wallet/employer/accounts/move'),
      { sourceWalletId: b.mainWalletId, destinationWalletId: b.otherWalletId, amount: 1_000_00, pin: PIN },
      { token: b.owner.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(res.status).toBe(200);
    expect(await balances(t, b)).toEqual({ main: START_BALANCE - 1_000_00, other: 1_000_00 });
  });

  it('moves nothing until the last stage approves, then moves once and tells the initiator', async () => {
    const before = await balances(t, b);
    const id = await gatedMove(t, b, b.owner.token, 600_000_00);
    const pending = await readRequest(t, b.owner.token, id);
    expect(pending).toMatchObject({
      status: 'pending',
      currentStage: 1,
      amountKobo: 600_000_00,
      needsPin: true,
    });
    expect(pending.payload).not.toHaveProperty('pin');

    // Nobody approves their own request; a member who is not an approver of stage 1 is refused.
    expect((await approve(t, b.owner.token, id)).error.message).toBe(APPROVAL_MESSAGES.selfApproval);
    const notStageOne = await approve(t, b.admins[2].token, id);
    expect(notStageOne.status).toBe(403);
    expect(notStageOne.error.message).toBe(APPROVAL_MESSAGES.notApprover);
    // The PIN is required for a money action.
    expect((await approve(t, b.admins[0].token, id, newKey(), null)).status).toBe(400);

    // Bad input is a 400 and changes nothing.
    expect((await approve(t, b.admins[0].token, id, newKey(), '12')).status).toBe(400);
    expect((await readRequest(t, b.owner.token, id)).stages[0]!.decisions).toEqual([]);

    const first = await approve(t, b.admins[0].token, id);
    expect(first.data).toMatchObject({ status: 'pending', currentStage: 2 });
    expect(await balances(t, b)).toEqual(before);

    // Stage 2 needs two distinct people: the same approver twice is one.
    const again = await approve(t, b.admins[0].token, id);
    expect(again.data).toMatchObject({ status: 'pending', currentStage: 2 });
    expect((await approve(t, b.admins[0].token, id)).error.message).toBe(APPROVAL_MESSAGES.alreadyDecided);
    expect(await balances(t, b)).toEqual(before);

    const last = await approve(t, b.admins[1].token, id);
    expect(last.data.status).toMatch(/approved|executing|executed/);
    const done = await settled(t, b.owner.token, id);
    expect(done.status).toBe('executed');
    expect(done.stages.map((s) => s.status)).toEqual(['approved', 'approved']);
    expect(await balances(t, b)).toEqual({
      main: before.main! - 600_000_00,
      other: before.other! + 600_000_00,
    });
    const mail = await waitForMail(t, b.owner.email, (m) => m.subject.includes('approved and done'));
    expect(mail.textBody).toContain('Move ₦600,000.00');
  });

  it('a rejected request moves nothing and tells the initiator the reason', async () => {
    const before = await balances(t, b);
    const id = await gatedMove(t, b, b.admins[2].token, 700_000_00);
    const bad = await t.api.post(
      requestUrl(APPROVAL_PATHS.reject, id),
      { reason: '  ' },
      { token: b.admins[0].token },
    );
    expect(bad.status).toBe(400);
    expect((await readRequest(t, b.owner.token, id)).status).toBe('pending');
    const rejected = await t.api.post(
      requestUrl(APPROVAL_PATHS.reject, id),
      { reason: 'Not this month' },
      { schema: approvalRequestResponse, token: b.admins[0].token },
    );
    expect(rejected.data).toMatchObject({ status: 'rejected', rejectionReason: 'Not this month' });
    expect(rejected.data.stages[0]!.status).toBe('rejected');
    expect((await approve(t, b.admins[1].token, id)).error.message).toBe(APPROVAL_MESSAGES.notPending);
    expect(await balances(t, b)).toEqual(before);
  });

  it('the approver without the permission gets 403, another business gets 404', async () => {
    const id = await gatedMove(t, b, b.owner.token, 550_000_00);
    const viewerRole = await addRole(t, b.companyId, 'Viewer', ['approvals.requests.view']);
    const viewer = await addMember(t, b.companyId, { role: 'custom', roleId: viewerRole });
    const viewerToken = await tokenFor(t, viewer);
    expect((await approve(t, viewerToken, id)).status).toBe(403);
    expect((await t.api.get(requestUrl(APPROVAL_PATHS.request, id), { token: viewerToken })).status).toBe(
      200,
    );

    const stranger = await approvalBusiness(t);
    for (const res of [
      await t.api.get(requestUrl(APPROVAL_PATHS.request, id), { token: stranger.owner.token }),
      await approve(t, stranger.admins[0].token, id),
      await t.api.post(
        requestUrl(APPROVAL_PATHS.reject, id),
        { reason: 'x' },
        { token: stranger.admins[0].token },
      ),
      await t.api.post(requestUrl(APPROVAL_PATHS.cancel, id), {}, { token: stranger.owner.token }),
      await t.api.post(
        requestUrl(APPROVAL_PATHS.comments, id),
        { body: 'hi' },
        { token: stranger.owner.token },
      ),
      await t.api.patch(
        requestUrl(APPROVAL_PATHS.disbursement, id),
        { amount: 1_00 },
        { token: stranger.owner.token },
      ),
    ]) {
      expect(res.status).toBe(404);
    }
    const cancelled = await t.api.post(
      requestUrl(APPROVAL_PATHS.cancel, id),
      {},
      {
        schema: approvalRequestResponse,
        token: b.owner.token,
      },
    );
    expect(cancelled.data.status).toBe('cancelled');
  });

  it('lists by tab, comments on a request, and counts it in the analytics', async () => {
    const id = await gatedMove(t, b, b.owner.token, 800_000_00);
    const comment = await t.api.post(
      requestUrl(APPROVAL_PATHS.comments, id),
      { body: 'Is this for the June payroll?' },
      { schema: approvalRequestResponse, token: b.admins[0].token },
    );
    expect(comment.data.comments.map((c) => c.body)).toEqual(['Is this for the June payroll?']);
    const awaiting = await t.api.get(`${api(APPROVAL_PATHS.requests)}?tab=awaiting-me&status=pending`, {
      schema: approvalRequestListResponse,
      token: b.admins[0].token,
    });
    expect(awaiting.data.docs.map((d) => d._id)).toContain(id);
    expect(awaiting.data.docs.every((d) => d.awaitingMe)).toBe(true);
    const notMine = await t.api.get(`${api(APPROVAL_PATHS.requests)}?tab=awaiting-me`, {
      schema: approvalRequestListResponse,
      token: b.admins[2].token,
    });
    expect(notMine.data.docs.map((d) => d._id)).not.toContain(id);
    const initiated = await t.api.get(`${api(APPROVAL_PATHS.requests)}?tab=initiated`, {
      schema: approvalRequestListResponse,
      token: b.owner.token,
    });
    expect(initiated.data.docs.map((d) => d._id)).toContain(id);
    expect(
      (await t.api.get(`${api(APPROVAL_PATHS.requests)}?from=2026-02-30`, { token: b.owner.token })).status,
    ).toBe(400);
    const analytics = await t.api.get(api(APPROVAL_PATHS.analytics), {
      schema: approvalAnalyticsResponse,
      token: b.owner.token,
    });
    expect(analytics.data.counts.executed).toBeGreaterThanOrEqual(1);
    expect(analytics.data.counts.pending).toBeGreaterThanOrEqual(1);
    expect(analytics.data.valueApprovedThisMonthKobo).toBeGreaterThanOrEqual(600_000_00);
    expect(analytics.data.series).toHaveLength(30);
  });
});

describe('counting decisions', () => {
  it('a deactivated member’s approval no longer counts', async () => {
    const b = await approvalBusiness(t);
    await createWorkflow(t, b.owner.token, {
      name: 'Two of three',
      action: 'wallet.move',
      stages: [{ approvers: { roleIds: ['employer-admin'] }, rule: 'n', n: 2 }],
    });
    const before = await balances(t, b);
    const id = await gatedMove(t, b, b.owner.token, 10_000_00);
    await approve(t, b.admins[0].token, id);
    await t.server.database.pool.query("update company_members set status = 'disabled' where id = $1", [
      b.admins[0].memberId,
    ]);
    const second = await approve(t, b.admins[1].token, id);
    expect(second.data.status).toBe('pending');
    expect(second.data.stages[0]!.decisions.map((d) => d.counted).sort()).toEqual([false, true]);
    expect(await balances(t, b)).toEqual(before);
    await approve(t, b.admins[2].token, id);
    expect((await settled(t, b.owner.token, id)).status).toBe('executed');
  });

  it('an edit of the workflow that removes nobody leaves a pending request’s snapshot alone', async () => {
    const b = await approvalBusiness(t);
    const workflow = await createWorkflow(t, b.owner.token, {
      name: 'Any admin',
      action: 'wallet.move',
      stages: [{ approvers: { memberIds: [b.admins[0].memberId] }, rule: 'any' }],
    });
    const id = await gatedMove(t, b, b.owner.token, 20_000_00);
    const edited = await t.api.patch(
      api(APPROVAL_PATHS.workflow.replace(':id', workflow._id)),
      {
        name: 'Renamed',
        // admins[0] stays; who is added (to the stage, or as a new stage) does not reach the waiting request.
        stages: [
          { approvers: { memberIds: [b.admins[0].memberId, b.admins[1].memberId] }, rule: 'any' },
          { approvers: { memberIds: [b.admins[2].memberId] }, rule: 'any' },
        ],
      },
      { schema: workflowResponse, token: b.owner.token },
    );
    expect(edited.data.stages).toHaveLength(2);
    const request = await readRequest(t, b.owner.token, id);
    expect(request.workflowName).toBe('Any admin');
    expect(request.stages).toHaveLength(1);
    expect(request.stages[0]!.approvers.memberIds).toEqual([b.admins[0].memberId]);
    expect((await approve(t, b.admins[1].token, id)).status).toBe(403);
    await approve(t, b.admins[0].token, id);
    expect((await settled(t, b.owner.token, id)).status).toBe('executed');
  });

  it('a move approved after the money left fails with the reason and moves nothing', async () => {
    const b = await approvalBusiness(t);
    await createWorkflow(t, b.owner.token, {
      name: 'All moves',
      action: 'wallet.move',
      stages: [{ approvers: { memberIds: [b.admins[0].memberId] }, rule: 'any' }],
    });
    const id = await gatedMove(t, b, b.owner.token, START_BALANCE);
    await t.server.database.pool.query(
      'update approval_workflows set enabled = false where company_id = $1',
      [b.companyId],
    );
    // Meanwhile the money goes elsewhere (ungated now).
    await t.api.patch(
      api('/wallet/employer/accounts/move'),
      { sourceWalletId: b.mainWalletId, destinationWalletId: b.otherWalletId, amount: 1_000_00, pin: PIN },
      { token: b.owner.token, headers: { 'idempotency-key': newKey() } },
    );
    const before = await balances(t, b);
    await approve(t, b.admins[0].token, id);
    const failed = await settled(t, b.owner.token, id);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toMatch(/insufficient/i);
    expect(await balances(t, b)).toEqual(before);
  });
});

describe('the emailed link', () => {
  it('opens the request once for the signed-in approver, and decides once with the PIN', async () => {
    const b = await approvalBusiness(t);
    await createWorkflow(t, b.owner.token, {
      name: 'Two stages',
      action: 'wallet.move',
      stages: [
        { approvers: { memberIds: [b.admins[0].memberId] }, rule: 'any' },
        { approvers: { memberIds: [b.admins[1].memberId] }, rule: 'any' },
      ],
    });
    const id = await gatedMove(t, b, b.owner.token, 30_000_00);
    const mailTo = (email: string) => waitForMail(t, email, (m) => m.subject.startsWith('Approval needed'));
    const tokenIn = async (email: string) =>
      decodeURIComponent(/token=([^\s&]+)/.exec((await mailTo(email)).textBody)![1]!);
    // The link's end in the one date rule (issue 29): '1 Dec 2026, 07:01' Lagos time, the request's own expiry.
    const [row] = await t.server.database.db
      .select({ expiresAt: approvalRequests.expiresAt })
      .from(approvalRequests)
      .where(eq(approvalRequests.id, id));
    const mail = (await mailTo(b.admins[0].email)).textBody;
    expect(mail).toContain(`this link works once, until ${formatDateTime(row!.expiresAt)} Lagos time`);
    expect(formatDateTime(row!.expiresAt)).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    expect(mail).not.toMatch(/GMT|UTC|\d{4}-\d{2}-\d{2}T/);
    const first = await tokenIn(b.admins[0].email);
    const resolved = await t.api.post(
      api(APPROVAL_PATHS.resolveLink),
      { token: first },
      { schema: resolveLinkResponse, token: b.admins[0].token },
    );
    expect(resolved.data.requestId).toBe(id);
    const twice = await t.api.post(
      api(APPROVAL_PATHS.resolveLink),
      { token: first },
      { token: b.admins[0].token },
    );
    expect(twice.status).toBe(400);
    expect(twice.error.message).toBe(APPROVAL_MESSAGES.linkUsed);
    await approve(t, b.admins[0].token, id);

    const second = await tokenIn(b.admins[1].email);
    const forged = `${second.slice(0, -2)}xx`;
    expect(
      (await t.api.post(api(APPROVAL_PATHS.linkDecision), { token: forged, decision: 'approve', pin: PIN }))
        .status,
    ).toBe(400);
    const decided = await t.api.post(
      api(APPROVAL_PATHS.linkDecision),
      { token: second, decision: 'approve', pin: PIN },
      { schema: linkDecisionResponse },
    );
    expect(decided.data.requestId).toBe(id);
    const replay = await t.api.post(api(APPROVAL_PATHS.linkDecision), {
      token: second,
      decision: 'approve',
      pin: PIN,
    });
    expect(replay.status).toBe(400);
    expect((await settled(t, b.owner.token, id)).status).toBe('executed');
  });
});
