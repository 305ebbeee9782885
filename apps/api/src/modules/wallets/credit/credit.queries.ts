// Data access of credit requests: the business's own, and the operators' review queue across businesses
// (decision 0006: the service decides, these run the SQL).
import { companies, creditRequests, type Executor } from '@paydesk/db';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { requireTenant } from '../../../lib/tenant.ts';

export type CreditRow = typeof creditRequests.$inferSelect;

const columns = { credit: creditRequests, companyName: companies.name };

/** A credit request of the business; a missing company id throws rather than reading every business. */
export async function findCreditRow(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select(columns)
    .from(creditRequests)
    .innerJoin(companies, eq(companies.id, creditRequests.companyId))
    .where(
      and(eq(creditRequests.id, id), eq(creditRequests.companyId, requireTenant(companyId, 'findCredit'))),
    );
  return row;
}

/** An operator's lookup across businesses (the review queue), locked for the decision. */
export async function lockCreditRow(tx: Executor, id: string) {
  const [row] = await tx
    .select(columns)
    .from(creditRequests)
    .innerJoin(companies, eq(companies.id, creditRequests.companyId))
    .where(eq(creditRequests.id, id))
    .for('update', { of: creditRequests });
  return row;
}

export async function findCompany(db: Executor, companyId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  return company;
}

/** One business's credit submissions take turns (held until the transaction ends). */
export async function lockCreditRequests(tx: Executor, companyId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credit:${companyId}`}))`);
}

export async function countOpenCredits(db: Executor, companyId: string) {
  const [open] = await db
    .select({ n: count() })
    .from(creditRequests)
    .where(
      and(eq(creditRequests.companyId, companyId), inArray(creditRequests.status, ['pending', 'in_review'])),
    );
  return open;
}

export async function insertCredit(db: Executor, values: typeof creditRequests.$inferInsert) {
  const [row] = await db.insert(creditRequests).values(values).returning();
  return row;
}

/** The newest 50 credit requests of the business. */
export async function recentCredits(db: Executor, companyId: string) {
  return db
    .select(columns)
    .from(creditRequests)
    .innerJoin(companies, eq(companies.id, creditRequests.companyId))
    .where(eq(creditRequests.companyId, companyId))
    .orderBy(desc(creditRequests.createdAt))
    .limit(50);
}

/** One page of every business's credit requests (operators), newest first, and how many there are. */
export async function creditsPage(
  db: Executor,
  status: CreditRow['status'] | undefined,
  page: { limit: number; offset: number },
) {
  const where = status ? eq(creditRequests.status, status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(creditRequests)
      .innerJoin(companies, eq(companies.id, creditRequests.companyId))
      .where(where)
      .orderBy(desc(creditRequests.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(creditRequests).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function updateCredit(
  db: Executor,
  companyId: string,
  id: string,
  values: Partial<typeof creditRequests.$inferInsert>,
) {
  const [updated] = await db
    .update(creditRequests)
    .set(values)
    .where(and(eq(creditRequests.companyId, companyId), eq(creditRequests.id, id)))
    .returning();
  return updated;
}
