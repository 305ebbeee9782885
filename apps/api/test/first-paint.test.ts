// The first paint of a signed-in page (issue 30): the stored session's dashboard drawn with the web build's server
// entry (npm test builds the web app before this suite) and the member's own reads, answered by
// POST /api/web/first-paint or inside the dashboard's HTML when the first-paint cookie holds the stored state.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, deflateRawSync } from 'node:zlib';
import { PROFILE_PATHS, sessionProfileResponse } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMBEDDED_ATTRIBUTE,
  EMBEDDED_ID,
  FIRST_PAINT_COOKIE,
  firstPaintDigest,
} from '../src/plugins/first-paint.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

const dist = fileURLToPath(new URL('../../web/dist', import.meta.url));
let t: TestApp;

beforeAll(async () => {
  if (!existsSync(path.join(dist, 'server/first-paint.mjs')))
    throw new Error('the web app is not built: run `npm run build` (npm test builds it before this suite)');
  t = await startTestApp({ env: { WEB_DIST_DIR: dist } });
  // The first draw after a start also loads the worker and the web build (~5.7 MB): on a loaded machine that can
  // pass the 3 s a draw is given (the answer is then 204 and the browser draws the page). Loaded here once, unasserted.
  const warm = await walletOwner(t, { balance: 1_00 });
  await firstPaint(warm.token, await storedSession(warm));
});
afterAll(async () => t?.close());

/** What the web app keeps in local storage for this owner, as its session store writes it. */
async function storedSession(owner: WalletOwner, token = owner.token) {
  const profile = await t.api.get(api(PROFILE_PATHS.profile), { token, schema: sessionProfileResponse });
  expect(profile.status).toBe(200);
  const state = {
    loggedIn: true,
    data: { token, refreshToken: 'not-used', tokenExpiry: Date.now() + 3_600_000, name: 'Owner' },
    ...profile.data,
    mainAccount: null,
    alias: false,
    employerList: [],
  };
  return JSON.stringify({ state, version: 1 });
}

