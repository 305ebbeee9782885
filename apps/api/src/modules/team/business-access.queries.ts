// What the businesses module reads and writes of members (table company_members and a role's permissions, owned by
// team; issue 27): the businesses an administrator is assigned to, a custom role's permission keys, a new
// membership of a sub account, and each business's owner with how to reach them (the sub-account switcher).
import { adminBusinessAssignments, companyMembers, type Executor, rolePermissions } from '@paydesk/db';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { userCardOf, userEmailText } from '../auth/index.ts';

/** The sub accounts of the main account an administrator (employer-admin) is assigned to; none means every one. */
export async function assignedBusinessIds(db: Executor, mainId: string, memberId: string): Promise<string[]> {
  const rows = await db
    .select({ id: adminBusinessAssignments.assignedCompanyId })
    .from(adminBusinessAssignments)
    .where(
      and(eq(adminBusinessAssignments.companyId, mainId), eq(adminBusinessAssignments.memberId, memberId)),
    );
  return rows.map((r) => r.id);
}

/** The permission keys granted to a custom role of the business. */
export async function rolePermissionKeys(db: Executor, companyId: string, roleId: string): Promise<string[]> {
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.companyId, companyId), eq(rolePermissions.roleId, roleId)));
  return rows.map((r) => r.permission);
}

/** Adds a membership (a sub account's owner or administrator) and answers it. */
export async function addMember(tx: Executor, values: typeof companyMembers.$inferInsert) {
  const [member] = await tx.insert(companyMembers).values(values).returning();
  return member;
}

export interface BusinessOwner {
  status: (typeof companyMembers.$inferSelect)['status'];
  email: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  emailVerifiedAt: Date | null;
}

/**
 * Each business's owner (role employer; any status, an invited manager too, unless `active`), the oldest membership
 * when there are several, by business.
 */
export async function businessOwners(
  db: Executor,
  companyIds: readonly string[],
  only: { active?: boolean } = {},
): Promise<Map<string, BusinessOwner>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({
      companyId: companyMembers.companyId,
      status: companyMembers.status,
      person: userCardOf(companyMembers.userId),
    })
    .from(companyMembers)
    .where(
      and(
        inArray(companyMembers.companyId, [...new Set(companyIds)]),
        eq(companyMembers.role, 'employer'),
        only.active ? eq(companyMembers.status, 'active') : undefined,
      ),
    )
    .orderBy(asc(companyMembers.createdAt), asc(companyMembers.id));
  const owners = new Map<string, BusinessOwner>();
  for (const { companyId, status, person } of rows) {
    if (owners.has(companyId)) continue;
    owners.set(companyId, {
      status,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      jobTitle: person.jobTitle,
      emailVerifiedAt: person.emailVerifiedAt === null ? null : new Date(person.emailVerifiedAt),
    });
  }
  return owners;
}

/**
 * SQL text: the email of the business's owner (its first active employer membership), as a scalar subquery (null
 * when it has none), for businesses' search of the operator console. The argument is an SQL expression (a column),
 * never a value; a membership's user is a foreign key, so the person is never missing.
 */
export function businessOwnerEmailText(companyId: string): string {
  return `(select ${userEmailText('owner_member.user_id')} from company_members owner_member
      where owner_member.company_id = ${companyId} and owner_member.role = 'employer'
        and owner_member.status = 'active'
      order by owner_member.created_at limit 1)`;
}
