// Webhooks (issue 16): signed deliveries that verify with the recipe the webhooks page prints in Node and Python (and
// docs/webhooks.md repeats; issue 29), retries with
// backoff and then the endpoint disabled with an email to the owner, an event recorded only when its transaction
// commits, replay from the log, and per route: another business's ids 404, non-employer 403, bad input 400 with
// nothing changed. The receiving endpoint is a real HTTP server on loopback (allowed outside production).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  WEBHOOK_HEADERS,
  WEBHOOK_PATHS,
  WEBHOOK_VERIFY_NODE,
  WEBHOOK_VERIFY_PYTHON,
  webhookDeliveriesResponse,
  webhookDeliveryResponse,
  webhookEndpointResponse,
  webhookEndpointsResponse,
  webhookWithSecretResponse,
} from '@paydesk/contracts';
import { auditEvents, messageOutbox, webhookEndpoints, webhookEvents } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordWebhookEvent } from '../src/modules/webhooks/index.ts';
import { createBusiness, type TestMember } from './helpers/fixtures.ts';
import { waitFor } from './helpers/payment-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { api, tokenFor } from './helpers/wallet-fixtures.ts';
import { loopbackPortsOf, startWebhookReceiver, type WebhookReceiver } from './helpers/webhook-receiver.ts';

let t: TestApp;
let receiver: WebhookReceiver;
let owner: TestMember;
let ownerToken: string;
let otherToken: string;
let adminToken: string;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await startTestApp({
    encryption: false,
    env: {
      WEBHOOK_RETRY_SCHEDULE_SECONDS: '1,2',
      WEBHOOK_DISABLE_AFTER_FAILURES: '1',
      WEBHOOK_TIMEOUT_MS: '2000',
      ...loopbackPortsOf(receiver),
    },
  });
  owner = await createBusiness(t, { name: 'Lekki Logistics' });
  ownerToken = await tokenFor(t, owner);
  const admin = await createBusiness(t, { role: 'employer-admin', companyId: owner.companyId });
  adminToken = await tokenFor(t, admin);
  otherToken = await tokenFor(t, await createBusiness(t, { name: 'Other Business' }));
});
afterAll(async () => {
  await receiver?.close();
  await t?.close();
});

const create = (body: Record<string, unknown>, token = ownerToken) =>
  t.api.post(api(WEBHOOK_PATHS.endpoints), body, { token, schema: webhookWithSecretResponse });
