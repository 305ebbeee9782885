// Lookups of the bulk upload (which staff IDs and emails of a file the business already has) and its failure mark.
import { type Executor, employees, employeeUploads } from '@paydesk/db';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';

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
