// Two businesses side by side: every payroll configuration route answers another business's ids with 404 and
// changes nothing, assignments count the other's ids as not found, lists never show the other's rows, a member
// without the payroll setup permissions gets 403 on every route, and payroll.setup.view reads but cannot change.
import {
  bulkResultResponse,
  PAYROLL_SETUP_PATHS as P,
  payGroupListResponse,
  payGroupResponse,
  payStructureResponse,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from './helpers/fixtures.ts';
import {
  addAllowance,
  addBenefit,
  addPayGroup,
  addSchedule,
  addStructure,
  allowanceInput,
  benefitInput,
  groupInput,
  scheduleInput,
  structureInput,
} from './helpers/payroll-setup-fixtures.ts';
import { addEmployee, BANK_CODE } from './helpers/people-fixtures.ts';
import { addMember, addRole, api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Business {
  companyId: string;
  token: string;
  employeeId: string;
  ids: Record<'schedule' | 'structure' | 'benefit' | 'allowance' | 'group' | 'party', string>;
  outsiderToken: string;
}

let t: TestApp;
let a: Business;
let b: Business;
const party = { kind: 'nsitf', name: 'NSITF', bankCode: BANK_CODE, accountNumber: '0123456789' };

async function business(name: string): Promise<Business> {
  const owner = await createBusiness(t, { name });
  const token = (await signIn(t, owner)).token;
  const employee = await addEmployee(t, token);
  const structure = await addStructure(t, token);
  const group = await addPayGroup(t, token, { pay_structure_id: structure._id });
  const created = await t.api.post(api(P.remittanceParties), party, { token });
  const roleId = await addRole(t, owner.companyId, `${name} viewer`, ['dashboard.view']);
  const outsider = await addMember(t, owner.companyId, { roleId });
  return {
    companyId: owner.companyId,
    token,
    employeeId: employee._id,
    ids: {
      schedule: (await addSchedule(t, token))._id,
      structure: structure._id,
      benefit: (await addBenefit(t, token))._id,
      allowance: (await addAllowance(t, token))._id,
      group: group._id,
      party: (created.data as { _id: string })._id,
    },
    outsiderToken: (await signIn(t, outsider)).token,
  };
}

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  a = await business('Abeokuta Dyes');
  b = await business('Yola Cattle');
});
afterAll(() => t.close());

interface RouteCase {
  method: Method;
  path: string;
  body?: unknown;
}

/** Every route that takes an id in its path, pointed at `target`'s records. */
function idRoutes(target: Business): RouteCase[] {
  const cases: RouteCase[] = [];
  const resources = [
    [P.paySchedule, target.ids.schedule, scheduleInput()],
    [P.payStructure, target.ids.structure, structureInput()],
    [P.benefitInKind, target.ids.benefit, benefitInput()],
    [P.allowanceAndBonus, target.ids.allowance, allowanceInput()],
    [P.payGroup, target.ids.group, groupInput()],
    [P.remittanceParty, target.ids.party, party],
  ] as const;
  for (const [path, id, body] of resources) {
    cases.push({ method: 'GET', path: withId(path, id) });
    cases.push({ method: 'PUT', path: withId(path, id), body });
    cases.push({ method: 'DELETE', path: withId(path, id) });
  }
  const g = (path: string) => withId(path, target.ids.group);
  cases.push({ method: 'GET', path: g(P.payGroupAssignedEmployees) });
  cases.push({ method: 'PATCH', path: g(P.payGroupAssignEmployees), body: { employee_ids: [a.employeeId] } });
  cases.push({
    method: 'PATCH',
    path: g(P.payGroupUnassignEmployees),
    body: { employee_ids: [a.employeeId] },
  });
  // The item of an assignment is the other business's: 404 too.
  const groups = { pay_group_ids: [a.ids.group] };
  cases.push({
    method: 'POST',
    path: P.payGroupAssignPayStructure,
    body: { ...groups, pay_structure_id: target.ids.structure },
  });
  cases.push({
    method: 'POST',
    path: P.payGroupUnassignPayStructure,
    body: { ...groups, pay_structure_id: target.ids.structure },
  });
  cases.push({
    method: 'POST',
    path: P.payGroupAssignBenefitsInKind,
    body: { ...groups, benefit_in_kind_id: target.ids.benefit },
  });
  cases.push({
    method: 'POST',
    path: P.payGroupUnassignBenefitsInKind,
    body: { ...groups, benefit_in_kind_id: target.ids.benefit },
  });
  cases.push({
    method: 'POST',
    path: P.payGroupAssignAllowanceAndBonus,
    body: { ...groups, allowance_and_bonus_id: target.ids.allowance },
  });
  cases.push({
    method: 'POST',
    path: P.payGroupUnassignAllowanceAndBonus,
    body: { ...groups, allowance_and_bonus_id: target.ids.allowance },
  });
  return cases;
}

