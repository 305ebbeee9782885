// What the wallets module reads and writes of memberships (table company_members, owned by team; issue 27): the
// transaction PIN is the person's, so every membership says it is set; the administrator membership behind the
// token-free PIN pages; the active members the limits page lists, by name.
import { companyMembers, type Executor } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { userCardOf, userNameOrder } from '../auth/index.ts';

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
export async function activeMembersByName(db: Executor, companyId: string) {
  const rows = await db
    .select({
      memberId: companyMembers.id,
      person: userCardOf(companyMembers.userId),
      role: companyMembers.role,
    })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, 'active')))
    .orderBy(...userNameOrder(companyMembers.userId));
  return rows.map(({ memberId, person, role }) => ({
    memberId,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    role,
  }));
}

/** Whether the member is one of the business's (any status): its id, or undefined. */
export async function memberIdOf(db: Executor, companyId: string, memberId: string) {
  const [member] = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
  return member;
}
