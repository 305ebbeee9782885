// The employee register (issue 10): adding an employee checks the bank account by name enquiry and flags a
// different name; bad input changes nothing and names its fields; updates are audited field by field; the list
// searches, filters, sorts and pages on the server; exports stream CSV and XLSX.
import { readFileSync } from 'node:fs';
import {
  ACCOUNT_VALIDATION_FAILED_MESSAGE,
  BANKING_PATHS,
  bankListResponse,
  employeeHistoryResponse,
  employeeListResponse,
  employeeResponse,
  nameEnquiryResponse,
  PEOPLE_PATHS,
  pensionProviderListResponse,
} from '@paydesk/contracts';
import { employees } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from './helpers/fixtures.ts';
import { addEmployee, BANK_CODE, employeeInput } from './helpers/people-fixtures.ts';
import { api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
let companyId: string;

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await createBusiness(t, { name: 'Enugu Foods' });
  companyId = owner.companyId;
  token = (await signIn(t, owner)).token;
});
afterAll(() => t.close());

const countEmployees = async () =>
  (await t.server.database.db.select().from(employees).where(eq(employees.companyId, companyId))).length;

describe('adding an employee', () => {
  it('stores every field, normalises the phone to +234 and marks a matching bank name as matched', async () => {
    const input = employeeInput({
      middleName: 'Ifeoma',
      bvn: '22212345678',
      pfaId: 1,
      rsaPin: 'PEN100012345678',
      nhf: true,
    });
    const res = await t.api.post(api(PEOPLE_PATHS.employees), input, { token, schema: employeeResponse });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      firstName: 'Amaka',
      middleName: 'Ifeoma',
      phoneNumber: '+2348031234567',
      staffId: input.staffId,
      bankCode: BANK_CODE,
      bankName: 'STERLING BANK',
      accountName: 'AMAKA NWOSU',
      nameCheck: 'matched',
      grossPay: 25_000_000,
      payFrequency: 'monthly',
      employmentType: 'full-time',
      nhf: true,
      status: 'active',
      onDemand: { state: 'not-invited', earningsStopped: false, withdrawalsPaused: false, invitedAt: null },
      hasBeenPaid: false,
      groups: [],
    });
    expect(res.data.pfaName).toEqual(expect.any(String));
    const read = await t.api.get(api(withId(PEOPLE_PATHS.employee, res.data._id)), {
      token,
      schema: employeeResponse,
    });
    expect(read.data).toEqual(res.data);
  });

  it('flags an account registered to another name instead of accepting it silently', async () => {
    const res = await t.api.post(
      api(PEOPLE_PATHS.employees),
      employeeInput({ accountNumber: '0000000002' }),
      {
        token,
        schema: employeeResponse,
      },
    );
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ accountName: 'MUSA DANJUMA', nameCheck: 'mismatch' });
  });

  it('refuses an account that does not exist, and a bank that does not answer, saving nothing', async () => {
    const before = await countEmployees();
    const missing = await t.api.post(
      api(PEOPLE_PATHS.employees),
      employeeInput({ accountNumber: '0000000001' }),
      {
        token,
      },
    );
    expect(missing.status).toBe(400);
    expect(missing.error.errors?.accountNumber).toEqual(['No account found with this number at this bank']);
    const timeout = await t.api.post(
      api(PEOPLE_PATHS.employees),
      employeeInput({ accountNumber: '0000000003' }),
      {
        token,
      },
    );
    expect(timeout.status).toBe(503);
    expect(timeout.error.message).toBe(ACCOUNT_VALIDATION_FAILED_MESSAGE);
    expect(await countEmployees()).toBe(before);
  });

  it('answers bad input with field messages and changes nothing', async () => {
    const before = await countEmployees();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...employeeInput(), salary: 5 }, ''],
      [{ ...employeeInput(), grossPay: '25000' }, 'grossPay'],
      [{ ...employeeInput(), grossPay: 10.5 }, 'grossPay'],
      [{ ...employeeInput(), phoneNumber: '0123' }, 'phoneNumber'],
      [{ ...employeeInput(), accountNumber: '12345' }, 'accountNumber'],
      [{ ...employeeInput(), bankCode: '123' }, 'bankCode'],
      [{ ...employeeInput(), email: 'not-an-email' }, 'email'],
      [{ ...employeeInput(), employmentDate: '2025-02-30' }, 'employmentDate'],
      [{ ...employeeInput(), employmentDate: '2025-03-01', exitDate: '2025-02-01' }, 'exitDate'],
      [{ ...employeeInput(), pfaId: 999_999 }, 'pfaId'],
    ];
    for (const [body, field] of cases) {
      const res = await t.api.post(api(PEOPLE_PATHS.employees), body, { token });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.error.message).toBe('Validation Errors');
      if (field) expect(Object.keys(res.error.errors ?? {}), field).toContain(field);
    }
    expect(await countEmployees()).toBe(before);
  });

  it('refuses a staff id or email another employee of the business holds', async () => {
    const first = await addEmployee(t, token);
    const before = await countEmployees();
    const res = await t.api.post(
      api(PEOPLE_PATHS.employees),
      employeeInput({ staffId: first.staffId, email: first.email.toUpperCase() }),
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.error.errors).toMatchObject({
      staffId: ['Another employee already has this staff ID'],
      email: ['Another employee already has this email'],
    });
    expect(await countEmployees()).toBe(before);
  });
});

