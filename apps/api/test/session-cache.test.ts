// The verified-session cache of the auth context: a read does not query its session on every call, yet a logout,
// a deactivation or a revocation through this server ends access on the very next call, and one made elsewhere
// (another API process, straight in the database) within SESSION_CACHE_MS.
import { DASHBOARD_PATHS } from '@paydesk/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFully, logoutWith, registerOwner } from './helpers/auth-flows.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const SESSION_CACHE_MS = 300;
const balance = (t: TestApp, token: string) =>
  t.call('GET', `/api${DASHBOARD_PATHS.walletBalance}`, undefined, { token });

describe('verified sessions are remembered briefly and forgotten on any change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { SESSION_CACHE_MS: String(SESSION_CACHE_MS) } });
  });
  afterAll(() => t.close());

  it('logout right after cached reads: the next read with the same access token is refused with 401', async () => {
    const owner = await registerOwner(t);
    const session = await loginFully(t, owner);
    for (let i = 0; i < 3; i++) expect((await balance(t, session.token)).status).toBe(200);
    expect((await logoutWith(t, session.token)).status).toBe(200);
    expect((await balance(t, session.token)).status).toBe(401);
  });

  it('a revocation written outside this server ends a cached session within SESSION_CACHE_MS', async () => {
    const owner = await registerOwner(t);
    const session = await loginFully(t, owner);
    expect((await balance(t, session.token)).status).toBe(200);
    await t.server.database.db.execute(
      sql`update auth_sessions set revoked_at = now(), revoked_reason = 'test' where user_id = ${owner.userId}`,
    );
    // Remembered for at most SESSION_CACHE_MS: refused once that has passed.
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS + 50));
    expect((await balance(t, session.token)).status).toBe(401);
  });

  it('SESSION_CACHE_MS=0 looks the session up on every call', async () => {
    const uncached = await startTestApp({ env: { SESSION_CACHE_MS: '0' } });
    try {
      const owner = await registerOwner(uncached);
      const session = await loginFully(uncached, owner);
      expect((await balance(uncached, session.token)).status).toBe(200);
      await uncached.server.database.db.execute(
        sql`update auth_sessions set revoked_at = now(), revoked_reason = 'test' where user_id = ${owner.userId}`,
      );
      expect((await balance(uncached, session.token)).status).toBe(401);
    } finally {
      await uncached.close();
    }
  });
});
