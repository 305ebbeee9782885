// Wakes the delivery job when an event commits: the event port NOTIFYs in its transaction and PostgreSQL delivers
// the notification only on commit. Worker processes listen; the job's minute cron is the backstop.
import { listenToChannel } from '../../platform/listen.ts';
import { WEBHOOK_CHANNEL } from './webhooks.queries.ts';

export function listenForWebhookEvents(
  databaseUrl: string,
  wake: () => Promise<void>,
  onError: (error: unknown) => void,
): Promise<{ close(): Promise<void> }> {
  return listenToChannel(
    databaseUrl,
    WEBHOOK_CHANNEL,
    {
      notification: () => void wake().catch(onError),
      // Listening (again): events committed while nobody listened are delivered now, not at the next sweep.
      connected: () => void wake().catch(onError),
    },
    onError,
  );
}
