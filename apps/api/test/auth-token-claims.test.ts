// Access tokens must carry an expiry (issue 9): a token signed with the real key but without exp, iat, the issuer or
// the audience is refused, business and operator tokens alike; and a session answers only for its own business.
import { createHmac } from 'node:crypto';
import { COMPLIANCE_PATHS, OPS_PATHS } from '@paydesk/contracts';
import { authSessions, companyMembers } from '@paydesk/db';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newOperator, operatorLogin } from './helpers/compliance.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ encryption: false });
});
afterAll(() => t.close());

const keyOf = (purpose: string) => createHmac('sha256', t.config.APP_SECRET).update(purpose).digest();
const now = () => Math.floor(Date.now() / 1000);

interface Shape {
  exp?: boolean;
  iat?: boolean;
  issuer?: string | null;
  audience?: string | null;
}

/** A business access token signed with the app's own key, with or without each standard claim. */
function businessToken(claims: { userId: string; sessionId: string; companyId: string }, shape: Shape = {}) {
  let jwt = new SignJWT({ sid: claims.sessionId, cid: claims.companyId, role: 'employer' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId);
  if (shape.iat !== false) jwt = jwt.setIssuedAt(now());
  if (shape.exp !== false) jwt = jwt.setExpirationTime(now() + 600);
  if (shape.issuer !== null) jwt = jwt.setIssuer(shape.issuer ?? 'paydesk');
  if (shape.audience !== null) jwt = jwt.setAudience(shape.audience ?? 'paydesk-api');
  return jwt.sign(keyOf('paydesk:access-token'));
}

async function sessionOf(member: { userId: string; companyId: string }) {
  const [session] = await t.server.database.db
    .insert(authSessions)
    .values({ userId: member.userId, companyId: member.companyId, channel: 'business-web' })
    .returning({ id: authSessions.id });
  return session!.id;
}

const progress = (token: string) => t.api.send('GET', api(COMPLIANCE_PATHS.progress), undefined, { token });

describe('business access tokens', () => {
  it('a token with every claim opens the route; one missing exp, iat, issuer or audience is refused', async () => {
    const owner = await createBusiness(t);
    const claims = { ...owner, sessionId: await sessionOf(owner) };
    expect((await progress(await businessToken(claims))).status).toBe(200);
    for (const shape of [
      { exp: false },
      { iat: false },
      { issuer: null },
      { audience: null },
      { audience: 'paydesk-ops-console' },
    ] satisfies Shape[]) {
      const refused = await progress(await businessToken(claims, shape));
      expect({ shape, status: refused.status }).toEqual({ shape, status: 401 });
    }
  });

  it("a token naming another business than its session's is refused, even where the person is a member", async () => {
    const owner = await createBusiness(t);
    const other = await createBusiness(t);
    await t.server.database.db
      .insert(companyMembers)
      .values({ companyId: other.companyId, userId: owner.userId, role: 'employer', status: 'active' });
    const sessionId = await sessionOf(owner);
    expect((await progress(await businessToken({ ...owner, sessionId }))).status).toBe(200);
    const crossed = await businessToken({ userId: owner.userId, sessionId, companyId: other.companyId });
    expect((await progress(crossed)).status).toBe(401);
  });
});

describe('operator tokens', () => {
  it('an operator token without exp, signed with the real key, is refused', async () => {
    const operator = await newOperator(t);
    const session = await operatorLogin(t, operator);
    const me = (token: string) => t.api.send('GET', api(OPS_PATHS.me), undefined, { token });
    expect((await me(session.token)).status).toBe(200);
    const { sub, sid } = decodeJwt(session.token);
    const forged = await new SignJWT({ sid, typ: 'operator' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub!)
      .setIssuedAt()
      .setIssuer('paydesk-ops')
      .setAudience('paydesk-ops-console')
      .sign(keyOf('paydesk:operator-token'));
    expect((await me(forged)).status).toBe(401);
  });
});
