// The stored files' records (table stored_files, owned by the platform; the bytes are in the files store,
// files-store.ts): modules record an upload and read their own files back through these, always within the
// business (company_id), never by joining the table themselves (issue 27, "walls down to the tables").
import { type Executor, storedFiles } from '@paydesk/db';
import { and, eq, inArray } from 'drizzle-orm';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;

/** Records an uploaded file (its bytes already in the files store) and answers the row. */
export async function insertStoredFile(tx: Executor, values: NewStoredFile): Promise<StoredFileRow> {
  const [row] = await tx.insert(storedFiles).values(values).returning();
  return row!;
}

/** A file of the business by id, of one of these purposes when given; undefined when there is none. */
export async function findStoredFile(
  db: Executor,
  companyId: string,
  id: string,
  purposes?: readonly string[],
): Promise<StoredFileRow | undefined> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.companyId, companyId),
        eq(storedFiles.id, id),
        purposes ? inArray(storedFiles.purpose, [...purposes]) : undefined,
      ),
    );
  return row;
}

/** The business's files of these ids, by id (an id with no file of the business is absent). */
export async function storedFilesById(
  db: Executor,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, StoredFileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.companyId, companyId), inArray(storedFiles.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * SQL text: a file of the business as `{ fileName, uploadedAt }` (json, the upload's moment as ISO text; null when
 * there is none), as a scalar subquery for a statement written as text (people's employee list: an employee's rent
 * document). The arguments are SQL expressions (a column or a parameter reference), never values.
 */
export function storedFileSummaryText(companyId: string, fileId: string): string {
  return `(select json_build_object('fileName', stored_file.original_name,
      'uploadedAt', to_char(stored_file.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    from stored_files stored_file where stored_file.company_id = ${companyId} and stored_file.id = ${fileId})`;
}
