// The transfer upload template, CSV or XLSX, with one example row (amount in naira).
import { TRANSFER_UPLOAD_COLUMNS } from '@paydesk/contracts';
import ExcelJS from 'exceljs';
import { csvRow } from '../../../lib/csv.ts';

const EXAMPLE = ['000013', '0123456789', '15000.00', 'March allowance'];

export async function transferTemplate(
  format: 'csv' | 'xlsx',
): Promise<{ type: string; body: Buffer | string }> {
  if (format === 'csv') {
    return { type: 'text/csv; charset=utf-8', body: csvRow([...TRANSFER_UPLOAD_COLUMNS]) + csvRow(EXAMPLE) };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Transfers');
  sheet.addRow([...TRANSFER_UPLOAD_COLUMNS]);
  sheet.addRow(EXAMPLE);
  for (const column of [1, 2]) sheet.getColumn(column).numFmt = '@';
  return {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
