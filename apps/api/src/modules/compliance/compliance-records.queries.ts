// Writes of a verification's directors and documents; every statement is filtered by the business (company_id).
import { complianceDocuments, directors, type Executor } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';

type DirectorDetails = Partial<typeof directors.$inferInsert>;

export async function insertDirector(db: Executor, values: typeof directors.$inferInsert) {
  const [row] = await db.insert(directors).values(values).returning();
  return row;
}

export async function updateDirector(db: Executor, companyId: string, id: string, values: DirectorDetails) {
  const [row] = await db
    .update(directors)
    .set(values)
    .where(and(eq(directors.companyId, companyId), eq(directors.id, id)))
    .returning();
  return row;
}

export async function deleteDirector(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .delete(directors)
    .where(and(eq(directors.companyId, companyId), eq(directors.id, id)))
    .returning({ id: directors.id });
  return row;
}

export { insertStoredFile } from '../../platform/files/stored-files.queries.ts';

/** Removes the current document of a kind; answers the file it pointed to, if there was one. */
export async function deleteDocumentOfKind(
  db: Executor,
  companyId: string,
  submissionId: string,
  kind: (typeof complianceDocuments.$inferSelect)['kind'],
) {
  const [replaced] = await db
    .delete(complianceDocuments)
    .where(
      and(
        eq(complianceDocuments.companyId, companyId),
        eq(complianceDocuments.submissionId, submissionId),
        eq(complianceDocuments.kind, kind),
      ),
    )
    .returning({ fileId: complianceDocuments.fileId });
  return replaced;
}

export async function insertDocument(db: Executor, values: typeof complianceDocuments.$inferInsert) {
  const [document] = await db.insert(complianceDocuments).values(values).returning();
  return document;
}
