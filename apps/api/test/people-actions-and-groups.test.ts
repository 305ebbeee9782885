// Employee actions (spec §4) and groups: status single and bulk with per-item results, delete only an employee
// never paid, on-demand invitations through the mail outbox, earnings and withdrawal switches, groups with counts
// and employee_ids assignment counted per item. Success messages are the spec's toasts (§8).
import { randomUUID } from 'node:crypto';
import {
  bulkResultResponse,
  EMPLOYEE_PAID_DELETE_MESSAGE,
  employeeHistoryResponse,
  employeeListResponse,
  employeeResponse,
  groupListResponse,
  groupMembersResponse,
  groupResponse,
  INVITE_SENT_MESSAGE,
  PEOPLE_MESSAGES,
  PEOPLE_PATHS,
} from '@paydesk/contracts';
import { employees } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { AnyEnvelope } from './helpers/api-client.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { waitForMail } from './helpers/mailbox.ts';
import { addEmployee, addGroup } from './helpers/people-fixtures.ts';
import { api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await createBusiness(t, { name: 'Jos Textiles' });
  token = (await signIn(t, owner)).token;
});
afterAll(() => t.close());

const post = <S extends z.ZodType = AnyEnvelope>(path: string, body?: unknown, schema?: S) =>
  t.api.post(api(path), body, { token, schema });
const read = async (id: string) =>
  (await t.api.get(api(withId(PEOPLE_PATHS.employee, id)), { token, schema: employeeResponse })).data;

describe('status', () => {
  it('disables and enables one employee with the spec toasts', async () => {
    const e = await addEmployee(t, token);
    const off = await post(withId(PEOPLE_PATHS.disable, e._id), undefined, employeeResponse);
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ message: PEOPLE_MESSAGES.deactivated, data: { status: 'disabled' } });
    const on = await post(withId(PEOPLE_PATHS.enable, e._id), undefined, employeeResponse);
    expect(on.body).toMatchObject({ message: PEOPLE_MESSAGES.activated, data: { status: 'active' } });
    const archived = await post(withId(PEOPLE_PATHS.archive, e._id), undefined, employeeResponse);
    expect(archived.data.status).toBe('archived');
    const refused = await post(withId(PEOPLE_PATHS.disable, e._id), undefined, employeeResponse);
    expect(refused.status).toBe(409);
  });

  it('bulk actions answer successes and failures per item', async () => {
    const a = await addEmployee(t, token);
    const b = await addEmployee(t, token);
    const archived = await addEmployee(t, token);
    await post(withId(PEOPLE_PATHS.archive, archived._id));
    const unknown = randomUUID();
    const res = await post(
      PEOPLE_PATHS.bulkDisable,
      { ids: [a._id, b._id, archived._id, unknown] },
      bulkResultResponse,
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PEOPLE_MESSAGES.deactivated);
    expect(res.data).toEqual({
      successes: [a._id, b._id],
      failures: [
        { id: archived._id, message: 'Archived employees cannot be disabled' },
        { id: unknown, message: 'Employee not found' },
      ],
      successCount: 2,
      failureCount: 2,
    });
    expect((await read(a._id)).status).toBe('disabled');
    expect((await read(archived._id)).status).toBe('archived');
    const archive = await post(PEOPLE_PATHS.bulkArchive, { ids: [a._id, b._id] }, bulkResultResponse);
    expect(archive.data.successCount).toBe(2);
    expect((await post(PEOPLE_PATHS.bulkEnable, { ids: [] })).status).toBe(400);
    expect((await post(PEOPLE_PATHS.bulkEnable, { ids: ['nope'] })).status).toBe(400);
    expect((await post(PEOPLE_PATHS.bulkEnable, { ids: [a._id], extra: 1 })).status).toBe(400);
  });
});

