// Two businesses side by side: every team, administrator and business route answers the other business's ids with
// 404 and never lists its rows; every route refuses (403) a member whose role lacks its permission.
import {
  BUSINESS_PATHS,
  DASHBOARD_PATHS,
  EMPLOYER_ADMIN_EXCLUDED,
  memberListResponse,
  type Permission,
  page,
  roleListResponse,
  subAccountsResponse,
  success,
  TEAM_PATHS,
  walletBalanceResponse,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBusiness, TEST_PASSWORD, type TestMember } from './helpers/fixtures.ts';
import { addMember, addRole, addSubAccount, api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Business {
  owner: TestMember;
  token: string;
  roleId: string;
  memberId: string;
  invitedId: string;
  adminId: string;
  subId: string;
}

let t: TestApp;
let a: Business;
let b: Business;

async function business(name: string): Promise<Business> {
  const owner = await createBusiness(t, { name });
  const roleId = await addRole(t, owner.companyId, `${name} clerk`, ['people.employees.view']);
  const member = await addMember(t, owner.companyId, { roleId });
  const invited = await addMember(t, owner.companyId, { roleId, status: 'invited' });
  const admin = await addMember(t, owner.companyId, { role: 'employer-admin' });
  const subId = await addSubAccount(t, owner.companyId, {
    name: `${name} branch`,
    ownerUserId: owner.userId,
  });
  const token = (await signIn(t, owner)).token;
  return {
    owner,
    token,
    roleId,
    memberId: member.memberId,
    invitedId: invited.memberId,
    adminId: admin.memberId,
    subId,
  };
}

beforeAll(async () => {
  t = await startTestApp();
  a = await business('Kaduna Mills');
  b = await business('Ibadan Prints');
});
afterAll(() => t.close());

interface RouteCase {
  name: string;
  method: Method;
  path: string;
  body?: unknown;
  permission: Permission;
}

/** Every route that takes an id of a member, role, administrator or business (in the path or the body). */
function idRoutes(target: Business, own: Business): RouteCase[] {
  const view = 'settings.team.view';
  const manage = 'settings.team.manage';
  const adminView = 'settings.administrators.view';
  const adminEdit = 'settings.administrators.edit';
  return [
    { name: 'get member', method: 'GET', path: withId(TEAM_PATHS.member, target.memberId), permission: view },
    {
      name: 'resend invite',
      method: 'POST',
      path: withId(TEAM_PATHS.memberResendInvite, target.invitedId),
      permission: manage,
    },
    {
      name: 'change role',
      method: 'PATCH',
      path: withId(TEAM_PATHS.memberRole, target.memberId),
      body: { role: 'custom', roleId: own.roleId },
      permission: manage,
    },
    {
      name: 'change role to a role id',
      method: 'PATCH',
      path: withId(TEAM_PATHS.memberRole, own.memberId),
      body: { role: 'custom', roleId: target.roleId },
      permission: manage,
    },
    {
      name: 'invite with a role id',
      method: 'POST',
      path: TEAM_PATHS.invite,
      body: {
        email: 'someone@example.ng',
        firstName: 'Some',
        lastName: 'One',
        role: 'custom',
        roleId: target.roleId,
      },
      permission: manage,
    },
    {
      name: 'member status',
      method: 'PATCH',
      path: withId(TEAM_PATHS.memberStatus, target.memberId),
      body: { status: 'disabled' },
      permission: manage,
    },
    {
      name: 'remove member',
      method: 'DELETE',
      path: withId(TEAM_PATHS.member, target.memberId),
      permission: manage,
    },
    { name: 'get role', method: 'GET', path: withId(TEAM_PATHS.role, target.roleId), permission: view },
    {
      name: 'role permissions',
      method: 'GET',
      path: withId(TEAM_PATHS.rolePermissions, target.roleId),
      permission: view,
    },
    {
      name: 'update role',
      method: 'PUT',
      path: withId(TEAM_PATHS.role, target.roleId),
      body: { name: 'Renamed', permissions: ['people.employees.view'] },
      permission: manage,
    },
    {
      name: 'delete role',
      method: 'DELETE',
      path: withId(TEAM_PATHS.role, target.roleId),
      permission: manage,
    },
    {
      name: 'get admin',
      method: 'GET',
      path: withId(TEAM_PATHS.admin, target.adminId),
      permission: adminView,
    },
    {
      name: 'update admin',
      method: 'PUT',
      path: withId(TEAM_PATHS.admin, target.adminId),
      body: { firstName: 'New', lastName: 'Name' },
      permission: adminEdit,
    },
    {
      name: 'admin status',
      method: 'PATCH',
      path: withId(TEAM_PATHS.adminStatus, target.adminId),
      body: { status: 'disabled' },
      permission: adminEdit,
    },
    {
      name: 'delete admin',
      method: 'DELETE',
      path: withId(TEAM_PATHS.admin, target.adminId),
      permission: adminEdit,
    },
    {
      name: 'resend admin invite',
      method: 'POST',
      path: withId(TEAM_PATHS.adminResendInvite, target.adminId),
      permission: adminEdit,
    },
    {
      name: 'assign admin (admin id)',
      method: 'POST',
      path: withId(TEAM_PATHS.adminAssignBusinesses, target.adminId),
      body: { businesses: [] },
      permission: adminEdit,
    },
    {
      name: 'assign admin (business id)',
      method: 'POST',
      path: withId(TEAM_PATHS.adminAssignBusinesses, own.adminId),
      body: { businesses: [target.subId] },
      permission: adminEdit,
    },
    {
      name: 'invite admin with a business id',
      method: 'POST',
      path: TEAM_PATHS.admins,
      body: { email: 'admin2@example.ng', firstName: 'Ad', lastName: 'Min', businesses: [target.subId] },
      permission: adminEdit,
    },
    {
      name: 'ownership transfer start',
      method: 'POST',
      path: TEAM_PATHS.ownershipTransferStart,
      body: { memberId: target.adminId, password: TEST_PASSWORD },
      permission: adminEdit,
    },
    {
      name: 'ownership transfer confirm',
      method: 'POST',
      path: TEAM_PATHS.ownershipTransferConfirm,
      body: { memberId: target.adminId, password: TEST_PASSWORD, code: '123456' },
      permission: adminEdit,
    },
    {
      name: 'login to sub account',
      method: 'POST',
      path: BUSINESS_PATHS.loginSubAccount,
      body: { subAccountId: target.subId },
      permission: 'businesses.switch',
    },
  ];
}

/** Routes without ids: lists, creation, the catalogue. */
function plainRoutes(): RouteCase[] {
  return [
    { name: 'list members', method: 'GET', path: TEAM_PATHS.members, permission: 'settings.team.view' },
    { name: 'list roles', method: 'GET', path: TEAM_PATHS.roles, permission: 'settings.team.view' },
    { name: 'catalogue', method: 'GET', path: TEAM_PATHS.permissions, permission: 'settings.team.view' },
    {
      name: 'create role',
      method: 'POST',
      path: TEAM_PATHS.roles,
      body: { name: `Role ${Math.random()}`, permissions: ['people.employees.view'] },
      permission: 'settings.team.manage',
    },
    {
      name: 'list admins',
      method: 'GET',
      path: TEAM_PATHS.admins,
      permission: 'settings.administrators.view',
    },
    {
      name: 'list sub accounts (GET)',
      method: 'GET',
      path: BUSINESS_PATHS.subAccounts,
      permission: 'businesses.view',
    },
    {
      name: 'list sub accounts (POST)',
      method: 'POST',
      path: BUSINESS_PATHS.subAccounts,
      body: { page: 1, limit: 50, download: false },
      permission: 'businesses.view',
    },
    {
      name: 'add sub account',
      method: 'POST',
      path: BUSINESS_PATHS.addSubAccount,
      body: {
        company: { companyName: 'X', businessType: 'registered business', industry: 'Retail' },
        manager: { type: 'self' },
      },
      permission: 'businesses.create',
    },
  ];
}

const denied = (permission: string) =>
  `Your role does not allow this (${permission}). Ask the business owner for access.`;

describe("another business's ids", () => {
  it('answer 404 on every route, and change nothing', async () => {
    for (const route of idRoutes(b, a)) {
      const res = await t.api.send(route.method, api(route.path), route.body, { token: a.token });
      expect({ route: route.name, status: res.status }).toEqual({ route: route.name, status: 404 });
      expect(res.error.code).toBe('NOT_FOUND');
      // The business's own thing was not found, not the route.
      expect(res.body.message).toMatch(/^(Member|Role|Administrator|Business|Sub-account) not found$/);
    }
    // B is untouched: its member, role, administrator and business are all still there.
    for (const path of [
      withId(TEAM_PATHS.member, b.memberId),
      withId(TEAM_PATHS.role, b.roleId),
      withId(TEAM_PATHS.admin, b.adminId),
    ]) {
      expect((await t.api.get(api(path), { token: b.token })).status).toBe(200);
    }
    const bSubs = await t.api.get(api(BUSINESS_PATHS.subAccounts), {
      schema: subAccountsResponse,
      token: b.token,
    });
    expect(bSubs.data.docs.map((s: { _id: string }) => s._id)).toEqual([b.subId]);
  });

  it('never appear in any list, even when searched for', async () => {
    const lists = [TEAM_PATHS.members, TEAM_PATHS.roles, TEAM_PATHS.admins, BUSINESS_PATHS.subAccounts];
    const bIds = new Set([b.memberId, b.invitedId, b.adminId, b.roleId, b.subId, b.owner.companyId]);
    for (const path of lists) {
      const res = await t.api.get(`${api(path)}?limit=100`, {
        token: a.token,
        schema: success(page(z.object({ _id: z.string() }))),
      });
      expect(res.status).toBe(200);
      const ids = res.data.docs.map((d) => d._id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id: string) => bIds.has(id))).toEqual([]);
    }
    const search = await t.api.get(`${api(TEAM_PATHS.members)}?search=${encodeURIComponent(b.owner.email)}`, {
      schema: memberListResponse,
      token: a.token,
    });
    expect(search.data.totalDocs).toBe(0);
    const roles = await t.api.get(`${api(TEAM_PATHS.roles)}?search=Ibadan`, {
      schema: roleListResponse,
      token: a.token,
    });
    expect(roles.data.totalDocs).toBe(0);
  });
});

