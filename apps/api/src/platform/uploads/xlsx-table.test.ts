// Issue 26: an XLSX is read as a stream within its limits. A bomb whose directory is honest is refused before its
// sheet is inflated; one whose directory lies is refused once the inflated bytes pass the budget; a sheet with too
// many rows stops being inflated at the first row past the limit. A real workbook reads as exceljs's full load
// reads it (dates, rich text, formula results), non-ASCII text whole across chunk boundaries.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { xlsxBomb } from '../../../test/helpers/xlsx-bomb.ts';
import { TableRefused } from './table-refused.ts';
import { readXlsxTable } from './xlsx-table.ts';
import { type InflateBudget, zipEntries } from './zip-entries.ts';

const MB = 1024 * 1024;
const COLUMNS = ['bankCode', 'accountNumber', 'amount', 'narration'];
const limits = { maxRows: 10_000, rowNoun: 'rows', maxUncompressedBytes: 48 * MB };
const budget = (): InflateBudget => ({ left: 48 * MB, limit: 48 * MB });

async function refusal(run: Promise<unknown>) {
  try {
    await run;
  } catch (error) {
    if (error instanceof TableRefused) return { kind: error.kind, message: error.message };
    throw error;
  }
  throw new Error('not refused');
}

// Each test makes and reads a workbook of thousands of rows: seconds on a loaded 2-core machine.
const HEAVY = { timeout: 60_000 };

describe('bombs', HEAVY, () => {
  it('a sheet declared past the limit is refused before a byte of it is inflated', async () => {
    const bomb = await xlsxBomb({ rows: 10, columns: COLUMNS, declaredSheetSize: 900 * MB });
    const spent = budget();
    expect(await refusal(readXlsxTable(bomb, limits, spent))).toEqual({
      kind: 'too-big',
      message: expect.stringMatching(/^The XLSX file unpacks to more than 48 MB, the limit for an upload\./),
    });
    // Only the workbook's small parts were read.
    expect(spent.limit - spent.left).toBeLessThan(2_000);
  });

  it('a sheet that unpacks past its declared size is refused as soon as it passes it', async () => {
    const bomb = await xlsxBomb({
      rows: 2_000,
      columns: COLUMNS,
      cell: 'y'.repeat(30_000),
      declaredSheetSize: 4096,
    });
    expect(zipEntries(bomb).get('xl/worksheets/sheet1.xml')!.compressedSize).toBeLessThan(1 * MB);
    const spent = budget();
    expect(await refusal(readXlsxTable(bomb, limits, spent))).toEqual({
      kind: 'unreadable',
      message: 'The XLSX file could not be read. Save it again from the template and retry.',
    });
    // 60 MB unpacked had it been read to the end: it stopped one chunk past the 4 KB declared.
    expect(spent.limit - spent.left).toBeLessThan(4096 + 2_000 + 64 * 1024);
  });

  it('a sheet of 100,000 rows stops at row 10,001, having inflated a fraction of it', async () => {
    const bomb = await xlsxBomb({ rows: 100_000, columns: COLUMNS });
    const sheetSize = zipEntries(bomb).get('xl/worksheets/sheet1.xml')!.size;
    const spent = budget();
    expect(await refusal(readXlsxTable(bomb, limits, spent))).toEqual({
      kind: 'too-many-rows',
      message: 'The file has more than 10000 rows; the limit is 10000 per file.',
    });
    expect(spent.limit - spent.left).toBeLessThan(sheetSize / 4);
  });

  it('a small file whose every cell points at one long shared string is refused at the text limit', async () => {
    const bomb = await xlsxBomb({
      rows: 10_000,
      columns: COLUMNS,
      shared: { text: 'z'.repeat(2_000), cellsPerRow: 21 },
    });
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(await refusal(readXlsxTable(bomb, limits))).toEqual({
      kind: 'too-big',
      message: expect.stringMatching(/^The file holds more than 24 million characters of text/),
    });
  });

  it('refuses what is not a workbook', async () => {
    expect(await refusal(readXlsxTable(Buffer.from('PK\u0003\u0004broken'), limits))).toMatchObject({
      kind: 'unreadable',
    });
  });
});

describe('a real workbook', HEAVY, () => {
  it('reads the first sheet as exceljs loads it, names whole across chunk boundaries', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Employees');
    book.addWorksheet('Notes').addRow(['not read']);
    sheet.addRow(['name', 'joined', 'pay', 'note']);
    sheet.addRow([]);
    const names = Array.from({ length: 3_000 }, (_, i) => `Adébáyọ̀ Ọlálékan ${i}`);
    names.forEach((name, i) => {
      sheet.addRow([
        name,
        new Date(Date.UTC(2024, 0, 1 + (i % 28))),
        { formula: 'B1*2', result: 150_000.5 },
        { richText: [{ text: 'Ṣé ' }, { text: 'dáadáa', font: { bold: true } }] },
      ]);
    });
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const table = await readXlsxTable(bytes, limits);
    expect(table.header).toEqual(['name', 'joined', 'pay', 'note']);
    expect(table.rows).toHaveLength(3_000);
    expect(table.dataLines).toBe(3_000);
    expect(table.rows[0]).toEqual({ line: 3, cells: [names[0], '2024-01-01', '150000.5', 'Ṣé dáadáa'] });
    expect(table.rows.map((r) => r.cells[0])).toEqual(names);
  });
});
