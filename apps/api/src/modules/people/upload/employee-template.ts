// The downloadable template of the bulk upload, as CSV or XLSX: the columns in plain words and one example row; the
// XLSX also keeps number-like columns as text (so Excel keeps their leading 0), dates as dates, and lists the banks
// (name, CBN code, NIP code) and the PFAs on a second sheet, the names and codes the upload accepts.
import {
  EMPLOYEE_UPLOAD_COLUMNS,
  EMPLOYEE_UPLOAD_HEADERS,
  type EmployeeUploadColumn,
} from '@paydesk/contracts';
import ExcelJS from 'exceljs';
import { csvRow } from '../../../lib/csv.ts';
import type { UploadDirectory } from './employee-cells.ts';

export const TEMPLATE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export const LISTS_SHEET = 'Banks and PFAs';
/** Columns whose digits are an identifier, not a number: text cells in the XLSX. */
export const TEXT_COLUMNS: readonly EmployeeUploadColumn[] = [
  'phoneNumber',
  'staffId',
  'bankCode',
  'accountNumber',
  'bvn',
  'rsaPin',
  'taxId',
];
export const EXAMPLE_EMPLOYMENT_DATE = '15/01/2024';

/** The example row: one employee as a member would type them (a bank and a PFA by name). */
function exampleRow(directory: UploadDirectory): Record<EmployeeUploadColumn, string> {
  return {
    firstName: 'Amaka',
    middleName: 'Ngozi',
    lastName: 'Okafor',
    email: 'amaka.okafor@example.com',
    phoneNumber: '08031234567',
    staffId: 'EMP-001',
    jobTitle: 'Accountant',
    department: 'Finance',
    branch: 'Ikeja',
    stateOfResidence: 'Lagos',
    employmentDate: EXAMPLE_EMPLOYMENT_DATE,
    employmentType: 'full-time',
    bankCode: 'GTBank',
    accountNumber: '0123456789',
    bvn: '22123456789',
    grossPayNaira: '250000',
    payFrequency: 'monthly',
    pfaId: directory.pfas[0]?.name ?? '',
    rsaPin: 'PEN100012345678',
    nhf: 'no',
    taxId: '12345678-0001',
    annualRentNaira: '1200000',
  };
}

export async function employeeTemplate(
  format: keyof typeof TEMPLATE_TYPES,
  directory: UploadDirectory,
): Promise<Buffer> {
  const headers = EMPLOYEE_UPLOAD_COLUMNS.map((c) => EMPLOYEE_UPLOAD_HEADERS[c]);
  const example = exampleRow(directory);
  if (format === 'csv')
    return Buffer.from(csvRow(headers) + csvRow(EMPLOYEE_UPLOAD_COLUMNS.map((c) => example[c])));
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Employees', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = EMPLOYEE_UPLOAD_COLUMNS.map((column) => ({
    key: column,
    width: Math.max(14, EMPLOYEE_UPLOAD_HEADERS[column].length + 2),
    style: TEXT_COLUMNS.includes(column)
      ? { numFmt: '@' }
      : column === 'employmentDate'
        ? { numFmt: 'dd/mm/yyyy' }
        : {},
  }));
  sheet.addRow(headers).font = { bold: true };
  const [day, month, year] = EXAMPLE_EMPLOYMENT_DATE.split('/').map(Number) as [number, number, number];
  sheet.addRow({
    ...example,
    employmentDate: new Date(Date.UTC(year, month - 1, day)),
    grossPayNaira: Number(example.grossPayNaira),
    annualRentNaira: Number(example.annualRentNaira),
  });
  addLists(workbook, directory);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The second sheet: every bank with its codes, then every PFA, side by side. */
function addLists(workbook: ExcelJS.Workbook, { banks, pfas }: UploadDirectory) {
  const lists = workbook.addWorksheet(LISTS_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  lists.columns = [
    { header: 'Bank', width: 44 },
    { header: 'CBN code', width: 10, style: { numFmt: '@' } },
    { header: 'NIP code', width: 10, style: { numFmt: '@' } },
    { header: '', width: 4 },
    { header: 'Pension fund administrator (PFA)', width: 44 },
    { header: 'PenCom code', width: 12, style: { numFmt: '@' } },
  ];
  lists.getRow(1).font = { bold: true };
  for (let i = 0; i < Math.max(banks.length, pfas.length); i++) {
    const bank = banks[i];
    const pfa = pfas[i];
    lists.addRow([
      bank?.institutionName ?? '',
      bank?.v1InstitutionCode ?? '',
      bank?.institutionCode ?? '',
      '',
      pfa?.name ?? '',
      pfa?.pencomCode ?? '',
    ]);
  }
}
