// Account settings of a member: their notification and display preferences in a business, and the codes that
// confirm a new phone number before it replaces the old one.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { companies, users } from './companies.ts';

/** One row per member and business; absent means the defaults. Tenant-owned: (company_id, user_id). */
export const memberPreferences = pgTable(
  'member_preferences',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Muted categories per channel, e.g. { email: ['payroll'], inApp: ['payments'] }. */
    muted: jsonb('muted')
      .$type<{ email: string[]; inApp: string[] }>()
      .notNull()
      .default(sql`'{"email":[],"inApp":[]}'::jsonb`),
    defaultSourceWalletId: uuid('default_source_wallet_id'),
    amountDisplay: text('amount_display').notNull().default('full'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.userId] })],
);

/** A new phone number waiting for the code sent to it. */
export const phoneChanges = pgTable(
  'phone_changes',
  {
    id: id().primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id').notNull(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('phone_changes_user_idx').on(t.userId, t.createdAt)],
);
