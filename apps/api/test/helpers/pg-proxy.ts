// A TCP relay in front of the test PostgreSQL, for outage tests: processes connect through it, and `refuse()`
// makes it end every new connection once its startup message arrives (what a restarting or failed-over server
// looks like to a client) until `accept()`, without touching the PostgreSQL that other test files share.
import { createServer, Socket } from 'node:net';

export interface PgProxy {
  /** `databaseUrl` with its host and port pointed at the relay. */
  url: string;
  /** New connections are ended as soon as they say who they are; open ones carry on. */
  refuse(): void;
  accept(): void;
  /** The application_name of each connection ended by `refuse()` so far ('' when it gave none). */
  readonly refused: readonly string[];
  close(): Promise<void>;
}

/** application_name from a PostgreSQL startup message (length, protocol, then name\0value\0 pairs). */
function applicationName(startup: Buffer): string {
  const fields = startup.subarray(8).toString('utf8').split('\0');
  const at = fields.indexOf('application_name');
  return at >= 0 ? (fields[at + 1] ?? '') : '';
}

export async function startPgProxy(databaseUrl: string): Promise<PgProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let refusing = false;
  const refused: string[] = [];
  const server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    if (refusing) {
      client.on('error', () => {});
      client.once('data', (startup) => {
        refused.push(applicationName(startup));
        client.destroy();
      });
      return;
    }
    const upstream = new Socket();
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    // An end on one side is passed on by the pipes (after what is in flight); an error drops both.
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
    client.pipe(upstream);
    upstream.pipe(client);
    upstream.connect(Number(target.port || 5432), target.hostname);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    refuse: () => {
      refusing = true;
    },
    accept: () => {
      refusing = false;
    },
    refused,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
