// What team's memberships do to sign-in credentials (tables password_tokens and auth_sessions, owned by auth; issue
// 27): an invitation's accept links, an ownership transfer's one-time codes, and ending a member's sessions when they
// are disabled or removed. Team calls these through the auth face.
import { authSessions, type Executor, passwordTokens } from '@paydesk/db';
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import { consumePasswordTokensOf } from './auth.queries.ts';

export async function consumePasswordToken(db: Executor, tokenId: string) {
  await db.update(passwordTokens).set({ consumedAt: new Date() }).where(eq(passwordTokens.id, tokenId));
}

/** Consumes the open links of a membership's invitation, marked withdrawn (their pages say so). */
export async function withdrawInvitationTokens(db: Executor, userId: string, memberId: string) {
  const now = new Date();
  await db
    .update(passwordTokens)
    .set({ consumedAt: now, withdrawnAt: now })
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.memberId, memberId),
        isNull(passwordTokens.consumedAt),
      ),
    );
}

/** Whether the token of this hash and purpose was withdrawn with its invitation. */
export async function tokenWithdrawn(tx: Executor, tokenHash: string, purpose: string) {
  const [row] = await tx
    .select({ withdrawnAt: passwordTokens.withdrawnAt })
    .from(passwordTokens)
    .where(and(eq(passwordTokens.tokenHash, tokenHash), eq(passwordTokens.purpose, purpose)));
  return Boolean(row?.withdrawnAt);
}

/** The unused, unexpired token of this hash and purpose, locked. */
export async function lockOpenToken(tx: Executor, tokenHash: string, purpose: string) {
  const [row] = await tx
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.consumedAt),
        gt(passwordTokens.expiresAt, new Date()),
      ),
    )
    .for('update');
  return row;
}

/** Consumes every open code of this purpose, so only the newest one works. */
export const consumeOpenCodes = (db: Executor, userId: string, purpose: string) =>
  consumePasswordTokensOf(db, userId, [purpose]);

/** The newest open, unexpired code of this purpose, locked. */
export async function lockNewestCode(db: Executor, userId: string, purpose: string) {
  const [token] = await db
    .select()
    .from(passwordTokens)
    .where(
      and(
        eq(passwordTokens.userId, userId),
        eq(passwordTokens.purpose, purpose),
        isNull(passwordTokens.consumedAt),
        gt(passwordTokens.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordTokens.createdAt))
    .limit(1)
    .for('update');
  return token;
}

/**
 * Ends the member's sign-ins to the business at once: their sessions in it and the sub-account sessions they
 * switched into from it.
 */
export async function revokeMemberSessions(tx: Executor, companyId: string, userId: string, reason: string) {
  const own = tx
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), eq(authSessions.companyId, companyId)));
  await tx
    .update(authSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        or(eq(authSessions.companyId, companyId), inArray(authSessions.parentSessionId, own)),
      ),
    );
}
