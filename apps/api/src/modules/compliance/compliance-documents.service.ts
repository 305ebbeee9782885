// Verification documents of a registered business: uploaded (or replaced) one per kind into the files store.
// An upload refused for any reason leaves nothing behind: no bytes on disk, no row.
import type { Readable } from 'node:stream';
import type { ComplianceDocument, DocumentKind } from '@paydesk/contracts';
import type { Caller } from '../../http/route-kit.ts';
import { NotFound } from '../../lib/errors.ts';
import { transact } from '../../lib/transaction.ts';
import { recordCallerAudit } from '../../platform/audit/audit-actor.ts';
import { checkUpload, type IncomingFile } from '../../platform/files/files-store.ts';
import { documentView } from './compliance.progress.ts';
import * as q from './compliance.queries.ts';
import {
  type ComplianceDeps,
  lockOpenSubmission,
  precheck,
  refreshCompletedSteps,
} from './compliance.service.ts';
import * as records from './compliance-records.queries.ts';

/** Names are shown back to people, never used as paths: keep them printable and short. */
const safeName = (name: string) =>
  name
    .replace(/[\\/]/g, '_')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(-120) || 'document';

export async function uploadDocument(
  deps: ComplianceDeps,
  caller: Caller,
  kind: DocumentKind,
  file: IncomingFile,
): Promise<ComplianceDocument> {
  const companyId = caller.auth.companyId;
  await precheck(deps, companyId, 'registered');
  const checked = checkUpload(file);
  const storageKey = await deps.files.put(companyId, checked.bytes);
  try {
    return await transact(deps.db, async (tx) => {
      const submission = await lockOpenSubmission(tx, companyId, 'registered');
      const stored = await records.insertStoredFile(tx, {
        companyId,
        storageKey,
        originalName: safeName(checked.fileName),
        mimeType: checked.mimeType,
        size: checked.bytes.length,
        sha256: checked.sha256,
        purpose: `compliance:${kind}`,
        uploadedBy: caller.auth.userId,
      });
      // One current document per kind: a new upload replaces the previous one (whose file stays on record).
      const replaced = await records.deleteDocumentOfKind(tx, companyId, submission.id, kind);
      const document = await records.insertDocument(tx, {
        companyId,
        submissionId: submission.id,
        kind,
        fileId: stored!.id,
      });
      await refreshCompletedSteps(tx, submission.id, companyId);
      await recordCallerAudit(tx, caller, {
        action: replaced ? 'compliance.document.replace' : 'compliance.document.upload',
        target: { type: 'compliance-document', id: document!.id },
        outcome: 'success',
        metadata: { kind, mimeType: checked.mimeType, size: checked.bytes.length, sha256: checked.sha256 },
      });
      return documentView({
        id: document!.id,
        kind,
        createdAt: document!.createdAt,
        fileName: stored!.originalName,
        mimeType: stored!.mimeType,
        size: stored!.size,
        storageKey,
      });
    });
  } catch (error) {
    await deps.files.remove(storageKey);
    throw error;
  }
}

export interface DocumentFile {
  stream: Readable;
  fileName: string;
  mimeType: string;
  size: number;
}

/** A document of the given business, for download; another business's id is not found. */
export async function openDocument(
  deps: Pick<ComplianceDeps, 'db' | 'files'>,
  companyId: string,
  documentId: string,
): Promise<DocumentFile> {
  const submission = await q.findSubmission(deps.db, companyId);
  const document = submission
    ? (await q.listDocuments(deps.db, companyId, submission.id)).find((d) => d.id === documentId)
    : undefined;
  if (!document) throw new NotFound('Document');
  return {
    stream: deps.files.read(document.storageKey),
    fileName: document.fileName,
    mimeType: document.mimeType,
    size: document.size,
  };
}
