// The webhooks module's face: the event port other modules call in their transactions (recordWebhookEvent), the
// routes of /settings/integrations/webhooks, the delivery job and its wake-up listener, and the demo seed.
import type { AppConfig } from '../../config.ts';
import { defineJob, type JobDefinition, type JobSender } from '../../platform/jobs/jobs.ts';
import { apiRoutes, defineModule, type ReportError } from '../../platform/modules/define-module.ts';
import { deliverDue } from './delivery.service.ts';
import { seedDemoWebhooks } from './demo-webhooks.ts';
import { listenForWebhookEvents } from './dispatch-listener.ts';
import { webhookRoutes } from './webhooks.routes.ts';
import { WEBHOOK_JOBS, type WebhooksDeps } from './webhooks-deps.ts';

export {
  recordWebhookEvent,
  recordWebhookEvents,
  webhookTargetsText,
} from './record-event.ts';
export { signatureHeader, verifySignature } from './signing.ts';
export { type OwnerContacts, WEBHOOK_JOBS, type WebhooksDeps } from './webhooks-deps.ts';
export { deliverDue, listenForWebhookEvents };

export function webhookJobDefinitions(deps: WebhooksDeps): JobDefinition[] {
  // One round delivers everything due; the cron sweeps up retries whose wake-up job was lost.
  return [defineJob(WEBHOOK_JOBS.deliver, () => deliverDue(deps), { cron: '* * * * *' })];
}

type WebhooksModuleDeps = Omit<Required<WebhooksDeps>, 'jobs'> & {
  config: Pick<AppConfig, 'ROLE'>;
  databaseUrl: string;
  jobs: JobSender;
  reportError: ReportError;
};

export const webhooksModule = defineModule<WebhooksModuleDeps, Pick<WebhooksDeps, 'db' | 'config'>>({
  name: 'webhooks',
  routes: ({ db, config, mailer, ownerContacts, jobs, onEffectError }) =>
    apiRoutes(webhookRoutes({ db, config, mailer, ownerContacts, jobs: () => jobs, onEffectError })),
  jobs: ({ db, config, mailer, ownerContacts, jobs, reportError }) =>
    webhookJobDefinitions({
      db,
      config,
      mailer,
      ownerContacts,
      jobs: () => jobs,
      onEffectError: reportError('webhook delivery failed'),
    }),
  // Workers deliver webhook events as soon as the transaction that wrote them commits.
  listen: ({ config, databaseUrl, jobs, reportError }) =>
    config.ROLE === 'api'
      ? null
      : listenForWebhookEvents(
          databaseUrl,
          async () => void (await jobs.send(WEBHOOK_JOBS.deliver)),
          reportError('webhook listener error'),
        ),
  demoSeed: [
    {
      name: 'webhooks',
      stage: 'activity',
      seed: ({ db, config }, { companyId, userId }) =>
        seedDemoWebhooks(db, config.APP_SECRET, companyId, userId),
    },
  ],
});
