// Reads an uploaded employee file (CSV or XLSX) into rows of text by template column (headers in plain words or the
// columns' own names, upload-headers.ts), refusing what is not one. The file is read in a table reader
// (platform/uploads): off the event loop, within the row and unpacked-size limits.
import {
  EMPLOYEE_UPLOAD_COLUMNS,
  EMPLOYEE_UPLOAD_HEADERS,
  EMPLOYEE_UPLOAD_MAX_ROWS,
  OPTIONAL_UPLOAD_COLUMNS,
} from '@paydesk/contracts';
import { BadRequest } from '../../../lib/errors.ts';
import type { IncomingFile } from '../../../platform/files/files-store.ts';
import { readUploadedTable, type Table } from '../../../platform/uploads/read-table.ts';
import { locateColumns } from './upload-headers.ts';

export type RawRow = { row: number; values: Record<string, string> };

/** The rows of a file and its data lines counted apart (every preview checks that none went uncounted). */
export interface EmployeeRows {
  rows: RawRow[];
  dataLines: number;
}

export async function readEmployeeFile(companyId: string, file: IncomingFile): Promise<EmployeeRows> {
  const table = await readUploadedTable(companyId, file, {
    maxRows: EMPLOYEE_UPLOAD_MAX_ROWS,
    rowNoun: 'employees',
    what: 'employee template',
    csvNameRequired: true,
  });
  return { rows: toRows(table), dataLines: table.dataLines };
}

function toRows({ header, rows }: Table): RawRow[] {
  if (!header || rows.length === 0)
    throw new BadRequest('The file has no employees. Fill in the template and retry.');
  const located = locateColumns(header);
  const missing = EMPLOYEE_UPLOAD_COLUMNS.filter(
    (c) => !located.has(c) && !OPTIONAL_UPLOAD_COLUMNS.includes(c),
  );
  if (missing.length)
    throw new BadRequest(
      `The file is missing the template columns: ${missing.map((c) => EMPLOYEE_UPLOAD_HEADERS[c]).join(', ')}.`,
    );
  return rows.map(({ line, cells }) => {
    const values: Record<string, string> = {};
    for (const column of EMPLOYEE_UPLOAD_COLUMNS) {
      const index = located.get(column);
      values[column] = index === undefined ? '' : (cells[index] ?? '').trim();
    }
    return { row: line, values };
  });
}
