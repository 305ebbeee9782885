// The job of a committed upload: inserts its employees in batches, each batch one transaction that also advances
// `processed`. Every employee it adds names the upload, so a restarted job skips only the rows its own earlier
// attempt added (a crash never duplicates anyone); a row whose staff ID anyone else holds — another upload committed
// at the same time, a member adding one by hand — is an error row of the report with the reason, never counted as
// added (issue 26).
import type { Database } from '@paydesk/db';
import { defineJob, type JobDefinition } from '../../../platform/jobs/jobs.ts';
import * as uploadQ from './upload.queries.ts';
import type { UploadRow } from './upload-commit.service.ts';

export const EMPLOYEE_UPLOAD_JOB = 'people.employee-upload';
/** Rows per transaction: each one a single set-based INSERT and one progress update (live progress in 5 steps at 10,000). */
export const UPLOAD_BATCH_SIZE = 2000;
export const TAKEN_SINCE_CHECK = 'Another employee took this staff ID or email while the upload ran';
export const STAFF_ID_TAKEN_SINCE_CHECK =
  'Staff ID: Another employee took this staff ID while the upload ran';

export interface UploadJobData {
  companyId: string;
  uploadId: string;
}

declare module '../../../platform/jobs/jobs.ts' {
  interface JobPayloads {
    'people.employee-upload': UploadJobData;
  }
}

export async function runEmployeeUpload(db: Database, { companyId, uploadId }: UploadJobData) {
  const upload = await uploadQ.uploadRow(db, companyId, uploadId);
  if (!upload || upload.status === 'completed') return;
  const rows = upload.rows as UploadRow[];
  // The rows the check refused at commit: counted as processed before the first batch. (Not the error list's
  // length, which grows with the rows refused here.)
  const rejected = upload.total - rows.length;
  await uploadQ.setUploadStatus(db, companyId, uploadId, 'processing');
  for (;;) {
    const more = await db.transaction(async (tx) => {
      // One runner at a time per upload (a second job of the same file waits here, then finds the batch done), so
      // `processed` read under the lock says exactly which rows an earlier attempt finished.
      const progress = await uploadQ.lockUploadProgress(tx, companyId, uploadId);
      if (!progress || progress.status === 'completed') return false;
      const start = progress.processed - rejected;
      if (start >= rows.length) return false;
      const batch = rows.slice(start, start + UPLOAD_BATCH_SIZE);
      const present = await uploadQ.presentStaffIds(
        tx,
        companyId,
        batch.map((r) => r.staffId),
      );
      // Skipped without a word only when this upload added it (an earlier attempt of this job); anyone else's is
      // an error row.
      const ours = new Set(present.filter((p) => p.uploadId === uploadId).map((p) => p.staffId));
      const theirs = new Set(present.filter((p) => p.uploadId !== uploadId).map((p) => p.staffId));
      const fresh = batch.filter((r) => !ours.has(r.staffId) && !theirs.has(r.staffId));
      const inserted = fresh.length
        ? await uploadQ.insertEmployeesOnce(
            tx,
            fresh.map((r) => ({ ...r.employee, ...r.account, companyId, uploadId })),
          )
        : [];
      // A row the unique indexes refused (its email or staff ID taken since the check) is reported, not lost.
      const added = new Set(inserted.map((r) => r.staffId));
      const refused = [
        ...batch.filter((r) => theirs.has(r.staffId)).map((r) => refusal(r, STAFF_ID_TAKEN_SINCE_CHECK)),
        ...fresh.filter((r) => !added.has(r.staffId)).map((r) => refusal(r, TAKEN_SINCE_CHECK)),
      ];
      await uploadQ.recordBatchProgress(tx, companyId, uploadId, rejected + start + batch.length, refused);
      return true;
    });
    if (!more) break;
  }
  await uploadQ.setUploadStatus(db, companyId, uploadId, 'completed');
}

/** A row the job refused, with its cells (as a row refused at the check has them) for the refused rows' CSV. */
const refusal = (r: UploadRow, message: string) => ({
  row: r.row,
  staffId: r.staffId,
  message,
  ...(r.values ? { values: r.values } : {}),
});

/** Attempts of an upload job (the first and its retries) before the upload is marked failed. */
export const UPLOAD_JOB_RETRIES = 4;
export const uploadGaveUp = (attempts: number) =>
  `The upload stopped after ${attempts} attempts. The rows counted as processed were added; send the same file again to finish the rest.`;

export function peopleJobDefinitions(deps: { db: Database }): JobDefinition[] {
  return [
    defineJob(EMPLOYEE_UPLOAD_JOB, (data) => runEmployeeUpload(deps.db, data), {
      retry: UPLOAD_JOB_RETRIES,
      onExhausted: ({ companyId, uploadId }) =>
        uploadQ.markUploadFailed(deps.db, {
          companyId,
          uploadId,
          reason: uploadGaveUp(UPLOAD_JOB_RETRIES + 1),
        }),
    }),
  ];
}
