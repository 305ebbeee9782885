// Data access of the compliance calendar's own table (compliance_reminders) and of whom its reminders reach.
import { companyMembers, complianceReminders, type Executor, rolePermissions, users } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';

/** `obligationId:daysBefore` → when that reminder went out. */
export async function remindersSent(db: Executor, companyId: string) {
  const rows = await db
    .select()
    .from(complianceReminders)
    .where(eq(complianceReminders.companyId, companyId));
  return new Map(rows.map((r) => [`${r.obligationId}:${r.daysBefore}`, r.sentAt]));
}

/** Claims reminders; answers the days-before of those this call claimed (a reminder is claimed once). */
export async function claimReminders(
  tx: Executor,
  companyId: string,
  obligationId: string,
  dueDate: string,
  daysBefore: number[],
): Promise<number[]> {
  if (daysBefore.length === 0) return [];
  const rows = await tx
    .insert(complianceReminders)
    .values(daysBefore.map((d) => ({ companyId, obligationId, dueDate, daysBefore: d })))
    .onConflictDoNothing()
    .returning({ daysBefore: complianceReminders.daysBefore });
  return rows.map((r) => r.daysBefore);
}

/** Active members with their role and, for a custom role, its permissions. */
export async function activeMembers(db: Executor, companyId: string) {
  return db
    .select({
      userId: companyMembers.userId,
      role: companyMembers.role,
      email: users.email,
      firstName: users.firstName,
      permissions: sql<
        string[]
      >`coalesce((select array_agg(${rolePermissions.permission}) from ${rolePermissions}
        where ${rolePermissions.companyId} = ${companyMembers.companyId}
          and ${rolePermissions.roleId} = ${companyMembers.roleId}), '{}')`,
    })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.status, 'active')));
}
