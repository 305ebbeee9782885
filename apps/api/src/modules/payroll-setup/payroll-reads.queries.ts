// What payroll reads of its configuration (issue 27, "walls down to the tables"): the business's pay schedules and
// remittance parties, its pay groups' names, and the nationwide public holidays, each a small query on
// payroll-setup's own tables.
import { type Executor, payGroups, paySchedules, publicHolidays, remittanceParties } from '@paydesk/db';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';

export type PayScheduleRow = typeof paySchedules.$inferSelect;
export type RemittancePartyRow = typeof remittanceParties.$inferSelect;

/** The business's pay schedules by name: all of them, or those of these ids. */
export async function schedulesOf(
  db: Executor,
  companyId: string,
  ids?: string[],
): Promise<PayScheduleRow[]> {
  return db
    .select()
    .from(paySchedules)
    .where(and(eq(paySchedules.companyId, companyId), ids ? inArray(paySchedules.id, ids) : undefined))
    .orderBy(asc(paySchedules.name));
}

/** The pay schedules of these (business, schedule) pairs, across businesses (the daily scheduled-payroll job). */
export async function schedulesByKeys(
  db: Executor,
  keys: readonly { companyId: string; id: string }[],
): Promise<PayScheduleRow[]> {
  if (keys.length === 0) return [];
  const wanted = new Set(keys.map((k) => `${k.companyId}:${k.id}`));
  const rows = await db
    .select()
    .from(paySchedules)
    .where(inArray(paySchedules.id, [...new Set(keys.map((k) => k.id))]));
  return rows.filter((r) => wanted.has(`${r.companyId}:${r.id}`));
}

/** The business's remittance parties (each statutory remittance is paid to one). */
export async function remittancePartiesOf(db: Executor, companyId: string): Promise<RemittancePartyRow[]> {
  return db.select().from(remittanceParties).where(eq(remittanceParties.companyId, companyId));
}

/** The nationwide public holidays on or after a day, as ISO dates. */
export async function publicHolidaysFrom(db: Executor, from: string): Promise<string[]> {
  const rows = await db
    .select({ day: publicHolidays.day })
    .from(publicHolidays)
    .where(gte(publicHolidays.day, from));
  return rows.map((r) => r.day);
}

/** The names of those of these pay groups that are the business's (a run's or an auto-run's groups). */
export async function payGroupNames(db: Executor, companyId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ _id: payGroups.id, name: payGroups.name })
    .from(payGroups)
    .where(and(eq(payGroups.companyId, companyId), inArray(payGroups.id, ids)));
}
