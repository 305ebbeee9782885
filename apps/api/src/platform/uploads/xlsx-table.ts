// The first sheet of an uploaded XLSX as rows of cell text, read as a stream with exceljs's streaming reader. The
// zip is opened here, not by exceljs: every entry read is held to the uncompressed budget (zip-entries.ts) and read
// in the order the sheet needs (relationships, workbook, styles, shared strings, then the sheet), so no entry is
// spooled to a temporary file and the sheet is inflated only as fast as its rows are taken; the row limit stops
// both. exceljs's WorkbookReader parses each part (its per-part methods; its own unzip would inflate unguarded).
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { MAX_COLUMNS, type Table, type TableLimits, tableBuilder } from './table.ts';
import { TableRefused } from './table-refused.ts';
import {
  entryText,
  type InflateBudget,
  reserve,
  UNREADABLE_XLSX,
  type ZipEntry,
  zipEntries,
} from './zip-entries.ts';

interface SheetReader extends AsyncIterable<ExcelJS.Row> {}

/** The parts of exceljs's WorkbookReader this reader drives (exceljs 4.4). */
interface WorkbookParts {
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(
    iterator: AsyncIterable<string>,
    sheetNo: string,
  ): Generator<{ eventType: string; value: SheetReader }>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
}

const unreadable = () => new TableRefused('unreadable', UNREADABLE_XLSX);

export async function readXlsxTable(
  bytes: Buffer,
  limits: TableLimits,
  budget: InflateBudget = { left: limits.maxUncompressedBytes, limit: limits.maxUncompressedBytes },
): Promise<Table> {
  const entries = zipEntries(bytes);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as WorkbookParts;
  const rels = entries.get('xl/_rels/workbook.xml.rels');
  const book = entries.get('xl/workbook.xml');
  const styles = entries.get('xl/styles.xml');
  const strings = entries.get('xl/sharedStrings.xml');
  if (!rels || !book) throw unreadable();
  reserve(budget, [rels, book, styles, strings]);
  const stream = (entry: ZipEntry) => Readable.from(entryText(bytes, entry, budget));
  try {
    await workbook._parseRels(stream(rels));
    await workbook._parseWorkbook(stream(book));
    const sheet = entries.get(firstSheetPath(workbook) ?? '');
    if (!sheet) throw unreadable();
    reserve(budget, [sheet]);
    if (styles) await workbook._parseStyles(stream(styles));
    if (strings) for await (const _ of workbook._parseSharedStrings(stream(strings))) void _;
    const sheetNo = /(\d+)\.xml$/.exec(sheet.name)?.[1] ?? '1';
    const [emitted] = [...workbook._parseWorksheet(entryText(bytes, sheet, budget), sheetNo)];
    if (!emitted) throw unreadable();
    const builder = tableBuilder(limits);
    for await (const row of emitted.value) {
      const cells: string[] = [];
      const width = Math.min(row.cellCount, MAX_COLUMNS);
      for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c).value));
      builder.add(row.number, cells);
    }
    // In a sheet every row is one line: the count is the rows kept.
    builder.table.dataLines = builder.table.rows.length;
    return builder.table;
  } catch (error) {
    if (error instanceof TableRefused) throw error;
    throw unreadable();
  }
}

/** The first sheet in the workbook's order, as a path in the zip. */
function firstSheetPath(workbook: WorkbookParts): string | undefined {
  const first = workbook.model?.sheets?.[0];
  const target = workbook.workbookRels?.find((rel) => rel.Id === first?.rId)?.Target;
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
}

export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return String(value.result ?? '');
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}
