// Where this process counts the rate limits (decision 0019): leases of one budget in PostgreSQL, so every API
// process spends the same budget, or (undefined) in this process's memory, the app's default.
import type { Limiter } from './counters.ts';
import { pgLeaseStore } from './lease-store.ts';
import { leasedLimiter } from './leased-counter.ts';

export function processLimiter(
  store: 'postgres' | 'memory',
  databaseUrl: string,
  onError: (error: unknown) => void,
): Limiter | undefined {
  return store === 'postgres' ? leasedLimiter({ store: pgLeaseStore(databaseUrl), onError }) : undefined;
}
