// The SSRF guard of webhooks (issues 16 and 26): in production mode a URL whose host resolves to a private,
// loopback, link-local, CGNAT or unique-local address — in any IPv6 form — is refused when it is saved, and a
// delivery re-checks the address it connects to (a name re-pointed after saving is refused then). Development and
// tests allow loopback only on the ports named in WEBHOOK_LOOPBACK_PORTS, and the delivery log never shows what a
// loopback address answered.
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
import { isAllowedAddress, isPublicAddress, type WebhookTargets } from '../src/modules/webhooks/url-guard.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, tokenFor } from './helpers/wallet-fixtures.ts';
import { loopbackPortsOf, startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

const production: WebhookTargets = { policy: 'public', loopbackPorts: [4242] };
const development: WebhookTargets = { policy: 'allow-loopback', loopbackPorts: [4242] };

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
    'fe80::1%eth0',
    '::ffff:10.0.0.1',
    '::ffff:a00:1',
    '::ffff:169.254.169.254',
    // IPv6 forms that carry a loopback or private IPv4 (issue 26): IPv4-compatible, 6to4, NAT64, translated, Teredo.
    '::127.0.0.1',
    '::7f00:1',
    '::a00:1',
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2002:c0a8:101::',
    '64:ff9b::7f00:1',
    '64:ff9b::10.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b:1::a00:1',
    '::ffff:0:7f00:1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'fec0::1',
    '::',
  ];
  it('refuses private, link-local, CGNAT and unique-local addresses, and every IPv6 form of one, under both policies', () => {
    for (const address of refusedEverywhere) {
      expect(isAllowedAddress(address, production, 4242), address).toBe(false);
      expect(isAllowedAddress(address, development, 4242), address).toBe(false);
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
  it('refuses loopback in production, and elsewhere allows it only on the ports the developer named', () => {
    for (const address of ['127.0.0.1', '127.8.9.1', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1']) {
      expect(isAllowedAddress(address, production, 4242), address).toBe(false);
      expect(isAllowedAddress(address, development, 4242), address).toBe(true);
      expect(isAllowedAddress(address, development, 5432), address).toBe(false);
      expect(isAllowedAddress(address, { ...development, loopbackPorts: [] }, 4242), address).toBe(false);
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
  it('allows public addresses, and 6to4 and NAT64 addresses of public IPv4 ones, on any port', () => {
    for (const address of [
      '102.89.34.10',
      '8.8.8.8',
      '2a00:1450:4001:81b::200e',
      '::ffff:8.8.8.8',
      '2002:808:808::1',
      '64:ff9b::808:808',
      '64:ff9b::8.8.8.8',
    ]) {
      expect(isAllowedAddress(address, production, 443), address).toBe(true);
      expect(isPublicAddress(address), address).toBe(true);
    }
  });
  it('production mode is always the public policy, whatever WEBHOOK_URL_POLICY says', () => {
    const secrets = { appSecret: 'x'.repeat(40) };
    const production = readEnvConfig({ NODE_ENV: 'production', WEBHOOK_URL_POLICY: 'allow-loopback' });
    expect(resolveConfig(production, secrets).WEBHOOK_URL_POLICY).toBe('public');
    expect(resolveConfig(readEnvConfig({ NODE_ENV: 'development' }), secrets).WEBHOOK_URL_POLICY).toBe(
      'allow-loopback',
    );
  });
  it('names no loopback port unless the developer does, and reads the list they give', () => {
    expect(readEnvConfig({ NODE_ENV: 'development' }).WEBHOOK_LOOPBACK_PORTS).toEqual([]);
    expect(readEnvConfig({ WEBHOOK_LOOPBACK_PORTS: '4242, 9000' }).WEBHOOK_LOOPBACK_PORTS).toEqual([
      4242, 9000,
    ]);
    expect(() => readEnvConfig({ WEBHOOK_LOOPBACK_PORTS: '4242,70000' })).toThrow(/WEBHOOK_LOOPBACK_PORTS/);
    expect(() => readEnvConfig({ WEBHOOK_LOOPBACK_PORTS: 'all' })).toThrow(/WEBHOOK_LOOPBACK_PORTS/);
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
      // IPv6 forms of loopback and private IPv4 addresses (issue 26).
      'http://[::127.0.0.1]/hooks',
      'http://[::ffff:127.0.0.1]:8080/hooks',
      'http://[2002:7f00:1::]/hooks',
      'http://[2002:a9fe:a9fe::]/latest/meta-data',
      'http://[64:ff9b::10.0.0.5]/hooks',
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

describe('outside production (WEBHOOK_URL_POLICY=allow-loopback)', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  let unnamed: WebhookReceiver;
  let token: string;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    unnamed = await startWebhookReceiver();
    t = await startTestApp({
      encryption: false,
      env: { WEBHOOK_URL_POLICY: 'allow-loopback', ...loopbackPortsOf(receiver) },
    });
    token = await tokenFor(t, await createBusiness(t));
  });
  afterAll(async () => {
    await receiver?.close();
    await unnamed?.close();
    await t?.close();
  });

  it('saves a loopback URL only on a port the developer named; any other port is refused, with the setting named', async () => {
    for (const url of [
      unnamed.url,
      `http://localhost:${unnamed.port}/hooks`,
      'http://127.0.0.1:5432/',
      'http://[::1]:6379/',
      'http://localhost/hooks',
    ]) {
      const answer = await t.api.post(
        api(WEBHOOK_PATHS.endpoints),
        { url, events: ['transfer.settled'] },
        { token },
      );
      expect(answer.status, url).toBe(400);
      expect(answer.error.errors?.url, url).toEqual([WEBHOOK_MESSAGES.loopbackPort]);
    }
    const saved = await t.api.post(
      api(WEBHOOK_PATHS.endpoints),
      { url: receiver.url, events: ['transfer.settled'] },
      { token, schema: webhookWithSecretResponse },
    );
    expect(saved.status).toBe(201);
  });

  it("delivers to a named loopback port without echoing the answer's body, and refuses an unnamed one at delivery", async () => {
    const created = await t.api.post(
      api(WEBHOOK_PATHS.endpoints),
      { url: receiver.url, events: ['transfer.settled'] },
      { token, schema: webhookWithSecretResponse },
    );
    const sent = await t.api.post(api(WEBHOOK_PATHS.test(created.data.id)), undefined, {
      token,
      schema: webhookDeliveryResponse,
    });
    expect(sent.data).toMatchObject({ outcome: 'succeeded', statusCode: 200, responseExcerpt: null });
    expect(receiver.received).toHaveLength(1);

    // Re-pointed after saving at a port nobody named: nothing is sent, and the log says only that it was refused.
    await t.server.database.db
      .update(webhookEndpoints)
      .set({ url: unnamed.url })
      .where(eq(webhookEndpoints.id, created.data.id));
    const refused = await t.api.post(api(WEBHOOK_PATHS.test(created.data.id)), undefined, {
      token,
      schema: webhookDeliveryResponse,
    });
    expect(refused.data).toMatchObject({ outcome: 'failed', statusCode: null, responseExcerpt: null });
    expect(refused.data.error).toMatch(/Refused/);
    expect(unnamed.received).toHaveLength(0);
  });
});
