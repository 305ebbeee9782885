// Data access for administrators' business assignments: which businesses of the main account each administrator
// may act in. Every query filters by the main account (company_id).
import { adminBusinessAssignments, type Executor } from '@paydesk/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BusinessDirectory } from './business-directory.ts';

/**
 * Each administrator's businesses by name, the name read in the same statement through businesses' subquery (an
 * assignment whose business is not found is left out, as the join on companies did).
 */
export async function assignmentsOf(
  db: Executor,
  businessNameOf: BusinessDirectory['businessNameOf'],
  companyId: string,
  memberIds: string[],
) {
  const byMember = new Map<string, { _id: string; companyName: string }[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return byMember;
  const name = businessNameOf(adminBusinessAssignments.assignedCompanyId);
  const rows = await db
    .select({
      memberId: adminBusinessAssignments.memberId,
      id: adminBusinessAssignments.assignedCompanyId,
      name,
    })
    .from(adminBusinessAssignments)
    .where(
      and(
        eq(adminBusinessAssignments.companyId, companyId),
        inArray(adminBusinessAssignments.memberId, memberIds),
      ),
    )
    .orderBy(asc(name));
  for (const row of rows)
    if (row.name !== null) byMember.get(row.memberId)?.push({ _id: row.id, companyName: row.name });
  return byMember;
}

export async function replaceAssignments(tx: Executor, companyId: string, memberId: string, ids: string[]) {
  await tx
    .delete(adminBusinessAssignments)
    .where(
      and(eq(adminBusinessAssignments.companyId, companyId), eq(adminBusinessAssignments.memberId, memberId)),
    );
  if (ids.length) {
    await tx
      .insert(adminBusinessAssignments)
      .values(ids.map((assignedCompanyId) => ({ companyId, memberId, assignedCompanyId })));
  }
}
