// The streaming XLSX writer: what it writes opens in a spreadsheet reader (exceljs) with every row, cell type and
// awkward character intact, and it is produced only as fast as it is read (back-pressure).
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnName, type XlsxCell, xlsxStream } from './xlsx-stream.ts';

async function bytesOf(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part);
  return Buffer.concat(parts);
}

async function* batchesOf(rows: XlsxCell[][], size: number) {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

describe('streaming XLSX', () => {
  it('names columns A..Z, AA.. like a spreadsheet', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'A',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('writes a workbook a reader opens, with every row and cell as written', async () => {
    const rows: XlsxCell[][] = Array.from({ length: 2_500 }, (_, i) => [
      `S-${i}`,
      i,
      i % 2 === 0,
      null,
      'Ọlá & <Sons> "Ltd" \u0007',
    ]);
    const bytes = await bytesOf(
      xlsxStream({
        sheetName: 'Employees',
        headers: ['Staff ID', 'N', 'Even', 'Blank', 'Name'],
        batches: batchesOf(rows, 1000),
      }),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Employees')!;
    expect(sheet.rowCount).toBe(2_501);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Staff ID', 'N', 'Even', 'Blank', 'Name']);
    expect(sheet.getRow(2).values).toEqual([undefined, 'S-0', 0, true, undefined, 'Ọlá & <Sons> "Ltd" ']);
    expect(sheet.getRow(2_501).getCell(1).value).toBe('S-2499');
    expect(sheet.getRow(2_501).getCell(3).value).toBe(false);
  });

  it('reads rows only as fast as the bytes are taken', async () => {
    let batchesRead = 0;
    async function* endless() {
      for (;;) {
        batchesRead++;
        yield Array.from(
          { length: 1000 },
          (_, i) => [`row ${batchesRead}-${i}`, Math.random()] as XlsxCell[],
        );
      }
    }
    const stream = Readable.from(xlsxStream({ sheetName: 'S', headers: ['a', 'b'], batches: endless() }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const readWhileIdle = batchesRead;
    expect(readWhileIdle).toBeLessThan(50);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(batchesRead).toBe(readWhileIdle);
    stream.destroy();
  });
});
