// The document of an employee's annual rent (a tenancy agreement or a rent receipt: the proof NTA 2025 rent relief
// rests on): uploaded as PDF, JPEG or PNG (checked by content, 5 MB at most), kept in the files store with its
// stored_files record, one current document an employee (a new upload replaces the link; the old file stays on
// record), audited; read back by the employer.
import type { Caller, DownloadFile } from '../../http/route-kit.ts';
import { NotFound } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { checkUpload, type FilesStore, type IncomingFile } from '../../platform/files/files-store.ts';
import { EMPLOYEE_NOT_FOUND, getEmployee, type PeopleDeps } from './employees.service.ts';
import * as rq from './rent-document.queries.ts';

const safeName = (name: string) => name.replace(/[^\w. -]/g, '_').slice(0, 120) || 'rent-document';

function filesOf(deps: Pick<PeopleDeps, 'files'>): FilesStore {
  if (!deps.files) throw new Error('people: no files store');
  return deps.files;
}

export async function uploadRentDocument(
  deps: Pick<PeopleDeps, 'db' | 'files'>,
  caller: Caller,
  employeeId: string,
  file: IncomingFile,
) {
  const { companyId, userId } = caller.auth;
  await getEmployee(deps.db, companyId, employeeId);
  const checked = checkUpload(file);
  const files = filesOf(deps);
  const storageKey = await files.put(companyId, checked.bytes);
  try {
    await transact(deps.db, async (tx) => {
      const stored = await rq.insertStoredFile(tx, {
        companyId,
        storageKey,
        originalName: safeName(checked.fileName),
        mimeType: checked.mimeType,
        size: checked.bytes.length,
        sha256: checked.sha256,
        purpose: 'people:rent-document',
        uploadedBy: userId,
      });
      if (!(await rq.linkRentDocument(tx, companyId, employeeId, stored.id)))
        throw new NotFound(EMPLOYEE_NOT_FOUND);
      await recordCallerAudit(tx, caller, {
        action: 'people.employee.rent-document',
        target: { type: 'employee', id: employeeId },
        outcome: 'success',
        metadata: {
          fileId: stored.id,
          mimeType: checked.mimeType,
          size: checked.bytes.length,
          sha256: checked.sha256,
        },
      });
    });
  } catch (error) {
    await files.remove(storageKey);
    throw error;
  }
  return getEmployee(deps.db, companyId, employeeId);
}

export async function openRentDocument(
  deps: Pick<PeopleDeps, 'db' | 'files'>,
  companyId: string,
  employeeId: string,
): Promise<DownloadFile> {
  const row = await rq.rentFileOf(deps.db, companyId, employeeId);
  if (!row) throw new NotFound('Rent document');
  return {
    stream: filesOf(deps as PeopleDeps).read(row.storageKey),
    fileName: row.fileName,
    mimeType: row.mimeType,
    size: row.size,
  };
}
