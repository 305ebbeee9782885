// The downloadable template of the bulk upload: the employee columns, as CSV or XLSX.
import { EMPLOYEE_UPLOAD_COLUMNS } from '@paydesk/contracts';
import ExcelJS from 'exceljs';
import { csvRow } from '../../../lib/csv.ts';

export const TEMPLATE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export async function employeeTemplate(format: keyof typeof TEMPLATE_TYPES): Promise<Buffer> {
  if (format === 'csv') return Buffer.from(csvRow([...EMPLOYEE_UPLOAD_COLUMNS]));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees');
  sheet.addRow([...EMPLOYEE_UPLOAD_COLUMNS]).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
