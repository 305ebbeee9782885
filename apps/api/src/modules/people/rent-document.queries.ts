// The rent document's rows: the stored file's record and the employee's link to it.
import { type Executor, employees, storedFiles } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';

export async function insertRentFile(tx: Executor, values: typeof storedFiles.$inferInsert) {
  const [row] = await tx.insert(storedFiles).values(values).returning();
  return row!;
}

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
  const [row] = await db
    .select({
      storageKey: storedFiles.storageKey,
      fileName: storedFiles.originalName,
      mimeType: storedFiles.mimeType,
      size: storedFiles.size,
    })
    .from(employees)
    .innerJoin(
      storedFiles,
      and(eq(storedFiles.companyId, employees.companyId), eq(storedFiles.id, employees.rentDocumentId)),
    )
    .where(and(eq(employees.companyId, companyId), eq(employees.id, employeeId)));
  return row;
}
