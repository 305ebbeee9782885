// Data access for the sign-in journey. Queries take an executor (the pool or a transaction).
import {
  authSessions,
  type Executor,
  emailVerifications,
  loginChallenges,
  passwordResets,
  passwordTokens,
  refreshTokens,
  users,
} from '@paydesk/db';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return user;
}

/** Serialises the transactions that may create an account for one email (two sign-ups at the same moment). */
export async function lockEmail(tx: Executor, email: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email:${email.toLowerCase()}`}))`);
}

export async function findUserById(db: Executor, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** People's names by user id (who paid, who approved…); an unknown id is absent. */
export async function userNames(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, { firstName: string; lastName: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

/** How to reach people by user id (an approver's email and names…); an unknown id is absent. */
export async function userContacts(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, { email: string; firstName: string; lastName: string }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

export async function latestOpenVerification(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.consumedAt)))
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row;
}

export async function consumeVerificationsOf(db: Executor, userId: string) {
  await db
    .update(emailVerifications)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.consumedAt)));
}

export async function findPasswordToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select()
    .from(passwordTokens)
    .where(eq(passwordTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

export async function consumePasswordTokensOf(db: Executor, userId: string, purposes: string[]) {
  await db
    .update(passwordTokens)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        isNull(passwordTokens.consumedAt),
        sql`${passwordTokens.purpose} = any(${sql.param(purposes)}::text[])`,
      ),
    );
}

export async function findChallengeForUpdate(db: Executor, id: string) {
  const [row] = await db.select().from(loginChallenges).where(eq(loginChallenges.id, id)).for('update');
  return row;
}

export async function latestOpenChallenge(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(loginChallenges)
    .where(and(eq(loginChallenges.userId, userId), isNull(loginChallenges.consumedAt)))
    .orderBy(desc(loginChallenges.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function latestOpenReset(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)))
    .orderBy(desc(passwordResets.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function consumeResetsOf(db: Executor, userId: string) {
  await db
    .update(passwordResets)
    .set({ consumedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.consumedAt)));
}

export async function findRefreshTokenForUpdate(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update', { of: refreshTokens });
  return row;
}

/**
 * Ends a whole login: the session, the main-account session it was switched from, and every sub-account session
 * switched into from that main session.
 */
export async function revokeLogin(db: Executor, sessionId: string, reason: string) {
  const session = await findSession(db, sessionId);
  const rootId = session?.parentSessionId ?? sessionId;
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        isNull(authSessions.revokedAt),
        or(
          eq(authSessions.id, sessionId),
          eq(authSessions.id, rootId),
          eq(authSessions.parentSessionId, rootId),
        ),
      ),
    );
}

export async function revokeSessionsOfUser(db: Executor, userId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

export async function findSession(db: Executor, id: string) {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, id));
  return row;
}

export async function insertRefreshToken(tx: Executor, values: typeof refreshTokens.$inferInsert) {
  await tx.insert(refreshTokens).values(values);
}

export async function insertAuthSession(tx: Executor, values: typeof authSessions.$inferInsert) {
  const [session] = await tx.insert(authSessions).values(values).returning();
  return session;
}
