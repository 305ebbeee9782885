// The annual PAYE return (issue 28): per state of residence and tax year, every employee paid in the year —
// leavers included, joiners from their first month, a mid-year move split between the two states — whose totals are
// the year's payslips to the kobo; each month's PAYE with the remittance that paid it (date, reference, NIP session
// id); CSV, XLSX and a state's PDF; "filed" refused with a 409 naming the employees without a Tax ID. Another
// business sees nothing of it; a member without the permission gets a 403.
import {
  ANNUAL_RETURN_MESSAGES,
  ANNUAL_RETURN_PATHS,
  annualReturnFiledResponse,
  annualReturnResponse,
  PAYROLL_RUN_PATHS as P,
  PAYROLL_SETUP_PATHS,
  PEOPLE_PATHS,
  payrollRunResponse,
  remittanceListResponse,
  remittancePartyResponse,
} from '@paydesk/contracts';
import {
  auditEvents,
  payrollRemittances,
  payrollRunLines,
  payrollRuns,
  pensionFundAdministrators,
} from '@paydesk/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processBatch } from '../src/modules/payments/index.ts';
import { LINE_FIGURES } from '../src/modules/payroll/annual-returns/annual-returns.queries.ts';
import { PDF } from './helpers/compliance.ts';
import { railDeps, startPaymentsApp } from './helpers/payment-fixtures.ts';
import { acknowledgeWarnings, computeRun, runUrl, settleEverything } from './helpers/payroll-fixtures.ts';
import { addPayGroup, addStructure } from './helpers/payroll-setup-fixtures.ts';
import { addEmployee, BANK_CODE } from './helpers/people-fixtures.ts';
import { addMember } from './helpers/team-fixtures.ts';
import type { TestApp } from './helpers/test-app.ts';
import { sendFile } from './helpers/upload-fixtures.ts';
import { api, newKey, PIN, tokenFor, type WalletOwner, walletOwner } from './helpers/wallet-fixtures.ts';

let t: TestApp;
let b: WalletOwner;
const ids: Record<string, string> = {};
const runIds: string[] = [];
const db = () => t.server.database.db;
const RENT = 120_000_000; // ₦1,200,000 a year: ₦240,000 of relief, ₦20,000 a month

const employeeUrl = (id: string) => api(PEOPLE_PATHS.employee.replace(':id', id));
const returnUrl = (query: string) => `${api(ANNUAL_RETURN_PATHS.returns)}?${query}`;
const readReturn = async (query = 'year=2026', token = b.token) =>
  (await t.api.get(returnUrl(query), { token, schema: annualReturnResponse })).data;

async function drain(companyId: string, batchIds: (string | null)[]) {
  for (const batchId of new Set(batchIds.filter((x): x is string => !!x)))
    await processBatch(railDeps(t), { companyId, batchId });
  await settleEverything(t, companyId);
}

