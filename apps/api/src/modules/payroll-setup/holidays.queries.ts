// Data access of a business's public holidays (business_holidays); every query filters by company_id.
import { businessHolidays, type Executor } from '@paydesk/db';
import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';

export type HolidayRow = typeof businessHolidays.$inferSelect;

const ofCompany = (companyId: string) => eq(businessHolidays.companyId, companyId);

/** The business's public holidays between two dates (inclusive), as a set of ISO dates. */
export async function holidaysBetween(db: Executor, companyId: string, from: string, to: string) {
  const rows = await db
    .select({ day: businessHolidays.day })
    .from(businessHolidays)
    .where(and(ofCompany(companyId), gte(businessHolidays.day, from), lte(businessHolidays.day, to)));
  return new Set(rows.map((r) => r.day));
}

export async function holidaysOfYear(db: Executor, companyId: string, year: number) {
  return db
    .select()
    .from(businessHolidays)
    .where(
      and(
        ofCompany(companyId),
        gte(businessHolidays.day, `${year}-01-01`),
        lte(businessHolidays.day, `${year}-12-31`),
      ),
    )
    .orderBy(asc(businessHolidays.day));
}

/** Every year with at least one holiday, oldest first. */
export async function holidayYears(db: Executor, companyId: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ year: sql<number>`extract(year from ${businessHolidays.day})::int` })
    .from(businessHolidays)
    .where(ofCompany(companyId));
  return rows.map((r) => Number(r.year)).sort((a, b) => a - b);
}

export async function findHoliday(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(businessHolidays)
    .where(and(ofCompany(companyId), eq(businessHolidays.id, id)));
  return row ?? null;
}

export async function findHolidayOn(db: Executor, companyId: string, day: string) {
  const [row] = await db
    .select()
    .from(businessHolidays)
    .where(and(ofCompany(companyId), eq(businessHolidays.day, day)));
  return row ?? null;
}

export async function insertHoliday(tx: Executor, values: { companyId: string; day: string; name: string }) {
  const [row] = await tx.insert(businessHolidays).values(values).returning({ id: businessHolidays.id });
  return row!;
}

export async function updateHoliday(
  tx: Executor,
  companyId: string,
  id: string,
  values: { day: string; name: string },
) {
  await tx
    .update(businessHolidays)
    .set({ ...values, updatedAt: new Date() })
    .where(and(ofCompany(companyId), eq(businessHolidays.id, id)));
}

export async function deleteHoliday(tx: Executor, companyId: string, id: string) {
  await tx.delete(businessHolidays).where(and(ofCompany(companyId), eq(businessHolidays.id, id)));
}
