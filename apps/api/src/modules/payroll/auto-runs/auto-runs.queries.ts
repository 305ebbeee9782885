// Scheduled payrolls: one per pay schedule (enabled, days before pay day, who it pays, the last period it made a
// draft for), and the member who set it up (the draft is created and submitted as them).
import { type Executor, payrollAutoRuns, paySchedules } from '@paydesk/db';
import { and, asc, eq } from 'drizzle-orm';

export type AutoRunRow = typeof payrollAutoRuns.$inferSelect;

export async function schedulesWithAutoRuns(db: Executor, companyId: string) {
  return db
    .select({ schedule: paySchedules, autoRun: payrollAutoRuns })
    .from(paySchedules)
    .leftJoin(
      payrollAutoRuns,
      and(
        eq(payrollAutoRuns.companyId, paySchedules.companyId),
        eq(payrollAutoRuns.payScheduleId, paySchedules.id),
      ),
    )
    .where(eq(paySchedules.companyId, companyId))
    .orderBy(asc(paySchedules.name));
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
  return db
    .select({ autoRun: payrollAutoRuns, schedule: paySchedules })
    .from(payrollAutoRuns)
    .innerJoin(
      paySchedules,
      and(
        eq(paySchedules.companyId, payrollAutoRuns.companyId),
        eq(paySchedules.id, payrollAutoRuns.payScheduleId),
      ),
    )
    .where(eq(payrollAutoRuns.enabled, true));
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
