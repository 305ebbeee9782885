// The job of a committed upload: inserts its employees in batches, each batch one transaction that also advances
// `processed`. A restarted job skips rows already inserted (by staff ID), so a crash never duplicates anyone.
import type { EmployeeUploadError } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import type { JobDefinition } from '../../../platform/jobs/job-runner.ts';
import * as uploadQ from './upload.queries.ts';
import type { UploadRow } from './upload-commit.service.ts';

export const EMPLOYEE_UPLOAD_JOB = 'people.employee-upload';
/** Rows per transaction: each one a single set-based INSERT and one progress update (live progress in 5 steps at 10,000). */
export const UPLOAD_BATCH_SIZE = 2000;
export const TAKEN_SINCE_CHECK = 'Another employee took this staff ID or email while the upload ran';

export interface UploadJobData {
  companyId: string;
  uploadId: string;
}

export async function runEmployeeUpload(db: Database, { companyId, uploadId }: UploadJobData) {
  const upload = await uploadQ.uploadRow(db, companyId, uploadId);
  if (!upload || upload.status === 'completed') return;
  const rows = upload.rows as UploadRow[];
  const rejected = (upload.errorList as EmployeeUploadError[]).length;
  await uploadQ.setUploadStatus(db, companyId, uploadId, 'processing');
  for (let start = upload.processed - rejected; start < rows.length; start += UPLOAD_BATCH_SIZE) {
    const batch = rows.slice(Math.max(start, 0), start + UPLOAD_BATCH_SIZE);
    await db.transaction(async (tx) => {
      const present = await uploadQ.presentStaffIds(
        tx,
        companyId,
        batch.map((r) => r.staffId),
      );
      const done = new Set(present.map((p) => p.staffId));
      const fresh = batch.filter((r) => !done.has(r.staffId));
      const inserted = fresh.length
        ? await uploadQ.insertEmployeesOnce(
            tx,
            fresh.map((r) => ({ ...r.employee, ...r.account, companyId })),
          )
        : [];
      // A row the unique indexes refused (its email or staff ID taken since the check) is reported, not lost.
      const added = new Set(inserted.map((r) => r.staffId));
      const refused = fresh
        .filter((r) => !added.has(r.staffId))
        .map((r) => ({ row: r.row, staffId: r.staffId, message: TAKEN_SINCE_CHECK }));
      await uploadQ.recordBatchProgress(tx, companyId, uploadId, rejected + start + batch.length, refused);
    });
  }
  await uploadQ.setUploadStatus(db, companyId, uploadId, 'completed');
}

/** Attempts of an upload job (the first and its retries) before the upload is marked failed. */
export const UPLOAD_JOB_RETRIES = 4;
export const uploadGaveUp = (attempts: number) =>
  `The upload stopped after ${attempts} attempts. The rows counted as processed were added; send the same file again to finish the rest.`;

export function peopleJobDefinitions(deps: { db: Database }): JobDefinition<never>[] {
  const upload: JobDefinition<UploadJobData> = {
    name: EMPLOYEE_UPLOAD_JOB,
    handler: (data) => runEmployeeUpload(deps.db, data),
    retryLimit: UPLOAD_JOB_RETRIES,
    wakeOnSend: true,
    onExhausted: ({ companyId, uploadId }) =>
      uploadQ.markUploadFailed(deps.db, {
        companyId,
        uploadId,
        reason: uploadGaveUp(UPLOAD_JOB_RETRIES + 1),
      }),
  };
  return [upload as JobDefinition<never>];
}
