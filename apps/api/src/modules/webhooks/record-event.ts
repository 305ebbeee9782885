// The event port other modules call inside their own transaction: one outbox row per enabled endpoint that chose
// the event type. Rows written in a transaction that rolls back vanish with it, so nothing is ever delivered for a
// change that did not happen; the dispatcher is woken by a NOTIFY that PostgreSQL sends only on commit.
import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import { insertEvents, subscribedEndpointIdsText, subscribedEndpoints } from './webhooks.queries.ts';

/** An outbox row; `due` false leaves it to whoever delivers it at once (a test event). */
export function eventRow(
  companyId: string,
  endpointId: string,
  type: string,
  data: Record<string, unknown>,
  due = true,
) {
  const id = randomUUID();
  const created = new Date();
  return {
    companyId,
    id,
    endpointId,
    type,
    payload: { id, type, created: created.toISOString(), businessId: companyId, data },
    nextAttemptAt: due ? created : null,
  };
}

export function recordWebhookEvent(
  tx: Executor,
  companyId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
  /** The subscribed endpoints when the caller's own read carried them (webhookTargetsSql); looked up otherwise. */
  endpointIds?: string[],
): Promise<void> {
  return recordWebhookEvents(tx, companyId, type, [data], endpointIds);
}

/**
 * The endpoints subscribed to `type`, as plain SQL text (a jsonb array of ids) for another module's prebuilt
 * statement; `companyId` is its parameter reference ('$1::uuid').
 */
export const webhookTargetsText = (companyId: string, type: WebhookEventType) =>
  subscribedEndpointIdsText(companyId, type);

/** Several events of one type and business (a settled batch): one lookup of the endpoints, one insert. */
export async function recordWebhookEvents(
  tx: Executor,
  companyId: string,
  type: WebhookEventType,
  events: Record<string, unknown>[],
  endpointIds?: string[],
): Promise<void> {
  if (events.length === 0) return;
  const targets = endpointIds
    ? endpointIds.map((id) => ({ id }))
    : await subscribedEndpoints(tx, companyId, type);
  await insertEvents(
    tx,
    targets.flatMap((endpoint) => events.map((data) => eventRow(companyId, endpoint.id, type, data))),
  );
}
