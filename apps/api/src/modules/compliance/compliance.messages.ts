// What the business hears about its verification: emails to its owners and in-app notifications to its members.
import type { Executor } from '@paydesk/db';
import type { AfterCommit } from '../../lib/transaction.ts';
import type { Mailer, OutgoingEmail } from '../../platform/mail/mail.service.ts';
import { layout } from '../../platform/mail/templates.ts';
import { notify } from '../../platform/notifications/notifications.service.ts';
import { findOwners } from './compliance.queries.ts';

export type VerificationEvent =
  | { kind: 'submitted'; companyName: string }
  | { kind: 'approved'; companyName: string }
  | { kind: 'rejected'; companyName: string; comment: string };

export const NOTIFICATION_TEXT = {
  submitted: 'Your business verification was submitted. We will review it and let you know.',
  approved: 'Your business has been verified. Every feature is now open to you.',
  rejected: (comment: string) => `Your business verification needs changes: ${comment}`,
} as const;

function email(to: string, firstName: string, event: VerificationEvent, statusUrl: string): OutgoingEmail {
  const lines =
    event.kind === 'submitted'
      ? [
          `Hello ${firstName},`,
          `We have received the verification details of ${event.companyName}. Our team will review them and email you the outcome.`,
          `You can follow the status at ${statusUrl}.`,
        ]
      : event.kind === 'approved'
        ? [
            `Hello ${firstName},`,
            `Good news: ${event.companyName} is now verified on Paydesk. Payments, payroll and every other feature are open to you.`,
          ]
        : [
            `Hello ${firstName},`,
            `We could not verify ${event.companyName} yet. Our reviewer said:`,
            event.comment,
            `Fix what is asked and submit again at ${statusUrl}.`,
          ];
  const subject = {
    submitted: 'We received your business verification',
    approved: 'Your business is verified',
    rejected: 'Your business verification needs changes',
  }[event.kind];
  return {
    to,
    subject,
    template: `compliance.${event.kind}`,
    text: lines.join('\n\n'),
    html: layout(lines, event.kind === 'approved' ? undefined : { label: 'View status', url: statusUrl }),
  };
}

/** Emails the owners and notifies every member, in the caller's transaction (delivered after it commits). */
export async function tellBusiness(
  tx: Executor,
  afterCommit: AfterCommit,
  deps: { mailer: Mailer; publicUrl: string },
  companyId: string,
  event: VerificationEvent,
): Promise<void> {
  const statusUrl = `${deps.publicUrl}/compliance/status`;
  for (const owner of await findOwners(tx, companyId)) {
    await deps.mailer.enqueue(tx, afterCommit, {
      ...email(owner.email, owner.firstName, event, statusUrl),
      companyId,
    });
  }
  await notify(tx, {
    companyId,
    recipients: 'all-members',
    kind: `compliance.${event.kind}`,
    message:
      event.kind === 'rejected' ? NOTIFICATION_TEXT.rejected(event.comment) : NOTIFICATION_TEXT[event.kind],
  });
}
