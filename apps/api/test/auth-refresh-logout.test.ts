// Token refresh (spec §7: refreshToken and channel 'business-web'; expiry read from the token), rotation with
// reuse detection, and logout revoking the login.
import { AUTH_PATHS, ErrorCode, SESSION_EXPIRED_MESSAGE } from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../src/platform/access-tokens.ts';
import {
  api,
  CHANNEL,
  loginFully,
  logoutWith,
  refreshWith,
  registerOwner,
  sqlRows,
} from './helpers/auth-flows.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const unauthorized = { error: true, message: 'unauthorized', code: ErrorCode.unauthorized };
const validation = (errors: Record<string, string[]>) => ({
  error: true,
  message: 'Validation Errors',
  code: ErrorCode.validation,
  errors,
});

describe.each([true, false])('refresh and logout (encryption %s)', (encryption) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ encryption });
  });
  afterAll(() => t.close());

  it('refresh returns a new token whose expiry is the one written in the token, and a new refresh token', async () => {
    const owner = await registerOwner(t);
    const session = await loginFully(t, owner);
    const response = await refreshWith(t, session.refreshToken);
    expect(response.status).toBe(200);
    expect(response.body.message).toBe('Token refreshed');
    const { token, refreshToken, tokenExpiry } = response.data;
    expect(refreshToken).not.toBe(session.refreshToken);
    expect(tokenExpiry).toBe(decodeJwt(token).exp! * 1000);
    expect(tokenExpiry - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(decodeJwt(token)).toMatchObject({ sub: owner.userId, cid: owner.companyId, role: 'employer' });
  });

  it('logout posted with an empty body answers 200; afterwards the access token and the refresh token are refused with 401', async () => {
    const owner = await registerOwner(t);
    const session = await loginFully(t, owner);
    const response = await logoutWith(t, session.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Logged out', data: null });

    const again = await logoutWith(t, session.token);
    expect(again.status).toBe(401);
    expect(again.body).toEqual(unauthorized);
    const refreshed = await refreshWith(t, session.refreshToken);
    expect(refreshed.status).toBe(401);
    expect(refreshed.body).toEqual(unauthorized);
  });

  it('logout accepts the empty object the web client may send', async () => {
    const owner = await registerOwner(t);
    const session = await loginFully(t, owner);
    const response = await t.api.send('POST', api(AUTH_PATHS.logout), {}, { token: session.token });
    expect(response.status).toBe(200);
  });
});

