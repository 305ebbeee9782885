// Reads an uploaded payments table (transfers, beneficiaries) into rows of text by column; headers match the
// columns case-insensitively (spec §3: column names are compared lower-cased on their first letter). The file is
// read in a table reader (platform/uploads): off the event loop, within the row and unpacked-size limits.
import { BadRequest } from '../../../lib/errors.ts';
import { readUploadedTable, type Table, type TableUpload } from '../../../platform/uploads/read-table.ts';

export type TableRow = { row: number; values: Record<string, string> };

/** The rows of a file and its data lines counted apart (every preview checks that none went uncounted). */
export interface PaymentRows {
  rows: TableRow[];
  dataLines: number;
}

export async function readPaymentFile(
  companyId: string,
  file: TableUpload,
  columns: readonly string[],
  options: { maxRows: number; what: string; rowNoun: string },
): Promise<PaymentRows> {
  const table = await readUploadedTable(companyId, file, options);
  return { rows: toRows(table, columns, options), dataLines: table.dataLines };
}

function toRows({ header, rows }: Table, columns: readonly string[], options: { what: string }): TableRow[] {
  if (!header || rows.length === 0)
    throw new BadRequest(`The file has no ${options.what} rows. Fill in the template and retry.`);
  const found = header.map((h) => h.trim().toLowerCase());
  const missing = columns.filter((c) => !found.includes(c.toLowerCase()));
  // Optional trailing columns (narration, nickname) may be absent; the first ones may not.
  const required = columns.slice(0, columns.length - 1);
  const absent = missing.filter((c) => required.includes(c));
  if (absent.length) throw new BadRequest(`The file is missing the template columns: ${absent.join(', ')}.`);
  return rows.map(({ line, cells }) => {
    const values: Record<string, string> = {};
    for (const column of columns) values[column] = (cells[found.indexOf(column.toLowerCase())] ?? '').trim();
    return { row: line, values };
  });
}
