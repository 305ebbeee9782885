// Approval workflows through the HTTP routes (issue 11): create, read, update, update a stage, enable, disable and
// delete; the most specific enabled workflow wins; overlaps are refused; a change of workflows can itself need
// approval (two-admin control); the initiator edits a pending request's amount and its approvals are cleared.
import {
  APPROVAL_MESSAGES,
  APPROVAL_PATHS,
  approvalPath,
  approvalRequestResponse,
  gatedActionResponse,
  workflowListResponse,
  workflowResponse,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApprovalBusiness,
  approvalBusiness,
  approve,
  balances,
  createWorkflow,
  gatedMove,
  readRequest,
  requestUrl,
  settled,
} from './helpers/approval-fixtures.ts';
import { addMember, addRole } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, tokenFor } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: ApprovalBusiness;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  b = await approvalBusiness(t);
});
afterAll(() => t.close());

const url = (path: string, id: string, stageId?: string) =>
  api(approvalPath(path, { id, ...(stageId ? { stageId } : {}) }));
const oneStage = (memberId: string) => [{ approvers: { memberIds: [memberId] }, rule: 'any' as const }];

async function workflowCount(companyId: string) {
  const { rows } = await t.server.database.pool.query(
    'select count(*)::int as n from approval_workflows where company_id = $1',
    [companyId],
  );
  return rows[0].n as number;
}

