// Rent relief reaches PAYE (issue 28: "No rent input anywhere, so NTA 2025 rent relief is always ₦0"): the annual
// rent is on the employee (form and upload template) and can be set from a payroll line's edit; the run's PAYE gives
// the relief of NTA 2025 s.30(2)(a)(vi), the lower of 20% of the annual rent and ₦500,000.
import {
  EMPLOYEE_UPLOAD_COLUMNS,
  type EmployeeUploadPreview,
  employeeResponse,
  PAYROLL_RUN_PATHS as P,
  PEOPLE_PATHS,
  PEOPLE_UPLOAD_PATHS,
  payrollLineResponse,
  payrollLinesResponse,
} from '@paydesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRow } from '../src/lib/csv.ts';
import { PDF } from './helpers/compliance.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import { computeRun, createRun, payrollBusiness, runInput, runUrl } from './helpers/payroll-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { csvOf, person, sendFile } from './helpers/upload-fixtures.ts';
import { api, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startPaymentsApp();
}, 120_000);
afterAll(async () => t?.close());

const RENT = 120_000_000; // ₦1,200,000 a year
const employeeUrl = (id: string) => api(PEOPLE_PATHS.employee.replace(':id', id));

describe('rent relief in a payroll run', () => {
  it('takes the annual rent from the employee; the line edit sets it, capped at ₦500,000 of relief', async () => {
    const b = await payrollBusiness(t, { count: 1 });
    const employeeId = b.employees[0]!._id;
    const saved = await t.api.patch(
      employeeUrl(employeeId),
      { annualRent: RENT },
      { token: b.token, schema: employeeResponse },
    );
    expect(saved.data.annualRent).toBe(RENT);

    const run = await createRun(t, b.token, runInput(b));
    await computeRun(t, b.token, run._id);
    const lines = await t.api.get(runUrl(P.lines, { id: run._id }), {
      token: b.token,
      schema: payrollLinesResponse,
    });
    const lineId = lines.data.docs[0]!._id;
    const lineUrl = runUrl(P.line, { id: run._id, lineId });
    const read = async () => (await t.api.get(lineUrl, { token: b.token, schema: payrollLineResponse })).data;
    const relief = (line: Awaited<ReturnType<typeof read>>) =>
      line.breakdown.taxWorking.find((f) => f.code === 'rent_relief');

    const withRent = await read();
    expect(withRent.employee.annualRentKobo).toBe(RENT);
    expect(relief(withRent)).toMatchObject({
      amountKobo: 24_000_000, // 20% of ₦1.2m
      formula: 'Nigeria Tax Act 2025 s.30(2)(a)(vi): lower of 20% of annual rent and ₦500,000',
    });

    // No rent: ₦240,000 more is charged at 15%, ₦36,000 a year, ₦3,000 a month.
    const none = await t.api.patch(
      lineUrl,
      { annualRentKobo: null, reason: 'No tenancy agreement' },
      { token: b.token, schema: payrollLineResponse },
    );
    expect(none.status).toBe(200);
    expect(relief(none.data)?.amountKobo ?? 0).toBe(0);
    expect(none.data.payeKobo - withRent.payeKobo).toBe(300_000);
    const employee = await t.api.get(employeeUrl(employeeId), { token: b.token, schema: employeeResponse });
    expect(employee.data.annualRent).toBeNull();

    // ₦6m of rent: 20% would be ₦1.2m, the Act caps the relief at ₦500,000.
    const high = await t.api.patch(
      lineUrl,
      { annualRentKobo: 600_000_000, reason: 'Tenancy agreement received' },
      { token: b.token, schema: payrollLineResponse },
    );
    expect(relief(high.data)?.amountKobo).toBe(50_000_000);
    expect(high.data.employee.annualRentKobo).toBe(600_000_000);
  });
});

describe("the rent's document", () => {
  it('is uploaded on the employee (PDF, JPEG or PNG by content) and read back by the employer', async () => {
    const b = await payrollBusiness(t, { count: 1 });
    const employeeId = b.employees[0]!._id;
    const url = api(PEOPLE_PATHS.employeeRentDocument.replace(':id', employeeId));
    const send = (file: { name: string; type: string; bytes: Buffer }) =>
      sendFile(t, PEOPLE_PATHS.employeeRentDocument.replace(':id', employeeId), file, b.token);

    const text = await send({ name: 'rent.pdf', type: 'application/pdf', bytes: Buffer.from('not a pdf') });
    expect(text.status).toBe(415);
    const before = await t.api.get(employeeUrl(employeeId), { token: b.token, schema: employeeResponse });
    expect(before.data.rentDocument).toBeNull();

    const uploaded = await send({ name: 'tenancy 2026.pdf', type: 'application/pdf', bytes: PDF });
    expect(uploaded.body).toMatchObject({ message: 'Rent document uploaded' });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.rentDocument).toMatchObject({ fileName: 'tenancy 2026.pdf' });
    const listed = await t.api.get(api(PEOPLE_PATHS.employees), { token: b.token });
    expect(
      (listed.body as { data: { docs: Array<{ _id: string; rentDocument: unknown }> } }).data.docs.find(
        (e) => e._id === employeeId,
      )?.rentDocument,
    ).toMatchObject({ fileName: 'tenancy 2026.pdf' });

    const file = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${b.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });
});

describe('the upload template', () => {
  it('has an annual rent column in naira; a file without it is still read', async () => {
    const owner = await walletOwner(t);
    const preview = async (bytes: Buffer) =>
      (
        await sendFile(
          t,
          PEOPLE_UPLOAD_PATHS.preview,
          { name: 'staff.csv', type: 'text/csv', bytes },
          owner.token,
        )
      ).body.data as EmployeeUploadPreview;

    const bad = await preview(csvOf([person(1, { annualRentNaira: 'a lot' })]));
    expect(bad.rows[0]!.errors.annualRentNaira).toEqual([
      'Annual rent must be an amount in naira a year, like 1200000',
    ]);
    const good = await preview(csvOf([person(2, { annualRentNaira: '1,200,000.50' })]));
    expect(good.rows[0]!.errors).toEqual({});
    expect(good.rows[0]!.values.annualRentNaira).toBe('1,200,000.50');

    // A file made from the earlier template, without the column.
    const earlier = EMPLOYEE_UPLOAD_COLUMNS.filter((c) => c !== 'annualRentNaira');
    const row = person(3);
    const old = await preview(Buffer.from(csvRow([...earlier]) + csvRow(earlier.map((c) => row[c] ?? ''))));
    expect(old.validCount).toBe(1);
  });
});