describe('permissions', () => {
  it('a member whose role lacks the permission gets 403 on every route that needs it', async () => {
    const weakRole = await addRole(t, a.owner.companyId, 'Weak', ['payroll.view']);
    const weak = await addMember(t, a.owner.companyId, { roleId: weakRole });
    const token = (await signIn(t, weak)).token;
    for (const route of [...idRoutes(a, a), ...plainRoutes()]) {
      const res = await t.api.send(route.method, api(route.path), route.body, { token });
      expect({ route: route.name, status: res.status, message: res.body.message }).toEqual({
        route: route.name,
        status: 403,
        message: denied(route.permission),
      });
    }
  });

  it('the permission is checked before the body: a member without it sending an invalid body gets 403, not field errors', async () => {
    const weakRole = await addRole(t, a.owner.companyId, 'Weak and careless', ['payroll.view']);
    const weak = await addMember(t, a.owner.companyId, { roleId: weakRole });
    const token = (await signIn(t, weak)).token;
    const invalid: RouteCase[] = [
      {
        name: 'invite',
        method: 'POST',
        path: TEAM_PATHS.invite,
        body: { email: 'not-an-email', role: 'nonsense' },
        permission: 'settings.team.manage',
      },
      {
        name: 'member status',
        method: 'PATCH',
        path: withId(TEAM_PATHS.memberStatus, a.memberId),
        body: { status: 42 },
        permission: 'settings.team.manage',
      },
    ];
    for (const route of invalid) {
      // The owner, who holds the permission, is told the body is invalid…
      const asOwner = await t.api.send(route.method, api(route.path), route.body, { token: a.token });
      expect({ route: route.name, status: asOwner.status }).toEqual({ route: route.name, status: 400 });
      // …the member without it only that they may not.
      const res = await t.api.send(route.method, api(route.path), route.body, { token });
      expect({ route: route.name, status: res.status, errors: res.error.errors }).toEqual({
        route: route.name,
        status: 403,
        errors: undefined,
      });
      expect(res.error.message).toBe(denied(route.permission));
    }
  });

  it('an administrator (employer-admin) gets 403 on every route that needs an owner-only permission', async () => {
    const admin = await addMember(t, a.owner.companyId, { role: 'employer-admin' });
    const token = (await signIn(t, admin)).token;
    const ownerOnly = [...idRoutes(a, a), ...plainRoutes()].filter((r) =>
      EMPLOYER_ADMIN_EXCLUDED.includes(r.permission),
    );
    expect(ownerOnly.length).toBeGreaterThan(5);
    for (const route of ownerOnly) {
      const res = await t.api.send(route.method, api(route.path), route.body, { token });
      expect({ route: route.name, status: res.status }).toEqual({ route: route.name, status: 403 });
      expect(res.body.message).toBe(denied(route.permission));
    }
  });

  it('a custom role holding exactly the permission passes the route check', async () => {
    for (const route of [...idRoutes(a, a), ...plainRoutes()]) {
      if (EMPLOYER_ADMIN_EXCLUDED.includes(route.permission)) continue;
      const roleId = await addRole(t, a.owner.companyId, `Only ${route.name}`, [route.permission]);
      const member = await addMember(t, a.owner.companyId, { roleId });
      const token = (await signIn(t, member)).token;
      const res = await t.api.send(route.method, api(route.path), route.body, { token });
      expect(res.body.message).not.toBe('Route not found');
      expect({ route: route.name, message: res.body.message }).not.toEqual({
        route: route.name,
        message: denied(route.permission),
      });
    }
  });

  it('a custom role without a permission cannot reach a route that needs it (dashboard.view)', async () => {
    const roleId = await addRole(t, a.owner.companyId, 'No dashboard', ['people.employees.view']);
    const member = await addMember(t, a.owner.companyId, { roleId });
    const session = await signIn(t, member);
    expect(session.member.permissions).not.toContain('dashboard.view');
    const res = await t.api.get(api(DASHBOARD_PATHS.walletBalance), {
      schema: walletBalanceResponse,
      token: session.token,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: denied('dashboard.view') });
  });
});
