// Writes and locked reads of memberships and their people: accepting an invitation, status changes, removal and
// administrator details (decision 0006: the services decide, these run the SQL).
import { companyMembers, type Executor } from '@paydesk/db';
import { and, eq, type SQL } from 'drizzle-orm';
import { userCardOf, userNames } from '../auth/index.ts';
import type { BusinessDirectory } from './business-directory.ts';

// An invitation's links are auth's password tokens, consumed or withdrawn through the auth face; a person (users) is
// read and written through it too.
export {
  consumePasswordToken,
  findUserById,
  updateUserProfile,
  withdrawInvitationTokens,
} from '../auth/index.ts';

type MemberStatus = (typeof companyMembers.$inferSelect)['status'];

/**
 * The invited membership with its person and its business's name (businesses' subquery; the membership's foreign key
 * keeps the business), locked for the acceptance.
 */
export async function lockInvitedMember(
  db: Executor,
  businessNameOf: BusinessDirectory['businessNameOf'],
  memberId: string,
  userId: string,
) {
  const [row] = await db
    .select({
      member: companyMembers,
      user: userCardOf(companyMembers.userId),
      companyName: businessNameOf(companyMembers.companyId) as SQL<string>,
    })
    .from(companyMembers)
    .where(and(eq(companyMembers.id, memberId), eq(companyMembers.userId, userId)))
    .for('update', { of: companyMembers });
  return row;
}

export async function setMemberStatus(
  db: Executor,
  companyId: string,
  memberId: string,
  status: MemberStatus,
) {
  await db
    .update(companyMembers)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
}

export async function touchMember(db: Executor, companyId: string, memberId: string) {
  await db
    .update(companyMembers)
    .set({ updatedAt: new Date() })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
}

export async function memberUserId(db: Executor, companyId: string, memberId: string) {
  const [member] = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
  return member;
}

export async function deleteMember(db: Executor, companyId: string, memberId: string) {
  await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
}

/** Stamps a resent invitation. */
export async function markInvitedAgain(db: Executor, companyId: string, memberId: string) {
  await db
    .update(companyMembers)
    .set({ invitedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
}

export async function assignRole(
  db: Executor,
  companyId: string,
  memberId: string,
  role: (typeof companyMembers.$inferSelect)['role'],
  roleId: string | null,
) {
  await db
    .update(companyMembers)
    .set({ role, roleId, updatedAt: new Date() })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
}

/** The person's first and last name (undefined for an unknown id). */
export async function userName(db: Executor, userId: string) {
  return (await userNames(db, [userId])).get(userId);
}
