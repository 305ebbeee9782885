// Reads and writes of webhook endpoints, their event outbox and delivery attempts (always by company_id, except
// the dispatcher's claim of the next due event across businesses).
import type { WebhookDeliveriesQuery, WebhookDelivery, WebhookEndpoint } from '@paydesk/contracts';
import { type Executor, webhookDeliveries, webhookEndpoints, webhookEvents } from '@paydesk/db';
import { and, arrayContains, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type EventRow = typeof webhookEvents.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Where a committed event wakes the dispatcher (NOTIFY is delivered only when the transaction commits). */
export const WEBHOOK_CHANNEL = 'paydesk_webhooks';

const live = (companyId: string) =>
  and(eq(webhookEndpoints.companyId, companyId), isNull(webhookEndpoints.deletedAt));

type LastDelivery = WebhookEndpoint['lastDelivery'];

export function toEndpoint(row: EndpointRow, lastDelivery: LastDelivery = null): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    secretPrefix: row.secretPrefix,
    status: row.status,
    disabledReason: row.disabledReason,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
    lastDelivery,
  };
}

export async function listEndpoints(db: Executor, companyId: string): Promise<WebhookEndpoint[]> {
  const last = db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      outcome: webhookDeliveries.outcome,
      statusCode: webhookDeliveries.statusCode,
      at: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.companyId, companyId))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt))
    .as('last');
  const rows = await db
    .select({ endpoint: webhookEndpoints, outcome: last.outcome, statusCode: last.statusCode, at: last.at })
    .from(webhookEndpoints)
    .leftJoin(last, eq(last.endpointId, webhookEndpoints.id))
    .where(live(companyId))
    .orderBy(desc(webhookEndpoints.createdAt));
  return rows.map(({ endpoint, outcome, statusCode, at }) =>
    toEndpoint(endpoint, at && outcome ? { outcome, statusCode, at: at.toISOString() } : null),
  );
}

export async function countEndpoints(db: Executor, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(live(companyId));
  return row?.n ?? 0;
}

export async function findEndpoint(
  db: Executor,
  companyId: string,
  id: string,
  lock = false,
): Promise<EndpointRow | undefined> {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(live(companyId), eq(webhookEndpoints.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertEndpoint(db: Executor, values: typeof webhookEndpoints.$inferInsert) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(
  db: Executor,
  row: Pick<EndpointRow, 'companyId' | 'id'>,
  values: Partial<typeof webhookEndpoints.$inferInsert>,
): Promise<EndpointRow> {
  const [updated] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.companyId, row.companyId), eq(webhookEndpoints.id, row.id)))
    .returning();
  return updated!;
}

/** Enabled endpoints of the business that chose this event type. */
export async function subscribedEndpoints(db: Executor, companyId: string, type: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        live(companyId),
        eq(webhookEndpoints.status, 'enabled'),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
}

/**
 * The same endpoints' ids as a scalar subquery (a jsonb array) in plain SQL text, for another module's prebuilt
 * statement, so an event's outbox rows need no lookup of their own on a hot path: `companyId` is that statement's
 * parameter reference (e.g. '$1::uuid'); `type` an event type of the catalogue (letters, dots, dashes).
 */
export function subscribedEndpointIdsText(companyId: string, type: string) {
  if (!/^[a-z][a-z.-]*$/.test(type)) throw new Error(`not an event type: ${type}`);
  return `(select coalesce(jsonb_agg(w.id), '[]'::jsonb) from webhook_endpoints w
    where w.company_id = ${companyId} and w.deleted_at is null and w.status = 'enabled'
      and w.events @> array['${type}']::text[])`;
}

export async function insertEvents(db: Executor, rows: (typeof webhookEvents.$inferInsert)[]) {
  if (rows.length === 0) return [];
  const inserted = await db.insert(webhookEvents).values(rows).returning();
  await db.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  return inserted;
}

/**
 * Takes the next due event of any business and leases it (its next attempt moves past the delivery's timeout) so
 * no other worker takes it meanwhile; a crash mid-delivery leaves it to be tried again after the lease.
 */
export async function claimDueEvent(db: Executor, leaseSeconds: number): Promise<EventRow | undefined> {
  const result = await db.execute<{ company_id: string; id: string }>(sql`
    update ${webhookEvents} set next_attempt_at = now() + make_interval(secs => ${leaseSeconds})
    where (company_id, id) = (
      select company_id, id from ${webhookEvents}
      where status = 'pending' and next_attempt_at <= now()
      order by next_attempt_at limit 1 for update skip locked)
    returning company_id, id`);
  const claimed = result.rows[0];
  return claimed ? findEvent(db, claimed.company_id, claimed.id) : undefined;
}

export async function findEvent(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEvents)
    .where(and(eq(webhookEvents.companyId, companyId), eq(webhookEvents.id, id)));
  return row;
}

/** The endpoint of an event, deleted or not (the dispatcher decides what a deleted one means). */
export async function endpointOfEvent(db: Executor, event: EventRow) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, event.companyId), eq(webhookEndpoints.id, event.endpointId)));
  return row;
}

export async function updateEvent(
  db: Executor,
  event: Pick<EventRow, 'companyId' | 'id'>,
  values: Partial<typeof webhookEvents.$inferInsert>,
) {
  await db
    .update(webhookEvents)
    .set(values)
    .where(and(eq(webhookEvents.companyId, event.companyId), eq(webhookEvents.id, event.id)));
}

export async function insertDelivery(db: Executor, values: typeof webhookDeliveries.$inferInsert) {
  const [row] = await db.insert(webhookDeliveries).values(values).returning();
  return row!;
}

/** Counts one more failed event in a row on the endpoint, locked; answers the new count. */
export async function addEndpointFailure(db: Executor, event: EventRow): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`, updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.companyId, event.companyId), eq(webhookEndpoints.id, event.endpointId)))
    .returning();
  return row;
}

export function toDelivery(row: DeliveryRow, eventType: string): WebhookDelivery {
  return {
    id: row.id,
    eventId: row.eventId,
    eventType,
    attempt: row.attempt,
    trigger: row.trigger,
    outcome: row.outcome,
    statusCode: row.statusCode,
    responseExcerpt: row.responseExcerpt,
    durationMs: row.durationMs,
    error: row.error,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listDeliveries(
  db: Executor,
  companyId: string,
  endpointId: string,
  query: { page: number; limit: number } & Pick<WebhookDeliveriesQuery, 'outcome' | 'eventType'>,
) {
  const filters: SQL[] = [
    eq(webhookDeliveries.companyId, companyId),
    eq(webhookDeliveries.endpointId, endpointId),
  ];
  if (query.outcome) filters.push(eq(webhookDeliveries.outcome, query.outcome));
  if (query.eventType) filters.push(eq(webhookEvents.type, query.eventType));
  const joined = and(
    eq(webhookEvents.companyId, webhookDeliveries.companyId),
    eq(webhookEvents.id, webhookDeliveries.eventId),
  );
  const [total] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, joined)
    .where(and(...filters));
  const rows = await db
    .select({ delivery: webhookDeliveries, type: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, joined)
    .where(and(...filters))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.attempt))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { docs: rows.map((r) => toDelivery(r.delivery, r.type)), totalDocs: total?.n ?? 0 };
}

export async function findDelivery(db: Executor, companyId: string, endpointId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.companyId, companyId),
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.id, id),
      ),
    );
  return row;
}
