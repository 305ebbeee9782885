// Delivering the outbox: each due event is leased, POSTed signed to its endpoint and its attempt logged. A failure
// is retried on the configured schedule (1 min, 5 min, 30 min, 2 h, 6 h by default); an event that fails its last
// attempt counts against the endpoint, and after WEBHOOK_DISABLE_AFTER_FAILURES such events in a row the endpoint
// is disabled and the owner emailed. A success resets the count. Replays and test events are sent at once.
import { WEBHOOK_HEADERS } from '@paydesk/contracts';
import type { Tx } from '@paydesk/db';
import { type AfterCommit, transact } from '../../lib/transaction.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import { layout } from '../../platform/mail/templates.ts';
import { openSecret } from './secret-box.ts';
import { postJson, type SendResult } from './send-request.ts';
import { signatureHeader } from './signing.ts';
import * as q from './webhooks.queries.ts';
import { WEBHOOK_JOBS, type WebhooksDeps, webhookTargets } from './webhooks-deps.ts';

const succeeded = (result: SendResult) =>
  result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;

async function send(deps: WebhooksDeps, event: q.EventRow, endpoint: q.EndpointRow, deliveryId: string) {
  const body = JSON.stringify(event.payload);
  const secret = openSecret(deps.config.APP_SECRET, endpoint.secretCiphertext);
  return postJson(
    endpoint.url,
    body,
    {
      [WEBHOOK_HEADERS.signature]: signatureHeader(secret, body, Math.floor(Date.now() / 1000)),
      [WEBHOOK_HEADERS.event]: event.type,
      [WEBHOOK_HEADERS.delivery]: deliveryId,
      'user-agent': 'Paydesk-Webhooks/1.0',
    },
    { timeoutMs: deps.config.WEBHOOK_TIMEOUT_MS, targets: webhookTargets(deps.config) },
  );
}

function deliveryValues(event: q.EventRow, id: string, attempt: number, result: SendResult) {
  return {
    companyId: event.companyId,
    id,
    eventId: event.id,
    endpointId: event.endpointId,
    attempt,
    outcome: succeeded(result) ? ('succeeded' as const) : ('failed' as const),
    statusCode: result.statusCode,
    responseExcerpt: result.responseExcerpt,
    durationMs: result.durationMs,
    error: result.error ?? (succeeded(result) ? null : `The endpoint answered ${result.statusCode}`),
  };
}

async function markSucceeded(tx: Tx, event: q.EventRow, attempt: number, statusCode: number | null) {
  await q.updateEvent(tx, event, {
    status: 'delivered',
    attempts: attempt,
    lastStatusCode: statusCode,
    deliveredAt: new Date(),
    nextAttemptAt: null,
  });
  await q.updateEndpoint(
    tx,
    { companyId: event.companyId, id: event.endpointId },
    { consecutiveFailures: 0 },
  );
}

/** The event failed its last attempt: count it, and disable the endpoint when too many failed in a row. */
async function countFailedEvent(deps: WebhooksDeps, tx: Tx, afterCommit: AfterCommit, event: q.EventRow) {
  const endpoint = await q.addEndpointFailure(tx, event);
  const limit = deps.config.WEBHOOK_DISABLE_AFTER_FAILURES;
  if (endpoint?.status !== 'enabled' || endpoint.consecutiveFailures < limit) return;
  const reason = `Disabled after ${endpoint.consecutiveFailures} events in a row failed every attempt`;
  await q.updateEndpoint(tx, endpoint, { status: 'disabled', disabledReason: reason });
  await recordAudit(tx, {
    companyId: endpoint.companyId,
    actor: { type: 'system', label: 'Webhooks' },
    action: 'webhooks.endpoint.auto-disable',
    target: { type: 'webhook-endpoint', id: endpoint.id },
    outcome: 'failure',
    metadata: { url: endpoint.url, failures: endpoint.consecutiveFailures },
  });
  const link = `${deps.config.PUBLIC_URL}/settings/integrations/webhooks`;
  for (const owner of await deps.ownerContacts(tx, endpoint.companyId)) {
    const lines = [
      `Hello ${owner.firstName},`,
      `We stopped sending events to your webhook endpoint ${endpoint.url}: ${endpoint.consecutiveFailures} events in a row could not be delivered after every retry.`,
      `Fix the endpoint, then enable it again at ${link}. Missed events can be replayed from its delivery log.`,
    ];
    await deps.mailer.enqueue(tx, afterCommit, {
      to: owner.email,
      companyId: endpoint.companyId,
      subject: 'Your Paydesk webhook endpoint was disabled',
      template: 'webhooks.endpoint-disabled',
      text: lines.join('\n\n'),
      html: layout(lines, { label: 'Open webhooks', url: link }),
    });
  }
}

