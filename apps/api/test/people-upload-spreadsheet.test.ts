// Uploads a spreadsheet a member can fill (issue 29): the template heads its columns in plain words, carries an
// example row and, as XLSX, text cells for number-like columns and a sheet of the banks and PFAs; the upload reads
// those headers (and the old column names), banks by name or CBN code, PFAs by name, dd/mm/yyyy and Excel dates,
// and puts back the leading 0 a spreadsheet drops, saying so in the preview.
import {
  EMPLOYEE_UPLOAD_COLUMNS,
  EMPLOYEE_UPLOAD_HEADERS,
  type EmployeeUploadColumn,
  employeeUploadPreviewResponse,
  employeeUploadStatusResponse,
  PEOPLE_UPLOAD_PATHS,
} from '@paydesk/contracts';
import { employees, financialInstitutions, pensionFundAdministrators } from '@paydesk/db';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRow } from '../src/lib/csv.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { sendFile } from './helpers/upload-fixtures.ts';

let t: TestApp;
let token: string;
let companyId: string;
let firstPfa: { id: number; name: string };

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await createBusiness(t, { name: 'Enugu Looms' });
  companyId = owner.companyId;
  token = (await signIn(t, owner)).token;
  const db = t.server.database.db;
  [firstPfa] = (await db
    .select({ id: pensionFundAdministrators.id, name: pensionFundAdministrators.name })
    .from(pensionFundAdministrators)
    .orderBy(pensionFundAdministrators.name)
    .limit(1)) as [{ id: number; name: string }];
});
afterAll(() => t.close());

const HEADERS = EMPLOYEE_UPLOAD_COLUMNS.map((c) => EMPLOYEE_UPLOAD_HEADERS[c]);

