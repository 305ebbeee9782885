// The payslip PDF (issue 28): the minus sign of a formula printed as '"' (the built-in font has no U+2212), "Pay
// date" was the run's planned date rather than the day the salary was paid, and the employer's RC number and TIN,
// the employee's Tax ID, PFA and RSA PIN were missing. The test reads the PDF's text back from its content streams.
import {
  employeeResponse,
  formatDate,
  otherDateShapes,
  PAYROLL_RUN_PATHS as P,
  PEOPLE_PATHS,
  payrollLineResponse,
  payrollLinesResponse,
} from '@paydesk/contracts';
import { companies, payrollRunLines, pensionFundAdministrators } from '@paydesk/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lagosDay } from '../src/lib/lagos-time.ts';
import { payRun } from './helpers/on-demand-payroll-fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import { computeRun, createRun, payrollBusiness, runInput, runUrl } from './helpers/payroll-fixtures.ts';
import { pdfTextOf } from './helpers/pdf-text.ts';
import type { TestApp } from './helpers/test-app.ts';
import { api } from './helpers/wallet-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startPaymentsApp();
}, 120_000);
afterAll(async () => t?.close());

describe('the payslip PDF', () => {
  it('prints the minus sign, the day the salary was paid, RC number, TIN, address, Tax ID, PFA and RSA PIN', async () => {
    const db = t.server.database.db;
    const b = await payrollBusiness(t, { count: 1 });
    await db
      .update(companies)
      .set({
        rcNumber: 'RC1234567',
        tin: '12345678-0001',
        address: { street: '14 Allen Avenue', city: 'Ikeja', state: 'Lagos' },
      })
      .where(eq(companies.id, b.companyId));
    const [pfa] = await db.select().from(pensionFundAdministrators).limit(1);
    const employeeId = b.employees[0]!._id;
    const updated = await t.api.patch(
      api(PEOPLE_PATHS.employee.replace(':id', employeeId)),
      { taxId: '2345678901', rsaPin: 'PEN100012345678', pfaId: pfa!.id },
      { token: b.token, schema: employeeResponse },
    );
    expect(updated.status).toBe(200);

    // Planned for 31 March 2026; paid today.
    const run = await createRun(t, b.token, runInput(b));
    await computeRun(t, b.token, run._id);
    const lines = await t.api.get(runUrl(P.lines, { id: run._id }), {
      token: b.token,
      schema: payrollLinesResponse,
    });
    const lineId = lines.data.docs[0]!._id;
    // A one-off bonus: the tax working's "Tax on one-off items" line has a minus in its formula.
    const bonus = await t.api.patch(
      runUrl(P.line, { id: run._id, lineId }),
      { add: [{ kind: 'bonus', name: 'Year-end bonus', amountKobo: 10_000_000 }], reason: 'Target met' },
      { token: b.token, schema: payrollLineResponse },
    );
    expect(bonus.data.breakdown.taxWorking.map((f) => f.formula)).toContain(
      'annual tax with one-off items − annual tax without',
    );
    await payRun(t, b, run._id);
    const [line] = await db.select().from(payrollRunLines).where(eq(payrollRunLines.id, lineId));
    const paidOn = lagosDay(line!.paidAt!);
    expect(paidOn).not.toBe('2026-03-31');

    const pdf = await t.app.inject({
      method: 'GET',
      url: runUrl(P.payslipPdf, { id: run._id, lineId }),
      headers: { authorization: `Bearer ${b.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfTextOf(pdf.rawPayload);
    expect(text).toContain('annual tax with one-off items – annual tax without');
    expect(text).not.toContain('"');
    expect(text).toContain(`Pay date ${formatDate(paidOn)}`);
    expect(text).not.toContain('31 Mar 2026,');
    // Its dates and period follow the one rule of every screen (issue 29): '28 Nov 2026', 'Nov 2026'.
    expect(otherDateShapes(text)).toEqual([]);
    for (const fact of [
      'Employer RC number RC1234567',
      'Employer TIN 12345678-0001',
      'Employer address 14 Allen Avenue, Ikeja, Lagos',
      'Tax ID 2345678901',
      `PFA ${pfa!.name}`,
      'RSA PIN PEN100012345678',
    ])
      expect(text).toContain(fact);
  });
});
