// Rate limits (issue 9): pages, the SPA shell and static assets are never limited; the API is limited per
// authenticated session in its business with a cap per business across its sessions, and per IP where there is
// no session (a missing, bad or expired token included).
import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_PATHS, ErrorCode, PROFILE_PATHS } from '@paydesk/contracts';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginFully, registerOwner } from './helpers/auth-flows.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { tokenFor } from './helpers/wallet-fixtures.ts';

const dist = mkdtempSync(path.join(os.tmpdir(), 'paydesk-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Paydesk</title>');
writeFileSync(path.join(dist, 'assets/index-abc123.js'), 'console.log(1)');
writeFileSync(path.join(dist, 'assets/index-abc123.css'), 'body{}');

describe('with the default limit of 600 a minute', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({
      encryption: false,
      env: { WEB_DIST_DIR: dist, GLOBAL_RATE_LIMIT_PER_MINUTE: '600' },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('700 page and asset loads from one IP in a minute all answer 200', async () => {
    const urls = [
      '/',
      '/login',
      '/wallets/overview',
      '/config.js',
      '/assets/index-abc123.js',
      '/assets/index-abc123.css',
    ];
    const statuses: number[] = [];
    for (let i = 0; i < 700; i++) {
      const response = await t.app.inject({
        method: 'GET',
        url: urls[i % urls.length]!,
        remoteAddress: '41.58.1.1',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });
});

describe('API limits', () => {
  let t: TestApp;
  const LIMIT = 5;
  beforeAll(async () => {
    t = await startTestApp({ encryption: false, env: { GLOBAL_RATE_LIMIT_PER_MINUTE: String(LIMIT) } });
  });
  afterAll(() => t.close());

  it('count per session: a second session behind the same IP keeps working when the first is limited', async () => {
    const owner = await registerOwner(t);
    const first = await loginFully(t, owner);
    const second = await loginFully(t, owner);
    const profile = (token: string) =>
      t.api.send('GET', api(PROFILE_PATHS.profile), undefined, { token, ip: '41.58.2.2' });
    for (let i = 0; i < LIMIT; i++) expect((await profile(first.token)).status).toBe(200);
    expect((await profile(first.token)).status).toBe(429);
    expect((await profile(second.token)).status).toBe(200);
  });

  it('count per IP without a session', async () => {
    const clientInfo = (ip: string) => t.api.send('GET', api(AUTH_PATHS.clientInfo), undefined, { ip });
    for (let i = 0; i < LIMIT; i++) expect((await clientInfo('41.58.3.3')).status).toBe(200);
    expect((await clientInfo('41.58.3.3')).status).toBe(429);
    expect((await clientInfo('41.58.4.4')).status).toBe(200);
  });
});

describe('a cap per business and refused tokens per IP', () => {
  let t: TestApp;
  const PER_SESSION = 5;
  const PER_BUSINESS = 8;
  beforeAll(async () => {
    t = await startTestApp({
      encryption: false,
      env: {
        GLOBAL_RATE_LIMIT_PER_MINUTE: String(PER_SESSION),
        BUSINESS_RATE_LIMIT_PER_MINUTE: String(PER_BUSINESS),
      },
    });
  });
  afterAll(() => t.close());

  const profile = (token: string, ip = '41.58.5.5') =>
    t.api.send('GET', api(PROFILE_PATHS.profile), undefined, { token, ip });
  const expectLimited = (response: { status: number; body: unknown; headers: Record<string, unknown> }) => {
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      error: true,
      message: 'Too many requests. Please wait a moment and try again.',
      code: ErrorCode.rateLimited,
    });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('many sessions of one business share its cap; another business keeps working', async () => {
    const owner = await createBusiness(t, { name: 'Onitsha Traders' });
    const sessions = await Promise.all([1, 2, 3].map(() => tokenFor(t, owner)));
    const statuses: number[] = [];
    for (const token of sessions) for (let i = 0; i < 3; i++) statuses.push((await profile(token)).status);
    // 9 calls, 3 per session: every session is under its own limit, the business is past its 8.
    expect(statuses.slice(0, PER_BUSINESS)).toEqual(Array(PER_BUSINESS).fill(200));
    expectLimited(await profile(sessions[2]!));
    expectLimited(await profile(sessions[0]!, '41.58.6.6'));
    const other = await createBusiness(t, { name: 'Warri Fisheries' });
    expect((await profile(await tokenFor(t, other))).status).toBe(200);
  });

  it('calls with a missing, bad or expired token count against their IP: past the limit they get 429', async () => {
    const owner = await createBusiness(t, { name: 'Ibadan Cocoa' });
    const expired = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000', cid: owner.companyId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(owner.userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .setIssuer('paydesk')
      .setAudience('paydesk-api')
      .sign(createHmac('sha256', t.config.APP_SECRET).update('paydesk:access-token').digest());
    const ip = '41.58.7.7';
    const refused = [
      await profile('not-a-token', ip),
      await profile(expired, ip),
      await t.api.send('GET', api(PROFILE_PATHS.profile), undefined, { ip }),
      await profile(`${expired.slice(0, -2)}xx`, ip),
      await profile(expired, ip),
    ];
    expect(refused.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expectLimited(await profile(expired, ip));
    expectLimited(await profile('not-a-token', ip));
    // Another address is not held back, and a valid session behind the limited one is counted on its own.
    expect((await profile('not-a-token', '41.58.8.8')).status).toBe(401);
    expect((await profile(await tokenFor(t, owner), ip)).status).toBe(200);
  });
});
