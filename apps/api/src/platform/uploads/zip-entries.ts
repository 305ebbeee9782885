// The entries of an uploaded ZIP (an XLSX workbook), read from its central directory without inflating anything,
// and one entry inflated as a stream that stops as soon as it passes its declared size or the file's budget: a
// spreadsheet bomb is refused from its directory when it is honest, and after at most the budget when it lies.
import { createInflateRaw } from 'node:zlib';
import { TableRefused } from './table-refused.ts';

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** What the directory declares; the inflated bytes are held to it. */
  size: number;
  localHeaderOffset: number;
}

/** Uncompressed bytes left to read from one file, across its entries. */
export interface InflateBudget {
  left: number;
  readonly limit: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const MAX_ENTRIES = 10_000;
const ZIP64_EXTRA = 0x0001;
const OUT_OF_RANGE = 0xffffffff;

export const UNREADABLE_XLSX = 'The XLSX file could not be read. Save it again from the template and retry.';
const unreadable = () => new TableRefused('unreadable', UNREADABLE_XLSX);

/** The directory of a ZIP, by entry name. Encrypted, multi-disk and unknown-method entries are refused. */
export function zipEntries(bytes: Buffer): Map<string, ZipEntry> {
  const end = findEndOfDirectory(bytes);
  const count = bytes.readUInt16LE(end + 10);
  const directorySize = bytes.readUInt32LE(end + 12);
  let at = bytes.readUInt32LE(end + 16);
  if (count > MAX_ENTRIES || at + directorySize > end) throw unreadable();
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    let compressedSize = bytes.readUInt32LE(at + 20);
    let size = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    let localHeaderOffset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const extra = bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    if (size === OUT_OF_RANGE || compressedSize === OUT_OF_RANGE || localHeaderOffset === OUT_OF_RANGE) {
      // ZIP64 sizes sit in the extra field, in this order, for the fields that overflowed.
      const wide = zip64Fields(extra);
      if (size === OUT_OF_RANGE) size = wide.shift() ?? Number.POSITIVE_INFINITY;
      if (compressedSize === OUT_OF_RANGE) compressedSize = wide.shift() ?? Number.POSITIVE_INFINITY;
      if (localHeaderOffset === OUT_OF_RANGE) localHeaderOffset = wide.shift() ?? Number.POSITIVE_INFINITY;
    }
    if (flags & 0x1) throw new TableRefused('unreadable', 'The XLSX file is password-protected.');
    if (method !== 0 && method !== 8) throw unreadable();
    entries.set(name, { name, method, compressedSize, size, localHeaderOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function findEndOfDirectory(bytes: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--)
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  throw unreadable();
}

function zip64Fields(extra: Buffer): number[] {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      const fields: number[] = [];
      for (let f = at + 4; f + 8 <= at + 4 + length && f + 8 <= extra.length; f += 8)
        fields.push(Number(extra.readBigUInt64LE(f)));
      return fields;
    }
    at += 4 + length;
  }
  return [];
}

/**
 * Takes the declared sizes of the entries to read from the budget before anything is inflated: an honest bomb is
 * refused here, having cost a directory read.
 */
export function reserve(budget: InflateBudget, entries: (ZipEntry | undefined)[]) {
  const declared = entries.reduce((sum, entry) => sum + (entry?.size ?? 0), 0);
  if (declared > budget.left) throw tooBig(budget);
}

export const tooBig = (budget: InflateBudget) =>
  new TableRefused(
    'too-big',
    `The XLSX file unpacks to more than ${Math.round(budget.limit / (1024 * 1024))} MB, the limit for an upload. ` +
      'Delete unused sheets, rows and formatting, or save it as CSV, and upload it again.',
  );

/**
 * The entry's bytes as UTF-8 text, chunk by chunk, inflated only as fast as they are read. Stops with a refusal as
 * soon as the entry passes its declared size (a lying directory) or the budget; a consumer that stops reading
 * stops the inflating.
 */
export async function* entryText(
  bytes: Buffer,
  entry: ZipEntry,
  budget: InflateBudget,
): AsyncGenerator<string, void, undefined> {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw unreadable();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) throw unreadable();
  // A text decoder that keeps a character cut between two chunks whole (exceljs's own reader decodes each chunk
  // alone, which turns such a character into U+FFFD).
  const decoder = new TextDecoder('utf-8');
  let read = 0;
  const take = (chunk: Buffer) => {
    read += chunk.length;
    budget.left -= chunk.length;
    if (budget.left < 0) throw tooBig(budget);
    if (read > entry.size) throw unreadable();
    return decoder.decode(chunk, { stream: true });
  };
  if (entry.method === 0) {
    for (let offset = 0; offset < data.length; offset += 64 * 1024)
      yield take(data.subarray(offset, offset + 64 * 1024));
  } else {
    const inflater = createInflateRaw();
    inflater.end(data);
    try {
      for await (const chunk of inflater) yield take(chunk as Buffer);
    } catch (error) {
      if (error instanceof TableRefused) throw error;
      throw unreadable();
    } finally {
      inflater.destroy();
    }
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}
