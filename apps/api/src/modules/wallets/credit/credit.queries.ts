// Data access of credit requests: the business's own, and the operators' review queue across businesses
// (decision 0006: the service decides, these run the SQL).
import { creditRequests, type Executor } from '@paydesk/db';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { requireTenant } from '../../../lib/tenant.ts';
import { companyDetails, companyNames } from '../../businesses/index.ts';

export type CreditRow = typeof creditRequests.$inferSelect;

/** The credit requests with their business's name (through the businesses face). */
async function withCompanyName(db: Executor, credits: CreditRow[]) {
  const names = await companyNames(
    db,
    credits.map((c) => c.companyId),
  );
  return credits.flatMap((credit) => {
    const companyName = names.get(credit.companyId);
    return companyName === undefined ? [] : [{ credit, companyName }];
  });
}

/** A credit request of the business; a missing company id throws rather than reading every business. */
export async function findCreditRow(db: Executor, companyId: string, id: string) {
  const credits = await db
    .select()
    .from(creditRequests)
    .where(
      and(eq(creditRequests.id, id), eq(creditRequests.companyId, requireTenant(companyId, 'findCredit'))),
    );
  const [row] = await withCompanyName(db, credits);
  return row;
}

/** An operator's lookup across businesses (the review queue), locked for the decision. */
export async function lockCreditRow(tx: Executor, id: string) {
  const credits = await tx.select().from(creditRequests).where(eq(creditRequests.id, id)).for('update');
  const [row] = await withCompanyName(tx, credits);
  return row;
}

/** Whether the business is verified and its kind (credit is for verified registered businesses). */
export function findCompany(db: Executor, companyId: string) {
  return companyDetails(db, companyId);
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
  const credits = await db
    .select()
    .from(creditRequests)
    .where(eq(creditRequests.companyId, companyId))
    .orderBy(desc(creditRequests.createdAt))
    .limit(50);
  return withCompanyName(db, credits);
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
      .select()
      .from(creditRequests)
      .where(where)
      .orderBy(desc(creditRequests.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(creditRequests).where(where),
  ]);
  return { rows: await withCompanyName(db, rows), total: total?.n ?? 0 };
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
