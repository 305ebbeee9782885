// What Login & Security reads and writes: a member's open sessions in a business, their login events, their
// password and login-code channel.
import { authSessions, type Executor, users } from '@paydesk/db';
import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { pageUserEvents } from '../../platform/audit/audit-history.ts';

const open = (companyId: string, userId: string) =>
  and(eq(authSessions.companyId, companyId), eq(authSessions.userId, userId), isNull(authSessions.revokedAt));

/** Open sessions of the member in this business, newest activity first. */
export function listOpenSessions(db: Executor, companyId: string, userId: string) {
  return db
    .select()
    .from(authSessions)
    .where(open(companyId, userId))
    .orderBy(desc(sql`coalesce(${authSessions.lastUsedAt}, ${authSessions.createdAt})`));
}

/** One open session of the member in this business, or none (another business's or person's id answers none). */
export async function findOpenSession(db: Executor, companyId: string, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(authSessions)
    .where(and(open(companyId, userId), eq(authSessions.id, id)));
  return row;
}

/**
 * Ends every open session of the person but the caller's own login (and the sub-account sessions switched from
 * it); answers how many ended. `companyId` limits it to one business; without it, every business of the person.
 */
export async function revokeSessionsExcept(
  db: Executor,
  input: { userId: string; keepSessionId: string; reason: string; companyId?: string },
) {
  const kept = await db
    .select({ id: authSessions.id, parentSessionId: authSessions.parentSessionId })
    .from(authSessions)
    .where(eq(authSessions.id, input.keepSessionId));
  const root = kept[0]?.parentSessionId ?? input.keepSessionId;
  const ended = await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: input.reason })
    .where(
      and(
        eq(authSessions.userId, input.userId),
        isNull(authSessions.revokedAt),
        input.companyId ? eq(authSessions.companyId, input.companyId) : undefined,
        ne(authSessions.id, root),
        or(isNull(authSessions.parentSessionId), ne(authSessions.parentSessionId, root)),
      ),
    )
    .returning({ id: authSessions.id });
  return ended.length;
}

/** Ends one login: the session, and the sub-account sessions switched from it. */
export async function revokeSessionFamily(db: Executor, sessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        isNull(authSessions.revokedAt),
        or(eq(authSessions.id, sessionId), eq(authSessions.parentSessionId, sessionId)),
      ),
    );
}

export async function setPasswordHash(db: Executor, userId: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function setLoginCodeChannel(db: Executor, userId: string, channel: string) {
  await db
    .update(users)
    .set({ loginCodeChannel: channel, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

const LOGIN_ACTIONS = ['auth.login'];

/** The member's logins to this business (successes and refused codes), from the audit log, newest first. */
export function pageLoginEvents(
  db: Executor,
  input: { companyId: string; userId: string; page: number; limit: number },
) {
  return pageUserEvents(db, { ...input, actions: LOGIN_ACTIONS });
}
