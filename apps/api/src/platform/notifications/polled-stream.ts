// Live progress of long work as server-sent events. The work may run in another process (a worker), so the stream
// reads its state every PROGRESS_READ_MS and sends an event when the fingerprint changed; it ends itself once the work
// is finished. Streams are capped per session and per business like the notification stream (StreamSlots).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StreamSlots } from './stream-slots.ts';

export const PROGRESS_READ_MS = 500;
const KEEP_ALIVE_MS = 25_000;

/** Takes the response over as a server-sent event stream; clients reconnect after `retryMs`. */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, retryMs: number) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  raw.write(`retry: ${retryMs}\n\n`);
  return raw;
}

export interface PolledStream<T> {
  /** The SSE event name each state is sent under. */
  event: string;
  /** Reads the current state; throws (404) for an unknown or another business's id. */
  read: () => Promise<T>;
  finished: (state: T) => boolean;
  /** Equal fingerprints mean nothing worth sending changed. */
  fingerprint: (state: T) => string;
  /** Names the stream in the log when a read fails. */
  label: string;
}

export async function streamPolled<T>(
  slots: StreamSlots,
  request: FastifyRequest,
  reply: FastifyReply,
  stream: PolledStream<T>,
) {
  const auth = request.auth;
  if (!auth) throw new Error('streamPolled needs an authenticated route');
  // An unknown id answers 404 and a full cap 429, both before the response is taken over.
  let state = await stream.read();
  const release = slots.take({ sessionId: auth.sessionId, companyId: auth.companyId });
  const raw = openEventStream(request, reply, 2000);
  const send = (value: T) => raw.write(`event: ${stream.event}\ndata: ${JSON.stringify(value)}\n\n`);
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const keepAlive = setInterval(() => raw.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    clearInterval(keepAlive);
    release();
    raw.end();
  };
  request.raw.on('close', close);
  send(state);
  let last = stream.fingerprint(state);
  const tick = async () => {
    if (closed) return;
    if (stream.finished(state)) return close();
    try {
      state = await stream.read();
    } catch (error) {
      request.log.error({ err: error }, `${stream.label} read failed`);
      return close();
    }
    if (closed) return;
    const now = stream.fingerprint(state);
    if (now !== last) {
      last = now;
      send(state);
    }
    timer = setTimeout(() => void tick(), PROGRESS_READ_MS);
  };
  await tick();
}
