// Data access of the operator console's verification queue: submissions with their business and first active
// owner, and the decision's writes to the submission and the business (decision 0006).
import { companies, companyMembers, complianceSubmissions, type Executor, users } from '@paydesk/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

// The first active owner of the business, for the queue's contact columns.
const owner = sql<{ name: string; email: string } | null>`(
  select json_build_object('name', ${users.firstName} || ' ' || ${users.lastName}, 'email', ${users.email})
  from ${companyMembers} join ${users} on ${users.id} = ${companyMembers.userId}
  where ${companyMembers.companyId} = ${complianceSubmissions.companyId}
    and ${companyMembers.role} = 'employer' and ${companyMembers.status} = 'active'
  order by ${companyMembers.createdAt} limit 1)`;

const summaryColumns = {
  submission: complianceSubmissions,
  companyName: companies.name,
  owner,
};

export type SummaryRow = {
  submission: typeof complianceSubmissions.$inferSelect;
  companyName: string;
  owner: { name: string; email: string } | null;
};

/** One page of submissions in these statuses, oldest submitted first, and how many there are. */
export async function queuePage(
  db: Executor,
  statuses: string[],
  page: { limit: number; offset: number },
): Promise<{ rows: SummaryRow[]; total: number }> {
  const where = inArray(complianceSubmissions.status, statuses);
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(complianceSubmissions)
      .innerJoin(companies, eq(companies.id, complianceSubmissions.companyId))
      .where(where)
      .orderBy(asc(complianceSubmissions.submittedAt), asc(complianceSubmissions.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(complianceSubmissions).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findSummaryRow(
  db: Executor,
  id: string,
  forUpdate = false,
): Promise<SummaryRow | undefined> {
  const query = db
    .select(summaryColumns)
    .from(complianceSubmissions)
    .innerJoin(companies, eq(companies.id, complianceSubmissions.companyId))
    .where(eq(complianceSubmissions.id, id));
  const [row] = forUpdate ? await query.for('update', { of: complianceSubmissions }) : await query;
  return row;
}

export async function updateSubmission(
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

export async function updateCompany(
  db: Executor,
  companyId: string,
  values: Partial<typeof companies.$inferInsert>,
) {
  await db.update(companies).set(values).where(eq(companies.id, companyId));
}

/** Approves the sub accounts added under this main account while it waited for its own verification. */
export async function activateWaitingSubAccounts(db: Executor, mainId: string, now: Date) {
  await db
    .update(companies)
    .set({ isActive: true, updatedAt: now })
    .where(
      and(
        eq(companies.parentCompanyId, mainId),
        eq(companies.accountType, 'sub'),
        eq(companies.isActive, false),
      ),
    );
}
