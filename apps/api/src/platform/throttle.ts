// Lockout after repeated failures on one target (an email's login, its reset PIN), the same for known and
// unknown emails. Two ways to keep parallel attempts from outrunning the lock (at most `threshold` checked per lock):
// - attemptInTurn: attempts on one target take turns behind its row's lock, each checked and settled before the
//   next; right ones sent in parallel all pass (passwords, reset PINs: a person retrying on two tabs);
// - claimAttempt: the attempt is counted atomically BEFORE the check (emailed codes, re-authentication), so the last
//   allowed attempts in flight make later ones answer "locked" even if they turn out right.
// Counters are written outside the request's transaction so a failed request still counts.
import { authThrottles, type Database, type Tx } from '@paydesk/db';
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

/** The attempts of one target waiting here in this process: each waits for the one before, holding no connection. */
const turns = new Map<string, Promise<unknown>>();

function inProcessTurn<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = turns.get(key) ?? Promise.resolve();
  const mine = before.then(work, work);
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  turns.set(key, settled);
  void settled.then(() => {
    if (turns.get(key) === settled) turns.delete(key);
  });
  return mine;
}

export type TurnResult<T> = { right: true; value: T } | { right: false; value: T; locked: boolean };

/**
 * Checks one attempt in its turn: behind the target's row lock (taken with one upsert; other API processes wait
 * on it too) the lock is read, `check` runs, and the outcome is written before the next attempt starts. So a burst
 * of wrong attempts gets at most `threshold` checked and whatever comes after the lock is refused, while right
 * attempts in flight together all pass. `check` gets the transaction: it must read through it and do only fast
 * work (hash slow inputs before), since every waiting turn of another process holds a connection.
 * Throws TooManyAttempts when the target is locked; a right attempt clears the failures when `clearOnRight`.
 */
export async function attemptInTurn<T>(
  db: Database,
  key: string,
  policy: ThrottlePolicy,
  check: (tx: Tx) => Promise<{ right: boolean; value: T }>,
  options: { clearOnRight: boolean },
): Promise<TurnResult<T>> {
  const outcome = await inProcessTurn(key, () =>
    db.transaction(async (tx) => {
      const window = sql`make_interval(mins => ${policy.lockMinutes})`;
      const taken = await tx.execute<{ failures: number; stale: boolean; locked_for_ms: number | null }>(sql`
        insert into auth_throttles (key, failures, window_started_at) values (${key}, 0, now())
        on conflict (key) do update set key = excluded.key
        returning failures,
          (window_started_at < now() - ${window} or locked_until <= now()) as stale,
          case when locked_until > now() then ceil(extract(epoch from locked_until - now()) * 1000) end
            as locked_for_ms`);
      const row = taken.rows[0]!;
      if (row.locked_for_ms !== null) return { kind: 'locked' as const, ms: Number(row.locked_for_ms) };
      const failures = row.stale ? 0 : row.failures;
      const checked = await check(tx);
      if (checked.right) {
        if (options.clearOnRight) await tx.delete(authThrottles).where(eq(authThrottles.key, key));
        else if (row.stale)
          await tx
            .update(authThrottles)
            .set({ failures: 0, windowStartedAt: sql`now()`, lockedUntil: null })
            .where(eq(authThrottles.key, key));
        return { kind: 'checked' as const, result: { right: true as const, value: checked.value } };
      }
      const locks = failures + 1 >= policy.threshold;
      await tx
        .update(authThrottles)
        .set(
          locks
            ? { failures: 0, windowStartedAt: sql`now()`, lockedUntil: sql`now() + ${window}` }
            : {
                failures: failures + 1,
                lockedUntil: null,
                ...(row.stale ? { windowStartedAt: sql`now()` } : {}),
              },
        )
        .where(eq(authThrottles.key, key));
      return {
        kind: 'checked' as const,
        result: { right: false as const, value: checked.value, locked: locks },
      };
    }),
  );
  if (outcome.kind === 'locked') {
    const seconds = Math.max(1, Math.ceil(outcome.ms / 1000));
    throw new TooManyAttempts(lockedMessage(Math.ceil(seconds / 60)), seconds);
  }
  return outcome.result;
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
