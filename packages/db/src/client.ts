// Connection pool and Drizzle instance for one database URL.
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { installWriteClock } from './write-clock.ts';

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
  installWriteClock(pool);
  const db = drizzle(pool, { schema }) as Database;
  return { db, pool, close: () => pool.end() };
}