const endpointRow = async (id: string) =>
  (await t.server.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;

/** The Node recipe exactly as the webhooks page prints it (and docs/webhooks.md repeats it), loaded as a module. */
async function documentedRecipe(): Promise<(secret: string, raw: string, header: string) => boolean> {
  const doc = readFileSync(path.resolve(import.meta.dirname, '../../../docs/webhooks.md'), 'utf8');
  const block = /<!-- verify-recipe:start -->\s*```js\n([\s\S]*?)```/.exec(doc)?.[1];
  expect(block, 'docs/webhooks.md repeats the page’s Node recipe').toBe(WEBHOOK_VERIFY_NODE);
  const file = path.join(tmpdir(), `paydesk-webhook-recipe-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, WEBHOOK_VERIFY_NODE);
  return (await import(pathToFileURL(file).href)).verifyPaydeskSignature;
}

/** Machines without python3 (the npm-only setup) check the Node recipe only. */
const hasPython = spawnSync('python3', ['--version']).status === 0;

/** The Python recipe exactly as the webhooks page prints it, run by python3 on the raw body's bytes. */
function pythonRecipe(secret: string, rawBody: string, header: string): boolean {
  const file = path.join(tmpdir(), `paydesk_webhook_recipe_${process.pid}.py`);
  writeFileSync(
    file,
    `${WEBHOOK_VERIFY_PYTHON}\nimport sys\nprint(verify_paydesk_signature(sys.argv[1], sys.stdin.buffer.read(), sys.argv[2]))\n`,
  );
  return execFileSync('python3', [file, secret, header], { input: rawBody }).toString().trim() === 'True';
}

describe('webhook endpoints', () => {
  it('creates an endpoint whose secret is shown once, stored encrypted, and signs a test delivery the documented recipe verifies', async () => {
    const created = await create({
      url: receiver.url,
      description: 'Ledger sync',
      events: ['transfer.settled', 'wallet.funded'],
    });
    expect(created.status).toBe(201);
    const { secret, id } = created.data;
    expect(secret).toMatch(/^whsec_/);
    const stored = await endpointRow(id);
    expect(stored.secretCiphertext).not.toContain(secret);
    const listed = await t.api.get(api(WEBHOOK_PATHS.endpoints), {
      token: ownerToken,
      schema: webhookEndpointsResponse,
    });
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    receiver.answer(200);
    const before = receiver.received.length;
    const test = await t.api.post(api(WEBHOOK_PATHS.test(id)), undefined, {
      token: ownerToken,
      schema: webhookDeliveryResponse,
    });
    expect(test.data).toMatchObject({ outcome: 'succeeded', statusCode: 200, trigger: 'test', attempt: 1 });
    const delivery = receiver.received[before]!;
    expect(delivery.headers['paydesk-event']).toBe('webhook.test');
    expect(delivery.headers['paydesk-delivery']).toBe(test.data.id);
    const header = String(delivery.headers[WEBHOOK_HEADERS.signature.toLowerCase()]);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const verify = await documentedRecipe();
    expect(verify(secret, delivery.rawBody, header)).toBe(true);
    expect(verify(secret, delivery.rawBody.replace('test', 'tost'), header)).toBe(false);
    expect(verify('whsec_wrong', delivery.rawBody, header)).toBe(false);
    if (hasPython) {
      expect(pythonRecipe(secret, delivery.rawBody, header)).toBe(true);
      expect(pythonRecipe(secret, delivery.rawBody.replace('test', 'tost'), header)).toBe(false);
      expect(pythonRecipe('whsec_wrong', delivery.rawBody, header)).toBe(false);
    }

    // Rolling the secret: the new one is shown once and signs from now on; the old one no longer verifies.
    const rolled = await t.api.post(api(WEBHOOK_PATHS.rollSecret(id)), undefined, {
      token: ownerToken,
      schema: webhookWithSecretResponse,
    });
    expect(rolled.data.secret).not.toBe(secret);
    await t.api.post(api(WEBHOOK_PATHS.test(id)), undefined, { token: ownerToken });
    const next = receiver.received.at(-1)!;
    const nextHeader = String(next.headers['paydesk-signature']);
    expect(verify(rolled.data.secret, next.rawBody, nextHeader)).toBe(true);
    expect(verify(secret, next.rawBody, nextHeader)).toBe(false);
  });

  it('records an event only when its transaction commits: a rolled-back change delivers nothing', async () => {
    const { id } = (await create({ url: receiver.url, events: ['payroll.completed'] })).data;
    const db = t.server.database.db;
    await expect(
      db.transaction(async (tx) => {
        await recordWebhookEvent(tx, owner.companyId, 'payroll.completed', { id: 'rolled-back' });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await db.select().from(webhookEvents).where(eq(webhookEvents.endpointId, id))).toHaveLength(0);

    receiver.answer(200);
    await db.transaction((tx) =>
      recordWebhookEvent(tx, owner.companyId, 'payroll.completed', { id: 'committed' }),
    );
    const delivered = await waitFor(
      async () => receiver.received.filter((r) => r.rawBody.includes('"committed"')),
      (found) => found.length === 1,
    );
    expect(delivered[0]!.headers['paydesk-event']).toBe('payroll.completed');
    expect(receiver.received.some((r) => r.rawBody.includes('rolled-back'))).toBe(false);
    // The attempt is recorded once the answer is in (a moment after the receiver saw the request).
    const [event] = await waitFor(
      () => db.select().from(webhookEvents).where(eq(webhookEvents.endpointId, id)),
      (rows) => rows[0]?.status !== 'pending',
    );
    expect(event).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });
  });

  it('retries a failing endpoint with backoff, then disables it and emails the owner; a replay from the log succeeds', async () => {
    const { id } = (await create({ url: receiver.url, events: ['approval.decided'] })).data;
    receiver.answer(500);
    const before = receiver.received.length;
    await t.server.database.db.transaction((tx) =>
      recordWebhookEvent(tx, owner.companyId, 'approval.decided', { id: 'req-1', decision: 'approved' }),
    );
    const disabled = await waitFor(
      () => endpointRow(id),
      (row) => row.status === 'disabled',
      20_000,
    );
    expect(disabled.disabledReason).toMatch(/failed every attempt/);
    // Three attempts: the first, then after 1 s and 2 s (WEBHOOK_RETRY_SCHEDULE_SECONDS=1,2).
    const attempts = receiver.received.slice(before).filter((r) => r.rawBody.includes('req-1'));
    expect(attempts).toHaveLength(3);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(1900);
    const ids = new Set(attempts.map((a) => a.headers['paydesk-delivery']));
    expect(ids.size).toBe(3);

    const log = await t.api.get(`${api(WEBHOOK_PATHS.deliveries(id))}?outcome=failed`, {
      token: ownerToken,
      schema: webhookDeliveriesResponse,
    });
    expect(log.data.totalDocs).toBe(3);
    expect(log.data.docs.map((d) => d.attempt)).toEqual([3, 2, 1]);
    expect(log.data.docs[0]).toMatchObject({
      statusCode: 500,
      eventType: 'approval.decided',
      nextAttemptAt: null,
    });
    expect(log.data.docs[2]!.nextAttemptAt).not.toBeNull();

    const mail = await waitFor(
      () =>
        t.server.database.db
          .select()
          .from(messageOutbox)
          .where(
            and(
              eq(messageOutbox.toAddress, owner.email),
              eq(messageOutbox.template, 'webhooks.endpoint-disabled'),
            ),
          ),
      (rows) => rows.length === 1,
    );
    expect(mail[0]!.textBody).toContain(receiver.url);
    const [audit] = await t.server.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.targetId, id), eq(auditEvents.action, 'webhooks.endpoint.auto-disable')));
    expect(audit).toBeDefined();

    receiver.answer(200);
    const replay = await t.api.post(api(WEBHOOK_PATHS.replay(id, log.data.docs[0]!.id)), undefined, {
      token: ownerToken,
      schema: webhookDeliveryResponse,
    });
    expect(replay.data).toMatchObject({
      outcome: 'succeeded',
      statusCode: 200,
      trigger: 'replay',
      attempt: 4,
    });
    expect(receiver.received.at(-1)!.rawBody).toContain('req-1');

    const enabled = await t.api.post(api(WEBHOOK_PATHS.enable(id)), undefined, {
      token: ownerToken,
      schema: webhookEndpointResponse,
    });
    expect(enabled.data).toMatchObject({ status: 'enabled', consecutiveFailures: 0, disabledReason: null });
  });
});

describe('webhook routes: tenancy, roles and bad input', () => {
  let id: string;
  let deliveryId: string;
  beforeAll(async () => {
    receiver.answer(200);
    id = (await create({ url: receiver.url, events: ['transfer.failed'] })).data.id;
    deliveryId = (
      await t.api.post(api(WEBHOOK_PATHS.test(id)), undefined, {
        token: ownerToken,
        schema: webhookDeliveryResponse,
      })
    ).data.id;
  });

  const routes = () =>
    [
      ['GET', WEBHOOK_PATHS.endpoint(id), undefined],
      ['PATCH', WEBHOOK_PATHS.endpoint(id), { description: 'Changed' }],
      ['DELETE', WEBHOOK_PATHS.endpoint(id), undefined],
      ['POST', WEBHOOK_PATHS.disable(id), undefined],
      ['POST', WEBHOOK_PATHS.enable(id), undefined],
      ['POST', WEBHOOK_PATHS.rollSecret(id), undefined],
      ['POST', WEBHOOK_PATHS.test(id), undefined],
      ['GET', WEBHOOK_PATHS.deliveries(id), undefined],
      ['POST', WEBHOOK_PATHS.replay(id, deliveryId), undefined],
    ] as const;

  it("answers 404 for another business's endpoint on every route, and changes nothing", async () => {
    const before = await endpointRow(id);
    for (const [method, route, body] of routes()) {
      const answer = await t.api.send(method, api(route), body, { token: otherToken });
      expect(answer.status, `${method} ${route}`).toBe(404);
    }
    expect(await endpointRow(id)).toEqual(before);
  });

  it('answers 403 to an employer-admin on every route, the list and create included', async () => {
    const all = [
      ['GET', WEBHOOK_PATHS.endpoints, undefined],
      ['POST', WEBHOOK_PATHS.endpoints, { url: receiver.url, events: ['transfer.failed'] }],
      ...routes(),
    ] as const;
    for (const [method, route, body] of all) {
      const answer = await t.api.send(method, api(route), body, { token: adminToken });
      expect(answer.status, `${method} ${route}`).toBe(403);
    }
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    const count = async () =>
      (
        await t.server.database.db
          .select()
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.companyId, owner.companyId))
      ).length;
    const endpoints = await count();
    for (const body of [
      { url: 'ftp://example.com/hooks', events: ['transfer.failed'] },
      { url: 'not a url', events: ['transfer.failed'] },
      { url: receiver.url, events: [] },
      { url: receiver.url, events: ['payroll.exploded'] },
      { url: 'http://user:pass@example.com/', events: ['transfer.failed'] },
    ]) {
      const answer = await create(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(endpoints);

    const before = await endpointRow(id);
    for (const body of [{ url: 'javascript:alert(1)' }, { events: [] }, {}]) {
      const answer = await t.api.patch(api(WEBHOOK_PATHS.endpoint(id)), body, { token: ownerToken });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await endpointRow(id)).toEqual(before);
    const notUuid = await t.api.get(api(WEBHOOK_PATHS.endpoint('nope')), { token: ownerToken });
    expect(notUuid.status).toBe(400);
  });

  it('edits, disables and deletes an endpoint, each audited', async () => {
    const edited = await t.api.patch(
      api(WEBHOOK_PATHS.endpoint(id)),
      { events: ['transfer.failed', 'transfer.settled'], description: 'Both outcomes' },
      { token: ownerToken, schema: webhookEndpointResponse },
    );
    expect(edited.data).toMatchObject({
      events: ['transfer.failed', 'transfer.settled'],
      description: 'Both outcomes',
    });
    const disabled = await t.api.post(api(WEBHOOK_PATHS.disable(id)), undefined, {
      token: ownerToken,
      schema: webhookEndpointResponse,
    });
    expect(disabled.data.status).toBe('disabled');
    expect((await t.api.delete(api(WEBHOOK_PATHS.endpoint(id)), { token: ownerToken })).status).toBe(200);
    expect((await t.api.get(api(WEBHOOK_PATHS.endpoint(id)), { token: ownerToken })).status).toBe(404);
    const actions = (
      await t.server.database.db.select().from(auditEvents).where(eq(auditEvents.targetId, id))
    ).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'webhooks.endpoint.create',
        'webhooks.endpoint.test',
        'webhooks.endpoint.update',
        'webhooks.endpoint.disable',
        'webhooks.endpoint.delete',
      ]),
    );
  });
});