describe('refresh-token rotation and reuse detection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('refresh tokens rotate on every use: the previous refresh token then fails', async () => {
    const owner = await registerOwner(t);
    const session = await loginFully(t, owner);
    const first = await refreshWith(t, session.refreshToken);
    expect(first.status).toBe(200);
    const second = await refreshWith(t, first.data.refreshToken);
    expect(second.status).toBe(200);

    const stale = await refreshWith(t, session.refreshToken);
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual(unauthorized);
  });

  it('a reused refresh token revokes every token of that login: the newest refresh token and the access token stop working', async () => {
    const owner = await registerOwner(t);
    const session = await loginFully(t, owner);
    const rotated = await refreshWith(t, session.refreshToken);
    const { token: newestAccess, refreshToken: newestRefresh } = rotated.data;

    expect((await refreshWith(t, session.refreshToken)).status).toBe(401);

    const afterReuse = await refreshWith(t, newestRefresh);
    expect(afterReuse.status).toBe(401);
    expect(afterReuse.body).toEqual(unauthorized);
    expect((await logoutWith(t, newestAccess)).status).toBe(401);
    expect((await logoutWith(t, session.token)).status).toBe(401);

    const [revoked] = await sqlRows<{ revoked_reason: string }>(
      t,
      sql`select revoked_reason from auth_sessions where user_id = ${owner.userId}`,
    );
    expect(revoked?.revoked_reason).toBe('refresh-token-reuse');
    const events = await sqlRows<{ action: string; outcome: string }>(
      t,
      sql`select action, outcome from audit_events where company_id = ${owner.companyId} and action = 'auth.refresh.reuse-detected'`,
    );
    expect(events).toEqual([{ action: 'auth.refresh.reuse-detected', outcome: 'failure' }]);
  });

  it("reuse ends only that login: the same person's other login keeps working", async () => {
    const owner = await registerOwner(t);
    const laptop = await loginFully(t, owner);
    const phone = await loginFully(t, owner);
    await refreshWith(t, laptop.refreshToken);
    await refreshWith(t, laptop.refreshToken);
    const other = await refreshWith(t, phone.refreshToken);
    expect(other.status).toBe(200);
    expect((await logoutWith(t, other.data.token)).status).toBe(200);
  });

  it('an expired refresh token is refused', async () => {
    const owner = await registerOwner(t);
    const session = await loginFully(t, owner);
    await t.server.database.db.execute(
      sql`update refresh_tokens set expires_at = now() - interval '1 second'
          where session_id in (select id from auth_sessions where user_id = ${owner.userId})`,
    );
    const response = await refreshWith(t, session.refreshToken);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized);
  });

  it('an unknown refresh token is refused', async () => {
    const response = await refreshWith(t, 'dGhpcy1pcy1ub3QtYS1yZWFsLXJlZnJlc2gtdG9rZW4');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(unauthorized);
  });

  it('a member whose access was disabled cannot refresh', async () => {
    const owner = await registerOwner(t);
    const session = await loginFully(t, owner);
    await t.server.database.db.execute(
      sql`update company_members set status = 'disabled' where user_id = ${owner.userId}`,
    );
    expect((await refreshWith(t, session.refreshToken)).status).toBe(401);
  });

  it.each([
    [{ channel: CHANNEL }, { refreshToken: ['refreshToken is required'] }],
    [{ refreshToken: '', channel: CHANNEL }, { refreshToken: ['refreshToken is required'] }],
    [{ refreshToken: 'abc' }, { channel: ["channel must be 'business-web'"] }],
    [{ refreshToken: 'abc', channel: 'mobile' }, { channel: ["channel must be 'business-web'"] }],
  ])('refuses %j with Validation Errors', async (body, errors) => {
    const response = await t.api.send('POST', api(AUTH_PATHS.refresh), body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(validation(errors));
  });
});

describe('logout needs a live session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('without a token, with a malformed token, or with a token signed by another key: 401 unauthorized', async () => {
    const foreign = await createAccessTokens('another-secret-entirely-another-secret', 900).sign({
      userId: '7b1f7c2e-4d0b-4c57-9a53-2f8d1f1f9a10',
      sessionId: '7b1f7c2e-4d0b-4c57-9a53-2f8d1f1f9a11',
      companyId: '7b1f7c2e-4d0b-4c57-9a53-2f8d1f1f9a12',
      role: 'employer',
    });
    for (const token of [undefined, 'not-a-jwt', foreign.token]) {
      const response = await logoutWith(t, token as string);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(unauthorized);
    }
  });

  it("an expired access token answers 401 'Expired Session, Please Login Again', which the web answers with one refresh", async () => {
    const owner = await registerOwner(t);
    const session = await loginFully(t, owner);
    const claims = decodeJwt(session.token);
    const expired = await createAccessTokens(t.config.APP_SECRET, -60).sign({
      userId: owner.userId,
      sessionId: claims.sid as string,
      companyId: owner.companyId,
      role: 'employer',
    });
    const response = await logoutWith(t, expired.token);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({
      error: true,
      message: SESSION_EXPIRED_MESSAGE,
      code: ErrorCode.sessionExpired,
    });
    expect((await refreshWith(t, session.refreshToken)).status).toBe(200);
  });

  it('logout is audited and revokes the refresh tokens of that login only', async () => {
    const owner = await registerOwner(t);
    const kept = await loginFully(t, owner);
    const ended = await loginFully(t, owner);
    expect((await logoutWith(t, ended.token)).status).toBe(200);
    expect((await refreshWith(t, ended.refreshToken)).status).toBe(401);
    expect((await refreshWith(t, kept.refreshToken)).status).toBe(200);
    const events = await sqlRows(
      t,
      sql`select actor_id, target_type, outcome from audit_events where action = 'auth.logout' and company_id = ${owner.companyId}`,
    );
    expect(events).toEqual([{ actor_id: owner.userId, target_type: 'session', outcome: 'success' }]);
  });
});