async function ok(call: Promise<{ status: number; body: unknown }>) {
  const res = await call;
  if (res.status >= 300) throw new Error(`${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

/** A month's run for the pay group: computed, approved, salaries paid and settled. */
async function payMonth(payGroupId: string, month: string, last: string) {
  const created = await t.api.post(
    api(P.runs),
    { periodStart: `${month}-01`, periodEnd: `${month}-${last}`, pay_group_ids: [payGroupId] },
    { token: b.token, schema: payrollRunResponse },
  );
  expect(created.status).toBe(201);
  const id = created.data._id;
  expect((await computeRun(t, b.token, id)).state).toBe('completed');
  await ok(
    t.api.post(runUrl(P.submit, { id }), { comment: 'Joiner, leaver and a move' }, { token: b.token }),
  );
  await acknowledgeWarnings(t, b.token, id);
  await ok(t.api.post(runUrl(P.approve, { id }), { pin: PIN }, { token: b.token }));
  const paid = await t.api.post(
    runUrl(P.paySalary, { id }),
    { sourceWalletId: b.mainWalletId, pin: PIN },
    { token: b.token, headers: { 'idempotency-key': newKey() } },
  );
  await ok(Promise.resolve(paid));
  const lines = await db().select().from(payrollRunLines).where(eq(payrollRunLines.runId, id));
  await drain(
    b.companyId,
    lines.map((l) => l.paymentBatchId),
  );
  runIds.push(id);
  return id;
}

beforeAll(async () => {
  t = await startPaymentsApp();
  b = await walletOwner(t, { balance: 100_000_000_00 });
  const [pfa] = await db().select().from(pensionFundAdministrators).limit(1);
  const structure = await addStructure(t, b.token, { effectiveFrom: '2025-01-01' });
  const group = await addPayGroup(t, b.token, { pay_structure_id: structure._id });
  const people = [
    { key: 'stayer', firstName: 'Ada', stateOfResidence: 'Lagos' as const },
    { key: 'leaver', firstName: 'Bayo', stateOfResidence: 'Lagos' as const, exitDate: '2026-02-15' },
    { key: 'joiner', firstName: 'Chidi', stateOfResidence: 'Lagos' as const, employmentDate: '2026-02-10' },
    { key: 'mover', firstName: 'Dupe', stateOfResidence: 'Lagos' as const },
    { key: 'renter', firstName: 'Emeka', stateOfResidence: 'Oyo' as const, annualRent: RENT },
  ];
  for (const [i, p] of people.entries()) {
    const { key, ...fields } = p;
    const e = await addEmployee(t, b.token, {
      employmentDate: '2024-02-01',
      ...fields,
      lastName: 'Annual',
      grossPay: 30_000_000 + i * 5_000_000,
      accountNumber: `02345678${10 + i}`,
      taxId: `TIN-2026-${i}`,
      pfaId: pfa!.id,
      rsaPin: `PEN10001234567${i}`,
    });
    ids[key] = e._id;
  }
  // Rent relief is claimed with its document (a blocker before approval otherwise).
  const rentDocument = await sendFile(
    t,
    PEOPLE_PATHS.employeeRentDocument.replace(':id', ids.renter!),
    { name: 'tenancy.pdf', type: 'application/pdf', bytes: PDF },
    b.token,
  );
  expect(rentDocument.status).toBe(200);
  const assigned = await t.api.patch(
    api(PAYROLL_SETUP_PATHS.payGroupAssignEmployees.replace(':id', group._id)),
    { employee_ids: Object.values(ids) },
    { token: b.token },
  );
  expect(assigned.status).toBe(200);
  const lagosParty = await t.api.post(
    api(PAYROLL_SETUP_PATHS.remittanceParties),
    {
      kind: 'state_irs',
      name: 'Lagos State IRS',
      state: 'Lagos',
      bankCode: BANK_CODE,
      accountNumber: '0123456700',
    },
    { token: b.token, schema: remittancePartyResponse },
  );
  expect(lagosParty.status).toBe(201);

  await payMonth(group._id, '2026-01', '31');
  await payMonth(group._id, '2026-02', '28');
  // Dupe moves to Ogun: from March her PAYE goes there.
  const moved = await t.api.patch(employeeUrl(ids.mover!), { stateOfResidence: 'Ogun' }, { token: b.token });
  expect(moved.status).toBe(200);
  await payMonth(group._id, '2026-03', '31');

  // January's Lagos PAYE is paid to the Lagos State IRS.
  const january = runIds[0]!;
  const list = await t.api.get(runUrl(P.remittances, { id: january }), {
    token: b.token,
    schema: remittanceListResponse,
  });
  const paye = list.data.find((r) => r.kind === 'paye' && r.state === 'Lagos')!;
  const sent = await t.api.post(
    runUrl(P.payRemittance, { id: january, remittanceId: paye._id }),
    { sourceWalletId: b.mainWalletId, pin: PIN },
    { token: b.token, headers: { 'idempotency-key': newKey() } },
  );
  expect(sent.status).toBe(202);
  const rows = await db().select().from(payrollRemittances).where(eq(payrollRemittances.runId, january));
  await drain(
    b.companyId,
    rows.map((r) => r.paymentBatchId),
  );
}, 300_000);
afterAll(async () => t?.close());

describe('the annual PAYE return', () => {
  it("adds up the year's payslips to the kobo, per state, leaver, joiner and mover included", async () => {
    const ret = await readReturn();
    expect(ret.year).toBe(2026);
    expect(ret.dueDate).toBe('2027-01-31');
    expect(ret.states).toEqual(['Lagos', 'Ogun', 'Oyo']);
    expect(ret.blockers).toEqual([]);

    const lines = await db()
      .select({ line: payrollRunLines, periodEnd: payrollRuns.periodEnd })
      .from(payrollRunLines)
      .innerJoin(
        payrollRuns,
        and(eq(payrollRuns.companyId, payrollRunLines.companyId), eq(payrollRuns.id, payrollRunLines.runId)),
      )
      .where(inArray(payrollRunLines.runId, runIds));
    const stateOf = (l: (typeof lines)[number]) =>
      (l.line.employee as { stateOfResidence: string | null }).stateOfResidence;
    const sum = (rows: typeof lines, f: (l: (typeof lines)[number]['line']) => number) =>
      rows.reduce((s, r) => s + f(r.line), 0);
    // Each payslip's reliefs from its stored tax working (not the columns the return reads): a twelfth, half up.
    type Line = (typeof lines)[number]['line'];
    const annualOf = (l: Line, code: string) =>
      (l.result as { taxWorking: { code: string; amountKobo: number }[] }).taxWorking.find(
        (w) => w.code === code,
      )?.amountKobo ?? 0;
    const twelfth = (annual: number) => Math.floor((annual + 6) / 12);
    const deductedOf = (l: Line) => l.pensionEmployee + l.nhf + l.nhisEmployee;
    const rentOf = (l: Line) => twelfth(annualOf(l, 'rent_relief'));
    const reliefsOf = (l: Line) =>
      deductedOf(l) +
      rentOf(l) +
      twelfth(annualOf(l, 'cra')) +
      twelfth(
        Math.max(
          0,
          annualOf(l, 'reliefs') - deductedOf(l) * 12 - annualOf(l, 'rent_relief') - annualOf(l, 'cra'),
        ),
      );
    const taxableOf = (l: Line) => Math.max(0, l.taxableIncome - reliefsOf(l));
    expect(lines).toHaveLength(3 + 2 + 2 + 3 + 3);

    for (const state of ret.returns) {
      const mine = lines.filter((l) => stateOf(l) === state.state);
      expect(state.totals).toMatchObject({
        grossPayKobo: sum(mine, (l) => l.grossPay),
        benefitsInKindKobo: sum(mine, (l) => l.benefitsInKind),
        payeKobo: sum(mine, (l) => l.paye),
        reliefs: expect.objectContaining({
          pensionKobo: sum(mine, (l) => l.pensionEmployee),
          nhfKobo: sum(mine, (l) => l.nhf),
          nhisKobo: sum(mine, (l) => l.nhisEmployee),
          rentReliefKobo: sum(mine, rentOf),
          totalKobo: sum(mine, reliefsOf),
        }),
        taxableIncomeKobo: sum(mine, taxableOf),
      });
      // The state's total is its employees' totals, and its months' PAYE.
      expect(state.employees.reduce((s, e) => s + e.payeKobo, 0)).toBe(state.totals.payeKobo);
      expect(state.months.reduce((s, m) => s + m.payeKobo, 0)).toBe(state.totals.payeKobo);
      for (const e of state.employees) {
        const theirs = mine.filter((l) => l.line.employeeId === e.employeeId);
        expect(e.payeKobo).toBe(sum(theirs, (l) => l.paye));
        expect(e.grossEmolumentsKobo).toBe(sum(theirs, (l) => l.grossPay + l.benefitsInKind));
        expect(e.taxableIncomeKobo).toBe(sum(theirs, taxableOf));
        expect(e.reliefs.totalKobo).toBe(sum(theirs, reliefsOf));
        expect(e.months.map((m) => m.month)).toEqual(theirs.map((l) => l.periodEnd.slice(0, 7)).sort());
      }
    }
    const all = ret.returns.reduce((s, r) => s + r.totals.payeKobo, 0);
    expect(all).toBe(sum(lines, (l) => l.paye));
    expect(all).toBeGreaterThan(0);

    const lagos = ret.returns.find((r) => r.state === 'Lagos')!;
    const byName = Object.fromEntries(lagos.employees.map((e) => [e.name, e]));
    expect(lagos.authority).toBe('Lagos State Internal Revenue Service');
    expect(byName['Ada Annual']!.monthsPaid).toBe(3);
    expect(byName['Bayo Annual']).toMatchObject({ monthsPaid: 2, exitDate: '2026-02-15' });
    expect(byName['Chidi Annual']!.months.map((m) => m.month)).toEqual(['2026-02', '2026-03']);
    expect(byName['Dupe Annual']!.months.map((m) => m.month)).toEqual(['2026-01', '2026-02']);
    const ogun = ret.returns.find((r) => r.state === 'Ogun')!;
    expect(ogun.employees.map((e) => [e.name, e.months.map((m) => m.month)])).toEqual([
      ['Dupe Annual', ['2026-03']],
    ]);
    const oyo = ret.returns.find((r) => r.state === 'Oyo')!;
    expect(oyo.employees[0]!.reliefs.rentReliefKobo).toBe(3 * 2_000_000);
    expect(oyo.employees[0]!.taxId).toBe('TIN-2026-4');

    // Taxable income is the payslips' taxable emoluments less the reliefs of each month.
    for (const e of lagos.employees)
      expect(e.taxableIncomeKobo).toBeLessThanOrEqual(e.grossEmolumentsKobo - e.reliefs.pensionKobo);
  });

  it("computes a payslip's figures from its columns: a twelfth of each annual relief, half up; taxable ≥ 0", async () => {
    const LINE = {
      gross_pay: 30_000_000,
      benefits_in_kind: 1_000_000,
      taxable_income: 31_000_000,
      paye: 3_000_000,
      pension_employee: 1_600_000,
      nhf: 250_000,
      nhis_employee: 0,
      annual_rent_relief: 0,
      annual_cra: 0,
      annual_reliefs: 0,
    };
    const figuresOf = async (o: Partial<typeof LINE>) => {
      const line = { ...LINE, ...o };
      const names = Object.keys(line);
      const values = sql.join(
        Object.values(line).map((v) => sql`${v}::bigint`),
        sql`, `,
      );
      const fields = sql.join(
        Object.entries(LINE_FIGURES).map(([k, v]) => sql`(${v})::bigint as ${sql.identifier(k)}`),
        sql`, `,
      );
      const { rows } = await db().execute<Record<string, string>>(
        sql`select ${fields} from (values (${values})) as payroll_run_lines(${sql.raw(names.join(', '))})`,
      );
      return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
    };
    // Pension + NHF × 12 = 22,200,000; rent relief 24,000,006 (÷ 12 = 2,000,000.5 → 2,000,001); life assurance
    // 1,200,000 a year: 100,000 a month of other reliefs.
    expect(await figuresOf({ annual_rent_relief: 24_000_006, annual_reliefs: 47_400_006 })).toEqual({
      grossPay: 30_000_000,
      benefitsInKind: 1_000_000,
      pension: 1_600_000,
      nhf: 250_000,
      nhis: 0,
      rentRelief: 2_000_001,
      cra: 0,
      otherRelief: 100_000,
      taxableIncome: 31_000_000 - (1_600_000 + 250_000 + 2_000_001 + 100_000),
      paye: 3_000_000,
    });
    // A PITA year's CRA; reliefs above the taxable emoluments leave nothing taxable, not less.
    const pita = await figuresOf({
      taxable_income: 100_000,
      annual_cra: 120_000_000,
      annual_reliefs: 142_200_000,
    });
    expect(pita).toMatchObject({ cra: 10_000_000, otherRelief: 0, taxableIncome: 0 });
    // 5 kobo a year is 0.42 kobo a month: rounds down; 6 kobo is 0.5: up.
    expect(await figuresOf({ annual_rent_relief: 5, annual_reliefs: 22_200_005 })).toMatchObject({
      rentRelief: 0,
      otherRelief: 0,
    });
    expect((await figuresOf({ annual_rent_relief: 6, annual_reliefs: 22_200_006 })).rentRelief).toBe(1);
  });

  it("shows each month's remittance to the state: paid on, reference and NIP session id", async () => {
    const lagos = (await readReturn('year=2026&state=Lagos')).returns;
    expect(lagos).toHaveLength(1);
    const [january, february] = lagos[0]!.months;
    expect(january!.month).toBe('2026-01');
    expect(january!.remittances).toHaveLength(1);
    const paid = january!.remittances[0]!;
    expect(paid).toMatchObject({ status: 'paid', amountKobo: january!.payeKobo });
    expect(paid.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(paid.reference).toBeTruthy();
    expect(paid.sessionId).toMatch(/^\d{30}$/);
    expect(february!.remittances.every((r) => r.status !== 'paid')).toBe(true);
    // Another year has nothing.
    expect((await readReturn('year=2025')).returns).toEqual([]);
  });

  it('downloads the return as CSV and XLSX, and a state summary as PDF', async () => {
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: returnUrl(query), headers: { authorization: `Bearer ${b.token}` } });
    const csv = await get('year=2026&state=Lagos&download=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(
      /annual-paye-return-lagos-year-2026-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const text = csv.payload;
    expect(text.split('\r\n')[0]).toContain('Tax ID');
    expect(text).toContain('TIN-2026-0');
    expect(text).toContain('Total (4 employees)');
    const xlsx = await get('year=2026&download=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await get('year=2026&state=Ogun&download=pdf');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    expect(pdf.headers['content-disposition']).toContain('ogun');
    expect((await get('year=2026&download=pdf')).statusCode).toBe(400);
    expect((await get('year=twenty')).statusCode).toBe(400);
  });

  it('cannot be marked filed while an employee has no Tax ID (409 naming them); then it can, once', async () => {
    const cleared = await t.api.patch(employeeUrl(ids.renter!), { taxId: null }, { token: b.token });
    expect(cleared.status).toBe(200);
    const ret = await readReturn();
    expect(ret.blockers).toEqual([
      expect.objectContaining({
        employeeId: ids.renter,
        name: 'Emeka Annual',
        reason: 'no-tax-id',
        states: ['Oyo'],
      }),
    ]);
    expect(ret.returns.find((r) => r.state === 'Oyo')!.blockerCount).toBe(1);

    const url = api(ANNUAL_RETURN_PATHS.filed);
    const blocked = await t.api.post(url, { year: 2026, state: 'Oyo' }, { token: b.token });
    expect(blocked.status).toBe(409);
    expect(blocked.error.message).toBe('Add a Tax ID for Emeka Annual before marking the return as filed');
    expect(blocked.error.errors).toEqual({ employees: [ids.renter] });

    const lagos = await t.api.post(
      url,
      { year: 2026, state: 'Lagos' },
      { token: b.token, schema: annualReturnFiledResponse },
    );
    expect(lagos.status).toBe(201);
    expect(lagos.data).toMatchObject({ year: 2026, state: 'Lagos' });
    const again = await t.api.post(url, { year: 2026, state: 'Lagos' }, { token: b.token });
    expect(again.status).toBe(409);
    expect(again.error.message).toBe(ANNUAL_RETURN_MESSAGES.alreadyFiled);
    const after = await readReturn();
    expect(after.returns.find((r) => r.state === 'Lagos')!.filing).toMatchObject({
      filedBy: { name: lagos.data.filedBy.name },
    });
    expect(after.returns.find((r) => r.state === 'Oyo')!.filing).toBeNull();

    // The compliance calendar counts the filed return as met, and leads to the page for the others.
    const obligation = async (state: string) =>
      (await t.api.get(api(`/payroll/compliance/paye-return-2026-${state}`), { token: b.token })).body as {
        data: { status: string; payPath: string | null };
      };
    expect((await obligation('Lagos')).data).toMatchObject({ status: 'paid', payPath: null });
    expect((await obligation('Ogun')).data.payPath).toBe('/payroll/annual-returns?year=2026&state=Ogun');

    const events = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.companyId, b.companyId), eq(auditEvents.action, 'payroll.annual-return.file')),
      );
    expect(events.map((e) => [e.targetId, e.outcome]).sort()).toEqual([
      ['2026-Lagos', 'success'],
      ['2026-Oyo', 'failure'],
    ]);

    await t.api.patch(employeeUrl(ids.renter!), { taxId: 'TIN-2026-4' }, { token: b.token });
    const oyo = await t.api.post(url, { year: 2026, state: 'Oyo' }, { token: b.token });
    expect(oyo.status).toBe(201);
    // A state where no one was paid has no return.
    expect((await t.api.post(url, { year: 2026, state: 'Kano' }, { token: b.token })).status).toBe(404);
  });

  it('shows another business nothing, refuses a member without the permission, and checks the input', async () => {
    const other = await walletOwner(t);
    const theirs = await readReturn('year=2026', other.token);
    expect(theirs).toMatchObject({ states: [], returns: [], blockers: [], years: [] });
    expect((await readReturn('year=2026&state=Lagos', other.token)).returns).toEqual([]);
    const filed = await t.api.post(
      api(ANNUAL_RETURN_PATHS.filed),
      { year: 2026, state: 'Ogun' },
      { token: other.token },
    );
    expect(filed.status).toBe(404);

    const member = await addMember(t, b.companyId, { role: 'custom' });
    const viewer = await tokenFor(t, member);
    expect((await t.api.get(returnUrl('year=2026'), { token: viewer })).status).toBe(403);
    expect(
      (await t.api.post(api(ANNUAL_RETURN_PATHS.filed), { year: 2026, state: 'Ogun' }, { token: viewer }))
        .status,
    ).toBe(403);
    const bad = await t.api.post(
      api(ANNUAL_RETURN_PATHS.filed),
      { year: 1999, state: '' },
      { token: b.token },
    );
    expect(bad.status).toBe(400);
    // Ogun is still not filed.
    expect((await readReturn()).returns.find((r) => r.state === 'Ogun')!.filing).toBeNull();
  });
});
