// Two businesses side by side: every people route answers another business's employee or group ids with 404 and
// changes nothing, lists never show the other's rows, and a member whose role lacks the people permissions gets 403.
import {
  bulkResultResponse,
  employeeListResponse,
  employeeResponse,
  groupListResponse,
  PEOPLE_PATHS,
  type Permission,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from './helpers/fixtures.ts';
import { addEmployee, addGroup, employeeInput } from './helpers/people-fixtures.ts';
import { addMember, addRole, api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Business {
  token: string;
  employeeId: string;
  groupId: string;
  /** A member whose custom role holds only the dashboard. */
  outsiderToken: string;
}

let t: TestApp;
let a: Business;
let b: Business;

async function business(name: string): Promise<Business> {
  const owner = await createBusiness(t, { name });
  const token = (await signIn(t, owner)).token;
  const employee = await addEmployee(t, token);
  const group = await addGroup(t, token);
  const roleId = await addRole(t, owner.companyId, `${name} viewer`, ['dashboard.view']);
  const outsider = await addMember(t, owner.companyId, { roleId });
  return {
    token,
    employeeId: employee._id,
    groupId: group._id,
    outsiderToken: (await signIn(t, outsider)).token,
  };
}

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  a = await business('Aba Leather');
  b = await business('Kano Grains');
});
afterAll(() => t.close());

interface RouteCase {
  method: Method;
  path: string;
  body?: unknown;
  permission: Permission;
}

/** Every people route that takes an employee or group id, pointed at `target`'s ids. */
function idRoutes(target: Business): RouteCase[] {
  const e = (path: string) => withId(path, target.employeeId);
  const g = (path: string) => withId(path, target.groupId);
  const manage = 'people.employees.manage';
  const onDemand = 'people.on-demand.manage';
  return [
    { method: 'GET', path: e(PEOPLE_PATHS.employee), permission: 'people.employees.view' },
    { method: 'GET', path: e(PEOPLE_PATHS.employeeHistory), permission: 'people.employees.view' },
    { method: 'PATCH', path: e(PEOPLE_PATHS.employee), body: { jobTitle: 'Spy' }, permission: manage },
    { method: 'DELETE', path: e(PEOPLE_PATHS.employee), permission: 'people.employees.delete' },
    { method: 'POST', path: e(PEOPLE_PATHS.enable), permission: manage },
    { method: 'POST', path: e(PEOPLE_PATHS.disable), permission: manage },
    { method: 'POST', path: e(PEOPLE_PATHS.archive), permission: manage },
    { method: 'POST', path: e(PEOPLE_PATHS.inviteOnDemand), permission: onDemand },
    { method: 'POST', path: e(PEOPLE_PATHS.resendInvite), permission: onDemand },
    { method: 'POST', path: e(PEOPLE_PATHS.stopEarnings), permission: onDemand },
    { method: 'POST', path: e(PEOPLE_PATHS.resumeEarnings), permission: onDemand },
    { method: 'POST', path: e(PEOPLE_PATHS.pauseWithdrawals), permission: onDemand },
    { method: 'POST', path: e(PEOPLE_PATHS.resumeWithdrawals), permission: onDemand },
    { method: 'GET', path: g(PEOPLE_PATHS.group), permission: 'people.groups.view' },
    { method: 'GET', path: g(PEOPLE_PATHS.groupMembers), permission: 'people.groups.view' },
    {
      method: 'PUT',
      path: g(PEOPLE_PATHS.group),
      body: { name: 'Taken over' },
      permission: 'people.groups.manage',
    },
    { method: 'DELETE', path: g(PEOPLE_PATHS.group), permission: 'people.groups.manage' },
    {
      method: 'PATCH',
      path: g(PEOPLE_PATHS.groupAssign),
      body: { employee_ids: [a.employeeId] },
      permission: 'people.groups.manage',
    },
    {
      method: 'PATCH',
      path: g(PEOPLE_PATHS.groupUnassign),
      body: { employee_ids: [a.employeeId] },
      permission: 'people.groups.manage',
    },
  ];
}

