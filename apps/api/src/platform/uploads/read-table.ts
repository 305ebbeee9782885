// Reading an uploaded table (employees, transfers, bills, beneficiaries): the format from the bytes, then the file
// read in a worker thread in the business's turn, held to the row limit and, for an XLSX, to the uncompressed
// limit; every refusal is a 4xx with the member's message. Also the check every preview makes that no data line of
// the file went uncounted.
import os from 'node:os';
import { ErrorCode } from '@paydesk/contracts';
import { BadRequest, type DomainError, UploadRefused } from '../../lib/errors.ts';
import { createReadingTurns } from './reading-turns.ts';
import type { Table } from './table.ts';
import { createTableReaders } from './table-readers.ts';
import type { TableRefused } from './table-refused.ts';

export type { Table, TableRow } from './table.ts';

/**
 * What an XLSX upload may unpack to, the parts read together: a 10,000-row employee workbook of 21 filled columns
 * unpacks to ~18 MB and reads in ~80 MB of a reader's heap (192 MB).
 */
export const UPLOAD_MAX_UNCOMPRESSED_BYTES = 48 * 1024 * 1024;

const readers = createTableReaders({ heapMb: 192, deadlineMs: 30_000, idleMs: 60_000 });
// Readers leave a core to the event loop: one on a 2-core machine, two at most.
const turns = createReadingTurns({
  running: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
  waiting: 8,
  perBusiness: 3,
});

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export interface TableUpload {
  bytes: Buffer;
  fileName: string;
}

export interface ReadTableOptions {
  maxRows: number;
  /** What a row is, in the row-limit refusal: 'employees', 'rows', 'bills'. */
  rowNoun: string;
  /** What to upload, in the wrong-format refusal: 'employee template', 'transfer'. */
  what: string;
  /** Text is read as CSV only under a .csv name (the employee upload). */
  csvNameRequired?: boolean;
}

export async function readUploadedTable(
  businessId: string,
  file: TableUpload,
  options: ReadTableOptions,
): Promise<Table> {
  const format = formatOf(file, options);
  const answer = await turns.run(businessId, () =>
    readers.read({
      format,
      bytes: file.bytes,
      limits: {
        maxRows: options.maxRows,
        rowNoun: options.rowNoun,
        maxUncompressedBytes: UPLOAD_MAX_UNCOMPRESSED_BYTES,
      },
    }),
  );
  if (!answer.ok) throw refusal(answer.kind, answer.message);
  return answer.table;
}

function formatOf(file: TableUpload, options: ReadTableOptions): 'csv' | 'xlsx' {
  const named = file.fileName.toLowerCase();
  const head = file.bytes.subarray(0, 4);
  if (head.equals(ZIP_MAGIC) && !named.endsWith('.csv')) return 'xlsx';
  const csvNamed = !options.csvNameRequired || named.endsWith('.csv');
  // UTF-16 text is full of zero bytes: it is read as CSV so that its refusal names the encoding.
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (csvNamed && !head.equals(ZIP_MAGIC) && (utf16 || !file.bytes.includes(0))) return 'csv';
  throw new UploadRefused(`Upload the ${options.what} as a CSV or XLSX file.`, ErrorCode.unsupportedFile);
}

function refusal(kind: TableRefused['kind'], message: string): DomainError {
  if (kind === 'too-big') return new UploadRefused(message, ErrorCode.fileTooLarge);
  if (kind === 'encoding') return new UploadRefused(message, ErrorCode.unsupportedFile);
  return new BadRequest(message);
}

/**
 * Every preview's last check: the rows it found ready and the rows it refused are all the data lines of the file.
 * A file that fails it is refused whole, never half-read.
 */
export function assertEveryLineCounted(
  table: Pick<Table, 'dataLines'>,
  counted: { ready: number; refused: number },
) {
  const checked = counted.ready + counted.refused;
  if (checked !== table.dataLines)
    throw new BadRequest(
      `The file has ${table.dataLines} rows but ${checked} were checked, so none were kept. Upload it again; ` +
        'if this happens again, send the file to support.',
    );
}

/** Files being read and waiting for a turn in this process (tests and benches watch it). */
export const filesBeingRead = () => turns.busy;
