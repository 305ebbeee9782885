import { describe, expect, it, vi } from 'vitest';
import { createEarlyReads, EARLY_READ_MS } from './early-reads.ts';

const auth = (token: string) => ({ Accept: 'application/json', Authorization: `Bearer ${token}` });

function setup() {
  let clock = 1_000;
  const fetch = vi.fn(
    async (url: string) => new Response(JSON.stringify({ url, n: fetch.mock.calls.length })),
  );
  const reads = createEarlyReads(fetch, () => clock);
  return { reads, fetch, advance: (ms: number) => (clock += ms) };
}

describe('early reads', () => {
  it('answers the first GET of a URL sent early with the same credentials, once', async () => {
    const { reads, fetch } = setup();
    reads.send(['/api/a'], auth('t1'));
    expect(fetch).toHaveBeenCalledTimes(1);
    const first = await reads.fetch('/api/a', { method: 'GET', headers: auth('t1') });
    expect(await first.json()).toEqual({ url: '/api/a', n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    await reads.fetch('/api/a', { method: 'GET', headers: auth('t1') });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(reads.pending()).toEqual([]);
  });

  it('sends anew for other credentials, another main account, a write, or after its time', async () => {
    const { reads, fetch, advance } = setup();
    reads.send(['/api/a', '/api/b', '/api/c', '/api/d'], auth('t1'));
    await reads.fetch('/api/a', { method: 'GET', headers: auth('t2') });
    await reads.fetch('/api/b', { method: 'GET', headers: { ...auth('t1'), x_default_request: 'main-1' } });
    await reads.fetch('/api/c', { method: 'POST', headers: auth('t1') });
    advance(EARLY_READ_MS + 1);
    await reads.fetch('/api/d', { method: 'GET', headers: auth('t1') });
    expect(fetch).toHaveBeenCalledTimes(8);
    expect(reads.pending()).toEqual([]);
  });

  it('sends anew when the early read failed, and sends a URL early only once', async () => {
    let fail = true;
    const fetch = vi.fn(async () => {
      if (fail) throw new TypeError('offline');
      return new Response('{}');
    });
    const reads = createEarlyReads(fetch);
    reads.send(['/api/a', '/api/a'], auth('t1'));
    expect(fetch).toHaveBeenCalledTimes(1);
    fail = false;
    const response = await reads.fetch('/api/a', { method: 'GET', headers: auth('t1') });
    expect(response.ok).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
