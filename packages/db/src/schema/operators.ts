// The people who run Paydesk: separate accounts from business members, with their own sign-in, and the
// single-use links they make to sign in to a business as support.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';

export const operators = pgTable(
  'operators',
  {
    id: id().primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('operators_email_key').on(sql`lower(${t.email})`),
    check('operators_status', sql`${t.status} in ('active', 'disabled')`),
  ],
);

export const operatorLoginChallenges = pgTable('operator_login_challenges', {
  id: id().primaryKey(),
  operatorId: uuid('operator_id')
    .notNull()
    .references(() => operators.id),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  consumedAt: at('consumed_at'),
  createdAt: createdAt(),
});

export const operatorSessions = pgTable('operator_sessions', {
  id: id().primaryKey(),
  operatorId: uuid('operator_id')
    .notNull()
    .references(() => operators.id),
  ip: text('ip'),
  userAgent: text('user_agent'),
  expiresAt: at('expires_at').notNull(),
  revokedAt: at('revoked_at'),
  createdAt: createdAt(),
});

/** /ep-admin/login/{payload}: signed, single use, 5 minutes. */
export const supportLinks = pgTable(
  'support_links',
  {
    id: id().primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id),
    companyId: uuid('company_id').notNull(),
    reason: text('reason').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('support_links_company_idx').on(t.companyId)],
);
