// What the wallets module reads and writes of memberships (table company_members, owned by team; issue 27): the
// transaction PIN is the person's, so every membership says it is set; the administrator membership behind the
// token-free PIN pages; the active members the limits page lists, by name.
import { companyMembers, type Executor, users } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';

/** The PIN is the person's, so every membership of theirs says it is set. */
export async function markPinSetOnMemberships(tx: Executor, userId: string) {
  await tx
    .update(companyMembers)
    .set({ isAccessPinSet: true, updatedAt: new Date() })
    .where(eq(companyMembers.userId, userId));
}

/** One business where the person is an active administrator (employer-admin), if any. */
export async function activeAdministratorMembership(db: Executor, userId: string) {
  const [membership] = await db
    .select({ companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.userId, userId),
        eq(companyMembers.role, 'employer-admin'),
        eq(companyMembers.status, 'active'),
      ),
    )
    .limit(1);
  return membership;
}

/** The business's active members with their names, email and role, by first then last name. */
export function activeMembersByName(db: Executor, companyId: string) {
  return db
    .select({
      memberId: companyMembers.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: companyMembers.role,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, 'active')))
    .orderBy(users.firstName, users.lastName);
}

/** Whether the member is one of the business's (any status): its id, or undefined. */
export async function memberIdOf(db: Executor, companyId: string, memberId: string) {
  const [member] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
  return member;
}
