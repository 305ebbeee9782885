// Issue 28, "before approval, blockers with fixes": a run lists what stops paying it — no Tax ID, no state of
// residence, no PFA or RSA PIN, a bank account not confirmed by name enquiry, two employees paid into one account —
// read against the employees as they are now; submitting and approving are refused with a 409 naming them, and a
// fix on the employee clears the blocker without running the payroll again.

import { readFileSync } from 'node:fs';
import {
  PAYROLL_RUN_PATHS as P,
  PAYROLL_RUN_MESSAGES,
  PEOPLE_PATHS,
  payrollRunResponse,
  remittanceListResponse,
  varianceCheckResponse,
} from '@paydesk/contracts';
import { payrollRunLines } from '@paydesk/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimumWageMismatch, runBlockers } from '../src/modules/payroll/review/run-blockers.ts';
import { PDF } from './helpers/compliance.ts';
import { startPaymentsApp } from './helpers/payment-fixtures.ts';
import {
  computeRun,
  createRun,
  type PayrollBusiness,
  payrollBusiness,
  readRun,
  runInput,
  runUrl,
} from './helpers/payroll-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { sendFile } from './helpers/upload-fixtures.ts';
import { api, PIN } from './helpers/wallet-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startPaymentsApp();
}, 120_000);
afterAll(async () => t?.close());

