// Concurrency and token refresh of the request layer (spec §7, §8, §9), on fake timers and a fake transport.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiError } from './api-error.ts';
import { harness, reply } from './client-harness.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('request layer: concurrency (spec §7, §9)', () => {
  it('at most 5 requests run at once; the rest wait, looking again every 100 ms', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const pending: Array<() => void> = [];
    const { client, calls } = harness(
      () =>
        new Promise<Response>((resolve) =>
          pending.push(() => resolve(reply(200, { message: 'ok', data: null }))),
        ),
    );
    const all = Promise.all(
      Array.from({ length: 8 }, (_, i) => client.request({ method: 'GET', path: `/r${i}` })),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(5);
    expect(client.activeRequests).toBe(5);

    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(99);
    expect(calls).toHaveLength(5);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(6);

    while (calls.length < 8 || pending.length > 0) {
      pending.shift()?.();
      await vi.advanceTimersByTimeAsync(100);
    }
    await all;
    expect(client.activeRequests).toBe(0);
  });
});

describe('request layer: token refresh (spec §7, §8)', () => {
  const expired = { error: true, message: 'unauthorized', code: 'UNAUTHORIZED' };

  it("a 401 with 'unauthorized' triggers one refresh and replays queued requests 100 ms apart", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { client, calls, state } = harness(async (call) => {
      if (call.url.endsWith('/auth/employer/refresh-token')) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return reply(200, {
          message: 'Token refreshed',
          data: { token: 't2', refreshToken: 'r2', tokenExpiry: 123 },
        });
      }
      if (call.headers.Authorization === 'Bearer t1') return reply(401, expired);
      return reply(200, { message: 'ok', data: call.url });
    });

    const results = Promise.all(['/a', '/b', '/c'].map((path) => client.request({ method: 'GET', path })));
    await vi.runAllTimersAsync();

    expect(await results).toEqual(['/api/a', '/api/b', '/api/c'].map((data) => ({ message: 'ok', data })));
    const refreshes = calls.filter((call) => call.url.endsWith('/refresh-token'));
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]).toMatchObject({
      url: '/api/auth/employer/refresh-token',
      method: 'POST',
      body: { refreshToken: 'r1', channel: 'business-web' },
    });
    expect(refreshes[0]?.headers.Authorization).toBeUndefined();
    expect(state).toMatchObject({ token: 't2', refreshToken: 'r2', tokenExpiry: 123 });

    const replays = calls.filter((call) => call.headers.Authorization === 'Bearer t2');
    expect(replays.map((call) => call.at - (replays[0]?.at ?? 0))).toEqual([0, 100, 200]);
  });

  it("a 401 with 'Expired Session, Please Login Again' refreshes too, once, even for requests that fail later", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { client, calls } = harness(async (call) => {
      if (call.url.endsWith('/refresh-token'))
        return reply(200, { message: 'ok', data: { token: 't2', refreshToken: 'r2', tokenExpiry: 1 } });
      if (call.headers.Authorization === 'Bearer t1') {
        // The slow one comes back after the refresh already happened: it is replayed at once.
        if (call.url.endsWith('/slow')) await new Promise((resolve) => setTimeout(resolve, 500));
        return reply(401, { error: true, message: 'Expired Session, Please Login Again' });
      }
      return reply(200, { message: 'ok', data: null });
    });
    const both = Promise.all([
      client.request({ method: 'GET', path: '/fast' }),
      client.request({ method: 'GET', path: '/slow' }),
    ]);
    await vi.runAllTimersAsync();
    await both;
    expect(calls.filter((call) => call.url.endsWith('/refresh-token'))).toHaveLength(1);
  });

  it("a failed refresh rejects all queued calls, toasts 'Authorization' / 'An error occured, Please Login Again' and logs out after 1000 ms", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { client, toasts, state } = harness(async (call) => {
      if (call.url.endsWith('/refresh-token')) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return reply(401, { error: true, message: 'Invalid refresh token', code: 'INVALID_TOKEN' });
      }
      return reply(401, expired);
    });
    const outcomes = Promise.allSettled(['/a', '/b'].map((path) => client.request({ method: 'GET', path })));
    await vi.advanceTimersByTimeAsync(50);
    const settled = await outcomes;
    for (const outcome of settled) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as ApiError;
      expect(reason.message).toBe('An error occured, Please Login Again');
      expect(reason.notified).toBe(true);
    }
    expect(toasts).toEqual([
      { kind: 'error', title: 'Authorization', message: 'An error occured, Please Login Again' },
    ]);
    await vi.advanceTimersByTimeAsync(999);
    expect(state.expired).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.expired).toBe(true);
  });

  it('other 401s, and calls made without the session token, are not refreshed', async () => {
    const { client, calls } = harness(() =>
      reply(401, { error: true, message: 'Invalid email or password' }),
    );
    const first = await client
      .request({ method: 'POST', path: '/login', body: {} })
      .catch((e: ApiError) => e.message);
    expect(first).toBe('Invalid email or password');

    const noSession = harness(() => reply(401, expired));
    const second = await noSession.client
      .request({ method: 'GET', path: '/x', useLoginToken: false })
      .catch((e: ApiError) => e.message);
    expect(second).toBe('unauthorized');
    expect([...calls, ...noSession.calls].some((call) => call.url.endsWith('/refresh-token'))).toBe(false);
  });
});
