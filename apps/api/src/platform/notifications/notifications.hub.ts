// Live unread counts: each API process LISTENs once and pushes to its own server-sent-event subscribers,
// so a notification written by any process (or a worker) reaches the member wherever they are connected.
import type { Database } from '@paydesk/db';
import pg from 'pg';
import { countNotifications, NOTIFICATION_CHANNEL, type Recipient } from './notifications.service.ts';

export interface UnreadSubscriber {
  send(unread: number): void;
}

export interface NotificationHub {
  subscribe(r: Recipient, subscriber: UnreadSubscriber): () => void;
  close(): Promise<void>;
}

export async function startNotificationHub(
  databaseUrl: string,
  db: Database,
  onError: (e: unknown) => void,
): Promise<NotificationHub> {
  const subscribers = new Map<string, Set<UnreadSubscriber>>();
  const key = (r: Recipient) => `${r.companyId}:${r.userId}`;
  let client: pg.Client | null = null;
  let closed = false;

  async function push(r: Recipient) {
    const listeners = subscribers.get(key(r));
    if (!listeners?.size) return;
    const { unread } = await countNotifications(db, r);
    for (const s of listeners) s.send(unread);
  }

  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('error', (error) => {
      onError(error);
      if (!closed) setTimeout(() => void connect().catch(onError), 1000);
    });
    next.on('notification', (message) => {
      if (message.channel !== NOTIFICATION_CHANNEL || !message.payload) return;
      try {
        const r = JSON.parse(message.payload) as Recipient;
        void push(r).catch(onError);
      } catch (error) {
        onError(error);
      }
    });
    await next.connect();
    await next.query(`listen ${NOTIFICATION_CHANNEL}`);
    client = next;
  }
  await connect();

  return {
    subscribe(r, subscriber) {
      const k = key(r);
      const set = subscribers.get(k) ?? new Set();
      set.add(subscriber);
      subscribers.set(k, set);
      void countNotifications(db, r)
        .then(({ unread }) => subscriber.send(unread))
        .catch(onError);
      return () => {
        set.delete(subscriber);
        if (!set.size) subscribers.delete(k);
      };
    },
    async close() {
      closed = true;
      subscribers.clear();
      await client?.end().catch(() => {});
    },
  };
}
