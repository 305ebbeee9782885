// Data access of the bulk upload: which staff IDs, emails and bank accounts of a file the business already has, the
// upload rows and the failure mark.
import { type Executor, employees, employeeUploads } from '@paydesk/db';
import { and, eq, getTableColumns, inArray, is, ne, or, SQL, sql } from 'drizzle-orm';

export async function existingIdentifiers(
  db: Executor,
  companyId: string,
  staffIds: string[],
  emails: string[],
): Promise<{ staffIds: Set<string>; emails: Set<string> }> {
  const found = { staffIds: new Set<string>(), emails: new Set<string>() };
  const CHUNK = 1000;
  for (let i = 0; i < Math.max(staffIds.length, emails.length); i += CHUNK) {
    const ids = staffIds.slice(i, i + CHUNK);
    const mails = emails.slice(i, i + CHUNK).map((e) => e.toLowerCase());
    const matches = [];
    if (ids.length) matches.push(inArray(employees.staffId, ids));
    if (mails.length) matches.push(inArray(sql`lower(${employees.email})`, mails));
    if (!matches.length) continue;
    const rows = await db
      .select({ staffId: employees.staffId, email: employees.email })
      .from(employees)
      .where(and(eq(employees.companyId, companyId), or(...matches)));
    for (const r of rows) {
      found.staffIds.add(r.staffId);
      found.emails.add(r.email.toLowerCase());
    }
  }
  return found;
}

/** The employees of the business paid into any of these bank accounts (bank code and account number). */
export async function existingAccounts(
  db: Executor,
  companyId: string,
  accounts: { bankCode: string; accountNumber: string }[],
) {
  const CHUNK = 1000;
  const found: {
    bankCode: string;
    accountNumber: string;
    firstName: string;
    lastName: string;
    staffId: string;
  }[] = [];
  for (let i = 0; i < accounts.length; i += CHUNK) {
    const chunk = accounts.slice(i, i + CHUNK);
    const wanted = new Set(chunk.map((a) => `${a.bankCode}:${a.accountNumber}`));
    const rows = await db
      .select({
        bankCode: employees.bankCode,
        accountNumber: employees.accountNumber,
        firstName: employees.firstName,
        lastName: employees.lastName,
        staffId: employees.staffId,
      })
      .from(employees)
      .where(
        and(
          eq(employees.companyId, companyId),
          inArray(employees.accountNumber, [...new Set(chunk.map((a) => a.accountNumber))]),
        ),
      );
    found.push(...rows.filter((r) => wanted.has(`${r.bankCode}:${r.accountNumber}`)));
  }
  return found;
}

/** Stores an upload once per file hash; null when the same file was stored first (the conflict). */
export async function insertEmployeeUpload(db: Executor, values: typeof employeeUploads.$inferInsert) {
  const [created] = await db
    .insert(employeeUploads)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: employeeUploads.id });
  return created ?? null;
}

export async function findEmployeeUpload(
  db: Executor,
  companyId: string,
  by: { id: string } | { fileHash: string },
) {
  const [upload] = await db
    .select({
      _id: employeeUploads.id,
      status: employeeUploads.status,
      processed: employeeUploads.processed,
      total: employeeUploads.total,
      errorList: employeeUploads.errorList,
      refusedAtCheck: sql<number>`(${employeeUploads.total} - jsonb_array_length(${employeeUploads.rows}))::int`,
      failureReason: employeeUploads.failureReason,
    })
    .from(employeeUploads)
    .where(
      and(
        eq(employeeUploads.companyId, companyId),
        'id' in by ? eq(employeeUploads.id, by.id) : eq(employeeUploads.fileHash, by.fileHash),
      ),
    );
  return upload ?? null;
}

const uploadOf = (companyId: string, uploadId: string) =>
  and(eq(employeeUploads.companyId, companyId), eq(employeeUploads.id, uploadId));

/** The whole upload row (its rows and errors), for the job. */
export async function uploadRow(db: Executor, companyId: string, uploadId: string) {
  const [upload] = await db.select().from(employeeUploads).where(uploadOf(companyId, uploadId));
  return upload;
}

export async function setUploadStatus(
  db: Executor,
  companyId: string,
  uploadId: string,
  status: 'processing' | 'completed',
) {
  await db
    .update(employeeUploads)
    .set({ status, ...(status === 'processing' ? { failureReason: null } : {}), updatedAt: new Date() })
    .where(uploadOf(companyId, uploadId));
}

/** An upload's progress, its row locked: one job runner works an upload at a time. */
export async function lockUploadProgress(tx: Executor, companyId: string, uploadId: string) {
  const [row] = await tx
    .select({ processed: employeeUploads.processed, status: employeeUploads.status })
    .from(employeeUploads)
    .where(uploadOf(companyId, uploadId))
    .for('update');
  return row;
}

/** Which of these staff IDs the business already has, and the upload that added each (null: added otherwise). */
export async function presentStaffIds(tx: Executor, companyId: string, staffIds: string[]) {
  return tx
    .select({ staffId: employees.staffId, uploadId: employees.uploadId })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.staffId, staffIds)));
}

/**
 * Inserts the employees the unique indexes allow, in one set-based statement (the rows travel as one jsonb
 * parameter, read by jsonb_to_recordset); answers the staff IDs that went in. A column some rows leave out gets the
 * column's default, as a multi-row INSERT ... VALUES would give it.
 */
export async function insertEmployeesOnce(tx: Executor, values: (typeof employees.$inferInsert)[]) {
  if (values.length === 0) return [];
  const columns = getTableColumns(employees);
  const keys = [...new Set(values.flatMap((v) => Object.keys(v)))].filter(
    (key): key is keyof typeof columns => key in columns,
  );
  const records = values.map((v) =>
    Object.fromEntries(
      keys.map((key) => {
        const column = columns[key];
        const value = (v as Record<string, unknown>)[key];
        if (value !== undefined) return [column.name, value];
        if (column.default === undefined || is(column.default, SQL)) return [column.name, null];
        return [column.name, column.default];
      }),
    ),
  );
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  const types = sql.join(
    keys.map((key) => sql`${sql.identifier(columns[key].name)} ${sql.raw(columns[key].getSQLType())}`),
    sql`, `,
  );
  const result = await tx.execute<{ staff_id: string }>(
    sql`insert into ${employees} (${names})
        select ${names} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${types})
        on conflict do nothing
        returning staff_id`,
  );
  return result.rows.map((r) => ({ staffId: r.staff_id }));
}

/** Advances `processed` and appends the rows refused since the check to the upload's errors. */
export async function recordBatchProgress(
  tx: Executor,
  companyId: string,
  uploadId: string,
  processed: number,
  refused: { row: number; staffId: string; message: string; values?: Record<string, string> }[],
) {
  await tx
    .update(employeeUploads)
    .set({
      processed,
      updatedAt: new Date(),
      ...(refused.length
        ? { errorList: sql`${employeeUploads.errorList} || ${JSON.stringify(refused)}::jsonb` }
        : {}),
    })
    .where(uploadOf(companyId, uploadId));
}

/** Marks an upload whose job gave up: 'failed' with the reason its result page shows. */
export async function markUploadFailed(
  db: Executor,
  params: { companyId: string; uploadId: string; reason: string },
) {
  await db
    .update(employeeUploads)
    .set({ status: 'failed', failureReason: params.reason, updatedAt: new Date() })
    .where(
      and(
        eq(employeeUploads.companyId, params.companyId),
        eq(employeeUploads.id, params.uploadId),
        ne(employeeUploads.status, 'completed'),
      ),
    );
}
