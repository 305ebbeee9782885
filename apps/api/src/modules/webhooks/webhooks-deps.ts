// What the webhooks module is built with: the database, the config it reads (the secret's key, the URL policy,
// retries, timeout), the outbox mailer and the owners' contacts (an endpoint disabled after failures is reported to
// the owner) and a way to queue the delivery job (absent in processes that only serve requests without a job runner).
import type { Database, Executor } from '@paydesk/db';
import type { AppConfig } from '../../config.ts';
import type { JobSender, NoPayload } from '../../platform/jobs/jobs.ts';
import type { Mailer } from '../../platform/mail/mail.service.ts';
import type { WebhookTargets } from './url-guard.ts';

export interface WebhooksDeps {
  db: Database;
  config: Pick<
    AppConfig,
    | 'APP_SECRET'
    | 'WEBHOOK_URL_POLICY'
    | 'WEBHOOK_LOOPBACK_PORTS'
    | 'WEBHOOK_RETRY_SCHEDULE_SECONDS'
    | 'WEBHOOK_DISABLE_AFTER_FAILURES'
    | 'WEBHOOK_TIMEOUT_MS'
    | 'PUBLIC_URL'
  >;
  mailer: Mailer;
  ownerContacts: OwnerContacts;
  jobs: () => JobSender | undefined;
  onEffectError?: (error: unknown) => void;
}

/**
 * The active owners of a business (role employer) and how to reach them. Team's members are read through team's
 * face, which webhooks cannot import (team → approvals → webhooks): the composition root wires it (module-context.ts).
 */
export type OwnerContacts = (
  db: Executor,
  companyId: string,
) => Promise<readonly { email: string; firstName: string }[]>;

export const WEBHOOK_JOBS = {
  /** Delivers every due event; sent when events commit and when a retry falls due, and every minute as a sweep. */
  deliver: 'webhooks.deliver',
} as const;

declare module '../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'webhooks.deliver': NoPayload;
  }
}

/** Where the config lets deliveries go. */
export const webhookTargets = (
  config: Pick<AppConfig, 'WEBHOOK_URL_POLICY' | 'WEBHOOK_LOOPBACK_PORTS'>,
): WebhookTargets => ({ policy: config.WEBHOOK_URL_POLICY, loopbackPorts: config.WEBHOOK_LOOPBACK_PORTS });