function plainRoutes(): RouteCase[] {
  const cases: RouteCase[] = [];
  for (const [list, deleteMany, body] of [
    [P.paySchedules, P.paySchedulesDeleteMany, scheduleInput()],
    [P.payStructures, P.payStructuresDeleteMany, structureInput()],
    [P.benefitsInKind, P.benefitsInKindDeleteMany, benefitInput()],
    [P.allowancesAndBonuses, P.allowancesAndBonusesDeleteMany, allowanceInput()],
    [P.payGroups, P.payGroupsDeleteMany, groupInput()],
    [P.remittanceParties, P.remittancePartiesDeleteMany, party],
  ] as const) {
    cases.push({ method: 'GET', path: list });
    cases.push({ method: 'POST', path: list, body });
    cases.push({ method: 'POST', path: deleteMany, body: { ids: [a.ids.group] } });
  }
  const s = structureInput();
  cases.push({
    method: 'POST',
    path: P.payStructurePreview,
    body: { monthlyGrossKobo: 10_000_000, structure: { components: s.components, deductions: s.deductions } },
  });
  return cases;
}

describe('another business', () => {
  it("answers every id route with 404 for the other business's records, changing nothing", async () => {
    const before = await t.api.get(api(withId(P.payGroup, b.ids.group)), {
      token: b.token,
      schema: payGroupResponse,
    });
    for (const route of idRoutes(b)) {
      const res = await t.api.send(route.method, api(route.path), route.body, { token: a.token });
      expect(res.status, `${route.method} ${route.path}`).toBe(404);
    }
    const after = await t.api.get(api(withId(P.payGroup, b.ids.group)), {
      token: b.token,
      schema: payGroupResponse,
    });
    expect(after.data).toEqual(before.data);
    const structure = await t.api.get(api(withId(P.payStructure, b.ids.structure)), {
      token: b.token,
      schema: payStructureResponse,
    });
    expect(structure.data.payGroupCount).toBe(1);
  });

  it("counts the other business's ids in delete-many, assignments and links as not found", async () => {
    const many = await t.api.post(
      api(P.payStructuresDeleteMany),
      { ids: [b.ids.structure] },
      { token: a.token },
    );
    expect((many.data as { deleted: string[] }).deleted).toEqual([]);
    const assign = await t.api.patch(
      api(withId(P.payGroupAssignEmployees, a.ids.group)),
      { employee_ids: [b.employeeId] },
      { token: a.token, schema: bulkResultResponse },
    );
    expect(assign.data).toMatchObject({
      successCount: 0,
      failures: [{ id: b.employeeId, message: 'Employee not found' }],
    });
    const structure = await t.api.post(
      api(P.payGroupAssignPayStructure),
      { pay_group_ids: [b.ids.group], pay_structure_id: a.ids.structure },
      { token: a.token, schema: bulkResultResponse },
    );
    expect(structure.data.failures).toEqual([{ id: b.ids.group, message: 'Pay group not found' }]);
    const linked = await t.api.post(
      api(P.payGroups),
      { name: 'Borrowed', pay_structure_id: b.ids.structure, pay_schedule_id: b.ids.schedule },
      { token: a.token },
    );
    expect(linked.status).toBe(400);
    expect(Object.keys(linked.error.errors ?? {}).sort()).toEqual(['pay_schedule_id', 'pay_structure_id']);
  });

  it("never lists the other business's records", async () => {
    const groups = await t.api.get(api(P.payGroups), { token: a.token, schema: payGroupListResponse });
    expect(groups.data.docs.map((g) => g._id)).toEqual([a.ids.group]);
    const filtered = await t.api.get(api(`${P.payGroups}?pay_structure_id=${b.ids.structure}`), {
      token: a.token,
      schema: payGroupListResponse,
    });
    expect(filtered.data.docs).toEqual([]);
  });
});

describe('permissions', () => {
  it('refuses (403) a member without the payroll setup permissions on every route', async () => {
    for (const route of [...idRoutes(a), ...plainRoutes()]) {
      const res = await t.api.send(route.method, api(route.path), route.body, { token: a.outsiderToken });
      expect(res.status, `${route.method} ${route.path}`).toBe(403);
    }
  });

  it('lets payroll.setup.view read but not change', async () => {
    const roleId = await addRole(t, a.companyId, 'Payroll viewer', ['payroll.setup.view']);
    const viewer = (await signIn(t, await addMember(t, a.companyId, { roleId }))).token;
    expect((await t.api.get(api(withId(P.payGroup, a.ids.group)), { token: viewer })).status).toBe(200);
    expect((await t.api.post(api(P.payGroups), groupInput(), { token: viewer })).status).toBe(403);
    expect((await t.api.delete(api(withId(P.payStructure, a.ids.structure)), { token: viewer })).status).toBe(
      403,
    );
  });
});
