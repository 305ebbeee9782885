import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
