// The live stream reader: events, reconnecting with backoff, renewing an expired token, stopping on logout.
import { describe, expect, it } from 'vitest';
import { createEventStream, reconnectDelay } from './event-stream.ts';
import type { ServerSentEvent } from './sse.ts';

const streamOf = (text: string) =>
  new Response(
    new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        controller.close();
      },
    }),
    { status: 200, headers: { 'content-type': 'text/event-stream' } },
  );

function setup(answers: Array<() => Response | Promise<Response>>, attempts: number) {
  const controller = new AbortController();
  const delays: number[] = [];
  const tokens: Array<string | undefined> = [];
  const events: ServerSentEvent[] = [];
  const failures: number[] = [];
  let token = 'old';
  let renewals = 0;
  const stream = createEventStream({
    fetch: async (_url, init) => {
      tokens.push((init.headers as Record<string, string>).Authorization);
      const answer = answers.shift();
      if (!answer) throw new TypeError('fetch failed');
      return answer();
    },
    baseUrl: '/api',
    token: () => token,
    isOnline: () => true,
    sleep: async (ms) => {
      delays.push(ms);
      if (delays.length >= attempts) controller.abort();
    },
  });
  const done = stream.follow({
    path: '/stream',
    signal: controller.signal,
    onEvent: (event) => events.push(event),
    onFailure: (error) => failures.push((error as { status: number }).status),
    renewToken: async () => {
      renewals += 1;
      token = 'new';
    },
  });
  return { done, delays, tokens, events, failures, controller, renewals: () => renewals };
}

describe('live unread stream (fetch + ReadableStream)', () => {
  it('waits 1 s, 2 s, 4 s … at most 30 s between attempts', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(reconnectDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('delivers the events, sends the token, and after a stream that worked starts the backoff again', async () => {
    const { done, delays, tokens, events } = setup(
      [
        () => streamOf('event: unread\ndata: {"unread":2}\n\n'),
        () => streamOf('event: unread\ndata: {"unread":3}\n\n'),
      ],
      4,
    );
    await done;
    expect(events.map((e) => e.data)).toEqual(['{"unread":2}', '{"unread":3}']);
    expect(tokens[0]).toBe('Bearer old');
    expect(delays).toEqual([1000, 1000, 2000, 4000]);
  });

  it('an expired-session 401 renews the token before reconnecting', async () => {
    const expired = () =>
      new Response(JSON.stringify({ error: true, message: 'Expired Session, Please Login Again' }), {
        status: 401,
      });
    const state = setup([expired, () => streamOf('event: unread\ndata: {"unread":0}\n\n')], 2);
    await state.done;
    expect(state.renewals()).toBe(1);
    expect(state.tokens).toEqual(['Bearer old', 'Bearer new']);
  });

  it('tells the caller each time a connection cannot open (a 429 cap, no network), so it can poll instead', async () => {
    const capped = () => new Response('{"message":"Too many streams"}', { status: 429 });
    const state = setup([capped, () => streamOf('event: unread\ndata: {"unread":1}\n\n')], 3);
    await state.done;
    expect(state.failures.slice(0, 1)).toEqual([429]);
    expect(state.failures.length).toBe(2); // the 429, then the fetch that found no network
    expect(state.events.map((e) => e.data)).toEqual(['{"unread":1}']);
  });

  it('stops for good on 403, and at once when the signal aborts (logout)', async () => {
    const forbidden = setup([() => new Response('{"message":"Forbidden"}', { status: 403 })], 5);
    await forbidden.done;
    expect(forbidden.delays).toEqual([]);

    const aborted = setup([], 5);
    aborted.controller.abort();
    await aborted.done;
    expect(aborted.tokens.length).toBeLessThanOrEqual(1);
  });
});
