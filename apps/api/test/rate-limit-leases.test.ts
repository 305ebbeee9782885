// The lease statement itself (platform/limits/lease-store.ts) on PostgreSQL, from two stores as two API processes
// would hold them: never more than the limit a window in all, a new window once one ends, and a window's end
// handed over on the process's own clock (decision 0019).
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LeaseStore, pgLeaseStore } from '../src/platform/limits/lease-store.ts';

let database: TestDatabase;
const stores: LeaseStore[] = [];
const store = (options?: Parameters<typeof pgLeaseStore>[1]) => {
  const made = pgLeaseStore(database.url, options);
  stores.push(made);
  return made;
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(stores.map((s) => s.close()));
  await database.drop();
});

describe('leases of rate-limit windows', () => {
  it('two stores asking at once are never given more than the limit, and the last calls go out in small leases', async () => {
    const [a, b] = [store(), store()];
    const asks = Array.from({ length: 120 }, (_, i) =>
      (i % 2 ? a : b).lease({ bucket: 'api-key|k1', max: 100, windowMs: 60_000, want: 7 }),
    );
    const leases = await Promise.all(asks);
    const granted = leases.map((l) => l.granted);
    expect(granted.reduce((sum, n) => sum + n, 0)).toBe(100);
    expect(Math.max(...granted)).toBeLessThanOrEqual(7);
    // One window: every lease names the same.
    expect(new Set(leases.map((l) => l.window)).size).toBe(1);
    const more = await a.lease({ bucket: 'api-key|k1', max: 100, windowMs: 60_000, want: 7 });
    expect(more.granted).toBe(0);
    // Another key has its own window.
    expect((await b.lease({ bucket: 'api-key|k2', max: 100, windowMs: 60_000, want: 7 })).granted).toBe(7);
  });

  it('hands out at most a quarter of what is left, so the end of a window is spread thin', async () => {
    const a = store();
    const ask = () => a.lease({ bucket: 'api|thin', max: 40, windowMs: 60_000, want: 40 });
    const granted = [];
    for (let i = 0; i < 8; i++) granted.push((await ask()).granted);
    expect(granted).toEqual([10, 8, 6, 4, 3, 3, 2, 1]);
  });

  it('starts a new window once the last has ended', async () => {
    const a = store();
    const ask = () => a.lease({ bucket: 'route|ip:1', max: 2, windowMs: 300, want: 2 });
    const first = [await ask(), await ask(), await ask()];
    expect(first.map((l) => l.granted)).toEqual([1, 1, 0]);
    await new Promise((r) => setTimeout(r, 350));
    const next = await ask();
    expect(next.granted).toBe(1);
    expect(next.window).toBeGreaterThan(first[0]!.window);
  });

  it("gives a window's end on the process's clock, ten minutes off the database's", async () => {
    const ahead = () => Date.now() + 600_000;
    const lease = await store({ now: ahead }).lease({
      bucket: 'api|skewed',
      max: 10,
      windowMs: 60_000,
      want: 1,
    });
    expect(lease.endsAt - ahead()).toBeGreaterThan(55_000);
    expect(lease.endsAt - ahead()).toBeLessThanOrEqual(60_000);
  });
});
