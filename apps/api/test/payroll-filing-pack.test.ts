// The files a business files with each party for a paid run: every party's schedule (CSV and XLSX) parses back to
// the run's amounts per employee and in total, to the kobo; the run's filing pack (one ZIP) holds, per party, the
// schedule files, a summary PDF with the due date and the payment's NIP session id, and the receipt once paid.
import {
  ANNUAL_RETURN_PATHS,
  COMPLIANCE_CALENDAR_PATHS,
  formatDate,
  obligationResponse,
  PAYROLL_RUN_PATHS as P,
  PAYROLL_SETUP_PATHS,
  remittanceListResponse,
} from '@paydesk/contracts';
import {
  employees,
  payrollRemittances,
  payrollRunLines,
  pensionFundAdministrators,
  transfers,
} from '@paydesk/db';
import { dueDate, itemsOfRemittance, statutoryKey, statutoryRemittance } from '@paydesk/payroll';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDay } from '../src/lib/lagos-time.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import {
  computeRun,
  createRun,
  drainBatches,
  type PayrollBusiness,
  payrollBusiness,
  runInput,
  runUrl,
} from './helpers/payroll-fixtures.ts';
import { structureInput } from './helpers/payroll-setup-fixtures.ts';
import { pdfTextOf } from './helpers/pdf-text.ts';
import { BANK_CODE } from './helpers/people-fixtures.ts';
import { addMember } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN, tokenFor, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: PayrollBusiness;
let runId: string;

const db = () => t.server.database.db;
type Line = typeof payrollRunLines.$inferSelect;

beforeAll(async () => {
  t = await startPaymentsApp();
  // The structure enrols in health insurance: the NHIA remittance joins the others, payable to the HMO.
  b = await payrollBusiness(t, {
    count: 3,
    structure: {
      deductions: { ...structureInput().deductions, nhis: { employeeRate: 500, employerRate: 1_000 } },
    },
  });
  const [pfa] = await db().select().from(pensionFundAdministrators).limit(1);
  await db()
    .update(employees)
    .set({ pfaId: pfa!.id })
    .where(
      inArray(
        employees.id,
        b.employees.map((e) => e._id),
      ),
    );
  // Two states of residence: two PAYE schedules.
  await db().update(employees).set({ stateOfResidence: 'Ogun' }).where(eq(employees.id, b.employees[2]!._id));
  for (const party of [
    { kind: 'state_irs', name: 'Lagos State IRS', state: 'Lagos' },
    { kind: 'pfa', name: pfa!.name, pfaId: pfa!.id },
    { kind: 'hmo', name: 'Hygeia HMO' },
  ])
    await t.api.post(
      api(PAYROLL_SETUP_PATHS.remittanceParties),
      { ...party, bankCode: BANK_CODE, accountNumber: '0123456700' },
      { token: b.token },
    );
  const run = await createRun(t, b.token, runInput(b));
  runId = run._id;
  await computeRun(t, b.token, runId);
  await t.api.post(runUrl(P.submit, { id: runId }), {}, { token: b.token });
  await t.api.post(runUrl(P.approve, { id: runId }), { pin: PIN }, { token: b.token });
  await t.api.post(
    runUrl(P.paySalary, { id: runId }),
    { sourceWalletId: b.mainWalletId, pin: PIN },
    { token: b.token, headers: { 'idempotency-key': newKey() } },
  );
  const lines = await db().select().from(payrollRunLines).where(eq(payrollRunLines.runId, runId));
  await drainBatches(
    t,
    b.companyId,
    lines.map((l) => l.paymentBatchId),
  );
}, 180_000);
afterAll(async () => t?.close());

const remittances = async () =>
  (await t.api.get(runUrl(P.remittances, { id: runId }), { token: b.token, schema: remittanceListResponse }))
    .data;

async function download(url: string, token = b.token) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  return res;
}

/**
 * A money cell as kobo, exactly (no rounding hides a wrong figure): CSV text "1234.56"; in XLSX a number cell, which
 * a spreadsheet sums (a text cell it does not).
 */
