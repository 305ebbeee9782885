// The employee export (CSV or XLSX) streamed from the database in keyset batches: memory stays flat for 100,000
// rows. The first batch is read before any byte is sent, so a failing query still answers in the error envelope.
import { PassThrough, Readable } from 'node:stream';
import type { EmployeeStatus, OnDemandState } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import ExcelJS from 'exceljs';
import { csvRow, primed } from '../../lib/csv.ts';
import { plainNaira } from '../../lib/documents.ts';
import { type EmployeeRow, maskBvn, streamEmployeeRows } from './employees.queries.ts';

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
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet('Employees');
  sheet.columns = COLUMNS.map(([header]) => ({ header, width: 18 }));
  (async () => {
    for await (const batch of batches) {
      for (const e of batch) sheet.addRow(COLUMNS.map(([, cell]) => cell(e))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error) => out.destroy(error));
  return out;
}
