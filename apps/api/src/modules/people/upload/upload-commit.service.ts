// Committing a bulk upload: the file is checked again (the preview is advice, the server decides; the file-only part
// of a preview of the same bytes is reused, the check against the business's staff runs again), its valid rows
// are stored on one upload row keyed by the file's hash, and a job inserts them. The rows that failed the check go
// straight to the upload's errorList, with their cells for the refused rows' CSV.
import {
  type CreateEmployee,
  EMPLOYEE_UPLOAD_COLUMNS,
  EMPLOYEE_UPLOAD_HEADERS,
  type EmployeeUploadError,
  type EmployeeUploadStatus,
  employeeUploadFieldName,
} from '@paydesk/contracts';
import Papa from 'papaparse';
import type { Caller } from '../../../http/route-kit.ts';
import { defuseFormula } from '../../../lib/csv.ts';
import { NotFound } from '../../../lib/errors.ts';
import { transact } from '../../../lib/transaction.ts';
import { recordCallerAudit } from '../../../platform/audit/audit-actor.ts';
import type { IncomingFile } from '../../../platform/files/files-store.ts';
import { assertEveryLineCounted } from '../../../platform/uploads/read-table.ts';
import type { PeopleDeps } from '../employees.service.ts';
import { hashOfFile } from './checked-files.ts';
import { findEmployeeUpload, insertEmployeeUpload, uploadRow } from './upload.queries.ts';
import { EMPLOYEE_UPLOAD_JOB } from './upload-job.ts';
import { type CheckedAccount, checkEmployeeFile } from './upload-preview.service.ts';

export interface UploadRow {
  row: number;
  staffId: string;
  employee: CreateEmployee;
  account: CheckedAccount;
  /** The row's cells as the file had them, for the refused rows' CSV if the job refuses it (absent on older uploads). */
  values?: Record<string, string>;
}

/** A row not added, as stored: the row's cells are kept for the refused rows' CSV. */
interface RefusedRow extends EmployeeUploadError {
  values?: Record<string, string>;
}

export const UPLOAD_NOT_FOUND = 'Upload';

export async function commitEmployeeUpload(
  deps: PeopleDeps,
  caller: Caller,
  file: IncomingFile,
): Promise<EmployeeUploadStatus> {
  const companyId = caller.auth.companyId;
  const fileHash = hashOfFile(file);
  const existing = await findUpload(deps, companyId, { fileHash });
  if (existing) {
    if (existing.status !== 'completed')
      await deps.jobs?.send(EMPLOYEE_UPLOAD_JOB, { companyId, uploadId: existing._id });
    return existing;
  }
  const { rows: checked, dataLines } = await checkEmployeeFile(deps, companyId, file, fileHash);
  const rows: UploadRow[] = [];
  const errorList: RefusedRow[] = [];
  for (const row of checked) {
    const messages = Object.entries(row.errors).flatMap(([column, list]) =>
      list.map((m) => `${employeeUploadFieldName(column)}: ${m}`),
    );
    if (messages.length || !row.employee || !row.account)
      errorList.push({
        row: row.row,
        staffId: row.values.staffId ?? '',
        message: messages.join('; '),
        values: row.values,
      });
    else
      rows.push({
        row: row.row,
        staffId: row.employee.staffId,
        employee: row.employee,
        account: row.account,
        values: row.values,
      });
  }
  assertEveryLineCounted({ dataLines }, { ready: rows.length, refused: errorList.length });
  const uploadId = await transact(deps.db, async (tx) => {
    const created = await insertEmployeeUpload(tx, {
      companyId,
      fileHash,
      fileName: file.fileName,
      total: checked.length,
      processed: errorList.length,
      rows,
      errorList,
      createdBy: caller.auth.userId,
    });
    if (!created) return null;
    await recordCallerAudit(tx, caller, {
      action: 'people.employee.upload',
      target: { type: 'employee-upload', id: created.id },
      outcome: 'success',
      metadata: { fileName: file.fileName, total: checked.length, rejected: errorList.length },
    });
    return created.id;
  });
  // Lost a race with the same file sent at once: that upload is this one.
  const id = uploadId ?? (await findUpload(deps, companyId, { fileHash }))!._id;
  await deps.jobs?.send(EMPLOYEE_UPLOAD_JOB, { companyId, uploadId: id });
  return (await findUpload(deps, companyId, { id }))!;
}

async function findUpload(
  deps: Pick<PeopleDeps, 'db'>,
  companyId: string,
  by: { id: string } | { fileHash: string },
): Promise<EmployeeUploadStatus | null> {
  const upload = await findEmployeeUpload(deps.db, companyId, by);
  if (!upload) return null;
  return {
    ...upload,
    status: upload.status as EmployeeUploadStatus['status'],
    errorList: (upload.errorList as RefusedRow[])
      .map(({ row, staffId, message }) => ({ row, staffId, message }))
      .sort((a, b) => a.row - b.row),
  };
}

/**
 * The rows of an upload that were not added, as CSV: the row, the reason, then the row's cells under the template's
 * headers (the job's refusals too: their cells are kept with the upload's rows; an upload stored before that has only
 * their staff ID). Fixed, the file uploads again: the header
 * matching ignores the first two columns.
 */
export async function refusedRowsCsv(deps: Pick<PeopleDeps, 'db'>, companyId: string, id: string) {
  const upload = await uploadRow(deps.db, companyId, id);
  if (!upload) throw new NotFound(UPLOAD_NOT_FOUND);
  const refused = [...(upload.errorList as RefusedRow[])].sort((a, b) => a.row - b.row);
  const text = Papa.unparse(
    {
      fields: [
        REFUSED_ROW,
        REFUSED_REASON,
        ...EMPLOYEE_UPLOAD_COLUMNS.map((c) => EMPLOYEE_UPLOAD_HEADERS[c]),
      ],
      data: refused.map((r) =>
        [
          String(r.row),
          r.message,
          ...EMPLOYEE_UPLOAD_COLUMNS.map((c) => (c === 'staffId' ? r.staffId : (r.values?.[c] ?? ''))),
        ].map(defuseFormula),
      ),
    },
    { newline: '\r\n' },
  );
  return {
    bytes: Buffer.from(`${text}\r\n`, 'utf8'),
    name: `refused-rows-${upload.fileName.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '-')}.csv`,
    type: 'text/csv; charset=utf-8',
  };
}

export const REFUSED_ROW = 'Row in the file';
export const REFUSED_REASON = 'Why it was not added';

export async function employeeUploadStatus(deps: Pick<PeopleDeps, 'db'>, companyId: string, id: string) {
  const upload = await findUpload(deps, companyId, { id });
  if (!upload) throw new NotFound(UPLOAD_NOT_FOUND);
  return upload;
}
