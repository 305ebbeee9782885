// Reads and writes of bill payments (always by company_id, except the lookups by our globally unique reference and
// the sweeps over every business). Bill batches and their lines: bill-batches.queries.ts.
import { billPayments, type Executor } from '@paydesk/db';
import { and, asc, desc, eq, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../../lib/sql-like.ts';

export type BillRow = typeof billPayments.$inferSelect;
export type NewBill = typeof billPayments.$inferInsert;

export async function insertBill(tx: Executor, row: NewBill): Promise<BillRow> {
  const [inserted] = await tx.insert(billPayments).values(row).returning();
  return inserted!;
}

export async function findBill(db: Executor, companyId: string, id: string): Promise<BillRow | undefined> {
  const [row] = await db
    .select()
    .from(billPayments)
    .where(and(eq(billPayments.companyId, companyId), eq(billPayments.id, id)));
  return row;
}

/** The bill behind a provider reference, locked until the transaction ends (outcomes apply one at a time). */
export async function lockBillByReference(tx: Executor, reference: string): Promise<BillRow | undefined> {
  const [row] = await tx
    .select()
    .from(billPayments)
    .where(eq(billPayments.reference, reference))
    .for('update');
  return row;
}

export async function updateBill(
  tx: Executor,
  row: Pick<BillRow, 'companyId' | 'id'>,
  patch: Partial<NewBill>,
): Promise<BillRow> {
  const [updated] = await tx
    .update(billPayments)
    .set({ ...patch, updatedAt: new Date() })
    .where(and(eq(billPayments.companyId, row.companyId), eq(billPayments.id, row.id)))
    .returning();
  return updated!;
}

/** Claims a bill for its first submission to the provider; false when another process already sent it. */
export async function claimSubmission(
  db: Executor,
  row: Pick<BillRow, 'companyId' | 'id'>,
): Promise<boolean> {
  const claimed = await db
    .update(billPayments)
    .set({ submittedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(billPayments.companyId, row.companyId),
        eq(billPayments.id, row.id),
        isNull(billPayments.submittedAt),
      ),
    )
    .returning({ id: billPayments.id });
  return claimed.length === 1;
}

/** Pending bills never sent (an approved request's, a batch line's, or a crash after commit), older than `seconds`. */
export async function unsubmittedBills(db: Executor, seconds: number, limit: number) {
  return db
    .select()
    .from(billPayments)
    .where(
      and(
        eq(billPayments.status, 'pending'),
        isNull(billPayments.submittedAt),
        lt(billPayments.createdAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .orderBy(asc(billPayments.createdAt))
    .limit(limit);
}

/** Pending bills sent more than `seconds` ago and not asked about for as long: the re-query's work. */
export async function stalePendingBills(db: Executor, seconds: number, limit: number) {
  return db
    .select()
    .from(billPayments)
    .where(
      and(
        eq(billPayments.status, 'pending'),
        isNotNull(billPayments.submittedAt),
        sql`${billPayments.submittedAt} <= now() - make_interval(secs => ${seconds})`,
        or(
          isNull(billPayments.lastQueriedAt),
          sql`${billPayments.lastQueriedAt} <= now() - make_interval(secs => ${seconds})`,
        ),
      ),
    )
    .orderBy(asc(billPayments.createdAt))
    .limit(limit);
}

export async function listBills(
  db: Executor,
  companyId: string,
  query: {
    page: number;
    limit: number;
    category?: string;
    status?: BillRow['status'];
    batchId?: string;
    search?: string;
  },
) {
  const conditions: (SQL | undefined)[] = [eq(billPayments.companyId, companyId)];
  if (query.category) conditions.push(eq(billPayments.category, query.category));
  if (query.status) conditions.push(eq(billPayments.status, query.status));
  if (query.batchId) conditions.push(eq(billPayments.batchId, query.batchId));
  if (query.search) {
    const like = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(billPayments.reference, like),
        ilike(billPayments.customerNumber, like),
        ilike(billPayments.customerName, like),
        ilike(billPayments.billerName, like),
      ),
    );
  }
  const where = and(...conditions);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(billPayments).where(where);
  const rows = await db
    .select()
    .from(billPayments)
    .where(where)
    .orderBy(desc(billPayments.createdAt), desc(billPayments.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return { rows, totalDocs: count?.n ?? 0 };
}

/** Whether the business has paid any bill: one row's id, or nothing. */
export async function anyBill(db: Executor, companyId: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: billPayments.id })
    .from(billPayments)
    .where(eq(billPayments.companyId, companyId))
    .limit(1);
  return row;
}
