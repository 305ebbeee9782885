// Server-sent events over fetch, because EventSource cannot send the Authorization header. The stream stays
// outside the request layer's five slots (it never ends) and reconnects with backoff until its signal aborts.
import { STREAM_RECONNECT_MAX_MS, STREAM_RECONNECT_MIN_MS } from '../constants.ts';
import { httpError, isApiError, isRefreshTrigger, noResponseError } from './api-error.ts';
import { type ServerSentEvent, SseParser } from './sse.ts';

export interface EventStreamDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  baseUrl: string;
  token: () => string | null;
  isOnline: () => boolean;
  /** Waits, resolving early when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

export interface FollowOptions {
  path: string;
  signal: AbortSignal;
  onEvent: (event: ServerSentEvent) => void;
  /** The token was refused as expired: renew it (through the request layer) before reconnecting. */
  renewToken: () => Promise<unknown>;
  /** A connection could not open or dropped before its first event (callers may fall back to polling). */
  onFailure?: (error: unknown) => void;
}

/** 1 s, 2 s, 4 s … at most 30 s between attempts. */
export function reconnectDelay(attempt: number): number {
  return Math.min(STREAM_RECONNECT_MAX_MS, STREAM_RECONNECT_MIN_MS * 2 ** Math.max(0, attempt));
}

const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

async function errorOf(response: Response) {
  const text = await response.text().catch(() => '');
  let payload: unknown = text;
  try {
    payload = JSON.parse(text);
  } catch {
    // Not JSON: the status alone says what happened.
  }
  return httpError(response.status, payload);
}

export function createEventStream(deps: EventStreamDeps) {
  const sleep = deps.sleep ?? abortableSleep;

  /** One connection: resolves when the server ends it, rejects with an ApiError when it cannot open. */
  async function readOnce(path: string, signal: AbortSignal, onEvent: (e: ServerSentEvent) => void) {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = deps.token();
    if (token) headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await deps.fetch(`${deps.baseUrl}${path}`, { headers, signal, cache: 'no-store' });
    } catch (error) {
      if (signal.aborted) return false;
      throw isApiError(error) ? error : noResponseError(deps.isOnline());
    }
    if (!response.ok || !response.body) throw await errorOf(response);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    const parser = new SseParser();
    let received = false;
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const event of parser.push(value)) {
          received = true;
          onEvent(event);
        }
      }
    } catch {
      // Aborted or the connection dropped: the caller decides whether to reconnect.
    }
    return received;
  }

  /** Follows the stream until the signal aborts (logout, leaving the shell). */
  async function follow({ path, signal, onEvent, renewToken, onFailure }: FollowOptions): Promise<void> {
    let attempt = 0;
    while (!signal.aborted) {
      try {
        const received = await readOnce(path, signal, onEvent);
        if (received) attempt = 0;
      } catch (error) {
        onFailure?.(error);
        // Permission refused: asking again will not help.
        if (isApiError(error) && error.status === 403) return;
        if (isRefreshTrigger(error)) await renewToken().catch(() => {});
      }
      if (signal.aborted) return;
      await sleep(reconnectDelay(attempt), signal);
      attempt += 1;
    }
  }

  return { follow };
}
