// The files store: uploaded bytes on the local disk under DATA_DIR/files (an S3-compatible store can take its place
// later behind the same interface), and the checks every upload passes before anything is written: a type read from
// the content (PDF, JPEG, PNG), agreeing with the name and type the browser claimed, and a size limit.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { ErrorCode, UPLOAD_MAX_BYTES, type UploadMimeType } from '@paydesk/contracts';
import { UploadRefused } from '../../lib/errors.ts';

const TYPE_NAMES: Record<UploadMimeType, string> = {
  'application/pdf': 'a PDF',
  'image/jpeg': 'a JPEG image',
  'image/png': 'a PNG image',
};

const EXTENSIONS: Record<string, UploadMimeType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

const ALLOWED = 'Upload a PDF, JPEG or PNG file.';

/** The type the bytes themselves say (magic numbers), or null when they are none of the accepted types. */
export function detectFileType(bytes: Uint8Array): UploadMimeType | null {
  const starts = (...signature: number[]) => signature.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  return null;
}

export interface IncomingFile {
  bytes: Buffer;
  fileName: string;
  /** The Content-Type the browser sent for the part. */
  claimedType: string;
}

export interface CheckedFile extends IncomingFile {
  mimeType: UploadMimeType;
  sha256: string;
}

/** Refuses (415/413) anything that is not a real PDF, JPEG or PNG within the size limit, or claims to be another. */
export function checkUpload(file: IncomingFile, maxBytes = UPLOAD_MAX_BYTES): CheckedFile {
  if (file.bytes.length === 0)
    throw new UploadRefused(`The file is empty. ${ALLOWED}`, ErrorCode.unsupportedFile);
  if (file.bytes.length > maxBytes) throw tooLarge(maxBytes);
  const detected = detectFileType(file.bytes);
  if (!detected)
    throw new UploadRefused(
      `This file is not a PDF, JPEG or PNG (its content says otherwise). ${ALLOWED}`,
      ErrorCode.unsupportedFile,
    );
  const extension = path.extname(file.fileName).slice(1).toLowerCase();
  const byName = extension ? EXTENSIONS[extension] : undefined;
  if (extension && !byName)
    throw new UploadRefused(
      `Files ending in .${extension} are not accepted. ${ALLOWED}`,
      ErrorCode.unsupportedFile,
    );
  const claimed = (file.claimedType.split(';')[0] ?? '').trim().toLowerCase();
  const byHeader = (Object.keys(TYPE_NAMES) as UploadMimeType[]).find((t) => t === claimed);
  const forged = (byName && byName !== detected) || (byHeader && byHeader !== detected);
  if (forged) {
    const said = TYPE_NAMES[(byName && byName !== detected ? byName : byHeader)!];
    throw new UploadRefused(
      `This file was sent as ${said} but its content is ${TYPE_NAMES[detected]}. ${ALLOWED}`,
      ErrorCode.unsupportedFile,
    );
  }
  return {
    ...file,
    mimeType: detected,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
  };
}

export function tooLarge(maxBytes = UPLOAD_MAX_BYTES): UploadRefused {
  const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new UploadRefused(`The file is too large. The limit is ${mb} MB.`, ErrorCode.fileTooLarge);
}

export interface FilesStore {
  /** Writes the bytes under a new key. A caller whose transaction then fails removes them again. */
  put(companyId: string, bytes: Buffer): Promise<string>;
  read(storageKey: string): Readable;
  remove(storageKey: string): Promise<void>;
}

export function createFilesStore(root: string): FilesStore {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    // Keys are ours, but a key must never reach outside the store.
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('invalid storage key');
    return full;
  };
  return {
    async put(companyId, bytes) {
      const key = `${companyId}/${randomUUID()}`;
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // Written aside and renamed, so a crash never leaves a half file under a real key.
      const partial = `${full}.part`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, full);
      return key;
    },
    read: (key) => createReadStream(resolve(key)),
    remove: (key) => rm(resolve(key), { force: true }),
  };
}
