// Issue 26: a pooled connection lost while checked out (pg_terminate_backend, a restart, a failover) fails the
// work that holds it and nothing else: no unhandled 'error' event ends the process, the pool replaces the
// connection, and the failure reads as "the database is unavailable", not as a fault of the statement.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DbHandle, transactionConnection } from '../src/client.ts';
import { freePort } from '../src/embedded.ts';
import { createTestDatabase, type TestDatabase } from '../src/testing/test-database.ts';
import { isDatabaseUnavailable } from '../src/unavailable.ts';

let database: TestDatabase;
let handle: DbHandle;
let killer: pg.Client;

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url, { max: 2 });
  killer = new pg.Client({ connectionString: database.url });
  await killer.connect();
});
afterAll(async () => {
  await killer.end();
  await handle.close();
  await database.drop();
});

const terminate = (pid: number) => killer.query('select pg_terminate_backend($1)', [pid]);
const backendPid = async (client: pg.ClientBase) =>
  (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;

describe('a pooled connection lost while checked out', () => {
  it('every client the pool hands out has an error listener', async () => {
    const clients = await Promise.all([handle.pool.connect(), handle.pool.connect()]);
    for (const client of clients) {
      expect(client.listenerCount('error')).toBeGreaterThan(0);
      client.release();
    }
  });

  it('between two statements of a transaction: the next statement fails, the pool serves again', async () => {
    const failure = await handle.db
      .transaction(async (tx) => {
        const client = transactionConnection(tx)!;
        const pid = await backendPid(client);
        // Listen before the kill: the client may see its socket close before `terminate` returns. (Not
        // `events.once`: it rejects on the client's 'error', which comes first.)
        const ended = new Promise((resolve) => client.once('end', resolve));
        await terminate(pid);
        await ended;
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect((await handle.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });

  it('in the middle of a statement: it fails as unavailable, the pool serves again', async () => {
    const failure = await handle.db
      .transaction(async (tx) => {
        const client = transactionConnection(tx)!;
        const pid = await backendPid(client);
        // A Drizzle query runs when awaited: start it, and keep its outcome for after the kill.
        const sleeping = tx.execute(sql`select pg_sleep(30)`).then(
          () => null,
          (error: unknown) => error,
        );
        const asleep = "select 1 from pg_stat_activity where pid = $1 and wait_event = 'PgSleep'";
        while (!(await killer.query(asleep, [pid])).rowCount) await new Promise((r) => setTimeout(r, 10));
        await terminate(pid);
        const lost = await sleeping;
        if (lost) throw lost;
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect((await handle.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
  });
});

describe('isDatabaseUnavailable', () => {
  it('a server that refuses connections is unavailable', async () => {
    const nobody = new pg.Client({ host: '127.0.0.1', port: await freePort(), user: 'x', database: 'x' });
    const refused = await nobody.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isDatabaseUnavailable(refused)).toBe(true);
  });

  it('a fault of the statement is not', async () => {
    const failures = await Promise.all(
      [sql`selec 1`, sql`select 1 / 0`, sql`select * from no_such_table`].map((query) =>
        handle.db.execute(query).then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    );
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(failure)).toBe(false);
    }
  });
});
