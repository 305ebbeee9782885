// Transactional outbox for emails (and later SMS/WhatsApp), and the dev mailbox the default transport writes to.
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';

/** A file attached to an email, its bytes in base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: id().primaryKey(),
    companyId: uuid('company_id'),
    channel: text('channel').notNull().default('email'),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    template: text('template').notNull(),
    /** Files sent with an email (a receipt PDF): small, base64 in the row so the message is whole in one place. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    providerMessageId: text('provider_message_id'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [index('message_outbox_pending_idx').on(t.status, t.createdAt)],
);

export const devMailbox = pgTable(
  'dev_mailbox',
  {
    id: id().primaryKey(),
    outboxId: uuid('outbox_id'),
    channel: text('channel').notNull(),
    toAddress: text('to_address').notNull(),
    fromAddress: text('from_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('dev_mailbox_to_idx').on(t.toAddress, t.createdAt)],
);
