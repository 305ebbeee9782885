// Data access of the approval links and the business members they are sent to.
import { companyMembers, type Executor, onDemandApprovalLinks, type Tx, users } from '@paydesk/db';
import { and, eq, inArray } from 'drizzle-orm';

/** Active members among the given member ids, with what an email and a PIN check need. */
export async function activeMembers(ex: Executor, companyId: string, memberIds: string[]) {
  if (memberIds.length === 0) return [];
  return ex
    .select({
      memberId: companyMembers.id,
      userId: companyMembers.userId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      role: companyMembers.role,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        inArray(companyMembers.id, memberIds),
        eq(companyMembers.status, 'active'),
      ),
    );
}

export async function findLink(ex: Executor, companyId: string, linkId: string, lock: boolean) {
  const query = ex
    .select()
    .from(onDemandApprovalLinks)
    .where(and(eq(onDemandApprovalLinks.companyId, companyId), eq(onDemandApprovalLinks.id, linkId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function useLink(tx: Tx, companyId: string, linkId: string) {
  await tx
    .update(onDemandApprovalLinks)
    .set({ usedAt: new Date() })
    .where(and(eq(onDemandApprovalLinks.companyId, companyId), eq(onDemandApprovalLinks.id, linkId)));
}

export async function insertLink(tx: Tx, row: typeof onDemandApprovalLinks.$inferInsert) {
  const [saved] = await tx.insert(onDemandApprovalLinks).values(row).returning();
  return saved!;
}