/** Routes without an id in the path. */
function plainRoutes(): RouteCase[] {
  return [
    { method: 'GET', path: PEOPLE_PATHS.employees, permission: 'people.employees.view' },
    {
      method: 'GET',
      path: `${PEOPLE_PATHS.employeesExport}?format=csv`,
      permission: 'people.employees.view',
    },
    {
      method: 'POST',
      path: PEOPLE_PATHS.employees,
      body: employeeInput(),
      permission: 'people.employees.manage',
    },
    {
      method: 'POST',
      path: PEOPLE_PATHS.bulkEnable,
      body: { ids: [a.employeeId] },
      permission: 'people.employees.manage',
    },
    {
      method: 'POST',
      path: PEOPLE_PATHS.bulkDisable,
      body: { ids: [a.employeeId] },
      permission: 'people.employees.manage',
    },
    {
      method: 'POST',
      path: PEOPLE_PATHS.bulkArchive,
      body: { ids: [a.employeeId] },
      permission: 'people.employees.manage',
    },
    {
      method: 'POST',
      path: PEOPLE_PATHS.bulkInviteOnDemand,
      body: { ids: [a.employeeId] },
      permission: 'people.on-demand.manage',
    },
    { method: 'GET', path: PEOPLE_PATHS.groups, permission: 'people.groups.view' },
    { method: 'POST', path: PEOPLE_PATHS.groups, body: { name: 'Mine' }, permission: 'people.groups.manage' },
  ];
}

describe('another business', () => {
  it("answers every route with 404 for the other business's employee and group ids, changing nothing", async () => {
    const before = await t.api.get(api(withId(PEOPLE_PATHS.employee, b.employeeId)), {
      token: b.token,
      schema: employeeResponse,
    });
    for (const route of idRoutes(b)) {
      const res = await t.api.send(route.method, api(route.path), route.body, { token: a.token });
      expect(res.status, `${route.method} ${route.path}`).toBe(404);
    }
    const after = await t.api.get(api(withId(PEOPLE_PATHS.employee, b.employeeId)), {
      token: b.token,
      schema: employeeResponse,
    });
    expect(after.data).toEqual(before.data);
    const group = await t.api.get(api(withId(PEOPLE_PATHS.group, b.groupId)), { token: b.token });
    expect(group.status).toBe(200);
  });

  it("counts the other business's ids in bulk actions and assignments as not found", async () => {
    const bulk = await t.api.post(
      api(PEOPLE_PATHS.bulkDisable),
      { ids: [b.employeeId] },
      { token: a.token, schema: bulkResultResponse },
    );
    expect(bulk.data).toMatchObject({
      successCount: 0,
      failures: [{ id: b.employeeId, message: 'Employee not found' }],
    });
    const assign = await t.api.patch(
      api(withId(PEOPLE_PATHS.groupAssign, a.groupId)),
      { employee_ids: [b.employeeId] },
      { token: a.token, schema: bulkResultResponse },
    );
    expect(assign.data).toMatchObject({ successCount: 0, failureCount: 1 });
    const other = await t.api.get(api(withId(PEOPLE_PATHS.employee, b.employeeId)), {
      token: b.token,
      schema: employeeResponse,
    });
    expect(other.data.status).toBe('active');
  });

  it("never lists the other business's employees or groups", async () => {
    const list = await t.api.get(api(PEOPLE_PATHS.employees), {
      token: a.token,
      schema: employeeListResponse,
    });
    expect(list.data.docs.map((e) => e._id)).toEqual([a.employeeId]);
    const groups = await t.api.get(api(PEOPLE_PATHS.groups), { token: a.token, schema: groupListResponse });
    expect(groups.data.docs.map((g) => g._id)).toEqual([a.groupId]);
  });
});

describe('permissions', () => {
  it('refuses (403) a member without the people permissions on every route', async () => {
    for (const route of [...idRoutes(a), ...plainRoutes()]) {
      const res = await t.api.send(route.method, api(route.path), route.body, { token: a.outsiderToken });
      expect(res.status, `${route.method} ${route.path} (${route.permission})`).toBe(403);
    }
  });

  it('lets a custom role holding only people.employees.view read but not change employees', async () => {
    const owner = await createBusiness(t, { name: 'Owerri Farms' });
    const ownerToken = (await signIn(t, owner)).token;
    const employee = await addEmployee(t, ownerToken);
    const roleId = await addRole(t, owner.companyId, 'Viewer', ['people.employees.view']);
    const viewer = (await signIn(t, await addMember(t, owner.companyId, { roleId }))).token;
    expect(
      (
        await t.api.get(api(withId(PEOPLE_PATHS.employee, employee._id)), {
          token: viewer,
          schema: employeeResponse,
        })
      ).status,
    ).toBe(200);
    const change = await t.api.patch(
      api(withId(PEOPLE_PATHS.employee, employee._id)),
      { jobTitle: 'X' },
      { token: viewer },
    );
    expect(change.status).toBe(403);
  });
});
