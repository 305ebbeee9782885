// API plumbing: health, OpenAPI at /docs, security headers, request ids, JSON 404s, client errors that stay 4xx,
// and the dev mailbox, which is never mounted in production.
import { AUTH_PATHS, ErrorCode, OPS_PATHS, PROFILE_PATHS } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvConfig, resolveConfig } from '../src/config.ts';
import { securityHeaders } from '../src/plugins/security.ts';
import { api } from './helpers/auth-flows.ts';
import { newOperator, operatorDocsCookie, operatorDocsSession } from './helpers/compliance.ts';
import { createBusiness, login } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

const notFound = { error: true, message: 'Route not found', code: ErrorCode.notFound };

describe('plumbing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ encryption: false });
  });
  afterAll(() => t.close());

  it('GET /health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OK', data: { status: 'ok', database: 'ok' } });
  });

  it('serves the OpenAPI document and Swagger UI at /docs to a signed-in operator, with the sign-in calls in it', async () => {
    const cookie = await operatorDocsCookie(t);
    const ui = await t.app.inject({ method: 'GET', url: '/docs', headers: { cookie } });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    expect(ui.body).toContain('<title>Paydesk API (internal)</title>');
    const spec = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { cookie } });
    expect(spec.statusCode).toBe(200);
    const document = spec.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        api(AUTH_PATHS.login),
        api(AUTH_PATHS.refresh),
        api(AUTH_PATHS.logout),
        '/health',
      ]),
    );
  });

  it.each(['/health', api('/no/such/route'), api(AUTH_PATHS.clientInfo)])(
    "%s carries a strict CSP with frame-ancestors 'none' and refuses framing",
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toContain("'unsafe-eval'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('the security headers are built once at start, and JSON answers, errors and 404s carry every one of them', async () => {
    const headers = securityHeaders();
    expect(Object.isFrozen(headers)).toBe(true);
    expect(headers).toEqual({
      'content-security-policy':
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
        "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';" +
        "frame-ancestors 'none'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'DENY',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    const answers = [
      await t.app.inject({ method: 'GET', url: '/health' }),
      await t.app.inject({ method: 'GET', url: api(AUTH_PATHS.clientInfo) }),
      await t.app.inject({ method: 'GET', url: api('/no/such/route') }),
      await t.app.inject({ method: 'POST', url: api(AUTH_PATHS.login), payload: {} }),
      await t.app.inject({
        method: 'GET',
        url: api(PROFILE_PATHS.profile),
        headers: { authorization: 'Bearer x' },
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404, 400, 401]);
    for (const answer of answers)
      for (const [name, value] of Object.entries(headers)) expect(answer.headers[name]).toBe(value);
  });

  it('every response carries a request id; a well-formed incoming x-request-id is kept, a malformed one replaced', async () => {
    const fresh = await t.app.inject({ method: 'GET', url: '/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.app.inject({ method: 'GET', url: '/health' });
    expect(other.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);

    const kept = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'edge-7f3a9c21' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a9c21');
    const replaced = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'bad id <script>' },
    });
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const failed = await t.app.inject({ method: 'POST', url: api(AUTH_PATHS.login), payload: {} });
    expect(failed.statusCode).toBe(400);
    expect(failed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['GET', 'POST', 'DELETE'] as const)(
    'an unknown /api route answers %s with a JSON 404',
    async (method) => {
      const response = await t.app.inject({ method, url: api('/auth/employer/does-not-exist') });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual(notFound);
    },
  );

  it('malformed JSON is a 400, not a 5xx', async () => {
    for (const payload of ['{"stage":', '{bad json}', '{"__proto__":{"admin":true}}', '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: api(AUTH_PATHS.login),
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: true, code: ErrorCode.badRequest });
    }
  });

  it('a body nested 100 000 levels deep is a 400, not a 5xx', async () => {
    const depth = 100_000;
    const response = await t.app.inject({
      method: 'POST',
      url: api(AUTH_PATHS.login),
      headers: { 'content-type': 'application/json' },
      payload: `${'{"email":'.repeat(depth)}1${'}'.repeat(depth)}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: true, message: 'Validation Errors' });
  });

  it('an unsupported content type is a 415 and a body over 1 MB a 413, both in the error shape', async () => {
    const xml = await t.app.inject({
      method: 'POST',
      url: api(AUTH_PATHS.login),
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ error: true, code: ErrorCode.badRequest });
    const huge = await t.app.inject({
      method: 'POST',
      url: api(AUTH_PATHS.login),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ stage: 1, email: 'a@b.co', password: 'x'.repeat(1_100_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ error: true, code: ErrorCode.badRequest });
  });

  it('the dev mailbox is mounted outside production', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox/api/messages' });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ message: 'Messages', data: expect.any(Array) });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Dev mailbox');
  });
});

describe('exposure defaults', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ encryption: false });
  });
  afterAll(() => t.close());

  const mailboxFor = (env: Record<string, string>) =>
    resolveConfig(readEnvConfig(env), { appSecret: 'x'.repeat(32) }).devMailbox;

  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(readEnvConfig({}).HOST).toBe('127.0.0.1');
    expect(readEnvConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('mounts the dev mailbox by default only in development, in test only when asked, never in production', () => {
    expect(mailboxFor({})).toBe(true);
    expect(mailboxFor({ NODE_ENV: 'development', DEV_MAILBOX: 'false' })).toBe(false);
    expect(mailboxFor({ NODE_ENV: 'test' })).toBe(false);
    expect(mailboxFor({ NODE_ENV: 'test', DEV_MAILBOX: 'true' })).toBe(true);
    expect(mailboxFor({ NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toBe(false);
  });

  it('/docs is for operators: the console sign-in opens it in that browser, signing out or anyone else is refused', async () => {
    // No session, a business's session, a made-up token: the page says how to get in, the document is refused.
    const owner = await login(t, await createBusiness(t));
    for (const cookie of [undefined, `paydesk_ops_docs=${owner.token}`, 'paydesk_ops_docs=not-a-token']) {
      const headers = cookie ? { cookie } : {};
      const page = await t.app.inject({ method: 'GET', url: '/docs', headers });
      expect(page.statusCode).toBe(401);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Sign in to the operator console');
      for (const url of ['/docs/json', '/docs/yaml', '/docs/static/swagger-initializer.js']) {
        const refused = await t.app.inject({ method: 'GET', url, headers });
        expect(refused.statusCode, url).toBe(401);
        expect(refused.body, url).not.toContain(api(AUTH_PATHS.login));
      }
    }
    // The public API's reference stays open to everyone.
    expect((await t.app.inject({ method: 'GET', url: '/developers/api/json' })).statusCode).toBe(200);

    // Signing in sets the cookie, for /docs only and out of scripts' reach; signing out clears it and the session
    // it held no longer opens the page even if the browser kept it.
    const operator = await newOperator(t);
    const { cookie, session, setCookie } = await operatorDocsSession(t, operator);
    expect(setCookie).toMatch(
      /^paydesk_ops_docs=[^;]+; Max-Age=\d+; Path=\/docs; HttpOnly; SameSite=Strict$/,
    );
    expect((await t.app.inject({ method: 'GET', url: '/docs/json', headers: { cookie } })).statusCode).toBe(
      200,
    );
    const out = await t.app.inject({
      method: 'POST',
      url: api(OPS_PATHS.logout),
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/^paydesk_ops_docs=; Max-Age=0; Path=\/docs;/);
    expect((await t.app.inject({ method: 'GET', url: '/docs/json', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });

  it("/docs refuses framing with frame-ancestors 'none' like every other page", async () => {
    const cookie = await operatorDocsCookie(t);
    for (const url of ['/docs', '/docs/static/index.html']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("frame-ancestors 'self'");
    }
  });

  it('API JSON answers, successes and errors alike, carry Cache-Control: no-store', async () => {
    for (const url of ['/health', api(AUTH_PATHS.clientInfo), api('/no/such/route')]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const refused = await t.app.inject({ method: 'POST', url: api(AUTH_PATHS.login), payload: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('NODE_ENV=test without DEV_MAILBOX', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ encryption: false, env: { DEV_MAILBOX: undefined } });
  });
  afterAll(() => t.close());

  it('does not mount the dev mailbox', async () => {
    expect(t.config.devMailbox).toBe(false);
    const response = await t.app.inject({ method: 'GET', url: '/dev/mailbox/api/messages' });
    expect(response.statusCode).toBe(404);
  });
});

describe('NODE_ENV=production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ encryption: false, env: { NODE_ENV: 'production' } });
  });
  afterAll(() => t.close());

  it('does not mount the dev mailbox', async () => {
    expect(t.config.devMailbox).toBe(false);
    for (const url of ['/dev/mailbox/api/messages', '/dev/mailbox']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('still serves health and the sign-in calls', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const forgot = await t.api.send('POST', api(AUTH_PATHS.forgotPassword), { email: 'owner@example.com' });
    expect(forgot.status).toBe(200);
  });
});