function kobo(cell: unknown, format: 'csv' | 'xlsx'): number {
  expect(typeof cell).toBe(format === 'csv' ? 'string' : 'number');
  const text = typeof cell === 'number' ? cell.toFixed(2) : String(cell);
  if (typeof cell === 'number') expect(Number(text)).toBe(cell);
  expect(text).toMatch(/^-?\d+\.\d{2}$/);
  return Number(text.replace('.', ''));
}

/** A line's share of a remittance on a side (or both), from the line's columns of the catalogue's items. */
function share(line: Line, kind: string, side?: 'employee' | 'employer') {
  return itemsOfRemittance(kind)
    .filter((i) => !side || i.side === side)
    .reduce((s, i) => s + (line[statutoryKey(i.code as never)] as number), 0);
}

async function xlsxRows(bytes: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('NHIA', () => {
  it('owes 5% + 10% of basic to the HMO, due by the end of the next month, on the calendar', async () => {
    const lines = await db().select().from(payrollRunLines).where(eq(payrollRunLines.runId, runId));
    const nhia = (await remittances()).find((r) => r.kind === 'nhia')!;
    expect(nhia).toMatchObject({ name: 'Health maintenance organisation (NHIA)', employeeCount: 3 });
    // The standard structure's basic is half of gross pay: 5% and 10% of it, to the kobo, per line.
    for (const l of lines) {
      expect(l.nhisEmployee).toBe(Math.round((l.grossPay / 2) * 0.05));
      expect(l.nhisEmployer).toBe(Math.round((l.grossPay / 2) * 0.1));
    }
    expect(nhia.amountKobo).toBe(lines.reduce((s, l) => s + l.nhisEmployee + l.nhisEmployer, 0));
    expect(nhia.party?.name).toBe('Hygeia HMO');
    const obligation = (
      await t.api.get(api(COMPLIANCE_CALENDAR_PATHS.obligation.replace(':id', nhia._id)), {
        token: b.token,
        schema: obligationResponse,
      })
    ).data;
    expect(obligation).toMatchObject({ kind: 'nhia', amountKobo: nhia.amountKobo, employeeCount: 3 });
    expect(obligation.deadlineRule).toContain('National Health Insurance Authority Act 2022');
    // Salaries were paid today: due the last day of next month, later only where a holiday moves it.
    const today = lagosDay();
    expect(obligation.dueDate >= dueDate({ kind: 'nhia', salaryPaidOn: today }, new Set())).toBe(true);
    expect(obligation.status).not.toBe('late');
  });
});

describe('schedule files', () => {
  it('parse back, CSV and XLSX, to the run amounts per employee and in total, to the kobo', async () => {
    const lines = await db().select().from(payrollRunLines).where(eq(payrollRunLines.runId, runId));
    const list = await remittances();
    expect(list.filter((r) => r.kind === 'paye').map((r) => r.state)).toEqual(['Lagos', 'Ogun']);
    expect(list.map((r) => r.kind)).toContain('pension');
    for (const r of list) {
      const columns = statutoryRemittance(r.kind)!.schedule;
      const at = (v: string) => columns.findIndex(([, value]) => value === v);
      const url = (format: string) =>
        `${runUrl(P.remittanceSchedule, { id: runId, remittanceId: r._id })}?format=${format}`;
      const csv = Papa.parse<string[]>((await download(url('csv'))).rawPayload.toString('utf8'), {
        skipEmptyLines: true,
      }).data;
      const xlsx = await xlsxRows((await download(url('xlsx'))).rawPayload);
      for (const [format, table] of [
        ['csv', csv],
        ['xlsx', xlsx],
      ] as const) {
        const [header, ...rows] = table;
        expect(header, `${r.name} ${format}`).toEqual(columns.map(([h]) => h));
        expect(rows, `${r.name} ${format}`).toHaveLength(r.employeeCount);
        let sum = 0;
        for (const row of rows) {
          const name = row[at('employeeName')];
          const mine = lines.find((l) => {
            const e = l.employee as { firstName: string; lastName: string };
            return `${e.firstName} ${e.lastName}` === name;
          });
          expect(mine, `${r.name} ${format}: ${name}`).toBeDefined();
          const total = kobo(row[at('total')], format);
          expect(total, `${r.name} ${format}: ${name}`).toBe(share(mine!, r.kind));
          if (at('employeeShare') >= 0) {
            expect(kobo(row[at('employeeShare')], format)).toBe(share(mine!, r.kind, 'employee'));
            expect(kobo(row[at('employerShare')], format)).toBe(share(mine!, r.kind, 'employer'));
          }
          if (at('grossPay') >= 0) expect(kobo(row[at('grossPay')], format)).toBe(mine!.grossPay);
          sum += total;
        }
        expect(sum, `${r.name} ${format} total`).toBe(r.amountKobo);
      }
    }
  });
});

describe('the filing pack', () => {
  const packUrl = () => runUrl(P.filingPack, { id: runId });

  it("holds each party's schedules, a summary with due date and NIP session id, and the receipt once paid", async () => {
    const pension = (await remittances()).find((r) => r.kind === 'pension')!;
    const paid = await t.api.post(
      runUrl(P.payRemittance, { id: runId, remittanceId: pension._id }),
      { sourceWalletId: b.mainWalletId, pin: PIN },
      { token: b.token, headers: { 'idempotency-key': newKey() } },
    );
    expect(paid.status).toBe(202);
    const stored = await db().select().from(payrollRemittances).where(eq(payrollRemittances.runId, runId));
    await drainBatches(
      t,
      b.companyId,
      stored.map((r) => r.paymentBatchId),
    );
    const list = await remittances();
    expect(list.find((r) => r.kind === 'pension')!.status).toBe('paid');
    const [transfer] = await db()
      .select()
      .from(transfers)
      .where(eq(transfers.id, list.find((r) => r.kind === 'pension')!.transferId!));
    expect(transfer!.sessionId).toBeTruthy();

    const res = await download(packUrl());
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/filename="filing-pack-.*2026-03\.zip"/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    const folders = new Set(Object.keys(files).map((f) => f.split('/')[0]));
    expect(folders.size).toBe(list.length);
    for (const r of list) {
      const folder = [...folders].find((f = '') => {
        const text = pdfTextOf(Buffer.from(files[`${f}/summary.pdf`]!));
        return text.includes(r.name) && f.startsWith(`${r.kind}-`);
      });
      expect(folder, r.name).toBeDefined();
      const names = Object.keys(files)
        .filter((f) => f.startsWith(`${folder}/`))
        .map((f) => f.slice(folder!.length + 1))
        .sort();
      expect(names, r.name).toEqual(
        r.status === 'paid'
          ? ['payment-receipt.pdf', 'schedule.csv', 'schedule.xlsx', 'summary.pdf']
          : ['schedule.csv', 'schedule.xlsx', 'summary.pdf'],
      );
      const at = statutoryRemittance(r.kind)!.schedule.findIndex(([, v]) => v === 'total');
      const csv = Papa.parse<string[]>(Buffer.from(files[`${folder}/schedule.csv`]!).toString('utf8'), {
        skipEmptyLines: true,
      }).data;
      expect(csv[0]).toEqual(statutoryRemittance(r.kind)!.schedule.map(([h]) => h));
      expect(csv.slice(1).reduce((s, row) => s + kobo(row[at], 'csv'), 0)).toBe(r.amountKobo);
      const xlsx = await xlsxRows(Buffer.from(files[`${folder}/schedule.xlsx`]!));
      expect(xlsx.slice(1).reduce((s, row) => s + kobo(row[at], 'xlsx'), 0)).toBe(r.amountKobo);
      const summary = pdfTextOf(Buffer.from(files[`${folder}/summary.pdf`]!));
      const total = (r.amountKobo / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
      expect(summary).toContain(`NGN ${total}`);
      expect(summary).toContain(formatDate('2026-03-01'));
      expect(summary).toMatch(/Due date/);
      expect(summary).toContain(String(r.employeeCount));
      if (r.status === 'paid') {
        expect(summary).toContain('Paid');
        expect(summary).toContain(transfer!.sessionId!);
        expect(summary).toContain(transfer!.reference);
        const receipt = pdfTextOf(Buffer.from(files[`${folder}/payment-receipt.pdf`]!));
        expect(receipt).toContain(transfer!.sessionId!);
      } else expect(summary).toContain('Not paid');
    }
    // The pension summary names its party and the compliance calendar's due date.
    const pensionFolder = [...folders].find((f) => f?.startsWith('pension-'))!;
    const text = pdfTextOf(Buffer.from(files[`${pensionFolder}/summary.pdf`]!));
    const obligation = await t.api.get(
      api(COMPLIANCE_CALENDAR_PATHS.obligation.replace(':id', pension._id)),
      { token: b.token, schema: obligationResponse },
    );
    expect(text).toContain(`Due date ${formatDate(obligation.data.dueDate)}`);
    expect(text).toContain('NIP session ID');
    expect(text).not.toContain('No remittance party configured');
  });

  it("answers 404 for another business's run and 403 without the permission", async () => {
    const other = await walletOwner(t, { balance: 1_000_000_00 });
    const foreign = await t.app.inject({
      method: 'GET',
      url: packUrl(),
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(foreign.statusCode).toBe(404);
    const member = await addMember(t, b.companyId, { role: 'custom' });
    const denied = await t.app.inject({
      method: 'GET',
      url: packUrl(),
      headers: { authorization: `Bearer ${await tokenFor(t, member)}` },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('ITF Form 5A', () => {
  const url = (q: string) => `${api(ANNUAL_RETURN_PATHS.itfForm5a)}?${q}`;

  it("adds up the year's payroll and 1% ITF per month, with what was remitted, as CSV and PDF", async () => {
    const lines = await db().select().from(payrollRunLines).where(eq(payrollRunLines.runId, runId));
    const gross = lines.reduce((s, l) => s + l.grossPay, 0);
    const itf = lines.reduce((s, l) => s + l.itf, 0);
    expect(itf).toBeGreaterThan(0);
    const csv = Papa.parse<string[]>(
      (await download(url('year=2026&download=csv'))).rawPayload.toString('utf8'),
      {
        skipEmptyLines: true,
      },
    ).data;
    expect(csv[0]).toEqual([
      'Month',
      'Employees',
      'Total emoluments (NGN)',
      'ITF contribution 1% (NGN)',
      'Remitted (NGN)',
      'Paid on',
    ]);
    expect(
      csv.slice(1).map((r) => [r[0], r[1], kobo(r[2], 'csv'), kobo(r[3], 'csv'), kobo(r[4], 'csv')]),
    ).toEqual([
      ['2026-03', '3', gross, itf, 0],
      ['Total 2026', '3', gross, itf, 0],
    ]);
    const pdf = pdfTextOf((await download(url('year=2026&download=pdf'))).rawPayload);
    expect(pdf).toContain('ITF Form 5A');
    expect(pdf).toContain(
      `Contribution (1%) NGN ${(itf / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(pdf).toContain(`Due by ${formatDate('2027-04-01')}`);
    // Another business's year is empty; bad input is a 400; a member without the permission a 403.
    const other = await walletOwner(t, { balance: 1_000_000_00 });
    const theirs = Papa.parse<string[]>(
      (await download(url('year=2026&download=csv'), other.token)).rawPayload.toString('utf8'),
      { skipEmptyLines: true },
    ).data;
    expect(theirs.slice(1)).toEqual([['Total 2026', '0', '0.00', '0.00', '0.00', '']]);
    const bad = await t.app.inject({
      method: 'GET',
      url: url('year=2026&download=xls'),
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(bad.statusCode).toBe(400);
    const member = await addMember(t, b.companyId, { role: 'custom' });
    const denied = await t.app.inject({
      method: 'GET',
      url: url('year=2026&download=csv'),
      headers: { authorization: `Bearer ${await tokenFor(t, member)}` },
    });
    expect(denied.statusCode).toBe(403);
  });
});
