// The webhooks module's face: the event port other modules call in their transactions (recordWebhookEvent), the
// routes of /settings/integrations/webhooks, the delivery job and its wake-up listener, and the demo seed.
import type { JobDefinition } from '../../platform/jobs/job-runner.ts';
import { deliverDue } from './delivery.service.ts';
import { WEBHOOK_JOBS, type WebhooksDeps } from './webhooks-deps.ts';

export { seedDemoWebhooks } from './demo-webhooks.ts';
export { listenForWebhookEvents } from './dispatch-listener.ts';
export {
  recordWebhookEvent,
  recordWebhookEvents,
  webhookTargetsSql,
  webhookTargetsText,
} from './record-event.ts';
export { signatureHeader, verifySignature } from './signing.ts';
export { webhookRoutes } from './webhooks.routes.ts';
export { WEBHOOK_JOBS, type WebhooksDeps } from './webhooks-deps.ts';
export { deliverDue };

export function webhookJobDefinitions(deps: WebhooksDeps): JobDefinition<never>[] {
  // One round delivers everything due; the cron sweeps up retries whose wake-up job was lost.
  return [
    { name: WEBHOOK_JOBS.deliver, handler: async () => void (await deliverDue(deps)), cron: '* * * * *' },
  ];
}
