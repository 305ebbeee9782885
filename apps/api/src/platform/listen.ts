// One LISTEN connection for a channel in this process, opened again a second after it is lost.
import pg from 'pg';

export interface ChannelHandlers {
  notification(payload: string | undefined): void;
  /** The connection listens (again): notifications from now on are delivered. */
  connected?(): void;
  /** The connection is lost: notifications may be missed until `connected` is called again. */
  lost?(): void;
}

export async function listenToChannel(
  databaseUrl: string,
  channel: string,
  handlers: ChannelHandlers,
  onError: (error: unknown) => void,
): Promise<{ close(): Promise<void> }> {
  let client: pg.Client | null = null;
  let closed = false;
  async function connect() {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('error', (error) => {
      handlers.lost?.();
      onError(error);
      if (!closed) setTimeout(() => void connect().catch(onError), 1000);
    });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notification(message.payload);
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    client = next;
    handlers.connected?.();
  }
  await connect();
  return {
    async close() {
      closed = true;
      handlers.lost?.();
      await client?.end().catch(() => {});
    },
  };
}
