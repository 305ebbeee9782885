import {
  AUTH_PATHS,
  adminResponse,
  BUSINESS_PATHS,
  CHANNEL,
  DASHBOARD_PATHS,
  INVALID_SUB_ACCOUNT_MESSAGE,
  type LoginSession,
  MAIN_ACCOUNT_HEADER,
  memberListResponse,
  messageOnly,
  myAccessResponse,
  refreshResponse,
  subAccountSessionResponse,
  TEAM_PATHS,
  walletBalanceResponse,
} from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlRows } from './helpers/auth-flows.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { addMember, addSubAccount, api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let owner: TestMember;
let main: LoginSession;
let branch: string;
let depot: string;

beforeAll(async () => {
  t = await startTestApp();
  owner = await createBusiness(t, { name: 'Benue Yams' });
  main = await signIn(t, owner);
  branch = await addSubAccount(t, owner.companyId, { name: 'Benue Yams Makurdi', ownerUserId: owner.userId });
  depot = await addSubAccount(t, owner.companyId, { name: 'Benue Yams Depot' });
});
afterAll(() => t.close());

const loginTo = (subAccountId: unknown, token: string, headers: Record<string, string> = {}) =>
  t.api.post(
    api(BUSINESS_PATHS.loginSubAccount),
    { subAccountId },
    { schema: subAccountSessionResponse, token, headers },
  );

