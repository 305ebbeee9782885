// Writes of accounts: new people, confirmed emails, passwords, profiles and reset PINs (decision 0006: the services
// decide, these run the SQL). A new business, its owner and accepted invitations go through `MembershipDirectory`.
import { type Executor, passwordResets, users } from '@paydesk/db';
import { eq, sql } from 'drizzle-orm';

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [user] = await db.insert(users).values(values).returning();
  return user;
}

export async function updateUser(db: Executor, userId: string, values: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(values).where(eq(users.id, userId));
}

/** The fields a person edits on their own profile (account settings); what other modules may change on a user. */
export type UserProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    'firstName' | 'lastName' | 'jobTitle' | 'phoneNumber' | 'phoneVerifiedAt' | 'photoUrl'
  >
>;

/** Writes a person's own profile fields (names, job title, confirmed phone, photo), stamping updated_at. */
export async function updateUserProfile(db: Executor, userId: string, values: UserProfileChanges) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function countResetsInLastHour(db: Executor, userId: string) {
  const recent = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passwordResets)
    .where(
      sql`${passwordResets.userId} = ${userId} and ${passwordResets.createdAt} > now() - interval '1 hour'`,
    );
  return recent[0]?.n ?? 0;
}

export async function insertPasswordReset(db: Executor, values: typeof passwordResets.$inferInsert) {
  await db.insert(passwordResets).values(values);
}

export async function countResetAttempt(db: Executor, resetId: string) {
  await db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(eq(passwordResets.id, resetId));
}
