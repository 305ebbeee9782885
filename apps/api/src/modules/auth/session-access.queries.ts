// Data access behind a session's access: a custom role's permissions, the main account's membership and the
// businesses an administrator is assigned to (decision 0006).
import { adminBusinessAssignments, companyMembers, type Executor, rolePermissions } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';

export async function customRolePermissions(db: Executor, companyId: string, roleId: string) {
  return db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(and(eq(rolePermissions.companyId, companyId), eq(rolePermissions.roleId, roleId)));
}

/** The person's membership of the main account (id, role and status). */
export async function mainAccountMembership(db: Executor, mainId: string, userId: string) {
  const [mainMember] = await db
    .select({ id: companyMembers.id, role: companyMembers.role, status: companyMembers.status })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, mainId), eq(companyMembers.userId, userId)));
  return mainMember;
}

export async function assignedBusinessIds(db: Executor, mainId: string, memberId: string) {
  return db
    .select({ id: adminBusinessAssignments.assignedCompanyId })
    .from(adminBusinessAssignments)
    .where(
      and(eq(adminBusinessAssignments.companyId, mainId), eq(adminBusinessAssignments.memberId, memberId)),
    );
}
