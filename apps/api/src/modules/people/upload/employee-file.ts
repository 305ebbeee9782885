// Reads an uploaded employee file (CSV or XLSX) into rows of text by template column, refusing what is not one.
import {
  EMPLOYEE_UPLOAD_COLUMNS,
  EMPLOYEE_UPLOAD_MAX_ROWS,
  ErrorCode,
  OPTIONAL_UPLOAD_COLUMNS,
} from '@paydesk/contracts';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { BadRequest, UploadRefused } from '../../../lib/errors.ts';
import type { IncomingFile } from '../../../platform/files/files-store.ts';

export type RawRow = { row: number; values: Record<string, string> };

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const NOT_A_TABLE = 'Upload the employee template as a CSV or XLSX file.';

export async function readEmployeeFile(file: IncomingFile): Promise<RawRow[]> {
  const isZip = file.bytes.subarray(0, 4).equals(ZIP_MAGIC);
  const named = file.fileName.toLowerCase();
  let table: string[][];
  if (isZip && !named.endsWith('.csv')) table = await readXlsx(file.bytes);
  else if (!isZip && named.endsWith('.csv') && !file.bytes.includes(0)) table = readCsv(file.bytes);
  else throw new UploadRefused(NOT_A_TABLE, ErrorCode.unsupportedFile);
  return toRows(table);
}

function readCsv(bytes: Buffer): string[][] {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const broken = parsed.errors.find((e) => e.type === 'Quotes' || e.type === 'Delimiter');
  if (broken)
    throw new BadRequest(`The CSV file is malformed (line ${(broken.row ?? 0) + 1}: ${broken.message}).`);
  return parsed.data;
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw new BadRequest('The XLSX file could not be read. Save it again from the template and retry.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const table: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
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

function toRows(table: string[][]): RawRow[] {
  const [header, ...body] = table;
  const data = body.filter((cells) => cells.some((c) => c.trim() !== ''));
  if (!header || data.length === 0)
    throw new BadRequest('The file has no employees. Fill in the template and retry.');
  const columns = header.map((h) => h.trim());
  const missing = EMPLOYEE_UPLOAD_COLUMNS.filter(
    (c) => !columns.includes(c) && !OPTIONAL_UPLOAD_COLUMNS.includes(c),
  );
  if (missing.length)
    throw new BadRequest(`The file is missing the template columns: ${missing.join(', ')}.`);
  if (data.length > EMPLOYEE_UPLOAD_MAX_ROWS)
    throw new BadRequest(
      `The file has ${data.length} employees; the limit is ${EMPLOYEE_UPLOAD_MAX_ROWS} per file.`,
    );
  return body.flatMap((cells, index) => {
    if (!cells.some((c) => c.trim() !== '')) return [];
    const values: Record<string, string> = {};
    for (const column of EMPLOYEE_UPLOAD_COLUMNS)
      values[column] = (cells[columns.indexOf(column)] ?? '').trim();
    return [{ row: index + 2, values }];
  });
}
