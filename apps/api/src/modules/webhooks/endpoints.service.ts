// The rules of a business's webhook endpoints: create (its URL checked against the SSRF guard, the secret sealed
// and shown once), edit, disable and enable, delete, roll the secret (shown once), send a test event, read the
// delivery log and replay one delivery. Every change is audited with the caller as actor.
import {
  type CreateWebhookRequest,
  createWebhookRequest,
  type UpdateWebhookRequest,
  updateWebhookRequest,
  WEBHOOK_MAX_ENDPOINTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type WebhookDeliveriesQuery,
  type WebhookEndpoint,
  type WebhookWithSecret,
} from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import type { Caller } from '../../http/route-kit.ts';
import { BadRequest, NotFound } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { deliverNow } from './delivery.service.ts';
import { eventRow } from './record-event.ts';
import { sealSecret } from './secret-box.ts';
import { newSigningSecret } from './signing.ts';
import { assertDeliverableUrl } from './url-guard.ts';
import * as q from './webhooks.queries.ts';
import { type WebhooksDeps, webhookTargets } from './webhooks-deps.ts';

const ENDPOINT = 'Webhook endpoint';
const target = (id: string) => ({ type: 'webhook-endpoint', id });

async function lockedEndpoint(tx: Tx, caller: Caller, id: string) {
  const row = await q.findEndpoint(tx, caller.auth.companyId, id, true);
  if (!row) throw new NotFound(ENDPOINT);
  return row;
}

function sealed(deps: WebhooksDeps) {
  const secret = newSigningSecret();
  return {
    secret,
    values: {
      secretCiphertext: sealSecret(deps.config.APP_SECRET, secret),
      secretPrefix: secret.slice(0, 12),
    },
  };
}

export async function listWebhookEndpoints(deps: WebhooksDeps, caller: Caller) {
  return q.listEndpoints(deps.db, caller.auth.companyId);
}

export async function getWebhookEndpoint(deps: WebhooksDeps, caller: Caller, id: string) {
  const found = (await q.listEndpoints(deps.db, caller.auth.companyId)).find((e) => e.id === id);
  if (!found) throw new NotFound(ENDPOINT);
  return found;
}

export async function createWebhookEndpoint(
  deps: WebhooksDeps,
  caller: Caller,
  input: CreateWebhookRequest,
): Promise<WebhookWithSecret> {
  const body = createWebhookRequest.parse(input);
  await assertDeliverableUrl(body.url, webhookTargets(deps.config));
  const { secret, values } = sealed(deps);
  return transact(deps.db, async (tx) => {
    if ((await q.countEndpoints(tx, caller.auth.companyId)) >= WEBHOOK_MAX_ENDPOINTS)
      throw new BadRequest(WEBHOOK_MESSAGES.endpointsLimit);
    const row = await q.insertEndpoint(tx, {
      companyId: caller.auth.companyId,
      url: body.url,
      description: body.description,
      events: body.events,
      createdBy: caller.auth.userId,
      ...values,
    });
    await recordCallerAudit(tx, caller, {
      action: 'webhooks.endpoint.create',
      target: target(row.id),
      outcome: 'success',
      metadata: { url: row.url, events: row.events },
    });
    return { ...q.toEndpoint(row), secret };
  });
}

export async function updateWebhookEndpoint(
  deps: WebhooksDeps,
  caller: Caller,
  id: string,
  input: UpdateWebhookRequest,
): Promise<WebhookEndpoint> {
  const body = updateWebhookRequest.parse(input);
  if (body.url) await assertDeliverableUrl(body.url, webhookTargets(deps.config));
  await transact(deps.db, async (tx) => {
    const row = await lockedEndpoint(tx, caller, id);
    const changes = {
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.events !== undefined ? { events: body.events } : {}),
    };
    await q.updateEndpoint(tx, row, changes);
    await recordCallerAudit(tx, caller, {
      action: 'webhooks.endpoint.update',
      target: target(id),
      outcome: 'success',
      metadata: { before: { url: row.url, events: row.events }, after: changes },
    });
  });
  return getWebhookEndpoint(deps, caller, id);
}

