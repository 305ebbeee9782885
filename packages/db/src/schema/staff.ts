// The employee app (/staff): one-time invitation links, sign-in codes sent to an employee, and staff sessions.
// Staff are employees of a business, not members: nothing here points at users. Secrets are stored as hashes.
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { companies } from './companies.ts';
import { employees } from './people.ts';

/** The link of an on-demand pay invitation; a resend issues a new one, and accepting consumes it. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    employeeId: uuid('employee_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    uniqueIndex('staff_invitations_token_key').on(t.companyId, t.tokenHash),
    index('staff_invitations_token_idx').on(t.tokenHash),
    index('staff_invitations_employee_idx').on(t.companyId, t.employeeId),
  ],
);

/** A sign-in code asked for an email or a +234 phone; keyed by what was typed, so unknown people look the same. */
export const staffLoginCodes = pgTable(
  'staff_login_codes',
  {
    id: id().primaryKey(),
    identifier: text('identifier').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('staff_login_codes_identifier_idx').on(t.identifier, t.createdAt)],
);

/** A signed-in employee; checked on every staff call so logout ends access at once. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    employeeId: uuid('employee_id').notNull(),
    /** The email or +234 phone the person signed in with: their other employments are those it also names. */
    identifier: text('identifier'),
    /** The latest the session (its whole family of refresh tokens) can last. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('staff_sessions_id_idx').on(t.id),
    foreignKey({
      columns: [t.companyId, t.employeeId],
      foreignColumns: [employees.companyId, employees.id],
    }).onDelete('cascade'),
    check('staff_sessions_expiry', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/** A staff session's rotating refresh tokens (hashes only); a used one presented again revokes the session. */
export const staffRefreshTokens = pgTable(
  'staff_refresh_tokens',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    sessionId: uuid('session_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.sessionId],
      foreignColumns: [staffSessions.companyId, staffSessions.id],
    }).onDelete('cascade'),
    uniqueIndex('staff_refresh_tokens_hash_key').on(t.companyId, t.tokenHash),
    index('staff_refresh_tokens_hash_idx').on(t.tokenHash),
    index('staff_refresh_tokens_session_idx').on(t.companyId, t.sessionId),
  ],
);
