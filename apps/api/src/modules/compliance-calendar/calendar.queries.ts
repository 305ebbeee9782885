// Data access of the compliance calendar's own table (compliance_reminders); whom reminders reach comes from team.
import { complianceReminders, type Executor } from '@paydesk/db';
import { eq } from 'drizzle-orm';

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
