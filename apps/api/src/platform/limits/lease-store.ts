// Where the API processes take their leases of rate-limit windows: the rate_limit_windows table (migration 0044).
// Every lease asked in one turn of the event loop, and while the statement before is out, goes in one statement,
// so a burst of new keys costs one round trip, not one each. Its own connection, outside the pool's write clock:
// a counter is read by no kept answer, so taking a lease must not empty them (decision 0014).
import pg from 'pg';

export interface LeaseRequest {
  /** The limit's id and the key: one row. */
  bucket: string;
  max: number;
  windowMs: number;
  /** Calls wanted; the store gives at most this, never past the limit, and at most a quarter of what is left. */
  want: number;
}

export interface Lease {
  /** Calls this process may admit (0: the window has no more). */
  granted: number;
  /** The window's end on the database's clock: the same for every lease of one window, in every process. */
  window: number;
  /** When the window ends on this process's clock (what was left of it when the store answered). */
  endsAt: number;
}

export interface LeaseStore {
  lease(request: LeaseRequest): Promise<Lease>;
  close(): Promise<void>;
}

/**
 * One upsert per batch. A row whose window has ended starts a new one; a live row hands out the smallest of what
 * was asked, what is left, and a quarter of what is left (at least 1), so the last calls of a window go out in
 * small leases and a process holds back little that another could have used. Every expression reads the row as it
 * was before the statement (the update's old values), so `granted` and `used` agree.
 */
const TAKE = `
insert into rate_limit_windows as w (bucket, "limit", used, granted, window_ends_at)
select r.bucket, r.max, g.first, g.first, now() + r.window_ms * interval '1 millisecond'
from unnest($1::text[], $2::int[], $3::int[], $4::bigint[]) as r(bucket, max, want, window_ms)
cross join lateral (select least(r.want, r.max, ceil(r.max / 4.0)::int) as first) g
on conflict (bucket) do update set
  "limit" = excluded."limit",
  granted = case when w.window_ends_at <= now() then excluded.granted
    else greatest(0, least(excluded.granted, excluded."limit" - w.used, ceil((excluded."limit" - w.used) / 4.0)::int)) end,
  used = case when w.window_ends_at <= now() then excluded.used
    else w.used + greatest(0, least(excluded.granted, excluded."limit" - w.used, ceil((excluded."limit" - w.used) / 4.0)::int)) end,
  window_ends_at = case when w.window_ends_at <= now() then excluded.window_ends_at else w.window_ends_at end
returning bucket, granted, window_ends_at, now() as at`;

/** Rows whose window ended over a minute ago: nothing reads them again (a new window overwrites its row anyway). */
const SWEEP = `delete from rate_limit_windows where window_ends_at < now() - interval '1 minute'`;

const MAX_BATCH = 1_000;

interface Waiting {
  request: LeaseRequest;
  resolve: (lease: Lease) => void;
  reject: (error: unknown) => void;
}

export function pgLeaseStore(
  databaseUrl: string,
  options: { timeoutMs?: number /** This process's clock (tests move it). */; now?: () => number } = {},
): LeaseStore {
  const clock = options.now ?? Date.now;
  // A store this slow is as good as down: calls are counted in their process meanwhile (leased-counter.ts).
  const timeoutMs = options.timeoutMs ?? 5_000;
  // One statement is out at a time; a second connection lets the sweep run beside it.
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    connectionTimeoutMillis: timeoutMs,
    statement_timeout: timeoutMs,
    query_timeout: timeoutMs + 1_000,
    idleTimeoutMillis: 60_000,
  });
  pool.on('error', () => {});
  let queue: Waiting[] = [];
  let sending = false;
  let lastSweep = Date.now();

  async function send() {
    sending = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, MAX_BATCH);
        queue = queue.slice(MAX_BATCH);
        // One row may be asked once per statement (ON CONFLICT updates a row once): the rest wait for the next.
        const seen = new Set<string>();
        const now: Waiting[] = [];
        for (const waiting of batch) {
          if (seen.has(waiting.request.bucket)) queue.push(waiting);
          else {
            seen.add(waiting.request.bucket);
            now.push(waiting);
          }
        }
        await take(now);
      }
    } finally {
      sending = false;
    }
    if (Date.now() - lastSweep > 60_000) {
      lastSweep = Date.now();
      pool.query(SWEEP).catch(() => {});
    }
  }

  async function take(batch: Waiting[]) {
    try {
      const { rows } = await pool.query<{
        bucket: string;
        granted: number;
        window_ends_at: Date;
        at: Date;
      }>(TAKE, [
        batch.map((w) => w.request.bucket),
        batch.map((w) => w.request.max),
        batch.map((w) => Math.max(1, Math.floor(w.request.want))),
        batch.map((w) => w.request.windowMs),
      ]);
      // A window's end is carried over to this process's clock as the time it had left, so a clock that differs
      // from the database's moves no window.
      const answered = clock();
      const byBucket = new Map(rows.map((row) => [row.bucket, row]));
      for (const waiting of batch) {
        const row = byBucket.get(waiting.request.bucket);
        if (row) {
          const window = row.window_ends_at.getTime();
          waiting.resolve({ granted: row.granted, window, endsAt: answered + window - row.at.getTime() });
        } else waiting.reject(new Error(`no lease row for ${waiting.request.bucket}`));
      }
    } catch (error) {
      for (const waiting of batch) waiting.reject(error);
    }
  }

  return {
    lease(request) {
      return new Promise<Lease>((resolve, reject) => {
        queue.push({ request, resolve, reject });
        // Sent on the next turn, so the leases asked in this one share the statement.
        if (!sending && queue.length === 1) setImmediate(() => void (sending ? undefined : send()));
      });
    },
    close: () => pool.end(),
  };
}
