// Counters shared by every API process (decision 0019). A process takes a lease of calls for a key's window from
// the store and spends it in memory: most calls are counted synchronously, a few wait for the store, and the store
// never leases more than the limit in a window, so all processes together never admit more than the limit. A lease
// is asked again before it runs out when leases are large (busy keys), so the busiest keys never wait.
// While the store cannot be reached, calls are counted in this process alone (as before decision 0019) and the store
// is asked again a second later.
import { type Counter, type Limiter, type RateLimit, secondsUntil, WindowCounter } from './counters.ts';
import type { LeaseStore } from './lease-store.ts';

interface KeyLease {
  /** The window the lease is of (its end on the store's clock); 0 before the first lease. */
  window: number;
  /** When the window ends on this process's clock; 0 before the first lease. */
  endsAt: number;
  /** Calls of the lease not spent yet. */
  left: number;
  /** The store has nothing more this window: once `left` is spent, calls are refused until `endsAt`. */
  exhausted: boolean;
  /** The last lease's size: the next one asks twice as many. */
  last: number;
  /** Calls waiting for the lease asked now. */
  waiting: number;
  asking: Promise<void> | undefined;
}

const MAX_KEYS = 100_000;
/** Leases at least this large are asked again when a quarter of them is left. */
const REFILL_FROM = 8;

export interface LeasedLimiterOptions {
  store: LeaseStore;
  onError: (error: unknown) => void;
  /** How long after a failed lease calls are counted in this process only, before the store is asked again. */
  retryStoreMs?: number;
  /** This process's clock (tests move it). */
  now?: () => number;
}

export function leasedLimiter(options: LeasedLimiterOptions): Limiter {
  const counters = new Map<string, LeasedCounter>();
  const health = { downUntil: 0, reported: false };
  return {
    counter(id, limit) {
      const known = counters.get(id);
      if (known) return known;
      const counter = new LeasedCounter(id, limit, options, health);
      counters.set(id, counter);
      return counter;
    },
    close: () => options.store.close(),
  };
}

class LeasedCounter implements Counter {
  private readonly leases = new Map<string, KeyLease>();
  /** Counts this process alone while the store is down. */
  private readonly fallback: WindowCounter;
  /**
   * The first lease of a key's window (1/64 of the limit); later ones double, up to 1/16: what one process can
   * hold unspent, and so keep from another, stays small (the store gives at most a quarter of what is left too).
   */
  private readonly firstLease: number;
  private readonly largestLease: number;
  private readonly now: () => number;

  constructor(
    private readonly id: string,
    private readonly limit: RateLimit,
    private readonly options: LeasedLimiterOptions,
    private readonly health: { downUntil: number; reported: boolean },
  ) {
    this.now = options.now ?? Date.now;
    this.fallback = new WindowCounter(limit);
    this.largestLease = Math.max(1, Math.ceil(limit.max / 16));
    this.firstLease = Math.min(this.largestLease, Math.max(1, Math.ceil(limit.max / 64)));
  }

  take(key: string, now = this.now()): number | Promise<number> {
    const lease = this.leases.get(key);
    if (lease !== undefined && now < lease.endsAt) {
      if (lease.left > 0) {
        lease.left -= 1;
        if (lease.left * 4 <= lease.last && lease.last >= REFILL_FROM && !lease.exhausted && !lease.asking)
          void this.ask(key, lease);
        return 0;
      }
      if (lease.exhausted) return secondsUntil(lease.endsAt, now);
    }
    if (now < this.health.downUntil) return this.fallback.take(key, now);
    return this.wait(key);
  }

  get size(): number {
    return this.leases.size;
  }

  /** A call that needs a lease first: it waits for the one being asked, or asks one. */
  private async wait(key: string): Promise<number> {
    for (;;) {
      const now = this.now();
      let lease = this.leases.get(key);
      if (lease === undefined || (now >= lease.endsAt && lease.asking === undefined)) {
        lease = this.fresh(key, lease);
      } else if (now < lease.endsAt) {
        if (lease.left > 0) {
          lease.left -= 1;
          return 0;
        }
        if (lease.exhausted) return secondsUntil(lease.endsAt, now);
      }
      if (now < this.health.downUntil) return this.fallback.take(key, now);
      lease.waiting += 1;
      try {
        await (lease.asking ?? this.ask(key, lease));
      } finally {
        lease.waiting -= 1;
      }
    }
  }

  /** A new window's lease state for key, kept last in the map (the map drops its oldest key when full). */
  private fresh(key: string, old: KeyLease | undefined): KeyLease {
    const now = this.now();
    if (old !== undefined) this.leases.delete(key);
    // The oldest key goes when its window has ended (one a new window, as calls come), or to make room.
    const first = this.leases.entries().next();
    if (!first.done && now >= first.value[1].endsAt && first.value[1].asking === undefined)
      this.leases.delete(first.value[0]);
    else if (this.leases.size >= MAX_KEYS) this.dropOne(now);
    const lease: KeyLease = {
      window: 0,
      endsAt: 0,
      left: 0,
      exhausted: false,
      last: 0,
      waiting: 0,
      asking: undefined,
    };
    this.leases.set(key, lease);
    return lease;
  }

  /** An ended window if the oldest keys hold one, else the oldest key. */
  private dropOne(now: number) {
    let checked = 0;
    for (const [key, lease] of this.leases) {
      if (now >= lease.endsAt && lease.asking === undefined) {
        this.leases.delete(key);
        return;
      }
      if (++checked >= 16) break;
    }
    this.leases.delete(this.leases.keys().next().value!);
  }

  private ask(key: string, lease: KeyLease): Promise<void> {
    const want = Math.min(this.largestLease, Math.max(this.firstLease, lease.last * 2, lease.waiting));
    const asking = this.options.store
      .lease({ bucket: `${this.id}|${key}`, max: this.limit.max, windowMs: this.limit.windowMs, want })
      .then(
        (granted) => {
          if (granted.window !== lease.window) {
            // A new window (or the first): what was left of the last one is of no use in it.
            lease.window = granted.window;
            lease.endsAt = granted.endsAt;
            lease.left = 0;
            lease.exhausted = false;
          }
          lease.left += granted.granted;
          lease.last = granted.granted;
          if (granted.granted === 0) lease.exhausted = true;
          this.health.reported = false;
        },
        (error: unknown) => {
          this.health.downUntil = this.now() + (this.options.retryStoreMs ?? 1_000);
          if (!this.health.reported) {
            this.health.reported = true;
            this.options.onError(error);
          }
        },
      )
      .finally(() => {
        if (lease.asking === asking) lease.asking = undefined;
      });
    lease.asking = asking;
    return asking;
  }
}
