// Issue 26: a request that fails because the database cannot be reached (a killed connection, a server that
// refuses connections) answers 503 with the spec's generic message and a Retry-After, not a 500; a fault of the
// statement stays a 500. The failures are real ones, caught from node-postgres and Drizzle.

import net from 'node:net';
import { ErrorCode, GENERIC_FAILURE_MESSAGE } from '@paydesk/contracts';
import { createDb, type DbHandle, freePort, transactionConnection } from '@paydesk/db';
import { createTestDatabase, type TestDatabase } from '@paydesk/db/testing/test-database';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/plugins/error-handler.ts';

let database: TestDatabase;
let handle: DbHandle;
const failures: Record<string, unknown> = {};

const caught = (work: () => Promise<unknown>) =>
  work().then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

beforeAll(async () => {
  database = await createTestDatabase();
  handle = createDb(database.url, { max: 2 });
  const killer = new pg.Client({ connectionString: database.url });
  await killer.connect();
  try {
    // A Drizzle statement whose connection was ended by the server, and the next one on that connection.
    await handle.db
      .transaction(async (tx) => {
        const client = transactionConnection(tx)!;
        const { pid } = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!;
        const sleeping = tx.execute(sql`select pg_sleep(30)`).then(
          () => null,
          (error: unknown) => error,
        );
        const asleep = "select 1 from pg_stat_activity where pid = $1 and wait_event = 'PgSleep'";
        while (!(await killer.query(asleep, [pid])).rowCount) await new Promise((r) => setTimeout(r, 10));
        await killer.query('select pg_terminate_backend($1)', [pid]);
        failures.killed = await sleeping;
        failures.afterKill = await caught(() => tx.execute(sql`select 1`));
      })
      .catch(() => {});
  } finally {
    await killer.end();
  }
  // A server that is not there.
  const nowhere = createDb(`postgres://x:y@127.0.0.1:${await freePort()}/x`, { max: 1 });
  failures.refused = await caught(() => nowhere.db.execute(sql`select 1`));
  await nowhere.close();
  // A server that accepts connections and never answers (a stopped host, a half-open network): the wait for a
  // connection ends at the pool's connect timeout instead of holding the request for good.
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  const mute = createDb(`postgres://x:y@127.0.0.1:${port}/x`, { max: 1, connectTimeoutMs: 300 });
  failures.silent = await caught(() => mute.db.execute(sql`select 1`));
  await mute.close();
  silent.close();
  for (const socket of sockets) socket.destroy();
  // A fault of the statement.
  failures.statement = await caught(() => handle.db.execute(sql`select * from no_such_table`));
});
afterAll(async () => {
  await handle.close();
  await database.drop();
});

async function answerTo(failure: unknown) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/fails', async () => {
    throw failure;
  });
  const res = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  return res;
}

describe('a request the database cannot serve right now', () => {
  for (const name of ['killed', 'afterKill', 'refused', 'silent']) {
    it(`answers 503 with the generic message and a Retry-After (${name})`, async () => {
      expect(failures[name]).toBeInstanceOf(Error);
      const res = await answerTo(failures[name]);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: true,
        message: GENERIC_FAILURE_MESSAGE,
        code: ErrorCode.unavailable,
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });
  }

  it('a fault of the statement is still a 500 that says nothing of it', async () => {
    const res = await answerTo(failures.statement);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: true, code: ErrorCode.internal });
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.body).not.toContain('no_such_table');
  });
});
