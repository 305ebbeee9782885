// Live unread counts: each API process LISTENs once and pushes to its own server-sent-event subscribers,
// so a notification written by any process (or a worker) reaches the member wherever they are connected.
import type { Database } from '@paydesk/db';
import { listenToChannel } from '../listen.ts';
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
  async function push(r: Recipient) {
    const listeners = subscribers.get(key(r));
    if (!listeners?.size) return;
    const { unread } = await countNotifications(db, r);
    for (const s of listeners) s.send(unread);
  }

  let listening = false;
  const listener = await listenToChannel(
    databaseUrl,
    NOTIFICATION_CHANNEL,
    {
      // Back after a loss: what was announced meanwhile was missed, so every open stream gets its count again.
      connected() {
        if (listening)
          for (const key of subscribers.keys()) {
            const [companyId = '', userId = ''] = key.split(':');
            void push({ companyId, userId }).catch(onError);
          }
        listening = true;
      },
      notification(payload) {
        if (!payload) return;
        try {
          void push(JSON.parse(payload) as Recipient).catch(onError);
        } catch (error) {
          onError(error);
        }
      },
    },
    onError,
  );

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
      subscribers.clear();
      await listener.close();
    },
  };
}
