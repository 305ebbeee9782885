// Issue 26, no file loses rows silently. A CSV with mixed CRLF and LF line endings (the downloaded template with rows
// appended in another editor) previews every row, the next row's bank code never glued into a narration; a file whose
// rows and lines disagree is refused whole; a Latin-1 CSV is refused with the encoding to use; and a property test sends random valid rows with random line endings,
// quoting, BOMs and trailing blank lines to the employee, transfer and bulk bill previews and finds every row.
import {
  BILLS_PATHS,
  billBulkPreviewResponse,
  EMPLOYEE_UPLOAD_COLUMNS,
  ErrorCode,
  employeeUploadPreviewResponse,
  PAYMENTS_PATHS,
  PEOPLE_UPLOAD_PATHS,
  TRANSFER_UPLOAD_COLUMNS,
  transferPreviewResponse,
} from '@paydesk/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from './helpers/fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { person, sendFile, type UploadRow } from './helpers/upload-fixtures.ts';
import { tokenFor } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startPaymentsApp();
  token = await tokenFor(t, await createBusiness(t, { name: 'Onitsha Traders' }));
});
afterAll(() => t.close());

const csvFile = (bytes: Buffer) => ({ name: 'file.csv', type: 'text/csv', bytes });
const previewTransfers = (bytes: Buffer) =>
  sendFile(t, PAYMENTS_PATHS.transferUploadsPreview, csvFile(bytes), token);
const previewEmployees = (bytes: Buffer) => sendFile(t, PEOPLE_UPLOAD_PATHS.preview, csvFile(bytes), token);
const previewBills = (csv: string) =>
  t.call('POST', `/api${BILLS_PATHS.bulkPreview}`, { category: 'airtime', csv }, { token });

