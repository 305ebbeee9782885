// A real HTTP server on loopback that receives webhook deliveries for tests: it keeps every request (headers and
// the raw body) and answers with the status the test sets. Loopback is reached only on the ports the app names
// (WEBHOOK_LOOPBACK_PORTS), so a test starts its receivers first and builds the app with `loopbackPortsOf` them.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedDelivery {
  headers: http.IncomingHttpHeaders;
  rawBody: string;
  at: number;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedDelivery[];
  /** The status the next requests are answered with (200 by default). */
  answer(status: number): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  let status = 200;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ received: status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answer: (next) => {
      status = next;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The app's env naming these receivers' ports as the loopback ports webhooks may reach. */
export const loopbackPortsOf = (...receivers: WebhookReceiver[]) => ({
  WEBHOOK_LOOPBACK_PORTS: receivers.map((r) => r.port).join(','),
});
