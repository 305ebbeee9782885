// Bulk upload preview (issue 10, spec §4 upload): the template carries the employee columns; every row of a CSV or
// XLSX file is checked on the server and errors come back per row and column; bad files get a clear 4xx and store
// nothing; a member without the people permission gets 403.
import {
  EMPLOYEE_UPLOAD_COLUMNS,
  EMPLOYEE_UPLOAD_HEADERS,
  employeeUploadPreviewResponse,
  PEOPLE_UPLOAD_PATHS,
} from '@paydesk/contracts';
import { employees } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ACCOUNTS } from '../src/providers/banking/sandbox-banking.ts';
import { createBusiness } from './helpers/fixtures.ts';
import { addEmployee } from './helpers/people-fixtures.ts';
import { addMember, addRole, api, signIn } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';
import { accountOf, csvOf, person, sendFile } from './helpers/upload-fixtures.ts';

let t: TestApp;
let token: string;
let outsiderToken: string;
let companyId: string;
let takenStaffId: string;
let existing: { firstName: string; lastName: string; staffId: string; accountNumber: string };

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await createBusiness(t, { name: 'Ibadan Bakers' });
  companyId = owner.companyId;
  token = (await signIn(t, owner)).token;
  existing = await addEmployee(t, token);
  takenStaffId = existing.staffId;
  const roleId = await addRole(t, companyId, 'Viewer', ['dashboard.view']);
  outsiderToken = (await signIn(t, await addMember(t, companyId, { roleId }))).token;
});
afterAll(() => t.close());

const preview = (file: { name: string; type: string; bytes: Buffer }, as = token) =>
  sendFile(t, PEOPLE_UPLOAD_PATHS.preview, file, as);

const countEmployees = async () =>
  (await t.server.database.db.select().from(employees).where(eq(employees.companyId, companyId))).length;

describe('the template', () => {
  it('downloads as CSV and XLSX with the employee columns in plain words', async () => {
    const csv = await t.app.inject({
      url: `${api(PEOPLE_UPLOAD_PATHS.template)}?format=csv`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.statusCode).toBe(200);
    const headers = EMPLOYEE_UPLOAD_COLUMNS.map((c) => EMPLOYEE_UPLOAD_HEADERS[c]);
    expect(csv.body.split('\r\n')[0]).toBe(headers.join(','));
    const xlsx = await t.app.inject({
      url: `${api(PEOPLE_UPLOAD_PATHS.template)}?format=xlsx`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([undefined, ...headers]);
  });
});

describe('the preview', () => {
  it('reports exactly the planted rows, by column, and stores nothing', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => person(i));
    rows[2] = person(2, { email: 'not-an-email' }); // line 4
    rows[4] = person(4, { staffId: 'IB-DUP' }); // line 6
    rows[7] = person(7, { staffId: 'IB-DUP' }); // line 9
    rows[9] = person(9, { staffId: takenStaffId }); // line 11
    rows[11] = person(11, { grossPayNaira: 'lots' }); // line 13
    rows[13] = person(13, { accountNumber: SANDBOX_ACCOUNTS.notFound }); // line 15
    rows[15] = person(15, { bankCode: '424242' }); // line 17
    rows[17] = person(17, { nhf: 'maybe', employmentType: 'seasonal' }); // line 19
    const before = await countEmployees();
    const res = await preview({ name: 'staff.csv', type: 'text/csv', bytes: csvOf(rows) });
    expect(res.status).toBe(200);
    const data = employeeUploadPreviewResponse.parse(res.body).data;
    expect(data).toMatchObject({ total: 30, invalidCount: 8, validCount: 22 });
    const errors = Object.fromEntries(
      data.rows.filter((r) => Object.keys(r.errors).length).map((r) => [r.row, Object.keys(r.errors).sort()]),
    );
    expect(errors).toEqual({
      4: ['email'],
      6: ['staffId'],
      9: ['staffId'],
      11: ['staffId'],
      13: ['grossPayNaira'],
      15: ['accountNumber'],
      17: ['bankCode'],
      19: ['employmentType', 'nhf'],
    });
    expect(data.rows.find((r) => r.row === 6)!.errors.staffId).toEqual([
      'This staff ID appears more than once in the file',
    ]);
    expect(data.rows.find((r) => r.row === 11)!.errors.staffId).toEqual([
      'Another employee already has this staff ID',
    ]);
    expect(data.rows.find((r) => r.row === 2)!.values.accountName).toBe('TUNDE BAKARE0');
    expect(await countEmployees()).toBe(before);
  });

  it('a 10,000-row file with 50 planted errors reports exactly those 50 rows', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => person(`T${i}`));
    const kinds: [string, (i: number) => ReturnType<typeof person>][] = [
      ['email', (i) => person(`T${i}`, { email: `planted-${i}` })],
      ['phoneNumber', (i) => person(`T${i}`, { phoneNumber: '12345' })],
      ['grossPayNaira', (i) => person(`T${i}`, { grossPayNaira: 'a lot' })],
      ['accountNumber', (i) => person(`T${i}`, { accountNumber: SANDBOX_ACCOUNTS.notFound })],
      ['staffId', (i) => person(`T${i}`, { staffId: takenStaffId })],
    ];
    const planted = new Map<number, string>();
    for (let k = 0; k < 50; k++) {
      const index = 7 + k * 199; // spread over the whole file
      const [column, make] = kinds[k % kinds.length]!;
      rows[index] = make(index);
      planted.set(index + 2, column); // line 1 is the header
    }
    const res = await preview({ name: 'staff.csv', type: 'text/csv', bytes: csvOf(rows) });
    expect(res.status).toBe(200);
    const data = employeeUploadPreviewResponse.parse(res.body).data;
    expect(data).toMatchObject({ total: 10_000, invalidCount: 50, validCount: 9_950 });
    const reported = new Map(
      data.rows.filter((r) => Object.keys(r.errors).length).map((r) => [r.row, Object.keys(r.errors).join()]),
    );
    expect(reported).toEqual(planted);
  }, 60_000);

  it('reads an XLSX file the same way', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Employees');
    sheet.addRow([...EMPLOYEE_UPLOAD_COLUMNS]);
    for (const r of [person(100), person(101, { phoneNumber: '12345' })])
      sheet.addRow(EMPLOYEE_UPLOAD_COLUMNS.map((c) => r[c] ?? ''));
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await preview({ name: 'staff.xlsx', type: 'application/octet-stream', bytes });
    expect(res.status).toBe(200);
    expect(res.body.data.rows.map((r: { errors: object }) => Object.keys(r.errors))).toEqual([
      [],
      ['phoneNumber'],
    ]);
  });
});

