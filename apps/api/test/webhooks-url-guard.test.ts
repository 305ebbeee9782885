// The SSRF guard of webhooks (issue 16): in production mode a URL whose host resolves to a private, loopback,
// link-local, CGNAT or unique-local address is refused when it is saved, and a delivery re-checks the address it
// connects to (a name re-pointed after saving is refused then). Development and tests allow loopback only.
import {
  WEBHOOK_MESSAGES,
  WEBHOOK_PATHS,
  webhookDeliveryResponse,
  webhookWithSecretResponse,
} from '@paydesk/contracts';
import { webhookEndpoints } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnvConfig, resolveConfig } from '../src/config.ts';
import { isAllowedAddress } from '../src/modules/webhooks/url-guard.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, tokenFor } from './helpers/wallet-fixtures.ts';
import { startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

describe('addresses a webhook may reach', () => {
  const refusedEverywhere = [
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.10',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    'fd00::1',
    'fe80::1',
    '::ffff:10.0.0.1',
    '::ffff:169.254.169.254',
  ];
  it('refuses private, link-local, CGNAT and unique-local addresses under both policies', () => {
    for (const address of refusedEverywhere) {
      expect(isAllowedAddress(address, 'public'), address).toBe(false);
      expect(isAllowedAddress(address, 'allow-loopback'), address).toBe(false);
    }
  });
  it('refuses loopback in production and allows it in development', () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1']) {
      expect(isAllowedAddress(address, 'public'), address).toBe(false);
      expect(isAllowedAddress(address, 'allow-loopback'), address).toBe(true);
    }
  });
  it('allows public addresses', () => {
    for (const address of ['102.89.34.10', '8.8.8.8', '2a00:1450:4001:81b::200e'])
      expect(isAllowedAddress(address, 'public'), address).toBe(true);
  });
  it('production mode is always the public policy, whatever WEBHOOK_URL_POLICY says', () => {
    const secrets = { appSecret: 'x'.repeat(40) };
    const production = readEnvConfig({ NODE_ENV: 'production', WEBHOOK_URL_POLICY: 'allow-loopback' });
    expect(resolveConfig(production, secrets).WEBHOOK_URL_POLICY).toBe('public');
    expect(resolveConfig(readEnvConfig({ NODE_ENV: 'development' }), secrets).WEBHOOK_URL_POLICY).toBe(
      'allow-loopback',
    );
  });
});

describe('in production mode (WEBHOOK_URL_POLICY=public)', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let owner: TestMember;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp({ encryption: false, env: { WEBHOOK_URL_POLICY: 'public' } });
    receiver = await startWebhookReceiver();
    owner = await createBusiness(t);
    token = await tokenFor(t, owner);
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it('refuses to save a URL pointing at a private, loopback or link-local address, and saves nothing', async () => {
    for (const url of [
      receiver.url,
      'http://localhost:8080/hooks',
      'http://10.0.0.5/hooks',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]:9000/hooks',
      'https://[fd12:3456::1]/hooks',
      'http://100.64.1.1/hooks',
    ]) {
      const answer = await t.api.post(
        api(WEBHOOK_PATHS.endpoints),
        { url, events: ['transfer.settled'] },
        { token },
      );
      expect(answer.status, url).toBe(400);
      expect(answer.error.errors?.url).toEqual([WEBHOOK_MESSAGES.privateUrl]);
    }
    const saved = await t.server.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, owner.companyId));
    expect(saved).toHaveLength(0);
  });

  it('re-checks the address at delivery: a URL that became private after saving gets nothing sent', async () => {
    // Saved while it pointed somewhere public, then re-pointed (DNS rebinding): written here straight to the table.
    const created = await t.api.post(
      api(WEBHOOK_PATHS.endpoints),
      { url: 'https://93.184.215.14/hooks', events: ['transfer.settled'] },
      { token, schema: webhookWithSecretResponse },
    );
    expect(created.status).toBe(201);
    await t.server.database.db
      .update(webhookEndpoints)
      .set({ url: receiver.url.replace('127.0.0.1', 'localhost') })
      .where(eq(webhookEndpoints.id, created.data.id));
    const test = await t.api.post(api(WEBHOOK_PATHS.test(created.data.id)), undefined, {
      token,
      schema: webhookDeliveryResponse,
    });
    expect(test.data).toMatchObject({ outcome: 'failed', statusCode: null });
    expect(test.data.error).toMatch(/Refused/);
    expect(receiver.received).toHaveLength(0);
  });
});