const patchEmployee = async (b: PayrollBusiness, id: string, body: object) => {
  const res = await t.api.patch(api(PEOPLE_PATHS.employee.replace(':id', id)), body, { token: b.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const variance = async (b: PayrollBusiness, id: string) =>
  (await t.api.get(runUrl(P.variance, { id }), { token: b.token, schema: varianceCheckResponse })).data;
const blockersOf = async (b: PayrollBusiness, id: string) =>
  (await variance(b, id)).issues
    .filter((i) => i.severity === 'blocking')
    .map((i) => `${i.employeeName}: ${i.code}`)
    .sort();

describe('blockers before approval', () => {
  it('lists each blocker, refuses submission naming them, and clears when the employee is fixed', async () => {
    const b = await payrollBusiness(t, { count: 3 });
    const [ada, bola, chidi] = b.employees as [
      PayrollBusiness['employees'][0],
      PayrollBusiness['employees'][0],
      PayrollBusiness['employees'][0],
    ];
    await patchEmployee(b, ada._id, { taxId: null, stateOfResidence: null });
    await patchEmployee(b, bola._id, { pfaId: null, rsaPin: null });
    // Chidi is paid into Bola's account.
    await patchEmployee(b, chidi._id, { bankCode: '000001', accountNumber: '0123456711' });
    const run = await createRun(t, b.token, runInput(b));
    await computeRun(t, b.token, run._id);

    expect(await blockersOf(b, run._id)).toEqual(
      [
        `${ada.firstName} Nwosu: no-tax-id`,
        `${ada.firstName} Nwosu: no-state`,
        `${bola.firstName} Nwosu: no-pfa`,
        `${bola.firstName} Nwosu: no-rsa-pin`,
        `${bola.firstName} Nwosu: shared-bank-account`,
        `${chidi.firstName} Nwosu: shared-bank-account`,
      ].sort(),
    );
    const check = await variance(b, run._id);
    expect(check.canSubmit).toBe(false);
    const shared = check.issues.find((i) => i.code === 'shared-bank-account' && i.employeeId === chidi._id);
    expect(shared?.message).toContain(`${bola.firstName} Nwosu`);

    const submitted = await t.api.post(runUrl(P.submit, { id: run._id }), {}, { token: b.token });
    expect(submitted.status).toBe(409);
    expect(submitted.error.message).toContain(PAYROLL_RUN_MESSAGES.blockingIssues);
    expect(submitted.error.message).toContain(`${ada.firstName} Nwosu: No Tax ID, No state of residence`);
    expect(submitted.error.errors?.blockers).toHaveLength(6);

    // Fixed on the employees: the blockers go at the next read, no run again needed.
    await patchEmployee(b, ada._id, { taxId: 'TIN-2001', stateOfResidence: 'Oyo' });
    await patchEmployee(b, bola._id, { pfaId: 2, rsaPin: 'PEN200000000001' });
    await patchEmployee(b, chidi._id, { bankCode: '000001', accountNumber: '0123456799' });
    expect(await blockersOf(b, run._id)).toEqual([]);
    const ok = await t.api.post(runUrl(P.submit, { id: run._id }), {}, { token: b.token });
    expect(ok.status).toBe(200);

    // Approved, the remittances follow the fixed details: Ada's PAYE to Oyo, Bola's pension to PFA 2.
    const approved = await t.api.post(
      runUrl(P.approve, { id: run._id }),
      { pin: PIN },
      { token: b.token, schema: payrollRunResponse },
    );
    expect(approved.status).toBe(200);
    const remittances = (
      await t.api.get(runUrl(P.remittances, { id: run._id }), {
        token: b.token,
        schema: remittanceListResponse,
      })
    ).data;
    expect(remittances.filter((r) => r.kind === 'paye').map((r) => r.state)).toEqual(
      expect.arrayContaining(['Lagos', 'Oyo']),
    );
    expect(remittances.filter((r) => r.kind === 'pension').map((r) => r.pfaId)).toEqual(
      expect.arrayContaining([1, 2]),
    );
    expect(remittances.some((r) => r.kind === 'pension' && r.pfaId === null)).toBe(false);
  });

  it('refuses approval with a 409 naming a blocker that arose after submission, before the PIN is checked', async () => {
    const b = await payrollBusiness(t, { count: 1 });
    const [ada] = b.employees as [PayrollBusiness['employees'][0]];
    const run = await createRun(t, b.token, runInput(b));
    await computeRun(t, b.token, run._id);
    const submitted = await t.api.post(runUrl(P.submit, { id: run._id }), {}, { token: b.token });
    expect(submitted.status).toBe(200);

    await patchEmployee(b, ada._id, { pfaId: null });
    // A wrong PIN is not even looked at: the blocker answers first.
    const refused = await t.api.post(runUrl(P.approve, { id: run._id }), { pin: '1357' }, { token: b.token });
    expect(refused.status).toBe(409);
    expect(refused.error.message).toBe(
      `${PAYROLL_RUN_MESSAGES.blockedApproval} (${ada.firstName} Nwosu: No PFA)`,
    );
    expect(refused.error.errors?.blockers).toEqual([
      `${ada.firstName} Nwosu: No pension fund administrator: pension is deducted with nowhere to remit it; choose the PFA`,
    ]);
    expect((await readRun(t, b.token, run._id)).status).toBe('in-review');

    await patchEmployee(b, ada._id, { pfaId: 1 });
    const approved = await t.api.post(runUrl(P.approve, { id: run._id }), { pin: PIN }, { token: b.token });
    expect(approved.status).toBe(200);
  });
});

describe('tax blockers', () => {
  it('blocks rent relief without the rent document until it is uploaded', async () => {
    const b = await payrollBusiness(t, { count: 1 });
    const [ada] = b.employees as [PayrollBusiness['employees'][0]];
    await patchEmployee(b, ada._id, { annualRent: 120_000_000 });
    const run = await createRun(t, b.token, runInput(b));
    await computeRun(t, b.token, run._id);
    expect(await blockersOf(b, run._id)).toEqual([`${ada.firstName} Nwosu: no-rent-document`]);
    const issue = (await variance(b, run._id)).issues.find((i) => i.code === 'no-rent-document');
    expect(issue?.message).toContain('upload the tenancy agreement or rent receipt');
    const submitted = await t.api.post(runUrl(P.submit, { id: run._id }), {}, { token: b.token });
    expect(submitted.status).toBe(409);
    expect(submitted.error.message).toContain('Rent relief without a document');

    const uploaded = await sendFile(
      t,
      PEOPLE_PATHS.employeeRentDocument.replace(':id', ada._id),
      { name: 'tenancy.pdf', type: 'application/pdf', bytes: PDF },
      b.token,
    );
    expect(uploaded.status).toBe(200);
    expect(await blockersOf(b, run._id)).toEqual([]);
  });

  it('reads every line a page at a time, past a line whose employee was deleted since', async () => {
    const b = await payrollBusiness(t, { count: 3 });
    const run = await createRun(t, b.token, runInput(b));
    await computeRun(t, b.token, run._id);
    const db = t.server.database.db;
    const lines = await db
      .select({ lineNo: payrollRunLines.lineNo, employeeId: payrollRunLines.employeeId })
      .from(payrollRunLines)
      .where(eq(payrollRunLines.runId, run._id))
      .orderBy(payrollRunLines.lineNo);
    expect(lines).toHaveLength(3);
    const [first, , last] = lines as [(typeof lines)[0], (typeof lines)[0], (typeof lines)[0]];
    const lastName = b.employees.find((e) => e._id === last.employeeId)!.firstName;
    await patchEmployee(b, last.employeeId, { taxId: null });
    // The first line's employee, never paid, is deleted (the product allows it); their line stays in the draft run.
    const deleted = await t.api.delete(api(PEOPLE_PATHS.employee.replace(':id', first.employeeId)), {
      token: b.token,
    });
    expect(deleted.status).toBe(200);
    // One line a page: the page after the deleted employee's line goes on from the next line, to the last one's blocker.
    const blockers = await runBlockers(db, b.companyId, run._id, 1);
    expect(blockers.map((x) => `${x.employeeName}: ${x.code}`)).toEqual([`${lastName} Nwosu: no-tax-id`]);
    expect(await runBlockers(db, b.companyId, run._id)).toEqual(blockers);
  });

  it("copies the check's facts out of each payslip, as migration 0071 does for lines written before", async () => {
    const b = await payrollBusiness(t, { count: 3 });
    const run = await createRun(t, b.token, runInput(b));
    await computeRun(t, b.token, run._id);
    const db = t.server.database.db;
    const ofRun = eq(payrollRunLines.runId, run._id);
    const facts = async () =>
      (await db.select().from(payrollRunLines).where(ofRun)).map((l) => ({
        id: l.id,
        regime: l.regime,
        daysPaid: l.daysPaid,
        daysInPeriod: l.daysInPeriod,
        annualIncome: l.annualIncome,
        annualChargeable: l.annualChargeable,
      }));
    const written = await facts();
    const [first] = await db.select().from(payrollRunLines).where(ofRun).limit(1);
    const payslip = first!.result as {
      regime: string;
      daysPaid: number;
      daysInPeriod: number;
      taxWorking: { code: string; amountKobo: number }[];
    };
    const working = (code: string) => payslip.taxWorking.find((w) => w.code === code)?.amountKobo;
    expect(written.find((l) => l.id === first!.id)).toEqual({
      id: first!.id,
      regime: payslip.regime,
      daysPaid: payslip.daysPaid,
      daysInPeriod: payslip.daysInPeriod,
      annualIncome: working('annual_income'),
      annualChargeable: working('chargeable'),
    });
    expect(payslip.regime).toBe('NTA2025');
    expect(working('annual_income')).toBeGreaterThan(0);
    // The migration's copy, run again over lines without the facts, gives back what the computation wrote.
    await db
      .update(payrollRunLines)
      .set({ regime: null, daysPaid: null, daysInPeriod: null, annualIncome: 0, annualChargeable: 0 })
      .where(ofRun);
    const migration = readFileSync(
      new URL('../../../packages/db/migrations/0071_payroll_line_check_facts.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.slice(migration.indexOf('UPDATE "payroll_run_lines"'));
    await t.server.database.pool.query(backfill);
    expect(await facts()).toEqual(written);
  });

  it('blocks PAYE on a minimum-wage earner and none on a taxable earner above it (NTA 2025 s.163(1)(t))', async () => {
    const b = await payrollBusiness(t, { count: 3 });
    const [ada, bola] = b.employees as [PayrollBusiness['employees'][0], PayrollBusiness['employees'][0]];
    const run = await createRun(t, b.token, runInput(b));
    await computeRun(t, b.token, run._id);
    expect(await blockersOf(b, run._id)).toEqual([]);
    const db = t.server.database.db;
    const line = (employeeId: string) =>
      and(eq(payrollRunLines.runId, run._id), eq(payrollRunLines.employeeId, employeeId));
    const [before] = await db.select().from(payrollRunLines).where(line(ada._id));
    expect(before!.paye).toBeGreaterThan(0);
    // Lines that contradict the exemption (as an engine or a setting gone wrong would write them): Ada earns the
    // minimum wage yet pays PAYE; Bola's chargeable income is taxable and he pays none.
    // Ada's line: taxable pay of the minimum wage (₦70,000 a month), PAYE still deducted (in the payslip and in the
    // annual income copied beside it, which the check reads).
    const minimumWagePay = sql`jsonb_set(${payrollRunLines.result}::jsonb, '{taxWorking}', (
      select jsonb_agg(case when w->>'code' = 'annual_income'
        then jsonb_set(w, '{amountKobo}', to_jsonb(${70_000_00 * 12}::bigint)) else w end)
      from jsonb_array_elements(${payrollRunLines.result}::jsonb->'taxWorking') w))::json`;
    await db
      .update(payrollRunLines)
      .set({ result: minimumWagePay, annualIncome: 70_000_00 * 12 })
      .where(line(ada._id));
    await db.update(payrollRunLines).set({ paye: 0 }).where(line(bola._id));
    expect(await blockersOf(b, run._id)).toEqual([
      `${ada.firstName} Nwosu: minimum-wage-paye`,
      `${bola.firstName} Nwosu: no-paye`,
    ]);
    const check = await variance(b, run._id);
    expect(check.canSubmit).toBe(false);
    expect(check.issues.find((i) => i.code === 'minimum-wage-paye')?.message).toContain(
      'NTA 2025 s.163(1)(t)',
    );
    // Run again, the engine's figures agree with the exemption and the blockers go.
    await computeRun(t, b.token, run._id);
    expect(await blockersOf(b, run._id)).toEqual([]);
  });

  it('refuses no PITA line for the minimum-wage exemption: before 2026 a minimum-wage earner pays band tax', () => {
    // ₦40,000 a month in January 2024: under PITA the bands tax it (only the 1% minimum tax is waived); the same pay
    // under the 2025 Act is exempt, so PAYE on it is refused there.
    const line = {
      paye: 1_234_00,
      annualIncome: 40_000_00 * 12,
      chargeable: 200_000_00,
      daysPaid: 31,
      daysInPeriod: 31,
    };
    expect(minimumWageMismatch({ ...line, regime: 'PITA' })).toBeNull();
    expect(minimumWageMismatch({ ...line, regime: 'NTA2025' })).toBe('minimum-wage-paye');
    expect(minimumWageMismatch({ ...line, regime: 'PITA', paye: 0 })).toBe('no-paye');
  });
});
