// Append-only audit events, hash-chained per business: each event stores the hash of the one before it.
// Events with no business (a failed login for an unknown email) go to the platform chain (the nil uuid).
import { bigint, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';

export const PLATFORM_CHAIN_ID = '00000000-0000-0000-0000-000000000000';

export const auditEvents = pgTable(
  'audit_events',
  {
    companyId: uuid('company_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    id: id(),
    actorType: text('actor_type').notNull(),
    actorId: uuid('actor_id'),
    actorLabel: text('actor_label'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    outcome: text('outcome').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.seq] })],
);

export const auditChainHeads = pgTable('audit_chain_heads', {
  companyId: uuid('company_id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
  lastHash: text('last_hash').notNull(),
});

/**
 * How far each chain has been verified: its events up to `verifiedSeq` were recomputed and held, the last of them
 * hashing to `verifiedHash`. A verification then reads only the events after it.
 */
export const auditChainCheckpoints = pgTable('audit_chain_checkpoints', {
  companyId: uuid('company_id').primaryKey(),
  verifiedSeq: bigint('verified_seq', { mode: 'number' }).notNull(),
  verifiedHash: text('verified_hash').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});