describe('workflow routes', () => {
  it('create, read, list, update, update a stage, disable, enable and delete', async () => {
    const created = await createWorkflow(t, b.owner.token, {
      name: 'Bills',
      action: 'bill.payment',
      stages: oneStage(b.admins[0].memberId),
    });
    expect(created).toMatchObject({ name: 'Bills', enabled: true, actionLabel: 'Bill payment' });
    const read = await t.api.get(url(APPROVAL_PATHS.workflow, created._id), {
      schema: workflowResponse,
      token: b.admins[2].token,
    });
    expect(read.data.stages[0]!.approvers.memberIds).toEqual([b.admins[0].memberId]);
    const list = await t.api.get(`${api(APPROVAL_PATHS.workflows)}?action=bill.payment`, {
      schema: workflowListResponse,
      token: b.owner.token,
    });
    expect(list.data.docs.map((w) => w._id)).toEqual([created._id]);

    const updated = await t.api.patch(
      url(APPROVAL_PATHS.workflow, created._id),
      { name: 'Bills over ₦50,000', conditions: { minAmountKobo: 50_000_00 } },
      { schema: workflowResponse, token: b.owner.token },
    );
    expect(updated.data).toMatchObject({
      name: 'Bills over ₦50,000',
      conditions: { minAmountKobo: 50_000_00 },
    });
    const stageId = created.stages[0]!._id;
    const stage = await t.api.patch(
      url(APPROVAL_PATHS.workflowStage, created._id, stageId),
      { approvers: { roleIds: ['employer-admin'] }, rule: 'n', n: 2 },
      { schema: workflowResponse, token: b.owner.token },
    );
    expect(stage.data.stages[0]).toMatchObject({
      rule: 'n',
      n: 2,
      approvers: { roleIds: ['employer-admin'] },
    });

    const disabled = await t.api.post(url(APPROVAL_PATHS.workflowDisable, created._id), undefined, {
      schema: workflowResponse,
      token: b.owner.token,
    });
    expect(disabled.data.enabled).toBe(false);
    const enabled = await t.api.post(url(APPROVAL_PATHS.workflowEnable, created._id), undefined, {
      schema: workflowResponse,
      token: b.owner.token,
    });
    expect(enabled.data.enabled).toBe(true);
    expect(
      (await t.api.delete(url(APPROVAL_PATHS.workflow, created._id), { token: b.owner.token })).status,
    ).toBe(200);
    expect(
      (await t.api.get(url(APPROVAL_PATHS.workflow, created._id), { token: b.owner.token })).status,
    ).toBe(404);
  });

  it('bad input is a 400 naming the field, and nothing is created', async () => {
    const before = await workflowCount(b.companyId);
    const bad = await t.api.post(
      api(APPROVAL_PATHS.workflows),
      { name: '', action: 'payroll.approval', stages: [{ approvers: {}, rule: 'n' }] },
      { token: b.owner.token },
    );
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.error.errors ?? {})).toEqual(
      expect.arrayContaining(['name', 'stages.0.approvers', 'stages.0.n']),
    );
    const stranger = await approvalBusiness(t);
    const foreignMember = await t.api.post(
      api(APPROVAL_PATHS.workflows),
      { name: 'Payroll', action: 'payroll.approval', stages: oneStage(stranger.admins[0].memberId) },
      { token: b.owner.token },
    );
    expect(foreignMember.status).toBe(400);
    expect(foreignMember.error.errors?.['stages.0.approvers']).toEqual(['Choose a member']);
    expect(await workflowCount(b.companyId)).toBe(before);
  });

  it('another business’s workflow is 404; a member without the permission gets 403', async () => {
    const stranger = await approvalBusiness(t);
    const theirs = await createWorkflow(t, stranger.owner.token, {
      name: 'Theirs',
      action: 'beneficiary.add',
      stages: oneStage(stranger.admins[0].memberId),
    });
    for (const res of [
      await t.api.get(url(APPROVAL_PATHS.workflow, theirs._id), { token: b.owner.token }),
      await t.api.patch(url(APPROVAL_PATHS.workflow, theirs._id), { name: 'Mine' }, { token: b.owner.token }),
      await t.api.post(url(APPROVAL_PATHS.workflowDisable, theirs._id), undefined, { token: b.owner.token }),
      await t.api.delete(url(APPROVAL_PATHS.workflow, theirs._id), { token: b.owner.token }),
    ]) {
      expect(res.status).toBe(404);
    }
    const viewRole = await addRole(t, b.companyId, 'Approvals viewer', ['approvals.requests.view']);
    const viewer = await tokenFor(t, await addMember(t, b.companyId, { role: 'custom', roleId: viewRole }));
    expect((await t.api.get(api(APPROVAL_PATHS.workflows), { token: viewer })).status).toBe(200);
    const refused = await t.api.post(
      api(APPROVAL_PATHS.workflows),
      { name: 'Sneaky', action: 'transfer.bulk', stages: oneStage(b.admins[0].memberId) },
      { token: viewer },
    );
    expect(refused.status).toBe(403);
    const nobodyRole = await addRole(t, b.companyId, 'Nobody', ['dashboard.view']);
    const nobody = await tokenFor(t, await addMember(t, b.companyId, { role: 'custom', roleId: nobodyRole }));
    expect((await t.api.get(api(APPROVAL_PATHS.workflows), { token: nobody })).status).toBe(403);
    expect((await t.api.get(api(APPROVAL_PATHS.requests), { token: nobody })).status).toBe(403);
  });
});

