// The contacts directory's message (issue 10, /people/employees/crm): an email or an SMS to the selected employees
// through the outbox, landing in the dev mailbox; per-employee outcomes (another business's employee is 'not found',
// an archived one is refused); bad input gets field messages and sends nothing; the permission is required.
import { randomUUID } from 'node:crypto';
import { bulkResultResponse, MESSAGE_SENT, PEOPLE_PATHS, SMS_MAX_LENGTH } from '@paydesk/contracts';
import { messageOutbox } from '@paydesk/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVED_NOT_MESSAGED } from '../src/modules/people/employee-messages.service.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { waitForMail } from './helpers/mailbox.ts';
import { addEmployee } from './helpers/people-fixtures.ts';
import { addMember, addRole, api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
let otherToken: string;
let viewerToken: string;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await createBusiness(t, { name: 'Kano Leather' });
  token = (await signIn(t, owner)).token;
  otherToken = (await signIn(t, await createBusiness(t, { name: 'Aba Shoes' }))).token;
  const roleId = await addRole(t, owner.companyId, 'Viewer', ['people.employees.view']);
  viewerToken = (await signIn(t, await addMember(t, owner.companyId, { roleId }))).token;
});
afterAll(() => t.close());

const send = (body: unknown, as = token) => t.api.post(api(PEOPLE_PATHS.message), body, { token: as });
const outboxSize = async () => (await t.server.database.db.select().from(messageOutbox)).length;

describe('messaging selected employees', () => {
  it('emails the selected employees; the mail lands in the dev mailbox with the subject and the business name', async () => {
    const [a, b] = [await addEmployee(t, token), await addEmployee(t, token)];
    const res = await t.api.post(
      api(PEOPLE_PATHS.message),
      { ids: [a._id, b._id], channel: 'email', subject: 'Office closed Friday', message: 'See you Monday.' },
      { token, schema: bulkResultResponse },
    );
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGE_SENT);
    expect(res.data).toMatchObject({ successCount: 2, failureCount: 0 });
    for (const e of [a, b]) {
      const mail = await waitForMail(t, e.email, (m) => m.subject === 'Office closed Friday');
      expect(mail.channel).toBe('email');
      expect(mail.textBody).toContain('See you Monday.');
      expect(mail.textBody).toContain('Kano Leather');
    }
  });

  it("texts the employee's phone through the SMS channel of the outbox", async () => {
    const e = await addEmployee(t, token, { phoneNumber: '0809 555 0199' });
    const res = await t.api.post(
      api(PEOPLE_PATHS.message),
      { ids: [e._id], channel: 'sms', message: 'Payday moved to the 28th.' },
      { token, schema: bulkResultResponse },
    );
    expect(res.data.successCount).toBe(1);
    const sms = await waitForMail(t, e.phoneNumber, (m) => m.channel === 'sms');
    expect(sms.textBody).toBe('Kano Leather: Payday moved to the 28th.');
  });

  it("counts another business's employee as not found and refuses an archived one, sending neither", async () => {
    const mine = await addEmployee(t, token);
    const archived = await addEmployee(t, token);
    await t.api.post(api(withId(PEOPLE_PATHS.archive, archived._id)), undefined, { token });
    const theirs = await addEmployee(t, otherToken);
    const before = await outboxSize();
    const res = await t.api.post(
      api(PEOPLE_PATHS.message),
      { ids: [mine._id, archived._id, theirs._id], channel: 'email', subject: 'Hello', message: 'Hi' },
      { token, schema: bulkResultResponse },
    );
    expect(res.data.successes).toEqual([mine._id]);
    expect(res.data.failures).toEqual([
      { id: archived._id, message: ARCHIVED_NOT_MESSAGED },
      { id: theirs._id, message: 'Employee not found' },
    ]);
    expect((await outboxSize()) - before).toBe(1);
  });

  it('bad input gets a 400 with field messages and sends nothing', async () => {
    const e = await addEmployee(t, token);
    const before = await outboxSize();
    const cases: [unknown, string][] = [
      [{ ids: [e._id], channel: 'email', message: 'No subject' }, 'subject'],
      [{ ids: [e._id], channel: 'sms', message: 'x'.repeat(SMS_MAX_LENGTH + 1) }, 'message'],
      [{ ids: [e._id], channel: 'pigeon', message: 'Hi' }, 'channel'],
      [{ ids: [], channel: 'sms', message: 'Hi' }, 'ids'],
      [{ ids: [e._id], channel: 'sms', message: '   ' }, 'message'],
      [{ ids: [e._id], channel: 'sms', message: 'Hi', cc: 'boss@x.ng' }, 'cc'],
      [{ ids: ['not-an-id'], channel: 'sms', message: 'Hi' }, 'ids'],
    ];
    for (const [body, field] of cases) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
    expect(await outboxSize()).toBe(before);
  });

  it('a member without the manage permission gets 403 and nothing is sent', async () => {
    const before = await outboxSize();
    const res = await send({ ids: [randomUUID()], channel: 'sms', message: 'Hi' }, viewerToken);
    expect(res.status).toBe(403);
    expect(await outboxSize()).toBe(before);
  });
});
