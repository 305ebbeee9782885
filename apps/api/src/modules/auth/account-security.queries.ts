// What Login & Security reads and writes: a member's open sessions in a business, their login events, their
// password and login-code channel.
import { auditEvents, authSessions, type Executor, users } from '@paydesk/db';
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';

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
export async function pageLoginEvents(
  db: Executor,
  input: { companyId: string; userId: string; page: number; limit: number },
) {
  const where = and(
    eq(auditEvents.companyId, input.companyId),
    eq(auditEvents.actorType, 'user'),
    eq(auditEvents.actorId, input.userId),
    inArray(auditEvents.action, LOGIN_ACTIONS),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: auditEvents.id,
        createdAt: auditEvents.createdAt,
        outcome: auditEvents.outcome,
        ip: auditEvents.ip,
        userAgent: auditEvents.userAgent,
      })
      .from(auditEvents)
      .where(where)
      .orderBy(desc(auditEvents.seq))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(auditEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
