// Lockout after repeated failures on one target (an email's login, its reset PIN), the same for known and
// unknown emails. Counters are written outside the request's transaction so a failed request still counts.
import { authThrottles, type Database } from '@paydesk/db';
import { eq, sql } from 'drizzle-orm';
import { TooManyAttempts } from '../lib/errors.ts';

export interface ThrottlePolicy {
  threshold: number;
  lockMinutes: number;
}

export function lockedMessage(minutes: number): string {
  return `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export async function assertNotLocked(db: Database, key: string): Promise<void> {
  const [row] = await db.select().from(authThrottles).where(eq(authThrottles.key, key));
  if (row?.lockedUntil && row.lockedUntil.getTime() > Date.now()) {
    const seconds = Math.ceil((row.lockedUntil.getTime() - Date.now()) / 1000);
    throw new TooManyAttempts(lockedMessage(Math.ceil(seconds / 60)), seconds);
  }
}

/** Counts one failure; returns true when this failure locked the target. */
export async function recordFailure(db: Database, key: string, policy: ThrottlePolicy): Promise<boolean> {
  const window = sql`make_interval(mins => ${policy.lockMinutes})`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, failures: 1, windowStartedAt: new Date() })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        failures: sql`case when ${authThrottles.windowStartedAt} < now() - ${window} then 1 else ${authThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${authThrottles.windowStartedAt} < now() - ${window} then now() else ${authThrottles.windowStartedAt} end`,
      },
    })
    .returning({ failures: authThrottles.failures });
  if ((row?.failures ?? 0) < policy.threshold) return false;
  await db
    .update(authThrottles)
    .set({ failures: 0, windowStartedAt: new Date(), lockedUntil: sql`now() + ${window}` })
    .where(eq(authThrottles.key, key));
  return true;
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