describe('which workflow covers an action', () => {
  it('refuses overlapping ranges, allows nested ones, and the most specific wins', async () => {
    const c = await approvalBusiness(t);
    await createWorkflow(t, c.owner.token, {
      name: 'Up to ₦1m',
      action: 'wallet.move',
      conditions: { maxAmountKobo: 1_000_000_00 },
      stages: oneStage(c.admins[0].memberId),
    });
    const overlap = await t.api.post(
      api(APPROVAL_PATHS.workflows),
      {
        name: '₦500k to ₦2m',
        action: 'wallet.move',
        conditions: { minAmountKobo: 500_000_00, maxAmountKobo: 2_000_000_00 },
        stages: oneStage(c.admins[1].memberId),
      },
      { token: c.owner.token },
    );
    expect(overlap.status).toBe(409);
    expect(overlap.error.message).toBe(`${APPROVAL_MESSAGES.overlap}: 'Up to ₦1m'`);
    await createWorkflow(t, c.owner.token, {
      name: '₦100k to ₦200k',
      action: 'wallet.move',
      conditions: { minAmountKobo: 100_000_00, maxAmountKobo: 200_000_00 },
      stages: oneStage(c.admins[1].memberId),
    });
    await createWorkflow(t, c.owner.token, {
      name: 'From the main wallet',
      action: 'wallet.move',
      conditions: { sourceWalletId: c.mainWalletId, minAmountKobo: 150_000_00 },
      stages: oneStage(c.admins[2].memberId),
    });
    const names = async (amount: number) =>
      (await readRequest(t, c.owner.token, await gatedMove(t, c, c.owner.token, amount))).workflowName;
    expect(await names(50_000_00)).toBe('Up to ₦1m');
    expect(await names(120_000_00)).toBe('₦100k to ₦200k');
    expect(await names(160_000_00)).toBe('From the main wallet');
  });
});

describe('two-admin control and update disbursement', () => {
  it('a workflow change under a workflow of its own becomes a request and applies when approved', async () => {
    const c = await approvalBusiness(t);
    const transfers = await createWorkflow(t, c.owner.token, {
      name: 'Transfers',
      action: 'wallet.move',
      stages: oneStage(c.admins[0].memberId),
    });
    await createWorkflow(t, c.owner.token, {
      name: 'Workflow changes',
      action: 'approvals.workflow.change',
      stages: oneStage(c.admins[1].memberId),
    });
    const asked = await t.api.post(url(APPROVAL_PATHS.workflowDisable, transfers._id), undefined, {
      schema: gatedActionResponse,
      token: c.owner.token,
    });
    expect(asked.status).toBe(202);
    const read = async () =>
      (
        await t.api.get(url(APPROVAL_PATHS.workflow, transfers._id), {
          schema: workflowResponse,
          token: c.owner.token,
        })
      ).data;
    expect((await read()).enabled).toBe(true);
    const id = asked.data.approvalRequest.requestId;
    expect((await readRequest(t, c.owner.token, id)).needsPin).toBe(false);
    await approve(t, c.admins[1].token, id, undefined, null);
    expect((await settled(t, c.owner.token, id)).status).toBe('executed');
    expect((await read()).enabled).toBe(false);
  });

  it('the initiator changes the amount: approvals so far are cleared and the new amount moves', async () => {
    const c = await approvalBusiness(t);
    await createWorkflow(t, c.owner.token, {
      name: 'Two stages',
      action: 'wallet.move',
      stages: [...oneStage(c.admins[0].memberId), ...oneStage(c.admins[1].memberId)],
    });
    const id = await gatedMove(t, c, c.owner.token, 70_000_00);
    await approve(t, c.admins[0].token, id);
    expect((await readRequest(t, c.owner.token, id)).currentStage).toBe(2);
    const notMine = await t.api.patch(
      requestUrl(APPROVAL_PATHS.disbursement, id),
      { amount: 1 },
      {
        token: c.admins[0].token,
      },
    );
    expect(notMine.status).toBe(403);
    const changed = await t.api.patch(
      requestUrl(APPROVAL_PATHS.disbursement, id),
      { amount: 65_000_00 },
      { schema: approvalRequestResponse, token: c.owner.token },
    );
    expect(changed.data).toMatchObject({
      amountKobo: 65_000_00,
      currentStage: 1,
      label: 'Move ₦65,000.00 between own wallets',
    });
    expect(changed.data.stages.flatMap((s) => s.decisions)).toEqual([]);
    await approve(t, c.admins[0].token, id);
    await approve(t, c.admins[1].token, id);
    expect((await settled(t, c.owner.token, id)).status).toBe('executed');
    expect((await balances(t, c)).other).toBe(65_000_00);
  });
});
