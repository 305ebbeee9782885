// A few seconds' memory of live sessions, so an authenticated read does not query its session on every call.
// Revocation stays prompt: every request that can change a session, a membership or a role (anything but
// GET/HEAD/OPTIONS) empties the cache before its answer leaves, and a lookup that began before such a change is
// not kept (the generation moved on). Changes made by another process take effect within `ttlMs`.

export interface SessionCache<T> {
  /** The live entry for key, if any. */
  get(key: string): T | undefined;
  /** Marks the start of a lookup; pass it to set() so a lookup older than an invalidation is dropped. */
  generation(): number;
  set(key: string, value: T, generation: number): void;
  invalidateAll(): void;
}

export function createSessionCache<T>(options: { ttlMs: number; maxEntries: number }): SessionCache<T> {
  const entries = new Map<string, { value: T; expiresAt: number }>();
  let generation = 0;
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    generation: () => generation,
    set(key, value, startedAt) {
      if (startedAt !== generation || options.ttlMs <= 0) return;
      // Oldest first: a full cache drops its oldest entry.
      if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expiresAt: Date.now() + options.ttlMs });
    },
    invalidateAll() {
      generation += 1;
      entries.clear();
    },
  };
}