describe('delete', () => {
  it('deletes an employee never paid, and refuses one who was paid with a 409 saying to archive', async () => {
    const fresh = await addEmployee(t, token);
    const deleted = await t.api.delete(api(withId(PEOPLE_PATHS.employee, fresh._id)), { token });
    expect(deleted.body).toMatchObject({ message: PEOPLE_MESSAGES.deleted });
    expect((await t.api.get(api(withId(PEOPLE_PATHS.employee, fresh._id)), { token })).status).toBe(404);

    const paid = await addEmployee(t, token);
    // Payroll and on-demand pay set this flag when money first goes to an employee.
    await t.server.database.db.update(employees).set({ hasBeenPaid: true }).where(eq(employees.id, paid._id));
    const refused = await t.api.delete(api(withId(PEOPLE_PATHS.employee, paid._id)), { token });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(EMPLOYEE_PAID_DELETE_MESSAGE);
    expect((await read(paid._id)).status).toBe('active');
  });
});

describe('on-demand pay', () => {
  it('invites by email through the outbox, resends, and refuses a disabled employee', async () => {
    const e = await addEmployee(t, token);
    const invited = await post(withId(PEOPLE_PATHS.inviteOnDemand, e._id), undefined, employeeResponse);
    expect(invited.status).toBe(200);
    expect(invited.body).toMatchObject({
      message: INVITE_SENT_MESSAGE,
      data: { onDemand: { state: 'invited' } },
    });
    expect(invited.data.onDemand.invitedAt).toEqual(expect.any(String));
    const mail = await waitForMail(t, e.email, (m) => m.subject.includes('on-demand pay'));
    expect(mail.textBody).toContain(`/staff/invite/`);
    const resent = await post(withId(PEOPLE_PATHS.resendInvite, e._id), undefined, employeeResponse);
    expect(resent.body.message).toBe(INVITE_SENT_MESSAGE);

    const never = await addEmployee(t, token);
    expect((await post(withId(PEOPLE_PATHS.resendInvite, never._id))).status).toBe(409);
    await post(withId(PEOPLE_PATHS.disable, never._id));
    const bulk = await post(PEOPLE_PATHS.bulkInviteOnDemand, { ids: [never._id, e._id] }, bulkResultResponse);
    expect(bulk.data.successes).toEqual([e._id]);
    expect(bulk.data.failures[0]).toMatchObject({ id: never._id });
  });

  it('stops and resumes earnings, pauses and resumes withdrawals', async () => {
    const e = await addEmployee(t, token);
    expect(
      (await post(withId(PEOPLE_PATHS.stopEarnings, e._id), undefined, employeeResponse)).data.onDemand
        .earningsStopped,
    ).toBe(true);
    const resumed = await post(withId(PEOPLE_PATHS.resumeEarnings, e._id), undefined, employeeResponse);
    expect(resumed.body).toMatchObject({
      message: PEOPLE_MESSAGES.earningsResumed,
      data: { onDemand: { earningsStopped: false } },
    });
    expect(
      (await post(withId(PEOPLE_PATHS.pauseWithdrawals, e._id), undefined, employeeResponse)).data.onDemand
        .withdrawalsPaused,
    ).toBe(true);
    expect(
      (await post(withId(PEOPLE_PATHS.resumeWithdrawals, e._id), undefined, employeeResponse)).data.onDemand
        .withdrawalsPaused,
    ).toBe(false);
    const history = await t.api.get(api(withId(PEOPLE_PATHS.employeeHistory, e._id)), {
      token,
      schema: employeeHistoryResponse,
    });
    expect(history.data.map((h) => h.action)).toEqual([
      'people.employee.create',
      'people.employee.earnings-stop',
      'people.employee.earnings-resume',
      'people.employee.withdrawals-pause',
      'people.employee.withdrawals-resume',
    ]);
  });
});

