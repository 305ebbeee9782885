// Rate limits (issue 9): pages, the SPA shell and static assets are never limited; the API is limited per
// authenticated session in its business, and per IP only where there is no session.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AUTH_PATHS, PROFILE_PATHS } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, loginFully, registerOwner } from './helpers/auth-flows.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

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
