// Data access for business verification. Every query is filtered by the business (company_id).
import { complianceDocuments, complianceSubmissions, directors, type Executor } from '@paydesk/db';
import { and, asc, eq } from 'drizzle-orm';
import { storedFilesById } from '../../platform/files/stored-files.queries.ts';
import { memberContacts } from '../team/index.ts';

export type Submission = typeof complianceSubmissions.$inferSelect;
export type DirectorRow = typeof directors.$inferSelect;

export async function findSubmission(db: Executor, companyId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(complianceSubmissions).where(eq(complianceSubmissions.companyId, companyId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function listDocuments(db: Executor, companyId: string, submissionId: string) {
  const documents = await db
    .select({
      id: complianceDocuments.id,
      kind: complianceDocuments.kind,
      createdAt: complianceDocuments.createdAt,
      fileId: complianceDocuments.fileId,
    })
    .from(complianceDocuments)
    .where(
      and(eq(complianceDocuments.companyId, companyId), eq(complianceDocuments.submissionId, submissionId)),
    )
    .orderBy(asc(complianceDocuments.kind));
  const files = await storedFilesById(
    db,
    companyId,
    documents.map((d) => d.fileId),
  );
  // A document whose file is gone is left out (as the inner join on the file did).
  return documents.flatMap(({ fileId, ...document }) => {
    const file = files.get(fileId);
    return file
      ? [
          {
            ...document,
            fileName: file.originalName,
            mimeType: file.mimeType,
            size: file.size,
            storageKey: file.storageKey,
          },
        ]
      : [];
  });
}
export type DocumentRow = Awaited<ReturnType<typeof listDocuments>>[number];

export async function listDirectors(db: Executor, companyId: string, submissionId: string) {
  return db
    .select()
    .from(directors)
    .where(and(eq(directors.companyId, companyId), eq(directors.submissionId, submissionId)))
    .orderBy(asc(directors.createdAt), asc(directors.id));
}

export async function findDirector(db: Executor, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(directors)
    .where(and(eq(directors.companyId, companyId), eq(directors.id, id)));
  return row;
}

/** The business's owners (role employer, active): whom verification emails go to, whose name an identity must carry. */
export async function findOwners(db: Executor, companyId: string) {
  const owners = await memberContacts(db, companyId, { roles: ['employer'] });
  return owners.map(({ userId, email, firstName, lastName }) => ({ userId, email, firstName, lastName }));
}