/** Delivers one leased event from the outbox and records what happened. */
async function deliverLeased(deps: WebhooksDeps, event: q.EventRow) {
  const endpoint = await q.endpointOfEvent(deps.db, event);
  if (!endpoint || endpoint.deletedAt || endpoint.status !== 'enabled') {
    // Nothing is sent to a disabled or deleted endpoint; its events can be replayed from the log.
    await q.updateEvent(deps.db, event, { status: 'failed', nextAttemptAt: null });
    return;
  }
  const id = crypto.randomUUID();
  const result = await send(deps, event, endpoint, id);
  const attempt = event.attempts + 1;
  const schedule = deps.config.WEBHOOK_RETRY_SCHEDULE_SECONDS;
  const retryIn = succeeded(result) ? null : (schedule[attempt - 1] ?? null);
  const nextAttemptAt = retryIn === null ? null : new Date(Date.now() + retryIn * 1000);
  await transact(
    deps.db,
    async (tx, afterCommit) => {
      await q.insertDelivery(tx, { ...deliveryValues(event, id, attempt, result), nextAttemptAt });
      if (succeeded(result)) return markSucceeded(tx, event, attempt, result.statusCode);
      await q.updateEvent(tx, event, {
        status: nextAttemptAt ? 'pending' : 'failed',
        attempts: attempt,
        lastStatusCode: result.statusCode,
        nextAttemptAt,
      });
      if (retryIn !== null)
        afterCommit(() => deps.jobs()?.send(WEBHOOK_JOBS.deliver, {}, { startAfterSeconds: retryIn }));
      else await countFailedEvent(deps, tx, afterCommit, event);
    },
    deps.onEffectError,
  );
}

/** Delivers every due event; safe to run in several workers at once. */
export async function deliverDue(deps: WebhooksDeps): Promise<number> {
  const leaseSeconds = Math.ceil(deps.config.WEBHOOK_TIMEOUT_MS / 1000) + 60;
  let delivered = 0;
  for (;;) {
    const event = await q.claimDueEvent(deps.db, leaseSeconds);
    if (!event) return delivered;
    await deliverLeased(deps, event);
    delivered += 1;
  }
}

/** A replay from the log or a test event: sent now, whatever the endpoint's state; retries are left as they were. */
export async function deliverNow(
  deps: WebhooksDeps,
  event: q.EventRow,
  endpoint: q.EndpointRow,
  trigger: 'replay' | 'test',
): Promise<q.DeliveryRow> {
  const id = crypto.randomUUID();
  const result = await send(deps, event, endpoint, id);
  const attempt = event.attempts + 1;
  return transact(
    deps.db,
    async (tx) => {
      const row = await q.insertDelivery(tx, { ...deliveryValues(event, id, attempt, result), trigger });
      if (succeeded(result)) await markSucceeded(tx, event, attempt, result.statusCode);
      else
        await q.updateEvent(tx, event, {
          attempts: attempt,
          lastStatusCode: result.statusCode,
          ...(event.status === 'pending' && !event.nextAttemptAt ? { status: 'failed' as const } : {}),
        });
      return row;
    },
    deps.onEffectError,
  );
}
