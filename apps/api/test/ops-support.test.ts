// Support sign-in (/ep-admin/login/{payload}): an operator's signed, single-use link that expires in 5 minutes
// opens a business session marked as support; every action in it is audited with the operator's name.
import {
  COMPLIANCE_PATHS,
  complianceProgressResponse,
  directorResponse,
  ErrorCode,
  memberResponse,
  OPS_PATHS,
  PROFILE_PATHS,
  sessionProfileResponse,
  supportLinkResponse,
  supportLoginResponse,
  TEAM_PATHS,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logoutWith, refreshWith, sqlRows } from './helpers/auth-flows.ts';
import { api, newOperator, operatorLogin, tempDataDir } from './helpers/compliance.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let opsToken: string;
let operatorId: string;
let owner: TestMember;

const createLink = (companyId = owner.companyId, reason = 'Help with verification documents') =>
  t.api.post(
    api(OPS_PATHS.supportLink(companyId)),
    { reason },
    { schema: supportLinkResponse, token: opsToken },
  );
const payloadOf = (path: string) => path.split('/').at(-1)!;
const open = (payload: string) =>
  t.api.post(api(OPS_PATHS.supportLogin), { payload }, { schema: supportLoginResponse });

beforeAll(async () => {
  t = await startTestApp({ env: { DATA_DIR: tempDataDir() } });
  const operator = await newOperator(t, { firstName: 'Ada', lastName: 'Obi' });
  operatorId = operator._id;
  opsToken = (await operatorLogin(t, operator)).token;
  owner = await createBusiness(t, { name: 'Kaduna Textiles Ltd', verified: false });
});
afterAll(() => t.close());

