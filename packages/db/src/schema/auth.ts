// Sign-in state: email confirmations, login codes, sessions with rotating refresh tokens, password resets.
// Every secret is stored as a hash; the plain value only ever travels in an email or a response.
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { users } from './companies.ts';

export const emailVerifications = pgTable(
  'email_verifications',
  {
    id: id().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** The code is short-lived; the link in the same email lasts longer. */
    codeExpiresAt: at('code_expires_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_verifications_user_idx').on(t.userId)],
);

/** One-time links that let a person set a password: after email confirmation, an invitation, or a member reset. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: id().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    /**
     * The membership an invitation's token is for (an invitation link, or an accept link of a person who has an
     * account); null for other purposes and for tokens issued before it was recorded.
     */
    memberId: uuid('member_id'),
    /** Set, with consumed_at, when the invitation was withdrawn (the pending member removed): its link says so. */
    withdrawnAt: at('withdrawn_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_tokens_hash_key').on(t.tokenHash),
    index('password_tokens_user_idx').on(t.userId),
  ],
);

/** Stage 1 of a login: the password was right; the emailed code must come back within 10 minutes. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: id().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    resends: integer('resends').notNull().default(0),
    ip: text('ip'),
    userAgent: text('user_agent'),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('login_challenges_user_idx').on(t.userId, t.createdAt)],
);

/** A login: the family of refresh tokens it produced. Revoking it ends every token of that login. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id').notNull(),
    channel: text('channel').notNull(),
    /** Set when an operator signed in to the business as support; every action is audited with their name. */
    supportOperatorId: uuid('support_operator_id'),
    /** For a session switched into a sub account: the main account session it came from. */
    parentSessionId: uuid('parent_session_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    lastUsedAt: at('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id().primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => authSessions.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_session_idx').on(t.sessionId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    pinHash: text('pin_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Failed-attempt counters for login, codes and resets, keyed by what is attacked (e.g. `login:<email>`), so an
 * unknown email is throttled exactly like a known one and the answers stay the same.
 */
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: at('window_started_at').notNull(),
  lockedUntil: at('locked_until'),
});