describe('changing an employee', () => {
  it('records each changed field in the history, masks the BVN and re-checks a changed account', async () => {
    const employee = await addEmployee(t, token, { bvn: '22212345678' });
    const path = api(withId(PEOPLE_PATHS.employee, employee._id));
    const res = await t.api.patch(
      path,
      {
        jobTitle: 'Head cashier',
        grossPay: 30_000_000,
        bvn: '22299998888',
        bankCode: BANK_CODE,
        accountNumber: '0000000002',
      },
      { token, schema: employeeResponse },
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      jobTitle: 'Head cashier',
      grossPay: 30_000_000,
      nameCheck: 'mismatch',
    });
    const history = await t.api.get(api(withId(PEOPLE_PATHS.employeeHistory, employee._id)), {
      token,
      schema: employeeHistoryResponse,
    });
    expect(history.status).toBe(200);
    const changes = history.data.filter((c) => c.action === 'people.employee.update');
    const byField = Object.fromEntries(changes.map((c) => [c.field, c]));
    expect(byField.jobTitle).toMatchObject({ from: 'Cashier', to: 'Head cashier' });
    expect(byField.grossPay).toMatchObject({ from: 25_000_000, to: 30_000_000 });
    expect(byField.bvn).toMatchObject({ from: '•••••••5678', to: '•••••••8888' });
    expect(byField.nameCheck).toMatchObject({ from: 'matched', to: 'mismatch' });
    expect(history.data[0]).toMatchObject({ action: 'people.employee.create', field: null });
  });

  it('refuses unknown fields, a taken staff id and a bad phone, leaving the employee as it was', async () => {
    const a = await addEmployee(t, token);
    const b = await addEmployee(t, token);
    const path = api(withId(PEOPLE_PATHS.employee, b._id));
    const before = (await t.api.get(path, { token, schema: employeeResponse })).data;
    for (const body of [{ nickname: 'B' }, { staffId: a.staffId }, { phoneNumber: '555' }, { nhf: 'yes' }]) {
      const res = await t.api.patch(path, body, { token });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await t.api.get(path, { token, schema: employeeResponse })).data).toEqual(before);
  });
});

