// Writes of a business's verification submission; filtered by company_id. The business row it changes is written
// through the businesses face.
import { complianceDocuments, complianceSubmissions, directors, type Executor } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';

type SubmissionChanges = Partial<typeof complianceSubmissions.$inferInsert>;

export async function insertSubmission(db: Executor, values: typeof complianceSubmissions.$inferInsert) {
  const [submission] = await db.insert(complianceSubmissions).values(values).returning();
  return submission;
}

export async function updateSubmission(db: Executor, companyId: string, values: SubmissionChanges) {
  await db.update(complianceSubmissions).set(values).where(eq(complianceSubmissions.companyId, companyId));
}

export async function setCompletedSteps(
  db: Executor,
  companyId: string,
  submissionId: string,
  completedSteps: string[],
) {
  await db
    .update(complianceSubmissions)
    .set({ completedSteps, updatedAt: new Date() })
    .where(and(eq(complianceSubmissions.companyId, companyId), eq(complianceSubmissions.id, submissionId)));
}

/** Removes the documents and directors given for the other flow. */
export async function deleteDocumentsAndDirectors(db: Executor, companyId: string) {
  await db.delete(complianceDocuments).where(eq(complianceDocuments.companyId, companyId));
  await db.delete(directors).where(eq(directors.companyId, companyId));
}
