// One LISTEN connection for a channel in this process. When it is lost (a killed backend, a restart, a failover)
// it is opened again after a pause that doubles on every failed try, up to a ceiling, for as long as it takes.
import pg from 'pg';

export interface ChannelHandlers {
  notification(payload: string | undefined): void;
  /** The connection listens (again): notifications from now on are delivered. */
  connected?(): void;
  /** The connection is lost: notifications may be missed until `connected` is called again. */
  lost?(): void;
}

export interface ReconnectDelays {
  /** Pause before the first try after a loss. */
  firstMs: number;
  /** Longest pause between two tries. */
  maxMs: number;
}

const DEFAULT_DELAYS: ReconnectDelays = { firstMs: 1_000, maxMs: 30_000 };

/** Each process's LISTEN connections name themselves, so an operator (or a test) can find them in pg_stat_activity. */
export const listenApplicationName = (channel: string) => `paydesk listen ${channel}`;

export async function listenToChannel(
  databaseUrl: string,
  channel: string,
  handlers: ChannelHandlers,
  onError: (error: unknown) => void,
  delays: ReconnectDelays = DEFAULT_DELAYS,
): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  async function connect() {
    const next = new pg.Client({
      connectionString: databaseUrl,
      application_name: listenApplicationName(channel),
    });
    // A lost connection may report twice (the server's message, then the socket's end): act on the first only.
    let lost = false;
    let failedWhileOpening: unknown;
    next.on('error', (error) => {
      if (lost) return;
      lost = true;
      // Still opening: connect() rejects with this failure, and whoever called it tries again.
      if (client !== next) {
        failedWhileOpening = error;
        return;
      }
      client = null;
      handlers.lost?.();
      onError(error);
      next.end().catch(() => {});
      scheduleRetry();
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notification(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      if (lost) throw failedWhileOpening;
    } catch (error) {
      lost = true;
      next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    failures = 0;
    handlers.connected?.();
  }

  function scheduleRetry() {
    if (closed || retry) return;
    const pause = Math.min(delays.maxMs, delays.firstMs * 2 ** Math.min(failures, 20));
    failures += 1;
    // A little spread, so the processes of a deployment do not all knock at the same instant.
    retry = setTimeout(
      () => {
        retry = undefined;
        connect().catch((error) => {
          onError(error);
          scheduleRetry();
        });
      },
      pause * (0.9 + Math.random() * 0.2),
    );
  }

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      handlers.lost?.();
      await client?.end().catch(() => {});
    },
  };
}