describe('the employee list', () => {
  it('pages, searches, filters and sorts on the server in the spec envelope', async () => {
    const owner = await createBusiness(t, { name: 'List Co' });
    const listToken = (await signIn(t, owner)).token;
    await addEmployee(t, listToken, {
      firstName: 'Zainab',
      lastName: 'Bello',
      department: 'Sales',
      grossPay: 100,
    });
    await addEmployee(t, listToken, {
      firstName: 'Yusuf',
      lastName: 'Adamu',
      department: 'Sales',
      grossPay: 300,
    });
    const disabled = await addEmployee(t, listToken, {
      firstName: 'Xavier',
      lastName: 'Okon',
      department: 'IT',
      grossPay: 200,
    });
    await t.api.post(api(withId(PEOPLE_PATHS.disable, disabled._id)), undefined, { token: listToken });
    const list = (query: string) =>
      t.api.get(`${api(PEOPLE_PATHS.employees)}?${query}`, {
        token: listToken,
        schema: employeeListResponse,
      });

    const firstPage = await list('limit=2&sort=name');
    expect(firstPage.data).toMatchObject({ totalDocs: 3, page: 1, limit: 2, totalPages: 2 });
    expect(firstPage.data.docs.map((e) => e.lastName)).toEqual(['Adamu', 'Bello']);
    expect((await list('search=zaIN')).data.docs.map((e) => e.firstName)).toEqual(['Zainab']);
    expect((await list('search=100%25')).data.totalDocs).toBe(0);
    // A whole name finds its person however it is written: no middle name, surname first, extra spaces.
    for (const name of ['Zainab Bello', 'bello zainab', '  Zainab   Bello '])
      expect(
        (await list(`search=${encodeURIComponent(name)}`)).data.docs.map((e) => e.firstName),
        name,
      ).toEqual(['Zainab']);
    expect((await list('search=Zainab%20Adamu')).data.totalDocs).toBe(0);
    expect((await list('department=Sales')).data.totalDocs).toBe(2);
    expect((await list('status=disabled')).data.docs.map((e) => e._id)).toEqual([disabled._id]);
    expect((await list('status=active,disabled')).data.totalDocs).toBe(3);
    expect((await list('onDemand=invited')).data.totalDocs).toBe(0);
    const byPay = await list('sort=-grossPay');
    expect(byPay.data.docs.map((e) => e.grossPay)).toEqual([300, 200, 100]);
    expect((await list('status=gone')).status).toBe(400);
    expect((await list('sort=salary')).status).toBe(400);
  });
});

