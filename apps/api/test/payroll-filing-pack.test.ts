// The files a business files with each party for a paid run: every party's schedule (CSV and XLSX) parses back to
// the run's amounts per employee and in total, to the kobo.
import { PAYROLL_RUN_PATHS as P, PAYROLL_SETUP_PATHS, remittanceListResponse } from '@paydesk/contracts';
import { employees, payrollRunLines, pensionFundAdministrators } from '@paydesk/db';
import { itemsOfRemittance, statutoryKey, statutoryRemittance } from '@paydesk/payroll';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processBatch } from '../src/modules/payments/index.ts';
import { railDeps, startPaymentsApp } from './helpers/payment-fixtures.ts';
import {
  computeRun,
  createRun,
  type PayrollBusiness,
  payrollBusiness,
  runInput,
  runUrl,
  settleEverything,
} from './helpers/payroll-fixtures.ts';
import { BANK_CODE } from './helpers/people-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api, newKey, PIN } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: PayrollBusiness;
let runId: string;

const db = () => t.server.database.db;
type Line = typeof payrollRunLines.$inferSelect;

async function drainBatches(companyId: string, batchIds: (string | null)[]) {
  for (const batchId of new Set(batchIds.filter((x): x is string => !!x)))
    await processBatch(railDeps(t), { companyId, batchId });
  await settleEverything(t, companyId);
}

beforeAll(async () => {
  t = await startPaymentsApp();
  b = await payrollBusiness(t, { count: 3 });
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
    b.companyId,
    lines.map((l) => l.paymentBatchId),
  );
}, 180_000);
afterAll(async () => t?.close());

const remittances = async () =>
  (await t.api.get(runUrl(P.remittances, { id: runId }), { token: b.token, schema: remittanceListResponse }))
    .data;

async function download(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${b.token}` } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
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
      const csv = Papa.parse<string[]>((await download(url('csv'))).toString('utf8'), {
        skipEmptyLines: true,
      }).data;
      const xlsx = await xlsxRows(await download(url('xlsx')));
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
