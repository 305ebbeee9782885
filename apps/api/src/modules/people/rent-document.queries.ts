// The rent document's rows: the stored file's record and the employee's link to it.
import { type Executor, employees } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import { findStoredFile } from '../../platform/files/stored-files.queries.ts';

export { insertStoredFile } from '../../platform/files/stored-files.queries.ts';

/** Links the employee to the file; answers false when there is no such employee. */
export async function linkRentDocument(tx: Executor, companyId: string, employeeId: string, fileId: string) {
  const rows = await tx
    .update(employees)
    .set({ rentDocumentId: fileId, updatedAt: new Date() })
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)))
    .returning({ id: employees.id });
  return rows.length > 0;
}

export async function rentFileOf(db: Executor, companyId: string, employeeId: string) {
  const [employee] = await db
    .select({ rentDocumentId: employees.rentDocumentId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  if (!employee?.rentDocumentId) return undefined;
  const file = await findStoredFile(db, companyId, employee.rentDocumentId);
  return (
    file && {
      storageKey: file.storageKey,
      fileName: file.originalName,
      mimeType: file.mimeType,
      size: file.size,
    }
  );
}
