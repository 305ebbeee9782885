// Issue 26, a database blip, where the rate limits are leased from PostgreSQL (decision 0019): the lease store's
// connections are killed idle and mid-statement and refused while the database is away, and nothing ends the
// process. A lease that fails says the database is unavailable; a request whose lease failed is counted in its
// process alone and goes on, so it answers what the rest of the request earns (503 while the database is away,
// never a 500), and once the database is back the store is asked again.
import { randomBytes } from 'node:crypto';
import { AUTH_PATHS, CHANNEL, ErrorCode, GENERIC_FAILURE_MESSAGE } from '@paydesk/contracts';
import { isDatabaseUnavailable } from '@paydesk/db';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readEnvConfig, resolveConfig } from '../src/config.ts';
import { type LeaseStore, pgLeaseStore } from '../src/platform/limits/lease-store.ts';
import { createServer, type Server } from '../src/server.ts';
import { type PgProxy, startPgProxy } from './helpers/pg-proxy.ts';

let database: TestDatabase;
let databaseName: string;
let admin: pg.Client;
let proxy: PgProxy;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: string, check: () => Promise<boolean> | boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await sleep(20);
  }
}

/** Ends every session of the test database (what a restart or a failover does); how many it ended. */
const killEveryBackend = async () =>
  (
    await admin.query<{ n: number }>(
      'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    )
  ).rows[0]!.n;

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => {
      throw new Error('expected the lease to fail');
    },
    (error: unknown) => error,
  );

beforeAll(async () => {
  database = await createTestDatabase();
  databaseName = new URL(database.url).pathname.slice(1);
  admin = new pg.Client({ connectionString: inject('testAdminUrl') });
  await admin.connect();
  proxy = await startPgProxy(database.url);
});
afterAll(async () => {
  await proxy?.close();
  await admin?.end();
  await database?.drop();
});

describe('the rate-limit lease store in a database blip', () => {
  let store: LeaseStore;
  beforeAll(() => {
    store = pgLeaseStore(proxy.url, { timeoutMs: 10_000 });
  });
  afterAll(() => store.close());
  const ask = (bucket: string) => store.lease({ bucket, max: 1_000, windowMs: 60_000, want: 4 });

  it('an idle connection killed ends nothing, and the next lease opens another', async () => {
    expect((await ask('blip|idle')).granted).toBe(4);
    expect(await killEveryBackend()).toBeGreaterThan(0);
    // The idle client's loss reaches the store's pool (an 'error' event nobody listened to would end the process).
    await sleep(200);
    expect((await ask('blip|idle')).granted).toBe(4);
  });

  it('a lease whose connection is killed mid-statement fails as "database unavailable"', async () => {
    await ask('blip|held');
    // The row is held, so the next lease's statement waits on it until its backend is killed.
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`select 1 from rate_limit_windows where bucket = 'blip|held' for update`);
      const failed = failureOf(ask('blip|held'));
      const waiting = `select pid from pg_stat_activity
        where datname = $1 and wait_event_type = 'Lock' and query like '%rate_limit_windows%'`;
      let pid: number | undefined;
      await waitFor('the lease to wait on the held row', async () => {
        pid = (await admin.query<{ pid: number }>(waiting, [databaseName])).rows[0]?.pid;
        return pid !== undefined;
      });
      await admin.query('select pg_terminate_backend($1)', [pid]);
      const error = await failed;
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await holder.query('rollback');
      await holder.end();
    }
    expect((await ask('blip|held')).granted).toBe(4);
  });

  it('a database refusing connections fails leases as "database unavailable" until it is back', async () => {
    proxy.refuse();
    try {
      await killEveryBackend();
      const error = await failureOf(ask('blip|away'));
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      proxy.accept();
    }
    expect((await ask('blip|away')).granted).toBe(4);
  });
});

describe('an API process with leased limits in a database blip', () => {
  let server: Server;
  beforeAll(async () => {
    const env = readEnvConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      ROLE: 'api',
      RATE_LIMIT_STORE: 'postgres',
      PUBLIC_URL: 'http://localhost:3000',
      DATABASE_POOL_SIZE: '4',
    });
    const config = resolveConfig(
      { ...env, PAYLOAD_ENCRYPTION: false },
      { appSecret: randomBytes(32).toString('base64url'), payloadKey: undefined },
    );
    server = await createServer(config, proxy.url);
    await server.app.ready();
  }, 60_000);
  afterAll(() => server?.close());

  // A login from an address not seen before: its limits ask the store for a lease first, then it reads the
  // database.
  const login = (ip: string) =>
    server.app.inject({
      method: 'POST',
      url: `/api${AUTH_PATHS.login}`,
      remoteAddress: ip,
      payload: { stage: 1, email: 'nobody@example.com', password: 'not-a-password', channel: CHANNEL },
    });
  /** Rows the store holds for an address's limits (read directly, not through the relay). */
  const leasedRows = async (ip: string) => {
    const reader = new pg.Client({ connectionString: database.url });
    await reader.connect();
    try {
      const { rows } = await reader.query<{ n: number }>(
        'select count(*)::int as n from rate_limit_windows where bucket like $1',
        [`%ip:${ip}`],
      );
      return rows[0]!.n;
    } finally {
      await reader.end();
    }
  };

  it('answers 503 with the generic message while the database is away, then serves and leases again', async () => {
    const before = await login('41.58.7.1');
    expect(before.statusCode).toBeLessThan(500);
    expect(await leasedRows('41.58.7.1')).toBeGreaterThan(0);

    proxy.refuse();
    try {
      expect(await killEveryBackend()).toBeGreaterThan(0);
      const away = await login('41.58.7.2');
      expect(away.statusCode).toBe(503);
      expect(away.json()).toEqual({
        error: true,
        message: GENERIC_FAILURE_MESSAGE,
        code: ErrorCode.unavailable,
      });
      expect(Number(away.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      proxy.accept();
    }

    // Back: the request is served, and once the store's pause is over its limits are leased from it again.
    await waitFor('a login answered again', async () => (await login('41.58.7.3')).statusCode < 500);
    await waitFor('a lease taken from the store again', async () => {
      await login('41.58.7.4');
      return (await leasedRows('41.58.7.4')) > 0;
    });
  }, 60_000);
});