export async function setWebhookEndpointEnabled(
  deps: WebhooksDeps,
  caller: Caller,
  id: string,
  enabled: boolean,
): Promise<WebhookEndpoint> {
  await transact(deps.db, async (tx) => {
    const row = await lockedEndpoint(tx, caller, id);
    await q.updateEndpoint(
      tx,
      row,
      enabled
        ? { status: 'enabled', disabledReason: null, consecutiveFailures: 0 }
        : { status: 'disabled', disabledReason: 'Disabled by a member' },
    );
    await recordCallerAudit(tx, caller, {
      action: enabled ? 'webhooks.endpoint.enable' : 'webhooks.endpoint.disable',
      target: target(id),
      outcome: 'success',
      metadata: { url: row.url },
    });
  });
  return getWebhookEndpoint(deps, caller, id);
}

export async function deleteWebhookEndpoint(deps: WebhooksDeps, caller: Caller, id: string) {
  await transact(deps.db, async (tx) => {
    const row = await lockedEndpoint(tx, caller, id);
    await q.updateEndpoint(tx, row, { deletedAt: new Date(), status: 'disabled', disabledReason: 'Deleted' });
    await recordCallerAudit(tx, caller, {
      action: 'webhooks.endpoint.delete',
      target: target(id),
      outcome: 'success',
      metadata: { url: row.url },
    });
  });
}

export async function rollWebhookSecret(
  deps: WebhooksDeps,
  caller: Caller,
  id: string,
): Promise<WebhookWithSecret> {
  const { secret, values } = sealed(deps);
  await transact(deps.db, async (tx) => {
    const row = await lockedEndpoint(tx, caller, id);
    await q.updateEndpoint(tx, row, values);
    await recordCallerAudit(tx, caller, {
      action: 'webhooks.endpoint.roll-secret',
      target: target(id),
      outcome: 'success',
      metadata: { url: row.url },
    });
  });
  return { ...(await getWebhookEndpoint(deps, caller, id)), secret };
}

export async function sendTestEvent(deps: WebhooksDeps, caller: Caller, id: string) {
  const { endpoint, event } = await transact(deps.db, async (tx) => {
    const endpoint = await lockedEndpoint(tx, caller, id);
    const data = { message: 'A test event from Paydesk', endpointId: id };
    const [event] = await q.insertEvents(tx, [
      eventRow(caller.auth.companyId, id, WEBHOOK_TEST_EVENT, data, false),
    ]);
    await recordCallerAudit(tx, caller, {
      action: 'webhooks.endpoint.test',
      target: target(id),
      outcome: 'success',
      metadata: { url: endpoint.url },
    });
    return { endpoint, event: event! };
  });
  return q.toDelivery(await deliverNow(deps, event, endpoint, 'test'), event.type);
}

export async function listWebhookDeliveries(
  deps: WebhooksDeps,
  caller: Caller,
  id: string,
  query: { page: number; limit: number } & Pick<WebhookDeliveriesQuery, 'outcome' | 'eventType'>,
) {
  const endpoint = await q.findEndpoint(deps.db, caller.auth.companyId, id);
  if (!endpoint) throw new NotFound(ENDPOINT);
  const { docs, totalDocs } = await q.listDeliveries(deps.db, caller.auth.companyId, id, query);
  return {
    docs,
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages: Math.ceil(totalDocs / query.limit),
  };
}

export async function replayWebhookDelivery(
  deps: WebhooksDeps,
  caller: Caller,
  id: string,
  deliveryId: string,
) {
  const { companyId } = caller.auth;
  const endpoint = await q.findEndpoint(deps.db, companyId, id);
  const delivery = endpoint && (await q.findDelivery(deps.db, companyId, id, deliveryId));
  const event = delivery && (await q.findEvent(deps.db, companyId, delivery.eventId));
  if (!endpoint || !event) throw new NotFound('Delivery');
  await transact(deps.db, (tx) =>
    recordCallerAudit(tx, caller, {
      action: 'webhooks.delivery.replay',
      target: target(id),
      outcome: 'success',
      metadata: { deliveryId, eventId: event.id, eventType: event.type },
    }),
  );
  return q.toDelivery(await deliverNow(deps, event, endpoint, 'replay'), event.type);
}
