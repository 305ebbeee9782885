// Writes of accounts: a new business with its owner, confirmed emails, passwords, accepted invitations and
// reset PINs (decision 0006: the services decide, these run the SQL).
import { companies, companyMembers, type Executor, passwordResets, users } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';

export async function insertCompany(db: Executor, values: typeof companies.$inferInsert) {
  const [company] = await db.insert(companies).values(values).returning();
  return company;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert) {
  const [user] = await db.insert(users).values(values).returning();
  return user;
}

export async function insertMember(db: Executor, values: typeof companyMembers.$inferInsert) {
  await db.insert(companyMembers).values(values);
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

export function invitedMemberships(db: Executor, userId: string) {
  return db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), eq(companyMembers.status, 'invited')));
}

export async function activateMembership(db: Executor, memberId: string) {
  await db
    .update(companyMembers)
    .set({ status: 'active', updatedAt: new Date() })
    .where(eq(companyMembers.id, memberId));
}

/** Activates every business the user owns (a business password set for the first time). */
export async function activateOwnedCompanies(db: Executor, userId: string) {
  await db
    .update(companies)
    .set({ isActive: true, status: 'active', updatedAt: new Date() })
    .where(
      sql`${companies.id} in (select company_id from company_members where user_id = ${userId} and role = 'employer')`,
    );
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
