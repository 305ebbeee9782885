// A pool's write clock: a number that moves on whenever a statement that may change data finishes on one of the
// pool's connections (a COMMIT included), or when another process announces a write (see the API's read cache).
// A read that noted the clock before it began and finds it unchanged when it ends cannot have raced a write this
// process made, so its answer may be kept until the clock moves (decision 0014).
import type pg from 'pg';

export interface WriteClock {
  /** Moves on after every statement that may have written, and on every announced write. */
  readonly generation: number;
  /** Whether writes made by other processes are announced to this one; kept answers are served only then. */
  readonly watching: boolean;
  tick(): void;
  watch(watching: boolean): void;
}

const clocks = new WeakMap<object, WriteClock>();

/** The write clock of a pool made by createDb (or of its Drizzle instance), if it has one. */
export function writeClockOf(db: pg.Pool | { $client: unknown }): WriteClock | undefined {
  return clocks.get('$client' in db ? (db.$client as object) : db);
}

/** Only these statements are known not to change data; anything else moves the clock when it ends. */
export function mayWrite(text: string): boolean {
  const head = /^\s*([a-z]+)/i.exec(text)?.[1]?.toLowerCase();
  if (head === 'select' || head === 'begin' || head === 'show') return false;
  if (head === 'with') return /\b(insert|update|delete|merge)\b/i.test(text);
  return true;
}

type QueryFn = (...args: unknown[]) => unknown;

/** Counts every pooled connection's writes, the pool's own `query` included (it runs on a pooled connection). */
export function installWriteClock(pool: pg.Pool): WriteClock {
  let generation = 0;
  let watching = false;
  const clock: WriteClock = {
    get generation() {
      return generation;
    },
    get watching() {
      return watching;
    },
    tick: () => {
      generation += 1;
    },
    watch(next) {
      generation += 1;
      watching = next;
    },
  };
  pool.on('connect', (client) => {
    const query = client.query as QueryFn;
    (client as { query: QueryFn }).query = function countedQuery(this: pg.PoolClient, ...args: unknown[]) {
      const first = args[0] as string | { text?: string; submit?: unknown } | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (typeof text !== 'string' || !mayWrite(text)) return query.apply(this, args);
      const last = args.length - 1;
      if (typeof args[last] === 'function') {
        const callback = args[last] as (...a: unknown[]) => unknown;
        args[last] = (...a: unknown[]) => {
          clock.tick();
          return callback(...a);
        };
        return query.apply(this, args);
      }
      // A promise or a submittable (cursor, stream): the clock moves now and again when the statement ends.
      clock.tick();
      const result = query.apply(this, args) as { then?: unknown; once?: unknown } | undefined;
      if (result && typeof result.then === 'function')
        (result as Promise<unknown>).then(clock.tick, clock.tick);
      else if (result && typeof result.once === 'function') {
        const emitter = result as { once(event: string, listener: () => void): void };
        emitter.once('end', clock.tick);
        emitter.once('error', clock.tick);
      }
      return result;
    };
  });
  clocks.set(pool, clock);
  return clock;
}
