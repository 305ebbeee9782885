// Webhooks: a business's endpoints (the events they want, an encrypted signing secret), the outbox of events (one
// row per event per endpoint, written in the transaction of the business change) and every delivery attempt.
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { companies } from './companies.ts';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    events: text('events').array().notNull(),
    /** AES-256-GCM of the signing secret (iv.tag.ciphertext, base64url): it is needed in clear to sign. */
    secretCiphertext: text('secret_ciphertext').notNull(),
    /** The first characters of the secret, to tell two secrets apart in the UI. */
    secretPrefix: text('secret_prefix').notNull(),
    status: text('status').$type<'enabled' | 'disabled'>().notNull().default('enabled'),
    disabledReason: text('disabled_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('webhook_endpoints_list_idx').on(t.companyId, t.createdAt),
    check('webhook_endpoints_status_check', sql`${t.status} in ('enabled', 'disabled')`),
  ],
);

export const webhookEvents = pgTable(
  'webhook_events',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    endpointId: uuid('endpoint_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.endpointId],
      foreignColumns: [webhookEndpoints.companyId, webhookEndpoints.id],
    }),
    index('webhook_events_endpoint_idx').on(t.companyId, t.endpointId, t.createdAt),
    index('webhook_events_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('webhook_events_status_check', sql`${t.status} in ('pending', 'delivered', 'failed')`),
  ],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    eventId: uuid('event_id').notNull(),
    endpointId: uuid('endpoint_id').notNull(),
    attempt: integer('attempt').notNull(),
    /** 'automatic' from the outbox, 'replay' when a member resent it from the log, 'test' for a test event. */
    trigger: text('trigger').$type<'automatic' | 'replay' | 'test'>().notNull().default('automatic'),
    outcome: text('outcome').$type<'succeeded' | 'failed'>().notNull(),
    statusCode: integer('status_code'),
    responseExcerpt: text('response_excerpt'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    nextAttemptAt: at('next_attempt_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.eventId],
      foreignColumns: [webhookEvents.companyId, webhookEvents.id],
    }),
    foreignKey({
      columns: [t.companyId, t.endpointId],
      foreignColumns: [webhookEndpoints.companyId, webhookEndpoints.id],
    }),
    index('webhook_deliveries_log_idx').on(t.companyId, t.endpointId, t.createdAt),
    check('webhook_deliveries_outcome_check', sql`${t.outcome} in ('succeeded', 'failed')`),
  ],
);