describe('groups', () => {
  it('creates, lists with counts, edits, assigns per item, shows members, unassigns and deletes', async () => {
    const created = await post(
      PEOPLE_PATHS.groups,
      { name: 'Night shift', description: 'After 6pm', policy: { withdrawalPercent: 40 } },
      groupResponse,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      message: PEOPLE_MESSAGES.groupCreated,
      data: {
        name: 'Night shift',
        description: 'After 6pm',
        policy: { withdrawalPercent: 40 },
        memberCount: 0,
      },
    });
    const id = created.data._id;
    expect((await post(PEOPLE_PATHS.groups, { name: 'NIGHT SHIFT' })).error.errors?.name).toEqual([
      'A group with this name already exists',
    ]);

    const a = await addEmployee(t, token);
    const b = await addEmployee(t, token);
    const unknown = randomUUID();
    const assign = (ids: string[], path: string = PEOPLE_PATHS.groupAssign) =>
      t.api.patch(api(withId(path, id)), { employee_ids: ids }, { token, schema: bulkResultResponse });
    const first = await assign([a._id, unknown]);
    expect(first.body).toMatchObject({
      message: PEOPLE_MESSAGES.assignedToGroup,
      data: {
        successes: [a._id],
        failures: [{ id: unknown, message: 'Employee not found' }],
        successCount: 1,
        failureCount: 1,
      },
    });
    const second = await assign([a._id, b._id]);
    expect(second.data).toMatchObject({
      successes: [b._id],
      failures: [{ id: a._id, message: 'Already in this group' }],
    });

    const list = await t.api.get(api(PEOPLE_PATHS.groups), { token, schema: groupListResponse });
    expect(list.data.docs.find((g) => g._id === id)?.memberCount).toBe(2);
    const members = await t.api.get(api(withId(PEOPLE_PATHS.groupMembers, id)), {
      token,
      schema: groupMembersResponse,
    });
    expect(members.data.totalDocs).toBe(2);
    expect((await read(a._id)).groups).toEqual([{ _id: id, name: 'Night shift' }]);
    const filtered = await t.api.get(`${api(PEOPLE_PATHS.employees)}?group=${id}`, {
      token,
      schema: employeeListResponse,
    });
    expect(filtered.data.totalDocs).toBe(2);
    // The list shows each employee's groups as reading the employee does.
    expect(filtered.data.docs.find((e) => e._id === a._id)?.groups).toEqual([
      { _id: id, name: 'Night shift' },
    ]);

    const edited = await t.api.put(
      api(withId(PEOPLE_PATHS.group, id)),
      { name: 'Late shift' },
      { token, schema: groupResponse },
    );
    expect(edited.data).toMatchObject({ name: 'Late shift', description: 'After 6pm', memberCount: 2 });

    const removed = await assign([b._id, b._id], PEOPLE_PATHS.groupUnassign);
    expect(removed.data).toMatchObject({ successes: [b._id], failureCount: 0 });
    expect((await assign([], PEOPLE_PATHS.groupAssign)).status).toBe(400);
    expect(
      (await t.api.patch(api(withId(PEOPLE_PATHS.groupAssign, id)), { ids: [a._id] }, { token })).status,
    ).toBe(400);

    const gone = await t.api.delete(api(withId(PEOPLE_PATHS.group, id)), { token });
    expect(gone.body.message).toBe(PEOPLE_MESSAGES.groupDeleted);
    expect((await t.api.get(api(withId(PEOPLE_PATHS.group, id)), { token })).status).toBe(404);
    expect((await read(a._id)).groups).toEqual([]);
  });

  it('refuses a group without a name or with unknown fields', async () => {
    expect((await post(PEOPLE_PATHS.groups, { name: '' })).error.errors?.name).toBeDefined();
    expect((await post(PEOPLE_PATHS.groups, { name: 'X', colour: 'red' })).status).toBe(400);
    const g = await addGroup(t, token);
    expect((await t.api.put(api(withId(PEOPLE_PATHS.group, g._id)), { name: 5 }, { token })).status).toBe(
      400,
    );
  });
});
