// Employees' on-demand pay accounts (issue 10, /people/employees/ERA and …/era/{id}/transactions): the API lists
// every employee with the account read for them — none is open before on-demand pay, so `account` is null and
// there are no transactions (no made-up zeros); another business's employee is 404, the permission is required.
import { randomUUID } from 'node:crypto';
import {
  EMPLOYEE_ACCOUNT_PATHS,
  employeeAccountListResponse,
  employeeAccountTransactionsResponse,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from './helpers/fixtures.ts';
import { addEmployee } from './helpers/people-fixtures.ts';
import { addMember, addRole, api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
let otherToken: string;
let outsiderToken: string;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await createBusiness(t, { name: 'Owerri Bottling' });
  token = (await signIn(t, owner)).token;
  otherToken = (await signIn(t, await createBusiness(t, { name: 'Onitsha Spares' }))).token;
  const roleId = await addRole(t, owner.companyId, 'Viewer', ['dashboard.view']);
  outsiderToken = (await signIn(t, await addMember(t, owner.companyId, { roleId }))).token;
});
afterAll(() => t.close());

describe('on-demand accounts', () => {
  it("lists the business's employees, each with no account open yet, and searches them", async () => {
    const a = await addEmployee(t, token, { firstName: 'Chiamaka' });
    const b = await addEmployee(t, token, { firstName: 'Obinna' });
    await addEmployee(t, otherToken, { firstName: 'Chiamaka' });
    const all = await t.api.get(api(EMPLOYEE_ACCOUNT_PATHS.list), {
      token,
      schema: employeeAccountListResponse,
    });
    expect(all.status).toBe(200);
    expect(all.data.totalDocs).toBe(2);
    expect(all.data.docs.map((d) => d._id).sort()).toEqual([a._id, b._id].sort());
    for (const doc of all.data.docs)
      expect(doc).toMatchObject({ account: null, onDemandState: 'not-invited' });

    const found = await t.api.get(`${api(EMPLOYEE_ACCOUNT_PATHS.list)}?search=Chiamaka`, {
      token,
      schema: employeeAccountListResponse,
    });
    expect(found.data.docs.map((d) => d._id)).toEqual([a._id]);
  });

  it("answers one employee's account and its transactions: none yet", async () => {
    const e = await addEmployee(t, token);
    const res = await t.api.get(api(withId(EMPLOYEE_ACCOUNT_PATHS.transactions, e._id)), {
      token,
      schema: employeeAccountTransactionsResponse,
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({
      employee: {
        _id: e._id,
        firstName: e.firstName,
        lastName: e.lastName,
        staffId: e.staffId,
        status: 'active',
        onDemandState: 'not-invited',
        account: null,
      },
      transactions: [],
    });
  });

  it("another business's employee or an unknown id is 404, a bad query 400, no permission 403", async () => {
    const theirs = await addEmployee(t, otherToken);
    for (const id of [theirs._id, randomUUID()])
      expect(
        (await t.call('GET', api(withId(EMPLOYEE_ACCOUNT_PATHS.transactions, id)), undefined, { token }))
          .status,
      ).toBe(404);
    expect(
      (await t.call('GET', `${api(EMPLOYEE_ACCOUNT_PATHS.list)}?limit=1000`, undefined, { token })).status,
    ).toBe(400);
    expect(
      (await t.call('GET', `${api(EMPLOYEE_ACCOUNT_PATHS.list)}?onDemand=maybe`, undefined, { token }))
        .status,
    ).toBe(400);
    expect(
      (await t.call('GET', api(EMPLOYEE_ACCOUNT_PATHS.list), undefined, { token: outsiderToken })).status,
    ).toBe(403);
    const mine = await addEmployee(t, token);
    expect(
      (
        await t.call('GET', api(withId(EMPLOYEE_ACCOUNT_PATHS.transactions, mine._id)), undefined, {
          token: outsiderToken,
        })
      ).status,
    ).toBe(403);
  });
});