describe('exports', () => {
  async function download(query: string) {
    return t.app.inject({
      method: 'GET',
      url: `${api(PEOPLE_PATHS.employeesExport)}?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
  }

  it('streams the filtered employees as CSV with a header row', async () => {
    const employee = await addEmployee(t, token, {
      firstName: 'Csv',
      lastName: 'Person',
      department: 'Exports',
    });
    const res = await download('format=csv&department=Exports');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    // Named with its filter (the department) and the day.
    expect(res.headers['content-disposition']).toMatch(/filename="employees-exports-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Staff ID,First name,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(employee.staffId);
    expect(lines[1]).toContain('250000.00');
  });

  it('exports every row when many share one created_at (a bulk upload batch), past the first batch of 1,000', async () => {
    // One statement: 1,500 employees with the same timestamp, as a bulk upload's batch inserts them.
    await t.server.database.pool.query(
      `insert into employees (company_id, first_name, last_name, email, phone_number, staff_id, department,
         bank_code, bank_name, account_number)
       select $1, 'Batch', 'Row' || i, 'batch' || i || '@example.ng', '+2348030000000', 'BATCH-' || i, 'Batch',
         '000001', 'STERLING BANK', '0123456789'
       from generate_series(1, 1500) as i`,
      [companyId],
    );
    const res = await download('format=csv&department=Batch');
    const lines = res.body.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(1500);
    expect(new Set(lines.map((l) => l.split(',')[0])).size).toBe(1500);
  });

  it('streams an XLSX of more rows than the zip may hold unwritten at once, every row once', async () => {
    // The 1,500 rows of the test above: about 1.5 MB of sheet XML, past the export's 256 KB wait for the zip.
    const res = await download('format=xlsx&department=Batch');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Employees')!;
    expect(sheet.rowCount).toBe(1501);
    const staffIds = new Set<string>();
    sheet.eachRow((row, n) => {
      if (n > 1) staffIds.add(String(row.getCell(1).value));
    });
    expect(staffIds.size).toBe(1500);
  });

  it('streams an XLSX workbook with the same rows', async () => {
    await addEmployee(t, token, { firstName: 'Xlsx', lastName: 'Person', department: 'Sheets' });
    const res = await download('format=xlsx&department=Sheets');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Employees')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Staff ID');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(2).value).toBe('Xlsx');
  });

  it('an employer sees only the last four digits of a BVN: in the answers, the list and both exports', async () => {
    const employee = await addEmployee(t, token, { bvn: '22211114321', department: 'Masked' });
    expect(employee.bvn).toBe('•••••••4321');
    const read = await t.api.get(api(withId(PEOPLE_PATHS.employee, employee._id)), {
      token,
      schema: employeeResponse,
    });
    expect(read.data.bvn).toBe('•••••••4321');
    const list = await t.api.get(`${api(PEOPLE_PATHS.employees)}?department=Masked`, {
      token,
      schema: employeeListResponse,
    });
    expect(list.data.docs.map((e) => e.bvn)).toEqual(['•••••••4321']);
    const csv = await download('format=csv&department=Masked');
    expect(csv.body).not.toContain('22211114321');
    expect(csv.body).toContain('•••••••4321');
    const xlsx = await download('format=xlsx&department=Masked');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const cells = (workbook.getWorksheet('Employees')!.getRow(2).values as unknown[]).map(String);
    expect(cells).toContain('•••••••4321');
    expect(cells).not.toContain('22211114321');
    // The full number stays stored for payroll and on-demand pay.
    const [row] = await t.server.database.db.select().from(employees).where(eq(employees.id, employee._id));
    expect(row!.bvn).toBe('22211114321');
  });

  it('answers a bad filter with a 400 before any byte of the file', async () => {
    const res = await download('format=pdf');
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body).message).toBe('Validation Errors');
  });
});

describe('banks', () => {
  it('lists the directory and checks an account by name enquiry', async () => {
    const banks = await t.api.get(api(BANKING_PATHS.banks), { token, schema: bankListResponse });
    expect(banks.status).toBe(200);
    expect(banks.data.length).toBeGreaterThan(50);
    const ok = await t.api.post(
      api(BANKING_PATHS.nameEnquiry),
      { bankCode: BANK_CODE, accountNumber: '0123456789' },
      { token, schema: nameEnquiryResponse },
    );
    expect(ok.status).toBe(200);
    expect(ok.data).toMatchObject({ bankName: 'STERLING BANK', accountNumber: '0123456789' });
    expect(ok.data.accountName).toMatch(/^[A-Z]+ [A-Z]+$/);
    const bad = await t.api.post(
      api(BANKING_PATHS.nameEnquiry),
      { bankCode: BANK_CODE, accountNumber: '12' },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(bad.error.errors?.accountNumber).toBeDefined();
  });

  it('lists the pension fund administrators seeded from the PFA list, for the employee form', async () => {
    const res = await t.api.get(api(BANKING_PATHS.pensionProviders), {
      token,
      schema: pensionProviderListResponse,
    });
    expect(res.status).toBe(200);
    const seeded = JSON.parse(
      readFileSync(
        new URL('../../../packages/db/seed/pension-fund-administrators.json', import.meta.url),
        'utf8',
      ),
    ).providers as { id: number; name: string; pencomCode: string | null }[];
    expect(res.data).toHaveLength(seeded.length);
    expect([...res.data].sort((a, b) => a.id - b.id)).toEqual([...seeded].sort((a, b) => a.id - b.id));
    // The id an employee's pfaId names, and its name comes back on the employee.
    const chosen = res.data[0]!;
    const employee = await addEmployee(t, token, { pfaId: chosen.id });
    expect(employee.pfaName).toBe(chosen.name);
    const listed = await t.api.get(`${api(PEOPLE_PATHS.employees)}?search=${employee.staffId}`, {
      token,
      schema: employeeListResponse,
    });
    expect(listed.data.docs.map((e) => e.pfaName)).toEqual([chosen.name]);
    expect((await t.call('GET', api(BANKING_PATHS.pensionProviders))).status).toBe(401);
  });
});
