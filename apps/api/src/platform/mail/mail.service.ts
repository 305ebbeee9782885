// Email through a transactional outbox: a message is a row written in the business transaction; a job
// delivers it through nodemailer after commit. The default transport stores messages for the dev mailbox.
// Phone messages (SMS, WhatsApp) share the outbox; the messaging sandbox delivers them to the dev mailbox,
// addressed to the phone number.
import type { NotificationCategory } from '@paydesk/contracts';
import { type Database, devMailbox, type Executor, type MailAttachment, messageOutbox } from '@paydesk/db';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { AfterCommit } from '../../lib/transaction.ts';
import { emailMuted } from '../notifications/preferences.ts';

export const MAIL_DELIVER_JOB = 'mail.deliver';

declare module '../jobs/jobs.ts' {
  interface JobPayloads {
    'mail.deliver': import('../jobs/jobs.ts').NoPayload;
  }
}

const MAX_ATTEMPTS = 8;

export type MessageChannel = 'email' | 'sms' | 'whatsapp';

export interface OutgoingEmail {
  /** An email address, or a phone number for 'sms' and 'whatsapp'. */
  to: string;
  /** 'email' unless said otherwise. */
  channel?: MessageChannel;
  subject: string;
  text: string;
  html?: string;
  template: string;
  companyId?: string | null;
  /**
   * The preference category of the email. When set with a companyId, a recipient who muted it by email in that
   * business gets nothing; 'security' always goes out.
   */
  category?: NotificationCategory;
  /** Files sent with an email (not with a phone message): kept whole in the outbox row until delivered. */
  attachments?: MailAttachment[];
}

export type { MailAttachment };

export interface Mailer {
  /** Writes the message in the caller's transaction and schedules delivery once it commits. */
  enqueue(tx: Executor, afterCommit: AfterCommit, email: OutgoingEmail): Promise<void>;
  /** Delivers pending messages; safe to run in several processes at once. */
  deliverPending(): Promise<number>;
}

export function createMailer(deps: {
  db: Database;
  smtpUrl?: string;
  from: string;
  requestDelivery: () => Promise<void>;
}): Mailer {
  const transport: Transporter = deps.smtpUrl
    ? nodemailer.createTransport(deps.smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  const stores = !deps.smtpUrl;

  async function deliverOne(): Promise<boolean> {
    return deps.db.transaction(async (tx) => {
      const [message] = await tx
        .select()
        .from(messageOutbox)
        .where(and(eq(messageOutbox.status, 'pending'), lt(messageOutbox.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(messageOutbox.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!message) return false;
      try {
        const isPhone = message.channel !== 'email';
        const info = isPhone
          ? { messageId: `sandbox-${message.channel}-${message.id}` }
          : await transport.sendMail({
              from: deps.from,
              to: message.toAddress,
              subject: message.subject,
              text: message.textBody,
              html: message.htmlBody ?? undefined,
              headers: { 'X-Paydesk-Template': message.template },
              attachments: message.attachments.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                content: Buffer.from(a.contentBase64, 'base64'),
              })),
            });
        if (stores || isPhone) {
          await tx.insert(devMailbox).values({
            outboxId: message.id,
            channel: message.channel,
            toAddress: message.toAddress,
            // Phone messages come from the sender ID, as on a handset.
            fromAddress: isPhone ? 'Paydesk' : deps.from,
            subject: message.subject,
            textBody: message.textBody,
            htmlBody: message.htmlBody,
            headers: { 'X-Paydesk-Template': message.template },
            attachments: message.attachments,
          });
        }
        await tx
          .update(messageOutbox)
          .set({
            status: 'sent',
            sentAt: new Date(),
            attempts: sql`${messageOutbox.attempts} + 1`,
            providerMessageId: info.messageId ?? null,
          })
          .where(eq(messageOutbox.id, message.id));
      } catch (error) {
        const attempts = message.attempts + 1;
        await tx
          .update(messageOutbox)
          .set({
            attempts,
            lastError: String(error).slice(0, 500),
            status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          })
          .where(eq(messageOutbox.id, message.id));
        // Stop this round; the job's retry (with backoff) or the sweep tries again later.
        throw error;
      }
      return true;
    });
  }

  return {
    async enqueue(tx, afterCommit, email) {
      const channel = email.channel ?? 'email';
      if (
        channel === 'email' &&
        email.category &&
        email.companyId &&
        (await emailMuted(tx, email.companyId, email.to, email.category))
      )
        return;
      await tx.insert(messageOutbox).values({
        companyId: email.companyId ?? null,
        channel,
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html ?? null,
        template: email.template,
        attachments: channel === 'email' ? (email.attachments ?? []) : [],
      });
      afterCommit(deps.requestDelivery);
    },
    async deliverPending() {
      let delivered = 0;
      while (await deliverOne()) delivered += 1;
      return delivered;
    },
  };
}
