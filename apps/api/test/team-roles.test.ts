import {
  ALL_PERMISSIONS,
  DASHBOARD_PATHS,
  memberResponse,
  messageOnly,
  myAccessResponse,
  NOTIFICATION_PATHS,
  notificationListResponse,
  PERMISSION_GROUPS,
  permissionCatalogueResponse,
  roleListResponse,
  rolePermissionsResponse,
  roleResponse,
  TEAM_PATHS,
  walletBalanceResponse,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyEnvelope } from './helpers/api-client.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { addMember, addRole, api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: TestMember;
let ownerToken: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createBusiness(t, { name: 'Aba Shoes' });
  ownerToken = (await signIn(t, owner)).token;
});
afterAll(() => t.close());

const asOwner = <S extends z.ZodType = AnyEnvelope>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  schema?: S,
) => t.api.send(method, api(path), body, { token: ownerToken, schema });

describe('custom roles', () => {
  it('creates a role from the catalogue, reads it and its permissions, lists it with its member count', async () => {
    const res = await asOwner(
      'POST',
      TEAM_PATHS.roles,
      {
        name: 'Payroll Officer',
        description: 'Runs payroll',
        permissions: ['payroll.view', 'payroll.manage', 'payroll.view'],
      },
      roleResponse,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Role created');
    expect(res.data).toMatchObject({
      name: 'Payroll Officer',
      description: 'Runs payroll',
      permissions: ['payroll.manage', 'payroll.view'],
      memberCount: 0,
    });
    const id = res.data._id;
    await addMember(t, owner.companyId, { roleId: id });
    const one = await asOwner('GET', withId(TEAM_PATHS.role, id), undefined, roleResponse);
    expect(one.data.memberCount).toBe(1);
    const perms = await asOwner(
      'GET',
      withId(TEAM_PATHS.rolePermissions, id),
      undefined,
      rolePermissionsResponse,
    );
    expect(perms.data).toEqual({
      roleId: id,
      name: 'Payroll Officer',
      permissions: ['payroll.manage', 'payroll.view'],
    });
    const list = await asOwner('GET', `${TEAM_PATHS.roles}?search=payroll`, undefined, roleListResponse);
    expect(list.data).toMatchObject({ totalDocs: 1, page: 1, docs: [{ _id: id, memberCount: 1 }] });
  });

  it('answers unknown permission keys with 400 naming each key', async () => {
    const res = await asOwner(
      'POST',
      TEAM_PATHS.roles,
      {
        name: 'Hacker',
        permissions: ['payroll.view', 'everything.all', 'root'],
      },
      roleResponse,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Validation Errors');
    expect(res.error.errors?.permissions).toEqual([
      'Unknown permission: everything.all',
      'Unknown permission: root',
    ]);
    const empty = await asOwner('POST', TEAM_PATHS.roles, { name: 'Empty', permissions: [] }, roleResponse);
    expect(empty.error.errors?.permissions).toEqual(['Choose at least one permission']);
    const noName = await asOwner(
      'POST',
      TEAM_PATHS.roles,
      { name: '  ', permissions: ['payroll.view'] },
      roleResponse,
    );
    expect(noName.error.errors?.name).toEqual(['Role name is required']);
  });

  it("refuses owner-only permissions in a role, and permissions the member granting doesn't have", async () => {
    const ownerOnly = await asOwner(
      'POST',
      TEAM_PATHS.roles,
      {
        name: 'Fake owner',
        permissions: ['settings.administrators.edit', 'payroll.view'],
      },
      roleResponse,
    );
    expect(ownerOnly.status).toBe(400);
    expect(ownerOnly.error.errors?.permissions).toEqual([
      'settings.administrators.edit belongs to the business owner only and cannot be given to a role',
    ]);
    const managerRole = await addRole(t, owner.companyId, 'Team lead', [
      'settings.team.view',
      'settings.team.manage',
    ]);
    const lead = await addMember(t, owner.companyId, { roleId: managerRole });
    const leadToken = (await signIn(t, lead)).token;
    const escalate = await t.api.post(
      api(TEAM_PATHS.roles),
      { name: 'Payments', permissions: ['payments.transfer.create'] },
      { schema: roleResponse, token: leadToken },
    );
    expect(escalate.status).toBe(400);
    expect(escalate.error.errors?.permissions).toEqual([
      'You cannot give payments.transfer.create: you do not have it yourself',
    ]);
    // ...nor hand an existing stronger role to someone.
    const strong = await addRole(t, owner.companyId, 'Treasurer', ['payments.transfer.create']);
    const clerk = await addMember(t, owner.companyId, { roleId: managerRole });
    const promote = await t.api.patch(
      api(withId(TEAM_PATHS.memberRole, clerk.memberId)),
      { role: 'custom', roleId: strong },
      { schema: memberResponse, token: leadToken },
    );
    expect(promote.status).toBe(403);
    expect(promote.body.message).toBe('You can only give a role whose permissions you have yourself.');
  });

  it('refuses a duplicate name (case-insensitive) with 409', async () => {
    await asOwner(
      'POST',
      TEAM_PATHS.roles,
      { name: 'Auditor', permissions: ['audit-logs.view'] },
      roleResponse,
    );
    const dup = await asOwner(
      'POST',
      TEAM_PATHS.roles,
      {
        name: 'auditor',
        permissions: ['audit-logs.view'],
      },
      roleResponse,
    );
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('A role with this name already exists.');
  });

  it('edits a role; its members get the new permissions on their next call and are told', async () => {
    const roleId = await addRole(t, owner.companyId, 'Viewer', ['people.employees.view']);
    const member = await addMember(t, owner.companyId, { roleId });
    const token = (await signIn(t, member)).token;
    const before = await t.api.get(api(DASHBOARD_PATHS.walletBalance), {
      schema: walletBalanceResponse,
      token,
    });
    expect(before.status).toBe(403);
    expect(before.body.message).toBe(
      'Your role does not allow this (dashboard.view). Ask the business owner for access.',
    );
    const res = await asOwner(
      'PUT',
      withId(TEAM_PATHS.role, roleId),
      {
        name: 'Viewer',
        permissions: ['people.employees.view', 'dashboard.view'],
      },
      roleResponse,
    );
    expect(res.status).toBe(200);
    expect(res.data.permissions).toEqual(['dashboard.view', 'people.employees.view']);
    expect(
      (await t.api.get(api(DASHBOARD_PATHS.walletBalance), { schema: walletBalanceResponse, token })).status,
    ).toBe(200);
    const me = await t.api.get(api(TEAM_PATHS.me), { schema: myAccessResponse, token });
    expect(me.data).toMatchObject({ role: 'custom', roleId, roleName: 'Viewer' });
    expect(me.data.permissions).toContain('dashboard.view');
    const bell = await t.api.get(api(NOTIFICATION_PATHS.list), { schema: notificationListResponse, token });
    expect(bell.data.notifications.docs[0]!.message).toMatch(
      /changed the permissions of your role Viewer\.$/,
    );
  });

  it('deletes a role without members; a role with members answers 409', async () => {
    const used = await addRole(t, owner.companyId, 'Used', ['payroll.view']);
    await addMember(t, owner.companyId, { roleId: used });
    const refused = await asOwner('DELETE', withId(TEAM_PATHS.role, used), undefined, messageOnly);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('1 member has this role. Give them another role before deleting it.');
    const unused = await addRole(t, owner.companyId, 'Unused', ['payroll.view']);
    const res = await asOwner('DELETE', withId(TEAM_PATHS.role, unused), undefined, messageOnly);
    expect(res.status).toBe(200);
    expect((await asOwner('GET', withId(TEAM_PATHS.role, unused), undefined, roleResponse)).status).toBe(404);
  });

  it('serves the permission catalogue grouped, with the base and owner-only keys', async () => {
    const res = await asOwner('GET', TEAM_PATHS.permissions, undefined, permissionCatalogueResponse);
    expect(res.status).toBe(200);
    const keys = res.data.groups.flatMap((g: { permissions: { key: string }[] }) =>
      g.permissions.map((p) => p.key),
    );
    expect(keys).toEqual(ALL_PERMISSIONS);
    expect(res.data.groups.map((g: { label: string }) => g.label)).toEqual(
      Object.values(PERMISSION_GROUPS).map((g) => g.label),
    );
    expect(res.data.ownerOnly).toEqual(['settings.administrators.edit', 'settings.integrations.manage']);
  });

  it('the login session carries the effective permissions: all for the owner, chosen + base for a custom role', async () => {
    const ownerSession = await signIn(t, owner);
    expect(ownerSession.member.permissions).toHaveLength(ALL_PERMISSIONS.length);
    const roleId = await addRole(t, owner.companyId, 'Bills', ['payments.bills.pay']);
    const member = await addMember(t, owner.companyId, { roleId });
    const session = await signIn(t, member);
    expect(session.member.permissions).toEqual([
      'notifications.view',
      'payments.bills.pay',
      'settings.profile.manage',
    ]);
    expect(session).toMatchObject({ alias: false, employerList: [] });
  });
});
