import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PRERENDER_SUPPORT_EMAIL_SLOT } from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
const dist = mkdtempSync(path.join(os.tmpdir(), 'paydesk-dist-'));

beforeAll(async () => {
  t = await startTestApp({
    env: { WEB_DIST_DIR: dist, HOST_KIND: 'staging', SUPPORT_EMAIL: 'help@paydesk.test' },
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('serving the web app', () => {
  it('answers 503 with a hint before the app is built, then serves a build made while running', async () => {
    expect((await get('/login')).statusCode).toBe(503);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Paydesk</title>');
    const page = await get('/login');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<title>Paydesk</title>');
    expect((await get('/')).body).toContain('<title>Paydesk</title>');
    expect((await get('/payroll/123/run')).statusCode).toBe(200);
  });

  it('never answers a missing hashed asset with the app HTML', async () => {
    const res = await get('/assets/index-deadbeef.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });

  it('serves the runtime configuration as a script, uncached', async () => {
    const res = await get('/config.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const config = JSON.parse(res.body.replace(/^window\.__PAYDESK_CONFIG__ = /, '').replace(/;\s*$/, ''));
    expect(config).toMatchObject({
      apiBaseUrl: '/api',
      hostKind: 'staging',
      supportEmail: 'help@paydesk.test',
      idleTimeoutMs: 600000,
      idlePromptMs: 60000,
    });
    expect(config.payloadEncryptionKey).toMatch(/^[0-9a-f]{64}$/);
    expect(config.siteUrl).toMatch(/^https?:\/\/\S+$/);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
  });
});

describe('serving the built app compressed (issue 30)', () => {
  const html = '<!doctype html><title>Paydesk</title><script src="/assets/app-abc123.js"></script>';
  const js = `console.log(${JSON.stringify('paydesk '.repeat(400))});\n`;
  const font = Buffer.from('wOF2 pretend font bytes');
  const decode = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
    const encoding = res.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
    if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
    return res.rawPayload.toString();
  };
  const fetchAs = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  beforeAll(() => {
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    // What the build writes: each text file with its brotli and gzip copies beside it; fonts as they are.
    for (const [name, text] of [
      ['index.html', html],
      ['assets/app-abc123.js', js],
    ] as const) {
      writeFileSync(path.join(dist, name), text);
      writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
    }
    writeFileSync(path.join(dist, 'assets/inter-abc123.woff2'), font);
  });

  it('sends a hashed script as brotli, or gzip, by Accept-Encoding, cached for a year, varying on it', async () => {
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await fetchAs('/assets/app-abc123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(res.headers['content-length'])).toBeLessThan(js.length / 4);
      expect(decode(res)).toBe(js);
    }
  });

  it('sends the plain file, still varying on Accept-Encoding, to a client that accepts neither', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await fetchAs('/assets/app-abc123.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body).toBe(js);
    }
  });

  it('sends a file without compressed copies (a font) as it is', async () => {
    const res = await fetchAs('/assets/inter-abc123.woff2', 'gzip, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(font)).toBe(true);
  });

  it('sends the app HTML compressed, uncached, with the CSP that forbids framing', async () => {
    for (const [url, accept, expected] of [
      ['/login', 'gzip, deflate, br', 'br'],
      ['/', 'gzip', 'gzip'],
      ['/payroll/123/run', 'br', 'br'],
    ] as const) {
      const res = await fetchAs(url, accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(decode(res)).toBe(html);
    }
  });

  it('sends /config.js compressed, uncached, varying on Accept-Encoding', async () => {
    const plain = await fetchAs('/config.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await fetchAs('/config.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(decode(res)).toBe(plain.body);
    }
  });

  // The build prerenders /login (apps/web/build/prerender.ts) with a slot for the support address.
  it('sends the prerendered /login with this server’s support address, and never the file itself', async () => {
    const file = path.join(dist, 'prerendered', 'login.html');
    mkdirSync(path.dirname(file), { recursive: true });
    const page = (heading: string) =>
      `<!doctype html><div id="root"><h2>${heading}</h2><a href="mailto:${PRERENDER_SUPPORT_EMAIL_SLOT}">${PRERENDER_SUPPORT_EMAIL_SLOT}</a></div>`;
    writeFileSync(file, page('Welcome back'));
    for (const [accept, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const res = await fetchAs('/login', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(expected);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(decode(res)).toBe(
        '<!doctype html><div id="root"><h2>Welcome back</h2><a href="mailto:help@paydesk.test">help@paydesk.test</a></div>',
      );
    }
    // Other routes keep the plain app HTML; the file is not served under its own name.
    expect(decode(await fetchAs('/payroll/123/run', 'br'))).toBe(html);
    const direct = await fetchAs('/prerendered/login.html', 'br');
    expect(decode(direct)).not.toContain('Welcome back');
    // A new build is read again.
    writeFileSync(file, page('Log in again'));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(decode(await fetchAs('/login', 'br'))).toContain('<h2>Log in again</h2>');
    rmSync(file);
    expect(decode(await fetchAs('/login', 'br'))).toBe(html);
  });
});
