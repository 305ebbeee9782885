// Which column of an uploaded employee file holds which template column: a header may be the column in plain words
// ("Account number"), the column's own name from the first templates ("accountNumber") or a common other name
// ("PFA"); case, spacing, punctuation and a bracketed note ("(naira)") aside.
import {
  EMPLOYEE_UPLOAD_COLUMNS,
  EMPLOYEE_UPLOAD_HEADERS,
  type EmployeeUploadColumn,
} from '@paydesk/contracts';

/** Other headers people give a column. */
const OTHER_HEADERS: Partial<Record<EmployeeUploadColumn, readonly string[]>> = {
  email: ['Email address'],
  phoneNumber: ['Phone', 'Mobile number'],
  employmentDate: ['Start date', 'Date employed'],
  bankCode: ['Bank name', 'Bank code'],
  accountNumber: ['Account no', 'NUBAN'],
  grossPayNaira: ['Gross pay', 'Gross salary'],
  pfaId: ['PFA', 'Pension fund administrator', 'PFA name'],
  nhf: ['NHF'],
  taxId: ['TIN'],
};

/** Lower case, letters and digits only. */
const squeeze = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
/** The header as written, and without its bracketed note. */
const forms = (text: string) => [squeeze(text), squeeze(text.replace(/\([^)]*\)/g, ''))];

/** Every form of every accepted header, to its column. */
export const HEADER_COLUMNS: ReadonlyMap<string, EmployeeUploadColumn> = (() => {
  const map = new Map<string, EmployeeUploadColumn>();
  for (const column of EMPLOYEE_UPLOAD_COLUMNS)
    for (const name of [column, EMPLOYEE_UPLOAD_HEADERS[column], ...(OTHER_HEADERS[column] ?? [])])
      for (const form of forms(name)) if (form) map.set(form, column);
  return map;
})();

/** The column a header names, if any. */
export function columnOfHeader(header: string): EmployeeUploadColumn | undefined {
  for (const form of forms(header)) {
    const column = form ? HEADER_COLUMNS.get(form) : undefined;
    if (column) return column;
  }
  return undefined;
}

/** Where each template column sits in the file's header (the first cell that names it). */
export function locateColumns(header: readonly string[]): Map<EmployeeUploadColumn, number> {
  const found = new Map<EmployeeUploadColumn, number>();
  header.forEach((cell, index) => {
    const column = columnOfHeader(cell);
    if (column && !found.has(column)) found.set(column, index);
  });
  return found;
}
