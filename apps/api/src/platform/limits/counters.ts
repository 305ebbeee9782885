// Rate-limit counters: calls per key in fixed windows, a window starting with its key's first call. A limiter makes
// one counter per limit; `leasedLimiter` (leased-counter.ts) counts where every API process sees it (decision
// 0019), `memoryLimiter` in this process only (RATE_LIMIT_STORE=memory: N processes allow N times the limit).

export interface RateLimit {
  /** Calls allowed in one window. */
  max: number;
  windowMs: number;
}

export const perMinute = (max: number): RateLimit => ({ max, windowMs: 60_000 });
export const perDay = (max: number): RateLimit => ({ max, windowMs: 86_400_000 });

/** Seconds until a window ending at `endsAt` ends, at least 1: what a refused call's Retry-After says. */
export const secondsUntil = (endsAt: number, now: number) => Math.max(1, Math.ceil((endsAt - now) / 1000));

export interface Counter {
  /**
   * Counts one call of key: 0 when it is within the limit, else the seconds until its window ends. Synchronous when
   * this process can decide alone (most calls); a promise when it must ask the shared store first.
   */
  take(key: string, now?: number): number | Promise<number>;
}

export interface Limiter {
  /** The counter of one limit; the same id is the same counters (in every process, for a shared limiter). */
  counter(id: string, limit: RateLimit): Counter;
  close(): Promise<void>;
}

/**
 * Calls per key in this process's memory. The map keeps keys in the order their windows started, so the oldest
 * window is always first: each call drops it when it has ended, and a full map drops it to make room (as an LRU
 * store would).
 */
export class WindowCounter implements Counter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(
    readonly limit: RateLimit,
    private readonly maxKeys = 100_000,
  ) {}

  take(key: string, now = Date.now()): number {
    this.dropOldest(now);
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      if (window !== undefined) this.windows.delete(key);
      else if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value!);
      window = { count: 0, endsAt: now + this.limit.windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count > this.limit.max ? secondsUntil(window.endsAt, now) : 0;
  }

  get size(): number {
    return this.windows.size;
  }

  private dropOldest(now: number) {
    const first = this.windows.entries().next();
    if (!first.done && first.value[1].endsAt <= now) this.windows.delete(first.value[0]);
  }
}

/** Counters in this process only: N API processes allow N times each limit. */
export function memoryLimiter(): Limiter {
  const counters = new Map<string, WindowCounter>();
  return {
    counter(id, limit) {
      const known = counters.get(id);
      if (known) return known;
      const counter = new WindowCounter(limit);
      counters.set(id, counter);
      return counter;
    },
    close: async () => {},
  };
}
