// Writes of sign-in credentials: password link tokens, email confirmations, login challenges, refresh tokens and
// sessions (decision 0006: the services decide, these run the SQL).
import {
  authSessions,
  type Executor,
  emailVerifications,
  loginChallenges,
  passwordTokens,
  refreshTokens,
} from '@paydesk/db';
import { eq } from 'drizzle-orm';

export async function insertPasswordToken(db: Executor, values: typeof passwordTokens.$inferInsert) {
  await db.insert(passwordTokens).values(values);
}

export async function insertEmailVerification(db: Executor, values: typeof emailVerifications.$inferInsert) {
  const [verification] = await db
    .insert(emailVerifications)
    .values(values)
    .returning({ id: emailVerifications.id });
  return verification;
}

export async function lockEmailVerification(db: Executor, id: string) {
  const [verification] = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.id, id))
    .for('update');
  return verification;
}

export async function markRefreshTokenUsed(db: Executor, tokenId: string) {
  await db.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, tokenId));
}

export async function touchSession(db: Executor, sessionId: string) {
  await db.update(authSessions).set({ lastUsedAt: new Date() }).where(eq(authSessions.id, sessionId));
}

export async function insertLoginChallenge(db: Executor, values: typeof loginChallenges.$inferInsert) {
  const [challenge] = await db.insert(loginChallenges).values(values).returning({ id: loginChallenges.id });
  return challenge;
}

export async function updateLoginChallenge(
  db: Executor,
  challengeId: string,
  values: Partial<typeof loginChallenges.$inferInsert>,
) {
  await db.update(loginChallenges).set(values).where(eq(loginChallenges.id, challengeId));
}
