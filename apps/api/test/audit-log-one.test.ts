// GET …/audit-logs/:id: one event by its id, for a link shared to an event that is not on the list's page — the
// audit list's permission, the business's own events only (another business's id is a 404), a bad id a 400. And the
// export filtered by a member is named with the member's name, not an id.
import { AUDIT_LOG_PATHS, auditLogEntryResponse, auditLogListResponse } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, login, type TestMember } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const api = (path: string) => `/api${path}`;

let t: TestApp;
let owner: TestMember;
let token: string;
let otherToken: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createBusiness(t, { name: 'Kano Grains' });
  token = (await login(t, owner, { 'user-agent': 'paydesk-test' })).token;
  const other = await createBusiness(t, { name: 'Jos Potatoes' });
  otherToken = (await login(t, other)).token;
});
afterAll(() => t.close());

describe('one audit event', () => {
  it('answers the event as the list shows it', async () => {
    const list = await t.api.get(`${api(AUDIT_LOG_PATHS.list)}?limit=1&page=2`, {
      token,
      schema: auditLogListResponse,
    });
    const listed = list.data.docs[0]!;
    const res = await t.api.get(api(AUDIT_LOG_PATHS.one(listed._id)), {
      token,
      schema: auditLogEntryResponse,
    });
    expect(res.status).toBe(200);
    expect(res.data).toEqual(listed);
  });

  it("answers 404 for another business's event, and for an unknown id", async () => {
    const { data } = await t.api.get(api(AUDIT_LOG_PATHS.list), { token, schema: auditLogListResponse });
    const mine = data.docs[0]!._id;
    const foreign = await t.api.send('GET', api(AUDIT_LOG_PATHS.one(mine)), undefined, { token: otherToken });
    expect(foreign.status).toBe(404);
    expect(foreign.error.message).toBe('Audit event not found');
    const unknown = await t.api.send(
      'GET',
      api(AUDIT_LOG_PATHS.one('3f2b8c1e-7a4d-4e2b-9c1a-2b3c4d5e6f70')),
      undefined,
      { token },
    );
    expect(unknown.status).toBe(404);
  });

  it('refuses an id that is not one with a clear 400', async () => {
    const res = await t.api.send('GET', api(AUDIT_LOG_PATHS.one('not-an-id')), undefined, { token });
    expect(res.status).toBe(400);
    expect(res.error.errors?.id).toEqual(['Audit event not found']);
  });

  it('is refused (403) to a member whose role lacks audit-logs.view', async () => {
    const { data } = await t.api.get(api(AUDIT_LOG_PATHS.list), { token, schema: auditLogListResponse });
    const clerk = await createBusiness(t, { companyId: owner.companyId, role: 'custom' });
    const clerkToken = (await login(t, clerk)).token;
    const res = await t.api.send('GET', api(AUDIT_LOG_PATHS.one(data.docs[0]!._id)), undefined, {
      token: clerkToken,
    });
    expect(res.status).toBe(403);
  });

  it('names an export filtered by a member with the member, and holds only their events', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${api(AUDIT_LOG_PATHS.export)}?actorId=${owner.userId}&outcome=success`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-logs-chidi-eze[a-z0-9-]*-success-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = res.body.trim().split('\r\n').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((l) => l.includes(',Chidi Eze'))).toBe(true);
  });
});
