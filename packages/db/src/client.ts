// Connection pool and Drizzle instance for one database URL.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

// bigint columns come back as strings by default; ours hold kobo and sequence numbers within safe range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`bigint ${value} is outside the safe integer range`);
  return n;
});

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema> & { $client: pg.Pool };
/** A transaction handle; queries inside a transaction take this, never the pool-wide `db`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Tx;

export interface DbHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function createDb(url: string, options: { max?: number } = {}): DbHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema }) as Database;
  return { db, pool, close: () => pool.end() };
}

/**
 * The connection behind a transaction, for what Drizzle does not speak (COPY FROM STDIN). Drizzle keeps it on the
 * transaction's session; a pool-wide handle has none (a COPY must run on one connection).
 */
export function connectionOf(tx: Tx): pg.PoolClient {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!(client instanceof pg.Client)) throw new Error('connectionOf needs a transaction handle');
  return client as pg.PoolClient;
}
