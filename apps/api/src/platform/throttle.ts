// Lockout after repeated failures on one target (an email's login, its reset PIN), the same for known and
// unknown emails. An attempt is counted atomically BEFORE the slow check (claimAttempt), so parallel attempts
// cannot all pass a check-then-act: at most `threshold` attempts are ever checked per lock. Counters are written
// outside the request's transaction so a failed request still counts.
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

async function refusal(db: Database, key: string, policy: ThrottlePolicy): Promise<TooManyAttempts> {
  const [row] = await db.select().from(authThrottles).where(eq(authThrottles.key, key));
  const lockedFor = row?.lockedUntil ? row.lockedUntil.getTime() - Date.now() : 0;
  // Still counting: the last allowed attempts are being checked right now; answer as if they locked.
  const seconds = lockedFor > 0 ? Math.ceil(lockedFor / 1000) : policy.lockMinutes * 60;
  return new TooManyAttempts(lockedMessage(Math.ceil(seconds / 60)), seconds);
}

/**
 * Counts one attempt before it is checked; throws TooManyAttempts when the target is locked or the limit's attempts
 * are already used. One guarded upsert, so concurrent attempts each get a distinct count. Answers the count.
 */
export async function claimAttempt(db: Database, key: string, policy: ThrottlePolicy): Promise<number> {
  const window = sql`make_interval(mins => ${policy.lockMinutes})`;
  const stale = sql`(auth_throttles.window_started_at < now() - ${window} or auth_throttles.locked_until <= now())`;
  const result = await db.execute<{ failures: number }>(sql`
    insert into auth_throttles (key, failures, window_started_at) values (${key}, 1, now())
    on conflict (key) do update set
      failures = case when ${stale} then 1 else auth_throttles.failures + 1 end,
      window_started_at = case when ${stale} then now() else auth_throttles.window_started_at end,
      locked_until = null
    where (auth_throttles.locked_until is null or auth_throttles.locked_until <= now())
      and (${stale} or auth_throttles.failures < ${policy.threshold})
    returning failures`);
  const count = result.rows[0]?.failures;
  if (count === undefined) throw await refusal(db, key, policy);
  return count;
}

/** A claimed attempt failed: locks the target once the count reached the threshold. True when it is locked. */
export async function settleFailure(
  db: Database,
  key: string,
  policy: ThrottlePolicy,
  count: number,
): Promise<boolean> {
  const locked = await db
    .update(authThrottles)
    .set({
      failures: 0,
      windowStartedAt: new Date(),
      lockedUntil: sql`now() + make_interval(mins => ${policy.lockMinutes})`,
    })
    .where(
      sql`${authThrottles.key} = ${key} and ${authThrottles.failures} >= ${policy.threshold}
        and (${authThrottles.lockedUntil} is null or ${authThrottles.lockedUntil} <= now())`,
    )
    .returning({ key: authThrottles.key });
  return locked.length > 0 || count >= policy.threshold;
}

/** A claimed attempt was right but the journey goes on (a login's first stage): it does not count as a failure. */
export async function releaseAttempt(db: Database, key: string): Promise<void> {
  await db
    .update(authThrottles)
    .set({ failures: sql`greatest(${authThrottles.failures} - 1, 0)` })
    .where(sql`${authThrottles.key} = ${key} and ${authThrottles.lockedUntil} is null`);
}

export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