describe('the ghost-worker check (issue 29)', () => {
  it('refuses two rows paid into one bank account, and a row paid into an employee’s account, naming them', async () => {
    const rows = [
      person('G1', { accountNumber: '3012345678' }), // line 2
      person('G2'), // line 3
      person('G3', { bankCode: 'Sterling', accountNumber: '3012345678' }), // line 4: the same bank, by name
      person('G4', { accountNumber: existing.accountNumber }), // line 5
      person('G5', { accountNumber: '3012345678', bankCode: '000013' }), // line 6: another bank
      person('G6', { accountNumber: '3012345678' }), // line 7
    ];
    const before = await countEmployees();
    const res = await preview({ name: 'staff.csv', type: 'text/csv', bytes: csvOf(rows) });
    expect(res.status).toBe(200);
    const data = employeeUploadPreviewResponse.parse(res.body).data;
    expect(data).toMatchObject({ total: 6, validCount: 2, invalidCount: 4 });
    const errors = Object.fromEntries(
      data.rows.filter((r) => Object.keys(r.errors).length).map((r) => [r.row, r.errors]),
    );
    const ghost = 'check it is not a ghost worker';
    expect(errors).toEqual({
      2: { accountNumber: [`Same bank account as rows 4 and 7: ${ghost}`] },
      4: { accountNumber: [`Same bank account as rows 2 and 7: ${ghost}`] },
      5: {
        accountNumber: [
          `Same bank account as ${existing.firstName} ${existing.lastName} (staff ID ${existing.staffId}), already an employee: ${ghost}`,
        ],
      },
      7: { accountNumber: [`Same bank account as rows 2 and 4: ${ghost}`] },
    });
    // The bank still names the account holder of a shared account.
    expect(data.rows.find((r) => r.row === 4)!.values.accountName).toBe('TUNDE BAKAREG3');
    // A row to be added carries the account as the bank answered it.
    expect(data.rows.find((r) => r.row === 3)!.account).toEqual({
      bankName: 'STERLING BANK',
      accountNumber: accountOf('G2'),
      accountName: 'TUNDE BAKAREG2',
      nameCheck: 'matched',
    });
    expect(await countEmployees()).toBe(before);
  });
});

describe('bad files', () => {
  const cases: [string, { name: string; type: string; bytes: Buffer }, number, RegExp][] = [
    ['an empty file', { name: 'a.csv', type: 'text/csv', bytes: csvOf([]) }, 400, /no employees/],
    [
      'a PDF',
      { name: 'a.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4 x') },
      415,
      /CSV or XLSX/,
    ],
    [
      'a broken XLSX',
      { name: 'a.xlsx', type: 'x', bytes: Buffer.from('PK\u0003\u0004broken') },
      400,
      /could not be read/,
    ],
    [
      'a CSV without the columns',
      { name: 'a.csv', type: 'text/csv', bytes: Buffer.from('name,pay\nA,1\n') },
      400,
      /missing the template columns/,
    ],
    [
      'a malformed CSV',
      {
        name: 'a.csv',
        type: 'text/csv',
        bytes: Buffer.concat([csvOf([person(1)]), Buffer.from('"open,quote\n')]),
      },
      400,
      /malformed/,
    ],
    [
      'a 6 MB file',
      { name: 'a.csv', type: 'text/csv', bytes: Buffer.alloc(6 * 1024 * 1024, 'a') },
      413,
      /too large/,
    ],
  ];
  it.each(cases)('%s gets a clear 4xx and stores nothing', async (_name, file, status, message) => {
    const before = await countEmployees();
    const res = await preview(file);
    expect(res.status).toBe(status);
    expect(res.body.message).toMatch(message);
    expect(await countEmployees()).toBe(before);
  });

  it('a file over 10,000 rows is refused', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => ({ staffId: `X${i}` }));
    const res = await preview({ name: 'a.csv', type: 'text/csv', bytes: csvOf(rows) });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/limit is 10000/);
  });
});

describe('permissions', () => {
  it('a member without the people permission gets 403 for the template and the preview', async () => {
    const template = await t.app.inject({
      url: api(PEOPLE_UPLOAD_PATHS.template),
      headers: { authorization: `Bearer ${outsiderToken}` },
    });
    expect(template.statusCode).toBe(403);
    const res = await preview({ name: 'a.csv', type: 'text/csv', bytes: csvOf([person(1)]) }, outsiderToken);
    expect(res.status).toBe(403);
  });
});
