// The file-only part of an upload check (types, duplicates inside the file, bank name enquiries), kept a short while
// by business and file hash, so committing the file just previewed does not parse it and ask the bank again. Held
// in this process only: a commit that lands on another process checks the file itself, with the same result.
import { createHash } from 'node:crypto';
import type { IncomingFile } from '../../../platform/files/files-store.ts';
import type { CheckedRow } from './upload-preview.service.ts';

/** How long a check is reused: name enquiries older than this are asked again. */
export const CHECKED_FILE_TTL_MS = 15 * 60_000;
/** Files kept at once (a 10,000-row file's check is a few MB). */
const MAX_FILES = 8;

export const hashOfFile = (file: IncomingFile) => createHash('sha256').update(file.bytes).digest('hex');

/** A file's checked rows and its data lines counted apart. */
export interface CheckedFile {
  rows: CheckedRow[];
  dataLines: number;
}

interface Kept {
  at: number;
  file: CheckedFile;
}

function createCheckedFiles() {
  const kept = new Map<string, Kept>();
  const keyOf = (companyId: string, fileHash: string) => `${companyId}:${fileHash}`;
  return {
    /** A private copy of the kept check (callers add errors to it), or undefined when none is fresh. */
    take(companyId: string, fileHash: string): CheckedFile | undefined {
      const key = keyOf(companyId, fileHash);
      const found = kept.get(key);
      if (!found) return undefined;
      if (Date.now() - found.at > CHECKED_FILE_TTL_MS) {
        kept.delete(key);
        return undefined;
      }
      return structuredClone(found.file);
    },
    keep(companyId: string, fileHash: string, file: CheckedFile) {
      const key = keyOf(companyId, fileHash);
      kept.delete(key);
      while (kept.size >= MAX_FILES) kept.delete(kept.keys().next().value!);
      kept.set(key, { at: Date.now(), file: structuredClone(file) });
    },
    clear() {
      kept.clear();
    },
  };
}

export const checkedFiles = createCheckedFiles();
