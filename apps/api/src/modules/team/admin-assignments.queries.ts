// Data access for administrators' business assignments: which businesses of the main account each administrator
// may act in. Every query filters by the main account (company_id).
import { adminBusinessAssignments, companies, type Executor } from '@paydesk/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

export async function assignmentsOf(db: Executor, companyId: string, memberIds: string[]) {
  const byMember = new Map<string, { _id: string; companyName: string }[]>(memberIds.map((id) => [id, []]));
  if (memberIds.length === 0) return byMember;
  const rows = await db
    .select({
      memberId: adminBusinessAssignments.memberId,
      id: companies.id,
      name: companies.name,
    })
    .from(adminBusinessAssignments)
    .innerJoin(companies, eq(companies.id, adminBusinessAssignments.assignedCompanyId))
    .where(
      and(
        eq(adminBusinessAssignments.companyId, companyId),
        inArray(adminBusinessAssignments.memberId, memberIds),
      ),
    )
    .orderBy(asc(companies.name));
  for (const row of rows) byMember.get(row.memberId)?.push({ _id: row.id, companyName: row.name });
  return byMember;
}

/** Those of `ids` that are sub accounts of the main account. */
export async function subAccountsAmong(db: Executor, mainCompanyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        eq(companies.parentCompanyId, mainCompanyId),
        eq(companies.accountType, 'sub'),
        inArray(companies.id, ids),
      ),
    );
  return rows.map((r) => r.id);
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
