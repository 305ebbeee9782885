// A table as a download: CSV (papaparse, formula-looking cells quoted) or XLSX (exceljs, strings as text cells,
// amounts as number cells), with its file name and type.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { defuseFormula } from '../../lib/csv.ts';

/** A table file, ready for the route kit's `sendDownload`. */
export interface TableFile {
  bytes: Buffer;
  name: string;
  type: string;
}

const MIME = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * An amount in a table file, from kobo: in CSV the text "1234.56" (two decimals, no grouping); in XLSX a number cell
 * shown with two decimals, which a spreadsheet (and an authority's upload) sums — a text cell it does not.
 */
export class Naira {
  constructor(readonly kobo: number) {}
  toString() {
    return (this.kobo / 100).toFixed(2);
  }
}

/** Kobo as a table file's amount (see Naira). */
export const naira = (kobo: number) => new Naira(kobo);

/** CSV text that looks like a formula is defused; an XLSX string cell is text already and runs nothing. */
const safe = (cell: unknown) =>
  cell instanceof Naira ? String(cell) : typeof cell === 'string' ? defuseFormula(cell) : cell;

export async function tableFile(
  format: 'csv' | 'xlsx',
  name: string,
  header: readonly string[],
  rows: unknown[][],
): Promise<TableFile> {
  const fileName = `${name.replace(/[^\w.-]+/g, '-')}.${format}`;
  if (format === 'csv') {
    const text = Papa.unparse(
      { fields: [...header], data: rows.map((r) => r.map(safe)) },
      { newline: '\r\n' },
    );
    return { bytes: Buffer.from(`${text}\r\n`, 'utf8'), name: fileName, type: MIME.csv };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name.slice(0, 31) || 'Sheet1');
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) {
    const added = sheet.addRow(row.map((cell) => (cell instanceof Naira ? cell.kobo / 100 : cell)));
    row.forEach((cell, i) => {
      if (cell instanceof Naira) added.getCell(i + 1).numFmt = '0.00';
    });
  }
  const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
  return { bytes, name: fileName, type: MIME.xlsx };
}
