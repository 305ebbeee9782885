// Answers kept in memory until anything they may depend on is written (decision 0014). The pool's write clock
// (@paydesk/db) moves when a statement that may write finishes in this process, COMMIT included; a write made
// by another process is announced by the statement triggers of migration 0035 on WRITES_CHANNEL, delivered
// when its transaction commits. An answer is served from memory only while the clock has not moved since its
// read began, this process is listening, and for at most `ttlMs` (a backstop, should an announcement be lost).
import { type WriteClock, writeClockOf } from '@paydesk/db';
import type { FastifyReply } from 'fastify';
import { listenToChannel } from './listen.ts';

export const WRITES_CHANNEL = 'paydesk_writes';

/** Moves the clock on every write announced by another process; keeps nothing while not listening. */
export function watchWrites(databaseUrl: string, clock: WriteClock, onError: (error: unknown) => void) {
  return listenToChannel(
    databaseUrl,
    WRITES_CHANNEL,
    { notification: () => clock.tick(), connected: () => clock.watch(true), lost: () => clock.watch(false) },
    onError,
  );
}

/** When an answer was read: it stays fresh while the clock stands still. */
export interface ReadMark {
  generation: number;
  until: number;
}

export interface Freshness {
  /** Taken before a read begins; undefined when nothing may be kept (no clock, or not listening). */
  mark(): ReadMark | undefined;
  fresh(mark: ReadMark | undefined): boolean;
}

/** Freshness by the write clock of db's pool (none for a pool not made by createDb: nothing is kept). */
export function freshness(db: { $client: unknown }, ttlMs: number): Freshness {
  const clock = writeClockOf(db);
  return {
    mark: () =>
      clock?.watching && ttlMs > 0 ? { generation: clock.generation, until: Date.now() + ttlMs } : undefined,
    fresh: (mark) =>
      mark !== undefined &&
      clock?.watching === true &&
      clock.generation === mark.generation &&
      Date.now() < mark.until,
  };
}

export interface ReadCache<V> {
  /** The kept answer for key while fresh, otherwise load()'s, kept if no write finished while it was read. */
  read(key: string, load: () => Promise<V>): Promise<V>;
}

export function createReadCache<V>(
  db: { $client: unknown },
  options: { ttlMs: number; maxEntries: number },
): ReadCache<V> {
  const { mark, fresh } = freshness(db, options.ttlMs);
  const entries = new Map<string, { value: V; mark: ReadMark }>();
  return {
    async read(key, load) {
      const kept = entries.get(key);
      if (kept && fresh(kept.mark)) return kept.value;
      const started = mark();
      const value = await load();
      if (started && fresh(started)) {
        entries.delete(key);
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, { value, mark: started });
      }
      return value;
    },
  };
}

/**
 * A page of a list kept as the bytes of its answer (serialized by the route's schema once, when it is read), so a
 * page asked again before anything it reads is written costs neither the database nor the serializer. Only the
 * first pages of a list are kept, at most `maxRows` rows each: the memory stays bounded by maxEntries × maxRows.
 */
export function createPageCache(db: { $client: unknown }, options: { ttlMs: number; maxEntries: number }) {
  const pages = createReadCache<Buffer>(db, options);
  return {
    /** Sends the kept answer of key, else build()'s; key is undefined for a page not worth keeping. */
    async send<T>(reply: FastifyReply, key: string | undefined, build: () => Promise<T>) {
      if (key === undefined) return build();
      const body = await pages.read(key, async () => Buffer.from(String(reply.serialize(await build()))));
      // Bytes already serialized are sent as they are.
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}

/** Which list pages are kept: the first few, of a usual size. */
export const KEPT_PAGES = { lastPage: 3, maxRows: 50 };

/** The key of a kept list page (the business and the parsed query), or undefined when the page is not kept. */
export function pageKey(companyId: string, query: { page: number; limit: number }): string | undefined {
  if (query.page > KEPT_PAGES.lastPage || query.limit > KEPT_PAGES.maxRows) return undefined;
  return `${companyId}:${JSON.stringify(query)}`;
}
