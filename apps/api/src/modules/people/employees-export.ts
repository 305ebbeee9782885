// The employee export (CSV or XLSX) streamed from the database in keyset batches: memory stays flat for 100,000
// rows. The first batch is read before any byte is sent, so a failing query still answers in the error envelope.
import { type EventEmitter, once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import type { EmployeeSort, EmployeeStatus, OnDemandState } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import ExcelJS from 'exceljs';
import { csvRow, primed } from '../../lib/csv.ts';
import { plainNaira } from '../../lib/documents.ts';
import { maskBvn } from './employee-view.ts';
import { type EmployeeRow, streamEmployeeRows } from './employees.queries.ts';

const COLUMNS: [string, (e: EmployeeRow) => string | number | boolean | null][] = [
  ['Staff ID', (e) => e.staffId],
  ['First name', (e) => e.firstName],
  ['Middle name', (e) => e.middleName],
  ['Last name', (e) => e.lastName],
  ['Email', (e) => e.email],
  ['Phone number', (e) => e.phoneNumber],
  ['Job title', (e) => e.jobTitle],
  ['Department', (e) => e.department],
  ['Branch', (e) => e.branch],
  ['State of residence', (e) => e.stateOfResidence],
  ['Employment date', (e) => e.employmentDate],
  ['Employment type', (e) => e.employmentType],
  ['Exit date', (e) => e.exitDate],
  ['Bank', (e) => e.bankName],
  ['Bank code', (e) => e.bankCode],
  ['Account number', (e) => e.accountNumber],
  ['Account name', (e) => e.accountName],
  ['BVN', (e) => maskBvn(e.bvn)],
  ['Name check', (e) => e.nameCheck],
  ['Gross pay (NGN)', (e) => plainNaira(e.grossPay)],
  ['Pay frequency', (e) => e.payFrequency],
  ['RSA PIN', (e) => e.rsaPin],
  ['NHF', (e) => (e.nhf ? 'yes' : 'no')],
  ['Tax ID', (e) => e.taxId],
  ['Annual rent (NGN)', (e) => (e.annualRent === null ? '' : plainNaira(e.annualRent))],
  ['Status', (e) => e.status],
  ['On-demand pay', (e) => e.onDemandState],
];

export interface ExportFilters {
  search?: string | undefined;
  status?: EmployeeStatus[] | undefined;
  group?: string | undefined;
  department?: string | undefined;
  onDemand?: OnDemandState | undefined;
}

export const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * Rows read per keyset query, by format. A batch is alive until its last row is written; every young-generation
 * collection it lives through moves it a step towards V8's old generation, where it stays as garbage until a full
 * collection. exceljs allocates several KB per row, so a 500-row batch lived through collections and an XLSX export
 * of 100,000 raised the server's peak memory by 32-44 MB on every run; at 100 rows +1-9 MB. A CSV row allocates
 * little: 500 rows stay flat (+0-4 MB) with a fifth of the queries. Measured in the server with pretenuring off
 * (heap-flags.ts), back to back (bench/README.md, People, session 7).
 */
export const EXPORT_BATCH_ROWS = { csv: 500, xlsx: 100 } as const;
/** XML of a sheet not yet taken by the zip's deflate before the next batch of rows is read (bytes). */
const SHEET_BUFFER_LIMIT = 256 * 1024;
/** Compressed bytes archiver holds on each side of its zip before it waits for the reader. */
const ZIP_BUFFER_BYTES = 16 * 1024;

/**
 * Waits until the zip has taken the rows written so far. exceljs's sheet stream pushes into archiver's input (a
 * readable-stream PassThrough) without honouring backpressure, so without this wait the whole sheet's XML (over
 * 100 MB at 100,000 rows) piles up in memory ahead of deflate. When the input cannot be found (another exceljs), rows
 * are written without waiting, as before.
 */
async function zipCaughtUp(sheet: ExcelJS.Worksheet, out: PassThrough) {
  const pipes = (sheet as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes;
  const input = pipes?.[0] as (EventEmitter & Partial<PendingState>) | undefined;
  const pending = () => (input?._writableState?.length ?? 0) + (input?._readableState?.length ?? 0);
  // A client that goes away closes `out`: the wait ends with it, and the next write fails the export.
  while (input && !out.destroyed && pending() > SHEET_BUFFER_LIMIT) {
    const done = new AbortController();
    await Promise.race([
      once(input, 'drain', { signal: done.signal }),
      once(out, 'close', { signal: done.signal }),
    ]).finally(() => done.abort());
  }
}
interface PendingState {
  _writableState: { length: number };
  _readableState: { length: number };
}

export async function exportEmployees(
  db: Executor,
  companyId: string,
  filters: ExportFilters,
  format: keyof typeof EXPORT_TYPES,
  sort: EmployeeSort = '-createdAt',
): Promise<Readable> {
  const batches = await primed(streamEmployeeRows(db, companyId, filters, EXPORT_BATCH_ROWS[format], sort));
  if (format === 'csv') {
    return Readable.from(
      (async function* () {
        yield csvRow(COLUMNS.map(([title]) => title));
        for await (const batch of batches) {
          yield batch.map((e) => csvRow(COLUMNS.map(([, cell]) => cell(e)))).join('');
        }
      })(),
    );
  }
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
    // archiver buffers 1 MB each side of its zip by default: about 20,000 rows read ahead of a client that stopped.
    // (Transform options that archiver passes on; its types name only the zip's own.)
    zip: { highWaterMark: ZIP_BUFFER_BYTES } as ExcelJS.stream.xlsx.WorkbookStreamWriterOptions['zip'],
  });
  const sheet = workbook.addWorksheet('Employees');
  sheet.columns = COLUMNS.map(([header]) => ({ header, width: 18 }));
  (async () => {
    // A batch is written in one go and dropped before the wait, so no row object waits for the zip or the client.
    for await (const batch of batches) {
      for (const employee of batch) sheet.addRow(COLUMNS.map(([, cell]) => cell(employee))).commit();
      await zipCaughtUp(sheet, out);
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error) => out.destroy(error));
  return out;
}
