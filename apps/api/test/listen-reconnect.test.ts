// Issue 26: a LISTEN connection (decision 0014's write watcher, the notification hub, the webhook wake-up) lost to
// a killed backend while the database refuses connections for a while tries again, with growing pauses, for as long
// as it takes; once back it listens on one connection, and what was announced meanwhile is caught up.
import { createDb, type DbHandle } from '@paydesk/db';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenForWebhookEvents } from '../src/modules/webhooks/index.ts';
import { listenToChannel } from '../src/platform/listen.ts';
import { startNotificationHub } from '../src/platform/notifications/notifications.hub.ts';
import { notify } from '../src/platform/notifications/notifications.service.ts';
import { insertFundedEmployer } from './helpers/funded-employer.ts';
import { type PgProxy, startPgProxy } from './helpers/pg-proxy.ts';

let database: TestDatabase;
let databaseName: string;
let handle: DbHandle;
let admin: pg.Client;
let proxy: PgProxy;

beforeAll(async () => {
  database = await createTestDatabase();
  databaseName = new URL(database.url).pathname.slice(1);
  handle = createDb(database.url, { max: 2 });
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
});
beforeEach(async () => {
  await proxy?.close();
  proxy = await startPgProxy(database.url);
});
afterAll(async () => {
  await proxy?.close();
  await admin.end();
  await handle.close();
  await database.drop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(what: string, check: () => boolean | Promise<boolean>) {
  const deadline = Date.now() + 30_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await sleep(20);
  }
}

/** Connections of the test database listening on channel. */
const listeners = async (channel: string) =>
  (
    await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and query = $2', [
      databaseName,
      `listen ${channel}`,
    ])
  ).rows;

/** The database goes away: it refuses new connections, and the listening ones are ended. */
async function goAway(channel: string) {
  proxy.refuse();
  for (const { pid } of await listeners(channel)) await admin.query('select pg_terminate_backend($1)', [pid]);
}

describe('a LISTEN connection lost while the database is away', () => {
  it('tries again until the database takes it, then listens on one connection and delivers', async () => {
    let connected = 0;
    let lost = 0;
    const heard: (string | undefined)[] = [];
    const listener = await listenToChannel(
      proxy.url,
      'blip_probe',
      {
        notification: (payload) => heard.push(payload),
        connected: () => {
          connected += 1;
        },
        lost: () => {
          lost += 1;
        },
      },
      () => {},
      { firstMs: 20, maxMs: 200 },
    );
    try {
      await goAway('blip_probe');
      await waitFor('four refused tries', () => proxy.refused.length >= 4);
      expect(connected).toBe(1);
      expect(lost).toBe(1);
      proxy.accept();
      await waitFor('listening again', () => connected === 2);
      expect(await listeners('blip_probe')).toHaveLength(1);
      expect(proxy.refused.every((name) => name === 'paydesk listen blip_probe')).toBe(true);
      await admin.query(`notify blip_probe, 'after the blip'`);
      await waitFor('the notification', () => heard.includes('after the blip'));
      expect(lost).toBe(1);
    } finally {
      await listener.close();
    }
  });

  it('waits longer after each refused try, up to a ceiling, and keeps trying', async () => {
    // The loss, then each refused try, is reported: the gaps between reports are the pauses.
    const reported: number[] = [];
    const listener = await listenToChannel(
      proxy.url,
      'blip_backoff',
      { notification: () => {} },
      () => reported.push(performance.now()),
      { firstMs: 20, maxMs: 100 },
    );
    try {
      await goAway('blip_backoff');
      await waitFor('nine refused tries', () => reported.length >= 10);
      const gaps = reported.slice(1).map((at, i) => at - reported[i]!);
      // A pause is the doubled one (20, 40, 80, then 100 ms) give or take a tenth; a busy machine only adds to it.
      for (const [i, gap] of gaps.entries())
        expect(gap).toBeGreaterThanOrEqual(0.85 * Math.min(100, 20 * 2 ** i));
      // Doubling without a ceiling would wait 20 × 2⁸ ms before the ninth try.
      expect(gaps.at(-1)!).toBeLessThan(1_500);
      proxy.accept();
      await waitFor('listening again', async () => (await listeners('blip_backoff')).length === 1);
    } finally {
      await listener.close();
    }
  });
});

describe('what was announced while nobody listened', () => {
  it('the notification hub sends every open stream its unread count again', async () => {
    const employer = await insertFundedEmployer(handle.db, {
      name: 'Hub Blip Ltd',
      balance: 1_000_00,
      pin: '5072',
    });
    const hub = await startNotificationHub(proxy.url, handle.db, () => {});
    try {
      const counts: number[] = [];
      hub.subscribe(
        { companyId: employer.companyId, userId: employer.userId },
        { send: (unread) => void counts.push(unread) },
      );
      await waitFor('the first count', () => counts.length === 1);
      expect(counts).toEqual([0]);
      await goAway('paydesk_notifications');
      await waitFor('a refused try', () => proxy.refused.length >= 1);
      await notify(handle.db, {
        companyId: employer.companyId,
        recipients: [employer.userId],
        kind: 'wallet.funded',
        message: 'Your wallet was funded',
      });
      proxy.accept();
      await waitFor('the count after the blip', () => counts.includes(1));
    } finally {
      await hub.close();
    }
  });

  it('the webhook listener wakes the delivery job once it listens again', async () => {
    let wakes = 0;
    const listener = await listenForWebhookEvents(
      proxy.url,
      async () => {
        wakes += 1;
      },
      () => {},
    );
    try {
      const atStart = wakes;
      await goAway('paydesk_webhooks');
      await waitFor('a refused try', () => proxy.refused.length >= 1);
      proxy.accept();
      await waitFor('a wake-up after the blip', () => wakes > atStart);
    } finally {
      await listener.close();
    }
  });
});
