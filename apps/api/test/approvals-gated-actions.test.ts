// Two-admin control over the controls themselves (issue 11): when a workflow covers transaction-limit changes or
// role and permission changes, the change answers 202 with its request, changes nothing, and applies once the last
// stage approves — through the same service code as the ungated route.
import {
  gatedActionResponse,
  LIMIT_PATHS,
  memberResponse,
  roleResponse,
  TEAM_PATHS,
  transactionLimitsResponse,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApprovalBusiness,
  approvalBusiness,
  approve,
  createWorkflow,
  readRequest,
  settled,
} from './helpers/approval-fixtures.ts';
import { addMember, addRole, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: ApprovalBusiness;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  b = await approvalBusiness(t);
  await createWorkflow(t, b.owner.token, {
    name: 'Limits',
    action: 'wallet.limit.change',
    stages: [{ approvers: { memberIds: [b.admins[1].memberId] }, rule: 'any' }],
  });
  await createWorkflow(t, b.owner.token, {
    name: 'Roles',
    action: 'team.role.change',
    stages: [{ approvers: { memberIds: [b.admins[2].memberId] }, rule: 'any' }],
  });
});
afterAll(() => t.close());

const limitsNow = async () =>
  (await t.api.get(api(LIMIT_PATHS.limits), { schema: transactionLimitsResponse, token: b.owner.token }))
    .data;

describe('gated control changes', () => {
  it('a transaction-limit change waits for its approver, then applies', async () => {
    const before = await limitsNow();
    const body = {
      business: { single: 1_000_000_00, daily: 5_000_000_00 },
      default: { single: 100_000_00, daily: 500_000_00 },
    };
    const asked = await t.api.patch(api(LIMIT_PATHS.limits), body, {
      schema: gatedActionResponse,
      token: b.admins[0].token,
    });
    expect(asked.status).toBe(202);
    expect(await limitsNow()).toEqual(before);
    const id = asked.data.approvalRequest.requestId;
    expect((await readRequest(t, b.owner.token, id)).label).toBe(
      'Change the business and default transaction limits',
    );
    expect((await approve(t, b.admins[0].token, id, undefined, null)).status).toBe(403);
    await approve(t, b.admins[1].token, id, undefined, null);
    expect((await settled(t, b.owner.token, id)).status).toBe('executed');
    const after = await limitsNow();
    expect(after.business).toEqual(body.business);
    expect(after.default).toEqual(body.default);
  });

  it('a bad limit change is refused at once and becomes no request', async () => {
    const bad = await t.api.patch(
      api(LIMIT_PATHS.member('00000000-0000-4000-8000-000000000000')),
      { single: 1_000_00, daily: 2_000_00 },
      { token: b.admins[0].token },
    );
    expect(bad.status).toBe(404);
  });

  it('a member’s role change and a role’s permissions wait for approval, then apply', async () => {
    const clerkRole = await addRole(t, b.companyId, 'Clerk', ['dashboard.view']);
    const clerk = await addMember(t, b.companyId, { role: 'custom', roleId: clerkRole });
    const promoted = await t.api.patch(
      api(withId(TEAM_PATHS.memberRole, clerk.memberId)),
      { role: 'employer-admin' },
      { schema: gatedActionResponse, token: b.owner.token },
    );
    expect(promoted.status).toBe(202);
    const member = async () =>
      (
        await t.api.get(api(withId(TEAM_PATHS.member, clerk.memberId)), {
          schema: memberResponse,
          token: b.owner.token,
        })
      ).data;
    expect((await member()).role).toBe('custom');
    await approve(t, b.admins[2].token, promoted.data.approvalRequest.requestId, undefined, null);
    expect((await settled(t, b.owner.token, promoted.data.approvalRequest.requestId)).status).toBe(
      'executed',
    );
    expect((await member()).role).toBe('employer-admin');

    const widened = await t.api.put(
      api(withId(TEAM_PATHS.role, clerkRole)),
      { name: 'Clerk', permissions: ['dashboard.view', 'wallets.view'] },
      { schema: gatedActionResponse, token: b.owner.token },
    );
    expect(widened.status).toBe(202);
    const role = async () =>
      (
        await t.api.get(api(withId(TEAM_PATHS.role, clerkRole)), {
          schema: roleResponse,
          token: b.owner.token,
        })
      ).data;
    expect((await role()).permissions).toEqual(['dashboard.view']);
    await approve(t, b.admins[2].token, widened.data.approvalRequest.requestId, undefined, null);
    expect((await settled(t, b.owner.token, widened.data.approvalRequest.requestId)).status).toBe('executed');
    expect([...(await role()).permissions].sort()).toEqual(['dashboard.view', 'wallets.view']);
  });
});
