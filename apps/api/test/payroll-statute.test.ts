// Statute on the payslip (issue 28): every statutory figure of a run line's breakdown, of the employee's payslip in
// the staff app and of the payslip PDF names the rule it comes from (the statutory catalogue's law and section) and
// its working in naira. One employee: ₦250,000 a month on the fixtures' structure, ₦1,200,000 of annual rent.
import {
  employeeResponse,
  PAYROLL_RUN_PATHS as P,
  PEOPLE_PATHS,
  payrollLineResponse,
  payrollLinesResponse,
  staffPayslipResponse,
} from '@paydesk/contracts';
import { staffSessions } from '@paydesk/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens, STAFF_AUDIENCE } from '../src/platform/access-tokens.ts';
import { PDF } from './helpers/compliance.ts';
import { payRun } from './helpers/on-demand-payroll-fixtures.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import { computeRun, createRun, payrollBusiness, runInput, runUrl } from './helpers/payroll-fixtures.ts';
import { pdfTextOf } from './helpers/pdf-text.ts';
import type { TestApp } from './helpers/test-app.ts';
import { sendFile } from './helpers/upload-fixtures.ts';
import { api } from './helpers/wallet-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startPaymentsApp();
}, 120_000);
afterAll(async () => t?.close());

async function staffTokenOf(companyId: string, employeeId: string) {
  const [session] = await t.server.database.db
    .insert(staffSessions)
    .values({ companyId, employeeId, expiresAt: new Date(Date.now() + 3_600_000) })
    .returning();
  return (
    await createAccessTokens(t.config.APP_SECRET, 3600, STAFF_AUDIENCE).sign({
      userId: employeeId,
      sessionId: session!.id,
      companyId,
      role: 'staff',
    })
  ).token;
}

describe('statute on the payslip', () => {
  it('names the rule and the working of each statutory figure: run line, staff app and PDF', async () => {
    const b = await payrollBusiness(t, { count: 1 });
    const employeeId = b.employees[0]!._id;
    const saved = await t.api.patch(
      api(PEOPLE_PATHS.employee.replace(':id', employeeId)),
      { annualRent: 120_000_000 },
      { token: b.token, schema: employeeResponse },
    );
    expect(saved.status).toBe(200);
    // Its document, or the review would block the run (a rent relief without one).
    const doc = await sendFile(
      t,
      PEOPLE_PATHS.employeeRentDocument.replace(':id', employeeId),
      { name: 'tenancy.pdf', type: 'application/pdf', bytes: PDF },
      b.token,
    );
    expect(doc.status).toBe(200);
    const run = await createRun(t, b.token, runInput(b));
    await computeRun(t, b.token, run._id);
    const lines = await t.api.get(runUrl(P.lines, { id: run._id }), {
      token: b.token,
      schema: payrollLinesResponse,
    });
    const lineId = lines.data.docs[0]!._id;
    // A run's lines are searched word by word: the name surname first finds the line, a word it lacks finds none.
    const { firstName, lastName } = lines.data.docs[0]!.employee;
    const searched = async (search: string) =>
      (
        await t.api.get(`${runUrl(P.lines, { id: run._id })}?search=${encodeURIComponent(search)}`, {
          token: b.token,
          schema: payrollLinesResponse,
        })
      ).data.docs.map((d) => d._id);
    expect(await searched(`${lastName} ${firstName}`)).toEqual([lineId]);
    expect(await searched(`${firstName} zzqx`)).toEqual([]);
    const line = (
      await t.api.get(runUrl(P.line, { id: run._id, lineId }), {
        token: b.token,
        schema: payrollLineResponse,
      })
    ).data;
    const said = (statute: typeof line.breakdown.statute) =>
      Object.fromEntries(statute.map((s) => [s.code, `${s.label}, ${s.rule}: ${s.working}`]));
    const employer = said(line.breakdown.statute);
    expect(employer.rent_relief).toBe(
      'Rent relief, Nigeria Tax Act 2025 s.30(2)(a)(vi): 20% of ₦1,200,000 annual rent = ₦240,000 (the cap is ₦500,000)',
    );
    expect(employer.paye).toBe(
      'PAYE, Nigeria Tax Act 2025 s.58, Fourth Schedule: annual tax ₦258,000 ÷ 12 = ₦21,500',
    );
    expect(employer.annual_tax).toBe(
      'Annual tax, Nigeria Tax Act 2025 s.58, Fourth Schedule: 0% of ₦800,000 + 15% of ₦1,720,000 = ₦258,000',
    );
    expect(employer.reliefs).toBe(
      'Reliefs and exempt items, Nigeria Tax Act 2025 s.30(2)(a): Pension (employee) ₦20,000 × 12 + Rent relief ₦240,000 = ₦480,000 a year',
    );
    expect(employer.nsitf).toBe(
      "NSITF, Employee's Compensation Act 2010 s.33: 1% of ₦250,000 (gross pay) = ₦2,500",
    );
    expect(employer.taxable_income).toBe(
      'Taxable income, Nigeria Tax Act 2025: gross pay ₦250,000, all taxable',
    );
    expect(line.payeKobo).toBe(2_150_000);

    // The employee sees the same in the staff app once the run is paid, and the PDF prints each rule.
    await payRun(t, b, run._id);
    const staffToken = await staffTokenOf(b.companyId, employeeId);
    const slip = await t.api.get(api(P.staffPayslip.replace(':lineId', lineId)), {
      token: staffToken,
      schema: staffPayslipResponse,
    });
    expect(slip.status).toBe(200);
    expect(slip.data.breakdown.statute).toEqual(line.breakdown.statute);
    const pdf = await t.app.inject({
      method: 'GET',
      url: api(P.staffPayslipPdf.replace(':lineId', lineId)),
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfTextOf(pdf.rawPayload);
    for (const printed of [
      'Nigeria Tax Act 2025 s.30(2)(a)(vi): 20% of NGN 1,200,000 annual rent = NGN 240,000 (the cap is NGN 500,000)',
      'Nigeria Tax Act 2025 s.58, Fourth Schedule: annual tax NGN 258,000 ÷ 12 = NGN 21,500',
      'Pension Reform Act 2014: ',
      'Nigeria Tax Act 2025: gross pay NGN 250,000, all taxable',
    ])
      expect(text).toContain(printed);
  });
});
