// Wakes the delivery job when an event commits: the event port NOTIFYs in its transaction and PostgreSQL delivers
// the notification only on commit. Worker processes listen; the job's minute cron is the backstop.
import pg from 'pg';
import { WEBHOOK_CHANNEL } from './webhooks.queries.ts';

export async function listenForWebhookEvents(
  databaseUrl: string,
  wake: () => Promise<void>,
  onError: (error: unknown) => void,
): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | null = null;
  let closed = false;
  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('error', (error) => {
      onError(error);
      if (!closed) setTimeout(() => void connect().catch(onError), 1000);
    });
    next.on('notification', () => void wake().catch(onError));
    await next.connect();
    await next.query(`listen ${WEBHOOK_CHANNEL}`);
    client = next;
  }
  await connect();
  return {
    async close() {
      closed = true;
      await client?.end().catch(() => {});
    },
  };
}
