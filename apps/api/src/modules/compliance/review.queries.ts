// The operator console's reads and writes of verification submissions across businesses (its review queue and one
// submission's decision), offered through the compliance face: the table is this module's.
import { complianceSubmissions, type Executor } from '@paydesk/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

export type SubmissionRow = typeof complianceSubmissions.$inferSelect;

/** One page of submissions in these statuses, oldest submitted first, and how many there are. */
export async function submissionsInStatus(
  db: Executor,
  statuses: readonly string[],
  page: { limit: number; offset: number },
): Promise<{ rows: SubmissionRow[]; total: number }> {
  const where = inArray(complianceSubmissions.status, [...statuses]);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(complianceSubmissions)
      .where(where)
      .orderBy(asc(complianceSubmissions.submittedAt), asc(complianceSubmissions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(complianceSubmissions).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** A submission by its id (any business's), locked for the decision when `forUpdate`. */
export async function findSubmissionById(
  db: Executor,
  id: string,
  forUpdate = false,
): Promise<SubmissionRow | undefined> {
  const query = db.select().from(complianceSubmissions).where(eq(complianceSubmissions.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** An operator's change to one submission of the business (review started, approved, rejected). */
export async function updateSubmissionById(
  db: Executor,
  companyId: string,
  id: string,
  values: Partial<typeof complianceSubmissions.$inferInsert>,
) {
  await db
    .update(complianceSubmissions)
    .set(values)
    .where(and(eq(complianceSubmissions.companyId, companyId), eq(complianceSubmissions.id, id)));
}