/** A CSV line: cells quoted when they must be, or when `always`. */
const line = (cells: string[], always = false) =>
  cells
    .map((c) => (always || /[",\r\n]/.test(c) || c !== c.trim() ? `"${c.replace(/"/g, '""')}"` : c))
    .join(',');
const employeeLine = (row: UploadRow, always = false) =>
  line(
    EMPLOYEE_UPLOAD_COLUMNS.map((c) => row[c] ?? ''),
    always,
  );

describe('mixed line endings', () => {
  it('five transfer rows, CRLF then LF, preview as five ready rows with their own narrations', async () => {
    const rows = [
      ['000013', '0123456701', '1500', 'Supplies'],
      ['000013', '0123456702', '2500', 'Rent'],
      ['000015', '0123456703', '700', 'Transport'],
      ['000015', '0123456704', '800', 'Fuel'],
      ['000015', '0123456705', '900', 'Lunch'],
    ];
    const file = `${[TRANSFER_UPLOAD_COLUMNS.join(','), ...rows.slice(0, 2).map((r) => line(r))].join('\r\n')}\r\n${rows
      .slice(2)
      .map((r) => line(r))
      .join('\n')}\n`;
    const res = await previewTransfers(Buffer.from(file));
    expect(res.status).toBe(200);
    const data = transferPreviewResponse.parse(res.body).data;
    expect(data).toMatchObject({ total: 5, validCount: 5, invalidCount: 0 });
    expect(data.rows.map((r) => [r.row, r.values.narration])).toEqual(rows.map((r, i) => [i + 2, r[3]]));
  });

  it('two employee rows, one ended LF between CRLF lines, preview as two rows', async () => {
    const file = `${EMPLOYEE_UPLOAD_COLUMNS.join(',')}\r\n${employeeLine(person('mix1'))}\n${employeeLine(person('mix2'))}\r\n`;
    const res = await previewEmployees(Buffer.from(file));
    expect(res.status).toBe(200);
    const data = employeeUploadPreviewResponse.parse(res.body).data;
    expect(data).toMatchObject({ total: 2, validCount: 2 });
    expect(data.rows.map((r) => r.values.staffId)).toEqual(['IB-mix1', 'IB-mix2']);
  });
});

describe('a file whose rows and lines disagree', () => {
  // Content only past the 64 columns a reader keeps: the row reads blank, the line is not.
  const far = `${','.repeat(70)}x`;
  const HALF_READ = /^Only 2 of the 3 rows of the file could be read, so none were\./;

  it('is refused whole by the transfer preview, with a message', async () => {
    const file = `${TRANSFER_UPLOAD_COLUMNS.join(',')}\n000013,0123456701,100,Rent\n${far}\n000013,0123456702,200,Fuel\n`;
    const res = await previewTransfers(Buffer.from(file));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(HALF_READ);
  });

  it('is refused whole by the employee and bulk bill previews', async () => {
    const employees = await previewEmployees(
      Buffer.from(
        `${EMPLOYEE_UPLOAD_COLUMNS.join(',')}\n${employeeLine(person('far1'))}\n${far}\n${employeeLine(person('far2'))}\n`,
      ),
    );
    expect(employees.status).toBe(400);
    expect(employees.body.message).toMatch(HALF_READ);
    const bills = await previewBills(
      `billerCode,customerNumber,amount\nmtn,08031234567,100\n${far}\nmtn,08031234568,200\n`,
    );
    expect(bills.status).toBe(400);
    expect((bills.body as { message: string }).message).toMatch(HALF_READ);
  });
});

describe('encodings', () => {
  const latin1 = (text: string) => Buffer.from(text, 'latin1');
  const NOT_UTF8 = /^The file is not UTF-8 text: line 3 has characters in another encoding .*CSV UTF-8/;

  it('a Latin-1 employee file is refused (415) with the line and the encoding to save in', async () => {
    const file = `${EMPLOYEE_UPLOAD_COLUMNS.join(',')}\n${employeeLine(person('L1'))}\n${employeeLine(person('L2', { firstName: 'Ad\xe9' }))}\n`;
    const res = await previewEmployees(latin1(file));
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({
      code: ErrorCode.unsupportedFile,
      message: expect.stringMatching(NOT_UTF8),
    });
  });

  it('a Latin-1 transfer file, and a bill file the browser decoded with U+FFFD, are refused the same way', async () => {
    const transfers = await previewTransfers(
      latin1(
        'bankCode,accountNumber,amount,narration\n000013,0123456701,100,Rent\n000013,0123456702,100,Caf\xe9\n',
      ),
    );
    expect(transfers.status).toBe(415);
    expect(transfers.body.message).toMatch(NOT_UTF8);
    const bills = await previewBills(
      'billerCode,customerNumber,amount\nmtn,08031234567,100\nmtn,08031234568,1\uFFFD00\n',
    );
    expect(bills.status).toBe(415);
    expect((bills.body as { message: string }).message).toMatch(NOT_UTF8);
  });
});

describe('every row is previewed (property)', () => {
  const ending = fc.constantFrom('\r\n', '\n', '\r');
  const text = fc
    .array(fc.constantFrom(...'abc XYZ09,"\'.-&'.split(''), 'é', 'ọ̀', '₦'), { minLength: 1, maxLength: 20 })
    .map((chars) => chars.join('').trim())
    .filter(Boolean);
  /** Lines with their endings: a BOM or not, blank lines after the rows, the last line ended or not. */
  const fileOf = (
    header: string,
    lines: [string, string][],
    bom: boolean,
    blanks: string[],
    ended: boolean,
  ) => {
    const body = [
      [header, '\n'] as [string, string],
      ...lines,
      ...blanks.map((b): [string, string] => [b, '\n']),
    ];
    const joined = body.map(([content, end], i) =>
      i === body.length - 1 && !ended ? content : content + end,
    );
    return (bom ? '\uFEFF' : '') + joined.join('');
  };
  const shape = {
    bom: fc.boolean(),
    blanks: fc.array(fc.constantFrom('', ',,,', '  '), { maxLength: 3 }),
    ended: fc.boolean(),
  };
  let run = 0;

  it('transfers: every row, as written', async () => {
    const row = fc.record({
      amount: fc.integer({ min: 1, max: 9_999_999 }),
      narration: text,
      always: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(row, ending), { minLength: 1, maxLength: 8 }),
        shape.bom,
        shape.blanks,
        shape.ended,
        async (rows, bom, blanks, ended) => {
          run += 1;
          const cells = rows.map(([r], i) => [
            '000013',
            `07${String(run * 10 + i).padStart(8, '0')}`,
            String(r.amount),
            r.narration,
          ]);
          const file = fileOf(
            TRANSFER_UPLOAD_COLUMNS.join(','),
            rows.map(([r, end], i) => [line(cells[i]!, r.always), end]),
            bom,
            blanks,
            ended,
          );
          const res = await previewTransfers(Buffer.from(file));
          expect(res.status).toBe(200);
          const data = transferPreviewResponse.parse(res.body).data;
          expect(data).toMatchObject({ total: rows.length, validCount: rows.length });
          expect(data.rows.map((r) => TRANSFER_UPLOAD_COLUMNS.map((c) => r.values[c]))).toEqual(cells);
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);

  it('employees: every row, as written', async () => {
    const row = fc.record({ jobTitle: text, department: text, always: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(row, ending), { minLength: 1, maxLength: 6 }),
        shape.bom,
        shape.blanks,
        shape.ended,
        async (rows, bom, blanks, ended) => {
          run += 1;
          const people = rows.map(([r], i) =>
            person(`P${run}-${i}`, { jobTitle: r.jobTitle, department: r.department }),
          );
          const file = fileOf(
            EMPLOYEE_UPLOAD_COLUMNS.join(','),
            rows.map(([r, end], i) => [employeeLine(people[i]!, r.always), end]),
            bom,
            blanks,
            ended,
          );
          const res = await previewEmployees(Buffer.from(file));
          expect(res.status).toBe(200);
          const data = employeeUploadPreviewResponse.parse(res.body).data;
          expect(data).toMatchObject({ total: rows.length, validCount: rows.length });
          expect(data.rows.map((r) => [r.values.staffId, r.values.jobTitle, r.values.department])).toEqual(
            people.map((p) => [p.staffId, p.jobTitle, p.department]),
          );
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);

  it('bulk bills: every row, as written', async () => {
    const row = fc.record({ amount: fc.integer({ min: 50, max: 50_000 }), always: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(row, ending), { minLength: 1, maxLength: 8 }),
        shape.bom,
        shape.blanks,
        shape.ended,
        async (rows, bom, blanks, ended) => {
          const cells = rows.map(([r], i) => [
            'mtn',
            `0803${String(1_000_000 + i).slice(-7)}`,
            String(r.amount),
          ]);
          const csv = fileOf(
            'BillerCode,CustomerNumber,Amount',
            rows.map(([r, end], i) => [line(cells[i]!, r.always), end]),
            bom,
            blanks,
            ended,
          );
          const res = await previewBills(csv);
          expect(res.status).toBe(200);
          const data = billBulkPreviewResponse.parse(res.body).data;
          expect(data).toMatchObject({ total: rows.length, validCount: rows.length });
          expect(
            data.rows.map((r) => [r.values.billerCode, r.values.customerNumber, r.values.amount]),
          ).toEqual(cells);
        },
      ),
      { numRuns: 15 },
    );
  }, 120_000);
});
