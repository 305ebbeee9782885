// Writes and locked reads of custom roles (their permissions live in team.queries.ts).
import { companyMembers, type Executor, roles } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';

export async function memberRoleId(db: Executor, companyId: string, memberId: string) {
  const [member] = await db
    .select({ roleId: companyMembers.roleId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.id, memberId)));
  return member;
}

export async function insertRole(db: Executor, values: typeof roles.$inferInsert) {
  const [role] = await db.insert(roles).values(values).returning();
  return role;
}

export async function lockRole(db: Executor, companyId: string, roleId: string) {
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)))
    .for('update');
  return role;
}

export async function updateRole(
  db: Executor,
  companyId: string,
  roleId: string,
  values: { name: string; description: string | null },
) {
  await db
    .update(roles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
}

export async function deleteRole(db: Executor, companyId: string, roleId: string) {
  await db.delete(roles).where(and(eq(roles.companyId, companyId), eq(roles.id, roleId)));
}
