// The retry policy of a refused recurring run (issue 12: "retried by a stated policy"). A run the wallet, its
// limits or the account refuse is tried again up to 3 more times, 15 minutes, 1 hour and 4 hours after each
// refusal, while its own Lagos day lasts; only then is it recorded failed and the members notified. Every attempt
// posts under the run's one idempotency key (`recurring:<id>:<date>`), so a retry can never pay twice.
import { addDays } from '../../../lib/lagos-time.ts';

export const RECURRING_RETRY_DELAYS_MINUTES = [15, 60, 240] as const;

/** The end of a Lagos day (Africa/Lagos is UTC+1 all year). */
const endOfLagosDay = (day: string) => new Date(`${addDays(day, 1)}T00:00:00+01:00`);

/**
 * When a run refused now, after `refusedBefore` earlier refusals, is tried again; null when it is not (no retry
 * left, or the next one would fall after its day).
 */
export function nextRetryAt(refusedBefore: number, runDate: string, now: Date): Date | null {
  const minutes = RECURRING_RETRY_DELAYS_MINUTES[refusedBefore];
  if (minutes === undefined) return null;
  const at = new Date(now.getTime() + minutes * 60_000);
  return at < endOfLagosDay(runDate) ? at : null;
}
