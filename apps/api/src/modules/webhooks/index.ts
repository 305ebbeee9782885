// The webhooks module's face: the event port other modules call in their transactions (recordWebhookEvent), the
// routes of /settings/integrations/webhooks, the delivery job and its wake-up listener, and the demo seed.
import { defineJob, type JobDefinition } from '../../platform/jobs/jobs.ts';
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

export function webhookJobDefinitions(deps: WebhooksDeps): JobDefinition[] {
  // One round delivers everything due; the cron sweeps up retries whose wake-up job was lost.
  return [defineJob(WEBHOOK_JOBS.deliver, () => deliverDue(deps), { cron: '* * * * *' })];
}
