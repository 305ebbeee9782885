// Scheduled payrolls: one per pay schedule (enabled, days before pay day, who it pays, the last period it made a
// draft for), and the member who set it up (the draft is created and submitted as them).
import { type Executor, payrollAutoRuns } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { schedulesByKeys, schedulesOf } from '../../payroll-setup/index.ts';

export type AutoRunRow = typeof payrollAutoRuns.$inferSelect;

/** Each of the business's pay schedules, by name, with its scheduled payroll (null when it has none). */
export async function schedulesWithAutoRuns(db: Executor, companyId: string) {
  const schedules = await schedulesOf(db, companyId);
  const autoRuns = await db.select().from(payrollAutoRuns).where(eq(payrollAutoRuns.companyId, companyId));
  const autoRunOf = new Map(autoRuns.map((a) => [a.payScheduleId, a]));
  return schedules.map((schedule) => ({ schedule, autoRun: autoRunOf.get(schedule.id) ?? null }));
}

export async function upsertAutoRun(tx: Executor, values: typeof payrollAutoRuns.$inferInsert) {
  const [row] = await tx
    .insert(payrollAutoRuns)
    .values(values)
    .onConflictDoUpdate({
      target: [payrollAutoRuns.companyId, payrollAutoRuns.payScheduleId],
      set: {
        enabled: values.enabled,
        daysBefore: values.daysBefore,
        everyone: values.everyone,
        payGroupIds: values.payGroupIds,
        createdBy: values.createdBy,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row!;
}

/** Enabled scheduled payrolls of every business, with their schedules (the daily job). */
export async function enabledAutoRuns(db: Executor) {
  const autoRuns = await db.select().from(payrollAutoRuns).where(eq(payrollAutoRuns.enabled, true));
  const schedules = await schedulesByKeys(
    db,
    autoRuns.map((a) => ({ companyId: a.companyId, id: a.payScheduleId })),
  );
  const scheduleOf = new Map(schedules.map((s) => [`${s.companyId}:${s.id}`, s]));
  return autoRuns.flatMap((autoRun) => {
    const schedule = scheduleOf.get(`${autoRun.companyId}:${autoRun.payScheduleId}`);
    return schedule ? [{ autoRun, schedule }] : [];
  });
}

/** Claims the period (once): answers false when another worker already made its draft. */
export async function claimPeriod(tx: Executor, row: AutoRunRow, periodEnd: string) {
  const [current] = await tx
    .select()
    .from(payrollAutoRuns)
    .where(
      and(eq(payrollAutoRuns.companyId, row.companyId), eq(payrollAutoRuns.payScheduleId, row.payScheduleId)),
    )
    .for('update');
  if (!current || current.lastPeriodEnd === periodEnd) return false;
  await tx
    .update(payrollAutoRuns)
    .set({ lastPeriodEnd: periodEnd, updatedAt: new Date() })
    .where(
      and(eq(payrollAutoRuns.companyId, row.companyId), eq(payrollAutoRuns.payScheduleId, row.payScheduleId)),
    );
  return true;
}

export async function setLastRun(tx: Executor, row: AutoRunRow, runId: string) {
  await tx
    .update(payrollAutoRuns)
    .set({ lastRunId: runId })
    .where(
      and(eq(payrollAutoRuns.companyId, row.companyId), eq(payrollAutoRuns.payScheduleId, row.payScheduleId)),
    );
}
