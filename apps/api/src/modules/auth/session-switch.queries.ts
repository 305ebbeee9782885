// What switching between a main account and its sub accounts does to login sessions (tables auth_sessions and
// refresh_tokens, owned by auth; issue 27): the businesses module calls these through the auth face.
import { authSessions, type Executor, refreshTokens } from '@paydesk/db';
import { and, eq, isNull } from 'drizzle-orm';

/** The session, locked for the rest of the transaction (two switches at once take turns). */
export async function lockSession(db: Executor, sessionId: string) {
  const [row] = await db.select().from(authSessions).where(eq(authSessions.id, sessionId)).for('update');
  return row;
}

/** Ends the sub-account sessions opened from this one that are still open. */
export async function revokeChildSessions(db: Executor, parentSessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(authSessions.parentSessionId, parentSessionId), isNull(authSessions.revokedAt)));
}

/** Ends one session, with the reason. */
export async function endSession(db: Executor, sessionId: string, reason: string) {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(eq(authSessions.id, sessionId));
}

/** Marks the session's unused refresh tokens used, so none of them can be exchanged any more. */
export async function retireRefreshTokens(db: Executor, sessionId: string) {
  await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.sessionId, sessionId), isNull(refreshTokens.usedAt)));
}
