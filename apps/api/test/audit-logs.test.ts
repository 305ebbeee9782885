import {
  AUDIT_LOG_PATHS,
  AUTH_PATHS,
  auditChainResponse,
  auditLogFacetsResponse,
  auditLogListResponse,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness, login, type TestMember } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const api = (path: string) => `/api${path}`;

let t: TestApp;
let owner: TestMember;
let token: string;
let other: TestMember;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createBusiness(t, { name: 'Kano Grains' });
  // A failed login first, so the chain holds both outcomes.
  await t.api.send('POST', api(AUTH_PATHS.login), {
    stage: 1,
    email: owner.email,
    password: 'Wrong-password-1',
    channel: 'business-web',
  });
  token = (await login(t, owner, { 'user-agent': 'paydesk-test' })).token;
  other = await createBusiness(t, { name: 'Jos Potatoes' });
  await login(t, other);
});
afterAll(() => t.close());

describe('audit logs', () => {
  it('lists the business events newest first with actor, action, outcome, IP and user agent', async () => {
    const res = await t.api.get(api(AUDIT_LOG_PATHS.list), { token, schema: auditLogListResponse });
    expect(res.status).toBe(200);
    const actions = res.data.docs.map((e) => `${e.action}:${e.outcome}`);
    expect(actions).toEqual(['auth.login:success', 'auth.login.code-sent:success', 'auth.login:failure']);
    expect(res.data.docs[0]).toMatchObject({
      actor: { type: 'user', id: owner.userId },
      ipAddress: '127.0.0.1',
      userAgent: 'paydesk-test',
    });
    expect(res.data).toMatchObject({ totalDocs: 3, page: 1, limit: 20, totalPages: 1 });
  });

  it("never shows another business's events", async () => {
    const { data } = await t.api.get(api(AUDIT_LOG_PATHS.list), { token, schema: auditLogListResponse });
    expect(data.docs.every((e) => e.actor.id === owner.userId)).toBe(true);
  });

  it('filters by action, outcome, member, date range and search; pages', async () => {
    const get = async (query: string) =>
      (await t.api.get(`${api(AUDIT_LOG_PATHS.list)}?${query}`, { token, schema: auditLogListResponse }))
        .data;
    expect((await get('outcome=failure')).totalDocs).toBe(1);
    expect((await get('action=auth.login')).totalDocs).toBe(2);
    expect((await get(`actorId=${owner.userId}`)).totalDocs).toBe(3);
    expect((await get(`actorId=${other.userId}`)).totalDocs).toBe(0);
    expect((await get('search=code-sent')).totalDocs).toBe(1);
    expect((await get('search=%25')).totalDocs).toBe(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    expect((await get(`from=${today}&to=${today}`)).totalDocs).toBe(3);
    expect((await get('from=2020-01-01&to=2020-01-31')).totalDocs).toBe(0);
    const paged = await get('limit=2&page=2');
    expect(paged).toMatchObject({ totalDocs: 3, page: 2, totalPages: 2 });
    expect(paged.docs).toHaveLength(1);
  });

  it('refuses an end date before the start date with a clear 400', async () => {
    const res = await t.api.send(
      'GET',
      `${api(AUDIT_LOG_PATHS.list)}?from=2026-02-01&to=2026-01-01`,
      undefined,
      {
        token,
      },
    );
    expect(res.status).toBe(400);
    expect(res.error.errors?.to).toEqual(['The end date must not be before the start date']);
  });

  it('offers the actions and members seen as filters', async () => {
    const { data } = await t.api.get(api(AUDIT_LOG_PATHS.facets), { token, schema: auditLogFacetsResponse });
    expect(data.actions).toEqual(['auth.login', 'auth.login.code-sent']);
    expect(data.actors).toEqual([{ id: owner.userId, name: expect.stringMatching(/^Chidi Eze/) }]);
  });

  it('exports the matching events as CSV', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${api(AUDIT_LOG_PATHS.export)}?outcome=success`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-logs-success-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date (Lagos),Member,Action,Action code,Outcome,Target,IP address,User agent,Event id,Sequence',
    );
    // The action in the words the audit-log page shows (the contracts' catalogue), then its code.
    expect(lines.slice(1).map((l) => l.split(',').slice(2, 4))).toEqual([
      ['Login code sent', 'auth.login.code-sent'],
      ['Logged in', 'auth.login'],
    ]);
    // ISO 8601 with Lagos's offset, like every export.
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+01:00,Chidi Eze/);
  });

  it('tells the user the chain is intact, and that it was altered after tampering', async () => {
    const ok = await t.api.get(api(AUDIT_LOG_PATHS.verify), { token, schema: auditChainResponse });
    expect(ok.data).toMatchObject({ intact: true, checked: 3 });
    expect(ok.body.message).toBe('The audit log is intact');
    const db = t.server.database.db;
    await db.execute(sql`alter table audit_events disable trigger audit_events_no_update`);
    await db.execute(
      sql`update audit_events set outcome = 'success' where company_id = ${owner.companyId} and seq = 1`,
    );
    await db.execute(sql`alter table audit_events enable trigger audit_events_no_update`);
    // The event changed was verified before (the checkpoint is past it): a full verification reads it again.
    const broken = await t.api.get(`${api(AUDIT_LOG_PATHS.verify)}?full=true`, {
      token,
      schema: auditChainResponse,
    });
    expect(broken.data).toMatchObject({ intact: false, brokenAt: 1 });
    expect(broken.body.message).toBe('The audit log has been altered');
  });

  it('is refused (403) to a member whose role lacks audit-logs.view', async () => {
    const clerk = await createBusiness(t, { companyId: owner.companyId, role: 'custom' });
    const clerkToken = (await login(t, clerk)).token;
    const res = await t.api.send('GET', api(AUDIT_LOG_PATHS.list), undefined, { token: clerkToken });
    expect(res.status).toBe(403);
    expect(res.error.code).toBe('FORBIDDEN');
  });
});