describe('support links', () => {
  it('makes a signed link to /ep-admin/login/{payload} valid for 5 minutes, audited in the business chain', async () => {
    const res = await createLink();
    expect(res.status).toBe(201);
    expect(res.data.url).toBe(`http://localhost:3000${res.data.path}`);
    expect(res.data.path).toMatch(/^\/ep-admin\/login\/[\w-]+\.[\w-]+$/);
    const minutes = (Date.parse(res.data.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    const [audit] = await sqlRows(
      t,
      sql`select actor_type, actor_label, metadata from audit_events where company_id = ${owner.companyId} and action = 'support.link.create'`,
    );
    expect(audit).toMatchObject({
      actor_type: 'operator',
      actor_label: 'Ada Obi (Paydesk support)',
      metadata: { reason: 'Help with verification documents' },
    });
  });

  it('needs a reason, and a business that exists', async () => {
    const bad = await createLink(owner.companyId, '');
    expect(bad.status).toBe(400);
    expect(bad.error.errors?.reason).toEqual(['Give a reason for signing in']);
    expect((await createLink('00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});

describe('signing in with a link', () => {
  let supportToken: string;
  let refreshToken: string;

  it("opens a business session as the owner, marked with the operator's name", async () => {
    const link = await createLink();
    const res = await open(payloadOf(link.data.path));
    expect(res.status).toBe(200);
    expect(res.data.support).toEqual({ operatorName: 'Ada Obi' });
    expect(res.data.employer).toMatchObject({
      userId: owner.userId,
      selectedCompanyId: owner.companyId,
    });
    supportToken = res.data.token;
    refreshToken = res.data.refreshToken;
    const profile = await t.api.get(api(PROFILE_PATHS.profile), {
      schema: sessionProfileResponse,
      token: supportToken,
    });
    expect(profile.data.support).toEqual({ operatorName: 'Ada Obi' });
    const [session] = await sqlRows(
      t,
      sql`select support_operator_id, user_id from auth_sessions where support_operator_id is not null`,
    );
    expect(session).toMatchObject({ support_operator_id: operatorId, user_id: owner.userId });
    const notes = await sqlRows(t, sql`select message from notifications where kind = 'support.login'`);
    expect(notes[0]!.message).toBe(
      'Ada Obi from Paydesk support signed in to your business to help: Help with verification documents',
    );
  });

  it("audits every action of the support session with the operator's name", async () => {
    const res = await t.api.post(
      api(COMPLIANCE_PATHS.businessType),
      { businessType: 'registered business' },
      { schema: complianceProgressResponse, token: supportToken },
    );
    expect(res.status).toBe(200);
    // A refreshed token keeps the session's support mark.
    const refreshed = await refreshWith(t, refreshToken);
    expect(refreshed.status).toBe(200);
    const director = await t.api.post(
      api(COMPLIANCE_PATHS.directors),
      { firstName: 'Ngozi', lastName: 'Okeke', bvn: '22212345678' },
      { schema: directorResponse, token: refreshed.data.token },
    );
    expect(director.status).toBe(201);
    const invite = await t.api.post(
      api(TEAM_PATHS.invite),
      { email: 'new.accountant@example.ng', firstName: 'Bisi', lastName: 'Ade', role: 'employer-admin' },
      { schema: memberResponse, token: refreshed.data.token },
    );
    expect(invite.status).toBeLessThan(300);
    await logoutWith(t, refreshed.data.token);
    const rows = await sqlRows<{
      action: string;
      actor_type: string;
      actor_id: string;
      actor_label: string;
      metadata: object;
    }>(
      t,
      sql`select action, actor_type, actor_id, actor_label, metadata from audit_events
          where company_id = ${owner.companyId} and action in ('support.login', 'compliance.business-type.select', 'compliance.director.add', 'team.member.invite', 'auth.logout')
          order by seq`,
    );
    expect(rows.map((r) => r.action)).toEqual([
      'support.login',
      'compliance.business-type.select',
      'compliance.director.add',
      'team.member.invite',
      'auth.logout',
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({
        actor_type: 'operator',
        actor_id: operatorId,
        actor_label: 'Ada Obi (Paydesk support)',
      });
      expect(row.metadata).toMatchObject({ onBehalfOf: owner.userId });
    }
  });

  it('works once only', async () => {
    const link = await createLink();
    const payload = payloadOf(link.data.path);
    expect((await open(payload)).status).toBe(200);
    const again = await open(payload);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('This support link has already been used.');
  });

  it('expires after 5 minutes', async () => {
    const link = await createLink();
    await t.server.database.db.execute(
      sql`update support_links set expires_at = now() - interval '1 second' where used_at is null`,
    );
    const res = await open(payloadOf(link.data.path));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: ErrorCode.codeExpired,
      message: 'This support link has expired. Create a new one.',
    });
  });

  it('refuses a payload whose signature does not hold', async () => {
    const link = await createLink();
    const [body, mac] = payloadOf(link.data.path).split('.');
    const forgedBody = Buffer.from(
      JSON.stringify({ l: '00000000-0000-4000-8000-000000000000', e: Date.now() + 60_000 }),
    ).toString('base64url');
    for (const payload of [
      `${forgedBody}.${mac}`,
      `${body}.${mac!.slice(0, -2)}xx`,
      'not-a-payload',
      `${body}`,
    ]) {
      const res = await open(payload);
      expect(res.status, payload).toBe(400);
      expect(res.body.message).toMatch(/^(This support link is invalid\.|Invalid support link)$/);
    }
  });

  it('stops working once the operator is disabled', async () => {
    const other = await newOperator(t, { firstName: 'Bola', lastName: 'Ade' });
    const token = (await operatorLogin(t, other)).token;
    const link = await t.api.post(
      api(OPS_PATHS.supportLink(owner.companyId)),
      { reason: 'Check' },
      { schema: supportLinkResponse, token },
    );
    await t.server.database.db.execute(sql`update operators set status = 'disabled' where id = ${other._id}`);
    expect((await open(payloadOf(link.data.path))).status).toBe(400);
  });
});