describe('switching to a sub account and back', () => {
  it('logs in to the sub account: a new session for the same person, linked to the main session', async () => {
    const res = await loginTo(branch, main.token);
    expect(res.status).toBe(200);
    const sub = res.data as LoginSession;
    expect(sub.employer).toMatchObject({
      _id: owner.companyId,
      mainCompanyId: owner.companyId,
      selectedCompanyId: branch,
      companyName: 'Benue Yams Makurdi',
      accountType: 'sub',
      userType: 'employer',
    });
    expect(sub.token).not.toBe(main.token);
    const [session] = await sqlRows<{ company_id: string; parent_session_id: string; user_id: string }>(
      t,
      sql`select company_id, parent_session_id, user_id from auth_sessions where company_id = ${branch}`,
    );
    expect(session).toMatchObject({ company_id: branch, user_id: owner.userId });
    const [mainSession] = await sqlRows<{ id: string }>(
      t,
      sql`select id from auth_sessions where company_id = ${owner.companyId} and user_id = ${owner.userId} and revoked_at is null`,
    );
    expect(session!.parent_session_id).toBe(mainSession!.id);
    // The sub-account session acts in the sub account: its own members, not the main account's.
    const members = await t.api.get(api(TEAM_PATHS.members), {
      schema: memberListResponse,
      token: sub.token,
      headers: { [MAIN_ACCOUNT_HEADER]: owner.companyId },
    });
    expect(members.status).toBe(200);
    expect(members.data.docs.map((m: { userId: string }) => m.userId)).toEqual([owner.userId]);
    // Its refresh token rotates like any other.
    const refreshed = await t.api.post(
      api(AUTH_PATHS.refresh),
      {
        refreshToken: sub.refreshToken,
        channel: CHANNEL,
      },
      { schema: refreshResponse },
    );
    expect(refreshed.status).toBe(200);

    // Back to main: the sub-account session ends, the main session comes back with fresh tokens.
    const back = await t.api.post(api(BUSINESS_PATHS.switchToMain), undefined, {
      schema: subAccountSessionResponse,
      token: refreshed.data.token,
    });
    expect(back.status).toBe(200);
    expect(back.data.employer).toMatchObject({
      selectedCompanyId: owner.companyId,
      accountType: 'main',
    });
    expect(
      (
        await t.api.get(api(DASHBOARD_PATHS.walletBalance), {
          schema: walletBalanceResponse,
          token: refreshed.data.token,
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await t.api.get(api(DASHBOARD_PATHS.walletBalance), {
          schema: walletBalanceResponse,
          token: back.data.token,
        })
      ).status,
    ).toBe(200);
    const again = await t.api.post(
      api(AUTH_PATHS.refresh),
      {
        refreshToken: back.data.refreshToken,
        channel: CHANNEL,
      },
      { schema: refreshResponse },
    );
    expect(again.status).toBe(200);
    main = { ...back.data, token: again.data.token, refreshToken: again.data.refreshToken };
  });

  it('switching from one sub account to another ends the first; the main token keeps working', async () => {
    const first = (await loginTo(branch, main.token)).data as LoginSession;
    const second = await loginTo(depot, first.token);
    expect(second.status).toBe(200);
    expect(second.data.employer.userType).toBe('employer-admin');
    expect(
      (await t.api.get(api(TEAM_PATHS.me), { schema: myAccessResponse, token: first.token })).status,
    ).toBe(401);
    expect(
      (await t.api.get(api(TEAM_PATHS.me), { schema: myAccessResponse, token: main.token })).status,
    ).toBe(200);
    // Switch to main also works with the main token the web kept (custom token).
    const back = await t.api.post(api(BUSINESS_PATHS.switchToMain), undefined, {
      schema: subAccountSessionResponse,
      token: main.token,
    });
    expect(back.status).toBe(200);
    expect(
      (await t.api.get(api(TEAM_PATHS.me), { schema: myAccessResponse, token: second.data.token })).status,
    ).toBe(401);
    main = back.data;
  });

  it("answers 'Invalid sub-account selected' for a missing id and 404 for ids that are not its sub accounts", async () => {
    const missing = await loginTo('', main.token);
    expect(missing.status).toBe(400);
    expect(missing.error.errors?.subAccountId).toEqual([INVALID_SUB_ACCOUNT_MESSAGE]);
    const stranger = await createBusiness(t, { name: 'Stranger Yams' });
    const foreign = await addSubAccount(t, stranger.companyId);
    for (const id of [foreign, stranger.companyId, owner.companyId, '00000000-0000-4000-8000-000000000000']) {
      const res = await loginTo(id, main.token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Sub-account not found');
    }
  });

  it('refuses an inactive sub account with the incomplete-registration message', async () => {
    const pending = await addSubAccount(t, owner.companyId, { active: false, ownerUserId: owner.userId });
    const res = await loginTo(pending, main.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Kindly complete the account registration to continue');
  });

  it('checks x_default_request against the session: the main account id passes, another is refused', async () => {
    const sub = (await loginTo(branch, main.token)).data as LoginSession;
    const ok = await t.api.get(api(TEAM_PATHS.me), {
      schema: myAccessResponse,
      token: sub.token,
      headers: { [MAIN_ACCOUNT_HEADER]: owner.companyId },
    });
    expect(ok.status).toBe(200);
    const stale = await t.api.get(api(TEAM_PATHS.me), {
      schema: myAccessResponse,
      token: sub.token,
      headers: { [MAIN_ACCOUNT_HEADER]: branch },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toMatch(/another main account/);
    const fromMain = await t.api.get(api(TEAM_PATHS.me), {
      schema: myAccessResponse,
      token: main.token,
      headers: { [MAIN_ACCOUNT_HEADER]: owner.companyId },
    });
    expect(fromMain.status).toBe(200);
    main = (
      await t.api.post(api(BUSINESS_PATHS.switchToMain), undefined, {
        schema: subAccountSessionResponse,
        token: sub.token,
      })
    ).data;
  });

  it('deactivating an administrator in the main account ends the sub-account sessions they switched into', async () => {
    const admin = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const adminMain = await signIn(t, admin);
    const adminSub = (await loginTo(depot, adminMain.token)).data as LoginSession;
    expect(
      (await t.api.get(api(TEAM_PATHS.me), { schema: myAccessResponse, token: adminSub.token })).status,
    ).toBe(200);
    const off = await t.api.patch(
      api(withId(TEAM_PATHS.adminStatus, admin.memberId)),
      { status: 'disabled' },
      { schema: adminResponse, token: main.token },
    );
    expect(off.status).toBe(200);
    expect(
      (await t.api.get(api(TEAM_PATHS.me), { schema: myAccessResponse, token: adminSub.token })).status,
    ).toBe(401);
    const refresh = await t.api.post(
      api(AUTH_PATHS.refresh),
      {
        refreshToken: adminSub.refreshToken,
        channel: CHANNEL,
      },
      { schema: refreshResponse },
    );
    expect(refresh.status).toBe(401);
  });

  it('a member without businesses.switch gets 403; a custom member of the main account cannot enter a sub', async () => {
    const clerk = await addMember(t, owner.companyId, { role: 'custom' });
    const token = (await signIn(t, clerk)).token;
    const res = await loginTo(branch, token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      'Your role does not allow this (businesses.switch). Ask the business owner for access.',
    );
  });

  it('logging out of a sub-account session ends the whole login, main session included', async () => {
    const person = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const mainSession = await signIn(t, person);
    const subSession = (await loginTo(branch, mainSession.token)).data as LoginSession;
    const out = await t.api.post(api(AUTH_PATHS.logout), undefined, {
      schema: messageOnly,
      token: subSession.token,
    });
    expect(out.status).toBe(200);
    expect(
      (await t.api.get(api(TEAM_PATHS.me), { schema: myAccessResponse, token: mainSession.token })).status,
    ).toBe(401);
    const refresh = await t.api.post(
      api(AUTH_PATHS.refresh),
      {
        refreshToken: mainSession.refreshToken,
        channel: CHANNEL,
      },
      { schema: refreshResponse },
    );
    expect(refresh.status).toBe(401);
  });

  it("reusing a sub-account session's rotated refresh token ends the whole login, main session included", async () => {
    const person = await addMember(t, owner.companyId, { role: 'employer-admin' });
    const mainSession = await signIn(t, person);
    const subSession = (await loginTo(branch, mainSession.token)).data as LoginSession;
    const rotate = (refreshToken: string) =>
      t.api.post(api(AUTH_PATHS.refresh), { refreshToken, channel: CHANNEL }, { schema: refreshResponse });
    expect((await rotate(subSession.refreshToken)).status).toBe(200);
    expect((await rotate(subSession.refreshToken)).status).toBe(401);
    expect(
      (await t.api.get(api(TEAM_PATHS.me), { schema: myAccessResponse, token: mainSession.token })).status,
    ).toBe(401);
    expect((await rotate(mainSession.refreshToken)).status).toBe(401);
  });

  it('every switch is in both audit chains', async () => {
    const rows = await sqlRows<{ company_id: string; action: string }>(
      t,
      sql`select company_id, action from audit_events where action in ('businesses.sub-account.login', 'businesses.switch-to-main')`,
    );
    expect(rows.some((r) => r.company_id === branch && r.action === 'businesses.sub-account.login')).toBe(
      true,
    );
    expect(
      rows.some((r) => r.company_id === owner.companyId && r.action === 'businesses.sub-account.login'),
    ).toBe(true);
    expect(
      rows.some((r) => r.company_id === owner.companyId && r.action === 'businesses.switch-to-main'),
    ).toBe(true);
  });
});