function firstPaint(token: string | undefined, session: string, acceptEncoding = 'br') {
  return t.app.inject({
    method: 'POST',
    url: '/api/web/first-paint',
    headers: {
      'content-type': 'application/json',
      'accept-encoding': acceptEncoding,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: {
      pathname: '/dashboard',
      session,
      preferences: null,
      onboarding: null,
      viewport: { desktop: true, phone: false },
    },
  });
}

describe('the first paint of the dashboard', () => {
  it("draws the owner's dashboard with its reads, compressed", async () => {
    const owner = await walletOwner(t, { name: 'Kola Bakeries Ltd', balance: 1_234_567_89 });
    const res = await firstPaint(owner.token, await storedSession(owner));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-store');
    const paint = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as {
      html: string;
      state: { queries: { queryKey: unknown[]; state: { status: string } }[] };
    };
    expect(paint.html).toContain('Kola Bakeries Ltd');
    expect(paint.html).toContain('Total wallet balance');
    expect(paint.html).toContain('₦1,234,567.89');
    // The desktop's sidebar, as the browser said it would draw it.
    expect(paint.html).toContain('data-testid="sidebar"');
    const keys = paint.state.queries.map((q) => JSON.stringify(q.queryKey));
    expect(keys).toEqual(expect.arrayContaining(['["wallets","dashboard"]', '["session","profile"]']));
    expect(paint.state.queries.every((q) => q.state.status === 'success')).toBe(true);
  });

  it("draws only the signed-in member's business", async () => {
    const a = await walletOwner(t, { name: 'Adaeze Textiles Ltd', balance: 50_000_00 });
    const b = await walletOwner(t, { name: 'Bayo Logistics Ltd', balance: 70_000_00 });
    const res = await firstPaint(b.token, await storedSession(b), 'identity');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Bayo Logistics Ltd');
    expect(res.body).not.toContain(a.companyId);
    expect(res.body).not.toContain('Adaeze Textiles Ltd');
  });

  it('refuses a request without a session, and a stored session that is not the signed-in one', async () => {
    const a = await walletOwner(t, { balance: 10_000_00 });
    const b = await walletOwner(t, { balance: 10_000_00 });
    expect((await firstPaint(undefined, await storedSession(a))).statusCode).toBe(401);
    const mixed = await firstPaint(b.token, await storedSession(a), 'identity');
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({ error: true });
  });

  it('answers 204 for a page it does not draw: the browser draws it', async () => {
    const owner = await walletOwner(t, { balance: 10_000_00 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/web/first-paint',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
      payload: {
        pathname: '/people/employees',
        session: await storedSession(owner),
        preferences: null,
        onboarding: null,
      },
    });
    expect(res.statusCode).toBe(204);
  });

  it("serves the app's HTML with a CSP that allows its inline boot script by hash and no other", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    const script = /<script data-first-paint(?:="")?>([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    expect(script).toBeDefined();
    // The stylesheets the boot script links with the dashboard's paint are files of the build.
    const styles = script!.match(/\/assets\/[\w-]+\.css/g) ?? [];
    expect(styles.length).toBeGreaterThan(0);
    for (const href of styles) expect(existsSync(path.join(dist, href))).toBe(true);
    // The boot script, compiled on its own, names the cookie, the attribute and the script id as this API does.
    for (const name of [FIRST_PAINT_COOKIE.name, FIRST_PAINT_COOKIE.path, EMBEDDED_ATTRIBUTE, EMBEDDED_ID])
      expect(script).toContain(`"${name}"`);
    const hash = createHash('sha256').update(script!).digest('base64');
    const csp = String(res.headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    const login = await t.app.inject({ method: 'GET', url: '/login' });
    expect(String(login.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });
});

/** The cookie the web app writes (app/first-paint-cookie.ts): the stored state as JSON, deflated, base64url. */
function paintCookie(stored: object) {
  return `paydesk_first_paint=${deflateRawSync(JSON.stringify(stored)).toString('base64url')}`;
}

async function dashboardHtml(cookie: string | undefined, url = '/dashboard') {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) },
  });
  const body =
    res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
  const embedded = /<script type="application\/json" id="paydesk-first-paint">([\s\S]*?)<\/script>/.exec(
    body,
  )?.[1];
  return { res, body, paint: embedded ? (JSON.parse(embedded) as Record<string, unknown>) : undefined };
}

describe("the dashboard's HTML with its first paint", () => {
  it('carries the paint drawn from the stored state the cookie holds, never cached', async () => {
    const owner = await walletOwner(t, { name: 'Chika Foods Ltd', balance: 2_500_000_00 });
    const stored = {
      session: await storedSession(owner),
      preferences: null,
      onboarding: null,
      viewport: { desktop: false, phone: true },
    };
    const { res, body, paint } = await dashboardHtml(paintCookie(stored));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(String(res.headers.vary)).toContain('cookie');
    expect(body).toMatch(/<html data-first-paint-embedded /);
    expect(paint).toMatchObject({ pathname: '/dashboard', digest: firstPaintDigest(stored) });
    const html = String(paint!.html);
    expect(html).toContain('Chika Foods Ltd');
    expect(html).toContain('₦2,500,000.00');
    // Drawn for the phone the browser said it is: no sidebar.
    expect(html).not.toContain('data-testid="sidebar"');
    // No markup can end the JSON script early, and the page's stylesheets are linked in its head.
    expect(body.split('</script>').length).toBe(body.split('<script').length);
    const head = body.slice(0, body.indexOf('</head>'));
    for (const href of head.match(/<link rel="stylesheet" crossorigin href="(\/assets\/[\w-]+\.css)">/g) ??
      [])
      expect(existsSync(path.join(dist, /href="([^"]+)"/.exec(href)![1]!))).toBe(true);
    // The same CSP as the built page: the boot script by its hash, and no other inline script runs.
    const plain = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    // A HEAD with the same cookie is answered as the built page, without a draw.
    expect(res.headers['server-timing']).toMatch(/^draw;dur=/);
    const headOnly = await t.app.inject({
      method: 'HEAD',
      url: '/dashboard',
      headers: { cookie: paintCookie(stored) },
    });
    expect(headOnly.statusCode).toBe(200);
    expect(headOnly.headers['server-timing']).toBeUndefined();
    expect(headOnly.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  });

  it("draws only the business of the cookie's session, and nothing for a session the API refuses", async () => {
    const a = await walletOwner(t, { name: 'Dapo Farms Ltd', balance: 10_000_00 });
    const b = await walletOwner(t, { name: 'Efe Motors Ltd', balance: 10_000_00 });
    const viewport = { desktop: true, phone: false };
    const drawn = await dashboardHtml(
      paintCookie({ session: await storedSession(b), preferences: null, onboarding: null, viewport }),
    );
    expect(String(drawn.paint?.html)).toContain('Efe Motors Ltd');
    expect(drawn.body).not.toContain('Dapo Farms Ltd');
    expect(drawn.body).not.toContain(a.companyId);
    // a's stored state with a token that is not a session: the built page, no paint, nothing of a's.
    const forged = JSON.stringify({
      ...JSON.parse(await storedSession(a)),
      state: {
        ...JSON.parse(await storedSession(a)).state,
        data: { token: 'forged', tokenExpiry: Date.now() + 60_000 },
      },
    });
    const refused = await dashboardHtml(
      paintCookie({ session: forged, preferences: null, onboarding: null, viewport }),
    );
    expect(refused.res.statusCode).toBe(200);
    expect(refused.paint).toBeUndefined();
    expect(refused.body).not.toMatch(/<html data-first-paint-embedded/);
    expect(refused.body).not.toContain('₦10,000.00');
  });

  it('serves the built page for no cookie, a bad one, a query or another path', async () => {
    const owner = await walletOwner(t, { balance: 10_000_00 });
    const stored = {
      session: await storedSession(owner),
      preferences: null,
      onboarding: null,
      viewport: { desktop: true, phone: false },
    };
    const bomb = `paydesk_first_paint=${deflateRawSync(Buffer.alloc(10_000_000, 32)).toString('base64url')}`;
    for (const [cookie, url] of [
      [undefined, '/dashboard'],
      ['paydesk_first_paint=not-deflated', '/dashboard'],
      [paintCookie({ ...stored, viewport: undefined }), '/dashboard'],
      [bomb, '/dashboard'],
      [paintCookie(stored), '/dashboard?tab=week'],
    ] as const) {
      const { res, paint, body } = await dashboardHtml(cookie, url);
      expect(res.statusCode).toBe(200);
      expect(paint).toBeUndefined();
      expect(body).toContain('<div id="root"></div>');
    }
  });
});
