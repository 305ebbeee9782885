import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { perMinute } from './counters.ts';
import type { Lease, LeaseRequest, LeaseStore } from './lease-store.ts';
import { leasedLimiter } from './leased-counter.ts';

/**
 * The lease statement of lease-store.ts in memory: one window a bucket, never past its limit. `clock` is the
 * store's; a window's end is handed over on the process's clock, as lease-store.ts does.
 */
function storeInMemory(clock: { now: number }, processClock: { now: number } = clock) {
  const rows = new Map<string, { used: number; endsAt: number }>();
  const store = {
    statements: 0,
    down: false,
    rows,
    async lease({ bucket, max, windowMs, want }: LeaseRequest): Promise<Lease> {
      await new Promise((r) => setTimeout(r, 0)); // a round trip: other calls go on meanwhile
      store.statements += 1;
      if (store.down) throw new Error('connection refused');
      const first = Math.min(want, max, Math.ceil(max / 4));
      const row = rows.get(bucket);
      if (!row || row.endsAt <= clock.now) {
        rows.set(bucket, { used: first, endsAt: clock.now + windowMs });
        return { granted: first, window: clock.now + windowMs, endsAt: processClock.now + windowMs };
      }
      const left = max - row.used;
      const granted = Math.max(0, Math.min(first, left, Math.ceil(left / 4)));
      row.used += granted;
      return { granted, window: row.endsAt, endsAt: processClock.now + row.endsAt - clock.now };
    },
    close: async () => {},
  } satisfies LeaseStore & Record<string, unknown>;
  return store;
}

function processOn(store: LeaseStore, clock: { now: number }, errors: unknown[] = []) {
  return leasedLimiter({ store, onError: (e) => errors.push(e), now: () => clock.now });
}

const admitted = async (answers: Array<number | Promise<number>>) =>
  (await Promise.all(answers)).filter((retryAfter) => retryAfter === 0).length;

describe('leased counters', () => {
  it('one process admits exactly the limit in a window; the next call is told the seconds left', async () => {
    const clock = { now: 1_000_000 };
    const store = storeInMemory(clock);
    const api = processOn(store, clock).counter('api', perMinute(50));
    const answers = [];
    for (let i = 0; i < 80; i++) answers.push(await api.take('session:a'));
    expect(answers.filter((a) => a === 0)).toHaveLength(50);
    clock.now += 30_500;
    expect(await api.take('session:a')).toBe(30);
    // Another key has its own window.
    expect(await api.take('session:b')).toBe(0);
    // A new window once the first has ended (on the store's clock).
    clock.now += 30_000;
    expect(await api.take('session:a')).toBe(0);
  });

  it('processes sharing the store never admit more than the limit together, however their calls interleave', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 120 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 1, max: 40 })), {
          minLength: 1,
          maxLength: 12,
        }),
        async (max, bursts) => {
          const clock = { now: 5_000_000 };
          const store = storeInMemory(clock);
          const counters = [0, 1, 2].map(() => processOn(store, clock).counter('api-key', perMinute(max)));
          // Bursts in flight at once across the three processes.
          const answers = bursts.flatMap(([p, n]) =>
            Array.from({ length: n }, () => counters[p]!.take('key:1')),
          );
          const calls = bursts.reduce((sum, [, n]) => sum + n, 0);
          const ok = await admitted(answers);
          expect(ok).toBeLessThanOrEqual(max);
          expect(ok).toBeLessThanOrEqual(calls);
          expect(store.rows.get('api-key|key:1')!.used).toBeLessThanOrEqual(max);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('when calls move from one process to another mid-window, the first holds back at most a sixteenth or so', async () => {
    const clock = { now: 4_000_000 };
    const store = storeInMemory(clock);
    const [a, b] = [0, 1].map(() => processOn(store, clock).counter('api', perMinute(1_600)));
    let ok = 0;
    for (let i = 0; i < 1_000; i++) if ((await a!.take('session:moving')) === 0) ok += 1;
    for (let i = 0; i < 1_000; i++) if ((await b!.take('session:moving')) === 0) ok += 1;
    expect(ok).toBeLessThanOrEqual(1_600);
    expect(ok).toBeGreaterThanOrEqual(1_600 - 1_600 / 16 - 1_600 / 64);
  });

  it("a process whose clock is ten minutes off the store's still counts whole windows", async () => {
    const store = { now: 6_000_000 };
    const ahead = { now: store.now + 600_000 };
    const api = processOn(storeInMemory(store, ahead), ahead).counter('api', perMinute(3));
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await api.take('session:skewed'));
    expect(answers).toEqual([0, 0, 0, 60, 60]);
    store.now += 60_000;
    ahead.now += 60_000;
    expect(await api.take('session:skewed')).toBe(0);
  });

  it('counts a busy key in memory: 10,000 calls of a 100,000 limit ask the store a few times', async () => {
    const clock = { now: 2_000_000 };
    const store = storeInMemory(clock);
    const api = processOn(store, clock).counter('api', perMinute(100_000));
    let waited = 0;
    for (let i = 0; i < 10_000; i++) {
      const answer = api.take('session:busy');
      if (typeof answer !== 'number') {
        waited += 1;
        expect(await answer).toBe(0);
      } else expect(answer).toBe(0);
      // Leases asked ahead land between calls, as they would between requests.
      if (i % 500 === 0) await new Promise((r) => setTimeout(r, 0));
    }
    expect(waited).toBe(1);
    expect(store.statements).toBeLessThanOrEqual(6);
  });

  it('while the store cannot be reached, counts in this process alone, says so once, and asks again later', async () => {
    const clock = { now: 3_000_000 };
    const store = storeInMemory(clock);
    const errors: unknown[] = [];
    const api = processOn(store, clock, errors).counter('api', perMinute(5));
    store.down = true;
    const down = [];
    for (let i = 0; i < 7; i++) down.push(await api.take('ip:1'));
    expect(down.map((a) => (a === 0 ? 'ok' : 'limited'))).toEqual([
      ...Array(5).fill('ok'),
      'limited',
      'limited',
    ]);
    expect(errors).toHaveLength(1);
    expect(store.statements).toBe(1);
    // A second later the store is asked again, and counts from there.
    store.down = false;
    clock.now += 1_001;
    expect(await api.take('ip:2')).toBe(0);
    expect(store.statements).toBe(2);
    expect(store.rows.get('api|ip:2')!.used).toBe(1);
  });
});
