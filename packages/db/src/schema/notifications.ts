// In-app notifications for a member of a business. Tenant-owned: (company_id, id).
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { companies, users } from './companies.ts';

export const notifications = pgTable(
  'notifications',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    id: id(),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    /** Who the notification is about, shown beside the message (spec §3: firstName, lastName). */
    firstName: text('first_name'),
    lastName: text('last_name'),
    message: text('message').notNull(),
    /** An in-app path to what the notification is about (e.g. an approval request's drawer); null when none. */
    link: text('link'),
    read: boolean('read').notNull().default(false),
    readAt: at('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index('notifications_recipient_idx').on(t.companyId, t.recipientUserId, t.createdAt.desc()),
    index('notifications_unread_idx').on(t.companyId, t.recipientUserId).where(sql`not ${t.read}`),
  ],
);
