// Connection pool and Drizzle instance for one database URL.
import { drizzle, type NodePgDatabase, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
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

export interface DbOptions {
  max?: number;
  /**
   * How long a caller waits for a connection — a new one to open, or a busy pool's turn — before the work fails as
   * "the database is unavailable" (a 503 with Retry-After on the request path). Without it, a server that accepts
   * and never answers (a stopped host, a half-open network) holds every request for good.
   */
  connectTimeoutMs?: number;
}

export function createDb(url: string, options: DbOptions = {}): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 30_000,
  });
  // A connection lost (a killed backend, a restart, a failover) must not end the process. The pool listens to its
  // idle clients and reports their loss here; it replaces them.
  pool.on('error', () => {});
  // A checked-out client has no pool listener, and an 'error' event nobody listens to throws: each client gets
  // its own for its whole life. The query in flight rejects with the loss anyway, later ones are refused (the
  // client is no longer queryable), and its release drops it from the pool.
  pool.on('connect', (client) => client.on('error', ignoreLostConnection));
  installWriteClock(pool);
  const db = drizzle(pool, { schema }) as Database;
  return { db, pool, close: () => pool.end() };
}

const ignoreLostConnection = () => {};

interface DrizzleInternals {
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  session: {
    schema: ConstructorParameters<typeof NodePgSession>[2];
    options: ConstructorParameters<typeof NodePgSession>[3];
  };
}

/**
 * `db.transaction`, except that the BEGIN's round trip also runs `opening`: plain SQL without parameters (the simple
 * protocol, one message), e.g. the row lock a hot path takes before it reads. Each statement of the message gets
 * its own snapshot, so what the work reads next sees everything committed before the lock was granted. Commits when
 * the work resolves, rolls back when it throws; `tx` is the same Drizzle handle `db.transaction` gives.
 */
export async function transactionOpening<T>(
  db: Database,
  opening: string,
  work: (tx: Tx, client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await db.$client.connect();
  let broken: Error | undefined;
  try {
    try {
      await client.query(`begin; ${opening}`);
      // Drizzle's own transaction handle over this connection (what NodePgSession.transaction builds).
      const { dialect, session } = db as unknown as DrizzleInternals;
      const onClient = new NodePgSession(client, dialect, session.schema, session.options);
      // Built without the schema: Drizzle would make a relational query builder for every table of it on each
      // transaction (~4% of the request path's CPU); `tx.query` builds them on first use instead.
      const tx = new NodePgTransaction(dialect, onClient, undefined) as unknown as Tx;
      Object.defineProperty(tx, 'query', {
        configurable: true,
        get() {
          const full = new NodePgTransaction(dialect, onClient, session.schema) as unknown as Tx;
          Object.defineProperty(tx, '_', { value: full._ });
          Object.defineProperty(tx, 'query', { value: full.query });
          return full.query;
        },
      });
      const result = await work(tx, client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch((lost: Error) => {
        broken = lost;
      });
      throw error;
    }
  } finally {
    client.release(broken);
  }
}

/**
 * The connection behind a transaction, for what Drizzle does not speak (COPY FROM STDIN). Drizzle keeps it on the
 * transaction's session; a pool-wide handle has none (a COPY must run on one connection).
 */
export function connectionOf(tx: Tx): pg.PoolClient {
  const client = transactionConnection(tx);
  if (!client) throw new Error('connectionOf needs a transaction handle');
  return client;
}

/** The connection behind a transaction handle; none for the pool-wide `db`. */
export function transactionConnection(db: Executor): pg.PoolClient | undefined {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? (client as pg.PoolClient) : undefined;
}
