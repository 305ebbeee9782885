// Reads an uploaded table (CSV or XLSX) into rows of text by column; headers match the columns case-insensitively
// (spec §3: column names are compared lower-cased on their first letter), the header being line 1.
import { ErrorCode } from '@paydesk/contracts';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { BadRequest, UploadRefused } from '../../lib/errors.ts';

export type TableRow = { row: number; values: Record<string, string> };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export async function readTable(
  file: { bytes: Buffer; fileName: string },
  columns: readonly string[],
  options: { maxRows: number; what: string },
): Promise<TableRow[]> {
  const isZip = file.bytes.subarray(0, 4).equals(ZIP_MAGIC);
  const named = file.fileName.toLowerCase();
  let table: string[][];
  if (isZip && !named.endsWith('.csv')) table = await readXlsxTable(file.bytes);
  else if (!isZip && !file.bytes.includes(0)) table = readCsvText(file.bytes.toString('utf8'));
  else
    throw new UploadRefused(`Upload the ${options.what} as a CSV or XLSX file.`, ErrorCode.unsupportedFile);
  return toRows(table, columns, options);
}

export function readCsvText(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: 'greedy' });
  const broken = parsed.errors.find((e) => e.type === 'Quotes' || e.type === 'Delimiter');
  if (broken)
    throw new BadRequest(`The CSV file is malformed (line ${(broken.row ?? 0) + 1}: ${broken.message}).`);
  return parsed.data;
}

/** The first sheet of an XLSX workbook as rows of cell text. */
export async function readXlsxTable(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new BadRequest('The XLSX file could not be read. Save it again from the template and retry.');
  }
  const sheet = workbook.worksheets[0];
  const table: string[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= row.cellCount; c++) cells.push(cellText(row.getCell(c).value));
    table.push(cells);
  });
  return table;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value) return String(value.text);
    if ('result' in value) return String(value.result ?? '');
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
  }
  return String(value);
}

export function toRows(
  table: string[][],
  columns: readonly string[],
  options: { maxRows: number; what: string },
): TableRow[] {
  const [header, ...body] = table;
  const data = body.filter((cells) => cells.some((c) => c.trim() !== ''));
  if (!header || data.length === 0)
    throw new BadRequest(`The file has no ${options.what} rows. Fill in the template and retry.`);
  const found = header.map((h) => h.trim().toLowerCase());
  const missing = columns.filter((c) => !found.includes(c.toLowerCase()));
  // Optional trailing columns (narration, nickname) may be absent; the first ones may not.
  const required = columns.slice(0, columns.length - 1);
  const absent = missing.filter((c) => required.includes(c));
  if (absent.length) throw new BadRequest(`The file is missing the template columns: ${absent.join(', ')}.`);
  if (data.length > options.maxRows)
    throw new BadRequest(`The file has ${data.length} rows; the limit is ${options.maxRows} per file.`);
  return body.flatMap((cells, index) => {
    if (!cells.some((c) => c.trim() !== '')) return [];
    const values: Record<string, string> = {};
    for (const column of columns) values[column] = (cells[found.indexOf(column.toLowerCase())] ?? '').trim();
    return [{ row: index + 2, values }];
  });
}
