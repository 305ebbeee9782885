// The employee export (CSV or XLSX) streamed from the database in keyset batches: memory stays flat for 100,000
// rows, and both formats are pulled by the HTTP stream (a slow download slows the reading of rows). The first batch
// is read before any byte is sent, so a failing query still answers in the error envelope.
import { Readable } from 'node:stream';
import type { EmployeeStatus, OnDemandState } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import { csvRow, primed } from '../../lib/csv.ts';
import { plainNaira } from '../../lib/documents.ts';
import { xlsxStream } from '../../lib/xlsx-stream.ts';
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

export async function exportEmployees(
  db: Executor,
  companyId: string,
  filters: ExportFilters,
  format: keyof typeof EXPORT_TYPES,
): Promise<Readable> {
  const batches = await primed(streamEmployeeRows(db, companyId, filters));
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
  return Readable.from(
    xlsxStream({
      sheetName: 'Employees',
      headers: COLUMNS.map(([title]) => title),
      batches: (async function* () {
        for await (const batch of batches) yield batch.map((e) => COLUMNS.map(([, cell]) => cell(e)));
      })(),
    }),
  );
}
