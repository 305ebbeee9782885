// Data access of the transaction PIN: the person's PIN row, its emailed codes, and the person and administrator
// membership behind the token-free variants (decision 0006: the service decides, these run the SQL).
import { type Executor, transactionPinCodes, transactionPins } from '@paydesk/db';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { findUserByEmail, findUserById } from '../../auth/index.ts';

const ofUser = (userId: string) => eq(transactionPins.userId, userId);

export async function findPin(db: Executor, userId: string) {
  const [row] = await db.select().from(transactionPins).where(ofUser(userId));
  return row;
}

/** The person's PIN row, locked: checks of one PIN take turns. */
export async function lockPin(tx: Executor, userId: string) {
  const [row] = await tx.select().from(transactionPins).where(ofUser(userId)).for('update');
  return row;
}

export async function updatePin(
  tx: Executor,
  userId: string,
  values: Partial<typeof transactionPins.$inferInsert>,
) {
  await tx.update(transactionPins).set(values).where(ofUser(userId));
}

/** Locks the PIN for this many minutes from the database's now; answers when the lock ends. */
export async function lockPinFor(tx: Executor, userId: string, minutes: number) {
  const [locked] = await tx
    .update(transactionPins)
    .set({
      failedAttempts: 0,
      lockedUntil: sql`now() + make_interval(mins => ${minutes})`,
      updatedAt: new Date(),
    })
    .where(ofUser(userId))
    .returning({ lockedUntil: transactionPins.lockedUntil });
  return locked;
}

export async function pinOwnerId(db: Executor, userId: string) {
  const [pin] = await db
    .select({ userId: transactionPins.userId })
    .from(transactionPins)
    .where(eq(transactionPins.userId, userId));
  return pin;
}

/** How many codes the person was sent in the last `minutes`. */
export async function countCodesSince(db: Executor, userId: string, minutes: number) {
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactionPinCodes)
    .where(
      and(
        eq(transactionPinCodes.userId, userId),
        gt(transactionPinCodes.createdAt, sql`now() - make_interval(mins => ${minutes})`),
      ),
    );
  return recent;
}

export async function insertCode(tx: Executor, values: typeof transactionPinCodes.$inferInsert) {
  await tx.insert(transactionPinCodes).values(values);
}

/** The person's newest code that is neither used nor expired. */
export async function latestLiveCode(db: Executor, userId: string) {
  const [codeRow] = await db
    .select()
    .from(transactionPinCodes)
    .where(
      and(
        eq(transactionPinCodes.userId, userId),
        isNull(transactionPinCodes.consumedAt),
        gt(transactionPinCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(transactionPinCodes.createdAt))
    .limit(1);
  return codeRow;
}

/** Counts one try in a guarded UPDATE; answers nothing once the code has had `maxAttempts`. */
export async function claimCodeAttempt(db: Executor, codeId: string, maxAttempts: number) {
  const [claimed] = await db
    .update(transactionPinCodes)
    .set({ attempts: sql`${transactionPinCodes.attempts} + 1` })
    .where(and(eq(transactionPinCodes.id, codeId), lt(transactionPinCodes.attempts, maxAttempts)))
    .returning({ id: transactionPinCodes.id });
  return claimed;
}

/** Marks the code used unless it already was; answers nothing when it was. */
export async function consumeCode(tx: Executor, codeId: string) {
  const [consumed] = await tx
    .update(transactionPinCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(transactionPinCodes.id, codeId), isNull(transactionPinCodes.consumedAt)))
    .returning({ id: transactionPinCodes.id });
  return consumed;
}

export async function lockPinOwnerId(tx: Executor, userId: string) {
  const [existing] = await tx
    .select({ userId: transactionPins.userId })
    .from(transactionPins)
    .where(eq(transactionPins.userId, userId))
    .for('update');
  return existing;
}

/** Sets the PIN, or replaces it and lifts any lock. */
export async function upsertPin(tx: Executor, userId: string, pinHash: string) {
  await tx
    .insert(transactionPins)
    .values({ userId, pinHash })
    .onConflictDoUpdate({
      target: transactionPins.userId,
      set: { pinHash, failedAttempts: 0, lockedUntil: null, setAt: new Date(), updatedAt: new Date() },
    });
}

/** The person's email and names (whom the PIN's codes go to), through the auth face. */
export async function findUser(db: Executor, userId: string) {
  const user = await findUserById(db, userId);
  return user && { email: user.email, firstName: user.firstName, lastName: user.lastName };
}

/** The person's id and password hash by email (the token-free PIN pages check the password), through auth. */
export async function credentialsByEmail(db: Executor, email: string) {
  const user = await findUserByEmail(db, email);
  return user && { id: user.id, passwordHash: user.passwordHash };
}

// Memberships are team's: marking the PIN set on them, and the administrator membership, go through its face.
export { activeAdministratorMembership, markPinSetOnMemberships } from '../../team/index.ts';