async function template(format: 'csv' | 'xlsx') {
  const res = await t.app.inject({
    url: `${api(PEOPLE_UPLOAD_PATHS.template)}?format=${format}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

async function workbookOf(bytes: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  return book;
}

const preview = async (file: { name: string; type: string; bytes: Buffer }) => {
  const res = await sendFile(t, PEOPLE_UPLOAD_PATHS.preview, file, token);
  expect(res.status).toBe(200);
  return employeeUploadPreviewResponse.parse(res.body).data;
};

type Row = Partial<Record<EmployeeUploadColumn, string>>;
const person = (n: string, overrides: Row = {}): Row => ({
  firstName: 'Obinna',
  lastName: `Eze${n}`,
  email: `obinna${n}@enugu.ng`,
  phoneNumber: '8031234567',
  staffId: `EL-${n}`,
  employmentDate: '15/01/2024',
  bankCode: 'GTBank',
  accountNumber: '123456789',
  grossPayNaira: '180000',
  ...overrides,
});
const humanCsv = (rows: Row[]) =>
  Buffer.from(
    csvRow(HEADERS) + rows.map((r) => csvRow(EMPLOYEE_UPLOAD_COLUMNS.map((c) => r[c] ?? ''))).join(''),
  );

describe('the template', () => {
  it('as CSV: the columns in plain words and one example row', async () => {
    const lines = (await template('csv')).toString().trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe(HEADERS.map((h) => (h.includes(',') ? `"${h}"` : h)).join(','));
    expect(lines[0]).toContain('First name,Middle name,Last name,Email,Phone number');
    expect(lines[1]).toContain('15/01/2024');
  });

  it('as XLSX: plain headers, an example row, text cells for numbers, and the banks and PFAs', async () => {
    const book = await workbookOf(await template('xlsx'));
    const [sheet, lists] = book.worksheets;
    expect(sheet!.getRow(1).values).toEqual([undefined, ...HEADERS]);
    const column = (c: EmployeeUploadColumn) => EMPLOYEE_UPLOAD_COLUMNS.indexOf(c) + 1;
    expect(sheet!.getRow(2).getCell(column('accountNumber')).value).toBe('0123456789');
    expect(sheet!.getRow(2).getCell(column('employmentDate')).value).toEqual(
      new Date('2024-01-15T00:00:00Z'),
    );
    for (const c of ['phoneNumber', 'accountNumber', 'bvn', 'taxId', 'bankCode'] as const)
      expect(sheet!.getColumn(column(c)).numFmt, c).toBe('@');
    expect(sheet!.getColumn(column('firstName')).numFmt).toBeUndefined();
    expect(sheet!.rowCount).toBe(2);

    expect(lists!.name).toBe('Banks and PFAs');
    expect(lists!.getRow(1).values).toEqual([
      undefined,
      'Bank',
      'CBN code',
      'NIP code',
      '',
      'Pension fund administrator (PFA)',
      'PenCom code',
    ]);
    const listed = lists!.getSheetValues().slice(2) as unknown[][];
    expect(listed.find((r) => r[3] === '000013')?.slice(1, 4)).toEqual(['GTBANK PLC', '058', '000013']);
    const banks = await t.server.database.db.select().from(financialInstitutions);
    expect(listed.filter((r) => r[1]).length).toBe(banks.length);
    expect(listed.some((r) => r[5] === firstPfa.name)).toBe(true);
  });

  it('previews clean as downloaded, in both formats', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const data = await preview({ name: `template.${format}`, type: 'x', bytes: await template(format) });
      expect(
        data.rows.map((r) => r.errors),
        format,
      ).toEqual([{}]);
      expect(data.validCount).toBe(1);
    }
  });
});

describe('an upload filled the way Excel users type', () => {
  it('reads plain headers, a bank by name or CBN code, a PFA by name, dd/mm/yyyy and lost leading zeros', async () => {
    const data = await preview({
      name: 'staff.csv',
      type: 'text/csv',
      bytes: humanCsv([
        person('1', { pfaId: firstPfa.name.toUpperCase() }),
        person('2', { bankCode: '058', phoneNumber: '08031234567', accountNumber: '0123456780' }),
        person('3', { bankCode: 'gtbank plc', employmentDate: '2024-02-29', accountNumber: '123456788' }),
      ]),
    });
    expect(data).toMatchObject({ total: 3, validCount: 3, invalidCount: 0 });
    const [first, second, third] = data.rows;
    expect(first!.values).toMatchObject({ accountNumber: '0123456789', phoneNumber: '08031234567' });
    expect(first!.notes).toEqual({
      phoneNumber: ['Leading 0 restored: 8031234567 is read as 08031234567'],
      accountNumber: ['Leading 0 restored: 123456789 is read as 0123456789'],
      bankCode: ['Bank "GTBank" is GTBANK PLC'],
    });
    expect(second!.notes).toEqual({ bankCode: ['Bank code 058 is GTBANK PLC'] });
    expect(third!.notes).toEqual({
      phoneNumber: ['Leading 0 restored: 8031234567 is read as 08031234567'],
      accountNumber: ['Leading 0 restored: 123456788 is read as 0123456788'],
    });
  });

  it('commits the employees as they were meant', async () => {
    const res = await sendFile(
      t,
      PEOPLE_UPLOAD_PATHS.commit,
      {
        name: 'staff.csv',
        type: 'text/csv',
        bytes: humanCsv([person('C1', { pfaId: firstPfa.name, accountNumber: '123456777' })]),
      },
      token,
    );
    expect(res.status).toBe(202);
    const id = res.body.data._id as string;
    for (let i = 0; i < 100; i++) {
      const status = await t.app.inject({
        url: api(withId(PEOPLE_UPLOAD_PATHS.status, id)),
        headers: { authorization: `Bearer ${token}` },
      });
      const upload = employeeUploadStatusResponse.parse(status.json()).data;
      if (upload.status === 'completed') {
        expect(upload.errorList).toEqual([]);
        break;
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    const [stored] = await t.server.database.db
      .select()
      .from(employees)
      .where(and(eq(employees.companyId, companyId), eq(employees.staffId, 'EL-C1')));
    expect(stored).toMatchObject({
      accountNumber: '0123456777',
      phoneNumber: '+2348031234567',
      bankCode: '000013',
      employmentDate: '2024-01-15',
      pfaId: firstPfa.id,
      grossPay: 18_000_000,
    });
  });

  it('reads an XLSX whose numbers, dates and bank codes are number and date cells', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Employees');
    sheet.addRow(HEADERS);
    const cells = (r: Row, extra: Partial<Record<EmployeeUploadColumn, unknown>>) =>
      EMPLOYEE_UPLOAD_COLUMNS.map((c) => (c in extra ? extra[c] : (r[c] ?? '')));
    sheet.addRow(
      cells(person('X1'), {
        phoneNumber: 8031234567,
        accountNumber: 123456789,
        bankCode: 58,
        employmentDate: new Date(Date.UTC(2023, 10, 30)),
        grossPayNaira: 180000.5,
      }),
    );
    const data = await preview({
      name: 'staff.xlsx',
      type: 'x',
      bytes: Buffer.from(await book.xlsx.writeBuffer()),
    });
    expect(data.rows[0]!.errors).toEqual({});
    expect(data.rows[0]!.values).toMatchObject({
      phoneNumber: '08031234567',
      accountNumber: '0123456789',
      employmentDate: '2023-11-30',
    });
    expect(data.rows[0]!.notes.bankCode).toEqual(['Leading 0 restored: bank code 58 is GTBANK PLC']);
  });

  it('names the field in words when a cell cannot be read', async () => {
    const data = await preview({
      name: 'staff.csv',
      type: 'text/csv',
      bytes: humanCsv([
        person('E1', { bankCode: 'Bank of Atlantis' }),
        person('E2', { employmentDate: '31/02/2024' }),
        person('E3', { pfaId: 'Nobody Pensions', accountNumber: '12345' }),
      ]),
    });
    expect(data.rows.map((r) => r.errors)).toEqual([
      {
        bankCode: [
          'Bank "Bank of Atlantis" is not in the bank list; use a bank name or code from the Banks and PFAs sheet of the XLSX template',
        ],
      },
      { employmentDate: ['Employment date 31/02/2024 is not a day of the calendar'] },
      {
        pfaId: [
          'Pension fund administrator "Nobody Pensions" is not in the PFA list; use a name from the Banks and PFAs sheet of the XLSX template',
        ],
        accountNumber: ['Account number must be 10 digits'],
      },
    ]);
  });

  it('still reads a file with the old column names and codes', async () => {
    const old = Buffer.from(
      csvRow([...EMPLOYEE_UPLOAD_COLUMNS]) +
        csvRow(
          EMPLOYEE_UPLOAD_COLUMNS.map(
            (c) =>
              ({
                ...person('O1'),
                phoneNumber: '08031234567',
                accountNumber: '0123456789',
                bankCode: '000013',
                employmentDate: '2024-01-15',
                pfaId: String(firstPfa.id),
              })[c] ?? '',
          ),
        ),
    );
    const data = await preview({ name: 'old.csv', type: 'text/csv', bytes: old });
    expect(data.rows[0]!.errors).toEqual({});
  });

  it('a file missing columns names them in words', async () => {
    const res = await sendFile(
      t,
      PEOPLE_UPLOAD_PATHS.preview,
      { name: 'a.csv', type: 'text/csv', bytes: Buffer.from('First name,Last name\nA,B\n') },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(
      /missing the template columns: Middle name, Email, Phone number, .*, Bank, Account number, BVN, Gross pay \(naira\)/,
    );
  });
});
