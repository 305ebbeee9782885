// Payroll configuration through the spec §7 paths: pay schedules with next pay dates that skip weekends and
// Nigerian public holidays, pay structures with custom deductions and effective-dated versions, the preview that
// is the engine's figures, benefits, allowances, pay groups with their assignments, remittance parties checked by
// name enquiry, the pension providers, bad input refused with field messages and nothing stored, and the delete of
// a structure in use refused with 409.
import {
  allowanceAndBonusListResponse,
  allowanceAndBonusResponse,
  benefitInKindListResponse,
  benefitInKindResponse,
  bulkResultResponse,
  DUPLICATE_DEDUCTION_NAME,
  deleteManyResponse,
  messageOnly,
  PAYROLL_SETUP_PATHS as P,
  PAY_STRUCTURE_IN_USE_MESSAGE,
  PAYROLL_SETUP_MESSAGES,
  payGroupEmployeesResponse,
  payGroupListResponse,
  payGroupResponse,
  payScheduleListResponse,
  payScheduleResponse,
  payStructureListResponse,
  payStructurePreviewResponse,
  payStructureResponse,
  pensionProviderListResponse,
  remittancePartyListResponse,
  remittancePartyResponse,
} from '@paydesk/contracts';
import { auditEvents } from '@paydesk/db';
import { computePayslip } from '@paydesk/payroll';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from './helpers/fixtures.ts';
import {
  addAllowance,
  addBenefit,
  addPayGroup,
  addSchedule,
  addStructure,
  structureInput,
} from './helpers/payroll-setup-fixtures.ts';
import { addEmployee, BANK_CODE } from './helpers/people-fixtures.ts';
import { api, signIn, withId } from './helpers/team-fixtures.ts';
import { startTestApp, type TestApp } from './helpers/test-app.ts';

let t: TestApp;
let token: string;
const opts = <S>(schema?: S) => ({ token, ...(schema ? { schema } : {}) });

beforeAll(async () => {
  t = await startTestApp({ encryption: false });
  const owner = await createBusiness(t, { name: 'Ilorin Foods' });
  token = (await signIn(t, owner)).token;
});
afterAll(() => t.close());

describe('pay schedules', () => {
  it('shows next pay dates moved off a public holiday and off a weekend month end', async () => {
    // 14 June 2027 is the Democracy Day holiday (a Monday): paid on Friday 11 June. 14 August is a Saturday.
    const fixed = await addSchedule(t, token, {
      payDayRule: 'fixed_day',
      payDay: 14,
      firstPeriodStart: '2027-06-01',
    });
    expect(fixed.nextPayDates.slice(0, 3)).toEqual(['2027-06-11', '2027-07-14', '2027-08-13']);
    // 31 October 2027 is a Sunday: the last working day is Friday 29 October; 29 February 2028 is a leap day.
    const last = await addSchedule(t, token, { firstPeriodStart: '2027-10-01' });
    expect(last.nextPayDates).toEqual([
      '2027-10-29',
      '2027-11-30',
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
    ]);
    const calendarLast = await addSchedule(t, token, {
      payDayRule: 'last_day',
      firstPeriodStart: '2027-10-01',
    });
    expect(calendarLast.nextPayDates[0]).toBe('2027-10-31');
  });

  it('lists, reads, edits and deletes one or many', async () => {
    const schedule = await addSchedule(t, token);
    const list = await t.api.get(api(`${P.paySchedules}?id=${schedule._id}`), opts(payScheduleListResponse));
    expect(list.data.docs.map((d) => d._id)).toEqual([schedule._id]);
    const got = await t.api.get(api(withId(P.paySchedule, schedule._id)), opts(payScheduleResponse));
    expect(got.data.name).toBe(schedule.name);
    const edited = await t.api.put(
      api(withId(P.paySchedule, schedule._id)),
      {
        name: 'Month end',
        frequency: 'monthly',
        payDayRule: 'fixed_day',
        payDay: 25,
        firstPeriodStart: '2027-10-01',
      },
      opts(payScheduleResponse),
    );
    expect(edited.data).toMatchObject({ name: 'Month end', payDay: 25, nextPayDates: expect.any(Array) });
    expect(edited.data.nextPayDates[0]).toBe('2027-10-25');
    const other = await addSchedule(t, token);
    const many = await t.api.post(
      api(P.paySchedulesDeleteMany),
      { ids: [schedule._id, other._id, '00000000-0000-4000-8000-000000000000'] },
      opts(deleteManyResponse),
    );
    expect(many.data.deleted.sort()).toEqual([schedule._id, other._id].sort());
    expect(many.data.failures).toEqual([
      { id: '00000000-0000-4000-8000-000000000000', message: 'Pay schedule not found' },
    ]);
    expect((await t.api.get(api(withId(P.paySchedule, schedule._id)), opts())).status).toBe(404);
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const before = (await t.api.get(api(P.paySchedules), opts(payScheduleListResponse))).data.totalDocs;
    const res = await t.api.post(
      api(P.paySchedules),
      { name: '', frequency: 'daily', payDayRule: 'fixed_day', firstPeriodStart: '2027-02-30' },
      opts(),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.error.errors ?? {})).toEqual(
      expect.arrayContaining(['name', 'frequency', 'firstPeriodStart']),
    );
    expect((await t.api.get(api(P.paySchedules), opts(payScheduleListResponse))).data.totalDocs).toBe(before);
  });
});

describe('pay structures', () => {
  it('creates with custom deductions given ids and the §8 toast, and keeps versions by date', async () => {
    const res = await t.api.post(
      api(P.payStructures),
      structureInput({ name: 'Graduate' }),
      opts(payStructureResponse),
    );
    expect(res.status).toBe(201);
    expect((res.body as { message: string }).message).toBe(PAYROLL_SETUP_MESSAGES.payStructureCreated);
    const created = res.data;
    const [loan] = created.deductions.custom_deductions;
    expect(loan).toMatchObject({
      id: expect.any(String),
      name: 'Staff loan',
      rule: { kind: 'fixed', kobo: 1_500_000 },
    });
    expect(created.versions).toHaveLength(1);

    // A raise from a future date adds a version; today's figures stay in force; the loan keeps its id.
    const future = structureInput({
      name: 'Graduate',
      effectiveFrom: '2099-01-01',
      components: {
        basic: { kind: 'percent', basisPoints: 6_000 },
        housing: { kind: 'percent', basisPoints: 4_000 },
      },
    });
    (future.deductions as { custom_deductions: unknown[] }).custom_deductions = [
      { id: loan!.id, name: 'Staff loan', rule: { kind: 'fixed', kobo: 1_000_000 } },
    ];
    const edited = await t.api.put(
      api(withId(P.payStructure, created._id)),
      future,
      opts(payStructureResponse),
    );
    expect(edited.data.versions.map((v) => v.effectiveFrom)).toEqual([created.effectiveFrom, '2099-01-01']);
    expect(edited.data.components.basic).toEqual({ kind: 'percent', basisPoints: 5_000 });
    expect(edited.data.effectiveFrom).toBe(created.effectiveFrom);

    const filtered = await t.api.get(
      api(`${P.payStructures}?pay_structure_id=${created._id}`),
      opts(payStructureListResponse),
    );
    expect(filtered.data.docs.map((d) => d._id)).toEqual([created._id]);
  });

  it('refuses two custom deductions with one name, with the message on the second row, and stores nothing', async () => {
    const before = (await t.api.get(api(P.payStructures), opts(payStructureListResponse))).data.totalDocs;
    const body = structureInput({ name: 'Twice named' });
    (body.deductions as { custom_deductions: unknown[] }).custom_deductions = [
      { name: 'Cooperative', rule: { kind: 'fixed', kobo: 100_000 } },
      { name: ' cooperative ', rule: { kind: 'percent', basisPoints: 250, base: 'BASIC' } },
    ];
    const res = await t.api.post(api(P.payStructures), body, opts());
    expect(res.status).toBe(400);
    expect(res.error.errors).toEqual({ 'deductions.custom_deductions.1.name': [DUPLICATE_DEDUCTION_NAME] });
    expect((await t.api.get(api(P.payStructures), opts(payStructureListResponse))).data.totalDocs).toBe(
      before,
    );
  });

  it('previews gross to net with exactly the engine figures', async () => {
    const input = structureInput();
    const res = await t.api.post(
      api(P.payStructurePreview),
      {
        monthlyGrossKobo: 50_000_000,
        periodEnd: '2026-03-31',
        nhf: true,
        structure: {
          components: input.components,
          deductions: input.deductions,
        },
      },
      opts(payStructurePreviewResponse),
    );
    const slip = computePayslip({
      period: { start: '2026-03-01', end: '2026-03-31' },
      employee: { id: 'sample', nhf: true },
      pay: [
        {
          effectiveFrom: '2026-03-01',
          monthlyGrossKobo: 50_000_000,
          structure: {
            id: 'x',
            name: 'x',
            basic: { kind: 'percent', basisPoints: 5_000 },
            housing: { kind: 'percent', basisPoints: 3_000 },
            transport: { kind: 'percent', basisPoints: 2_000 },
            otherAllowances: [],
            pension: { base: 'BASIC_HOUSING_AND_TRANSPORT', employeeRateBp: 800, employerRateBp: 1_000 },
            nhis: null,
            customDeductions: [{ id: 'loan', name: 'Staff loan', rule: { kind: 'fixed', kobo: 1_500_000 } }],
          },
        },
      ],
    });
    expect(res.data).toMatchObject({
      regime: 'NTA2025',
      grossPayKobo: slip.grossPayKobo,
      payeKobo: slip.payeKobo,
      totalDeductionsKobo: slip.totalDeductionsKobo,
      netPayKobo: slip.netPayKobo,
      employerCostKobo: slip.employerCostKobo,
    });
    expect(res.data.grossPayKobo).toBe(50_000_000);
    // The same lines in the same order (a custom deduction's code carries its id, given on save).
    const lines = (list: Array<{ code: string; amountKobo: number }>) =>
      list.map((d) => [d.code.replace(/^custom:.*/, 'custom'), d.amountKobo]);
    expect(lines(res.data.deductions)).toEqual(lines(slip.deductions));
    expect(lines(res.data.employerCosts)).toEqual(lines(slip.employerCosts));
    expect(lines(res.data.earnings)).toEqual(lines(slip.earnings));
    // Pension 8% of the whole gross, NHF 2.5% of basic, the loan: all present.
    const byCode = Object.fromEntries(res.data.deductions.map((d) => [d.code, d.amountKobo]));
    expect(Object.values(byCode)).toEqual(expect.arrayContaining([4_000_000, 625_000, 1_500_000]));
  });

  it('refuses a pension below the legal minimum and percentages above 100% with field messages', async () => {
    const before = (await t.api.get(api(P.payStructures), opts(payStructureListResponse))).data.totalDocs;
    const low = structureInput();
    (low.deductions as { pension: unknown }).pension = {
      base: 'BASIC',
      employeeRate: 500,
      employerRate: 1_000,
    };
    const res = await t.api.post(api(P.payStructures), low, opts());
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.error.errors)).toContain('Employee pension rate must be at least 8%');
    const over = structureInput({
      components: {
        basic: { kind: 'percent', basisPoints: 8_000 },
        housing: { kind: 'percent', basisPoints: 3_000 },
      },
    });
    const res2 = await t.api.post(api(P.payStructures), over, opts());
    expect(res2.status).toBe(400);
    expect(res2.error.errors?.components).toEqual(['The percentages of gross add up to more than 100%']);
    expect((await t.api.get(api(P.payStructures), opts(payStructureListResponse))).data.totalDocs).toBe(
      before,
    );
  });

  it('refuses to delete a structure a pay group uses (409), alone or among many', async () => {
    const used = await addStructure(t, token);
    const free = await addStructure(t, token);
    await addPayGroup(t, token, { pay_structure_id: used._id });
    const res = await t.api.delete(api(withId(P.payStructure, used._id)), opts());
    expect(res.status).toBe(409);
    expect(res.error.message).toBe(PAY_STRUCTURE_IN_USE_MESSAGE);
    const many = await t.api.post(
      api(P.payStructuresDeleteMany),
      { ids: [used._id, free._id] },
      opts(deleteManyResponse),
    );
    expect(many.data).toEqual({
      deleted: [free._id],
      failures: [{ id: used._id, message: PAY_STRUCTURE_IN_USE_MESSAGE }],
    });
    expect(
      (await t.api.get(api(withId(P.payStructure, used._id)), opts(payStructureResponse))).data.payGroupCount,
    ).toBe(1);
  });
});

describe('benefits, allowances and pay groups', () => {
  it('creates with the §8 toasts, assigns them to pay groups and filters by them', async () => {
    const benefitRes = await t.api.post(
      api(P.benefitsInKind),
      { name: 'Housing benefit', monthlyValue: 10_000_000 },
      opts(),
    );
    expect((benefitRes.body as { message: string }).message).toBe(PAYROLL_SETUP_MESSAGES.benefitCreated);
    const allowanceRes = await t.api.post(
      api(P.allowancesAndBonuses),
      {
        name: 'Year-end bonus',
        kind: 'bonus',
        recurrence: 'one_off',
        taxable: true,
        amount: { kind: 'fixed', kobo: 1 },
        payDate: '2026-12-20',
      },
      opts(),
    );
    expect((allowanceRes.body as { message: string }).message).toBe(PAYROLL_SETUP_MESSAGES.allowanceCreated);
    const benefit = await addBenefit(t, token);
    const allowance = await addAllowance(t, token);
    const structure = await addStructure(t, token);
    const schedule = await addSchedule(t, token);
    const groupRes = await t.api.post(
      api(P.payGroups),
      { name: 'Factory floor', pay_schedule_id: schedule._id },
      opts(payGroupResponse),
    );
    expect((groupRes.body as { message: string }).message).toBe(PAYROLL_SETUP_MESSAGES.payGroupCreated);
    const group = groupRes.data;
    const other = await addPayGroup(t, token);
    const missing = '00000000-0000-4000-8000-000000000000';

    const s = await t.api.post(
      api(P.payGroupAssignPayStructure),
      { pay_group_ids: [group._id, missing], pay_structure_id: structure._id },
      opts(bulkResultResponse),
    );
    expect(s.data).toMatchObject({
      successes: [group._id],
      failures: [{ id: missing, message: 'Pay group not found' }],
    });
    const b = await t.api.post(
      api(P.payGroupAssignBenefitsInKind),
      { pay_group_ids: [group._id, other._id], benefit_in_kind_id: benefit._id },
      opts(bulkResultResponse),
    );
    expect(b.data.successCount).toBe(2);
    const a = await t.api.post(
      api(P.payGroupAssignAllowanceAndBonus),
      { pay_group_ids: [group._id], allowance_and_bonus_id: allowance._id },
      opts(bulkResultResponse),
    );
    expect(a.data.successCount).toBe(1);
    const again = await t.api.post(
      api(P.payGroupAssignAllowanceAndBonus),
      { pay_group_ids: [group._id], allowance_and_bonus_id: allowance._id },
      opts(bulkResultResponse),
    );
    expect(again.data.failures).toEqual([{ id: group._id, message: 'Already assigned to this pay group' }]);

    const got = await t.api.get(api(withId(P.payGroup, group._id)), opts(payGroupResponse));
    expect(got.data).toMatchObject({
      paySchedule: { _id: schedule._id },
      payStructure: { _id: structure._id, name: structure.name },
      benefitsInKind: [{ _id: benefit._id }],
      allowancesAndBonuses: [{ _id: allowance._id }],
    });
    const byStructure = await t.api.get(
      api(`${P.payGroups}?pay_structure_id=${structure._id}`),
      opts(payGroupListResponse),
    );
    expect(byStructure.data.docs.map((g) => g._id)).toEqual([group._id]);
    const byBenefit = await t.api.get(
      api(`${P.payGroups}?benefit_in_kind_id=${benefit._id}`),
      opts(payGroupListResponse),
    );
    expect(byBenefit.data.docs.map((g) => g._id).sort()).toEqual([group._id, other._id].sort());
    const byAllowance = await t.api.get(
      api(`${P.payGroups}?allowance_and_bonus_id=${allowance._id}`),
      opts(payGroupListResponse),
    );
    expect(byAllowance.data.docs.map((g) => g._id)).toEqual([group._id]);
    const benefits = await t.api.get(
      api(`${P.benefitsInKind}?id=${benefit._id}`),
      opts(benefitInKindListResponse),
    );
    expect(benefits.data.docs[0]!.payGroupCount).toBe(2);

    for (const [path, body] of [
      [P.payGroupUnassignPayStructure, { pay_structure_id: structure._id }],
      [P.payGroupUnassignBenefitsInKind, { benefit_in_kind_id: benefit._id }],
      [P.payGroupUnassignAllowanceAndBonus, { allowance_and_bonus_id: allowance._id }],
    ] as const) {
      const res = await t.api.post(
        api(path),
        { pay_group_ids: [group._id], ...body },
        opts(bulkResultResponse),
      );
      expect(res.data.successes).toEqual([group._id]);
    }
    const after = await t.api.get(api(withId(P.payGroup, group._id)), opts(payGroupResponse));
    expect(after.data).toMatchObject({ payStructure: null, benefitsInKind: [], allowancesAndBonuses: [] });
    const allowances = await t.api.get(
      api(`${P.allowancesAndBonuses}?allowance_and_bonus_id=${allowance._id}`),
      opts(allowanceAndBonusListResponse),
    );
    expect(allowances.data.docs[0]!.payGroupCount).toBe(0);
  });

  it('assigns employees (moving them from another pay group), lists and unassigns them', async () => {
    const first = await addPayGroup(t, token);
    const second = await addPayGroup(t, token);
    const ada = await addEmployee(t, token, { firstName: 'Ada' });
    const bola = await addEmployee(t, token, { firstName: 'Bola' });
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await t.api.patch(
      api(withId(P.payGroupAssignEmployees, first._id)),
      { employee_ids: [ada._id, bola._id, missing] },
      opts(bulkResultResponse),
    );
    expect(res.data).toMatchObject({
      successCount: 2,
      failures: [{ id: missing, message: 'Employee not found' }],
    });
    const moved = await t.api.patch(
      api(withId(P.payGroupAssignEmployees, second._id)),
      { employee_ids: [bola._id] },
      opts(bulkResultResponse),
    );
    expect(moved.data.successes).toEqual([bola._id]);
    const inFirst = await t.api.get(
      api(withId(P.payGroupAssignedEmployees, first._id)),
      opts(payGroupEmployeesResponse),
    );
    expect(inFirst.data.docs.map((e) => e._id)).toEqual([ada._id]);
    expect(inFirst.data.docs[0]).toMatchObject({ firstName: 'Ada', grossPay: 25_000_000 });
    const searched = await t.api.get(
      api(`${withId(P.payGroupAssignedEmployees, first._id)}?search=ada`),
      opts(payGroupEmployeesResponse),
    );
    expect(searched.data).toMatchObject({ totalDocs: 1, docs: [{ _id: ada._id }] });
    const none = await t.api.get(
      api(`${withId(P.payGroupAssignedEmployees, first._id)}?search=bola`),
      opts(payGroupEmployeesResponse),
    );
    expect(none.data).toMatchObject({ totalDocs: 0, docs: [] });
    const out = await t.api.patch(
      api(withId(P.payGroupUnassignEmployees, first._id)),
      { employee_ids: [ada._id, bola._id] },
      opts(bulkResultResponse),
    );
    expect(out.data).toMatchObject({
      successes: [ada._id],
      failures: [{ id: bola._id, message: 'Not in this pay group' }],
    });
    expect(
      (await t.api.get(api(withId(P.payGroup, second._id)), opts(payGroupResponse))).data.employeeCount,
    ).toBe(1);
    const del = await t.api.delete(api(withId(P.payGroup, second._id)), opts(messageOnly));
    expect(del.status).toBe(200);
  });
});

describe('remittance parties and pension providers', () => {
  it('checks the bank account by name enquiry, needs a state or a PFA, and deletes with the §8 toast', async () => {
    const providers = await t.api.get(api(P.pensionProviders), opts(pensionProviderListResponse));
    expect(providers.data.length).toBeGreaterThan(5);
    const pfa = providers.data[0]!;
    const created = await t.api.post(
      api(P.remittanceParties),
      { kind: 'pfa', name: pfa.name, pfaId: pfa.id, bankCode: BANK_CODE, accountNumber: '0123456789' },
      opts(remittancePartyResponse),
    );
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({
      kind: 'pfa',
      pfaId: pfa.id,
      accountName: expect.stringMatching(/\S/),
    });
    const before = (await t.api.get(api(P.remittanceParties), opts(remittancePartyListResponse))).data
      .totalDocs;
    const noAccount = await t.api.post(
      api(P.remittanceParties),
      { kind: 'nsitf', name: 'NSITF', bankCode: BANK_CODE, accountNumber: '0000000001' },
      opts(),
    );
    expect(noAccount.error.errors?.accountNumber).toEqual(['No account found with this number at this bank']);
    const noState = await t.api.post(
      api(P.remittanceParties),
      { kind: 'state_irs', name: 'LIRS', bankCode: BANK_CODE, accountNumber: '0123456789' },
      opts(),
    );
    expect(noState.error.errors?.state).toEqual(['Choose a state']);
    const unknownPfa = await t.api.post(
      api(P.remittanceParties),
      { kind: 'pfa', name: 'Nobody', pfaId: 999_999, bankCode: BANK_CODE, accountNumber: '0123456789' },
      opts(),
    );
    expect(unknownPfa.error.errors?.pfaId).toEqual(['Choose a pension fund administrator']);
    expect(
      (await t.api.get(api(P.remittanceParties), opts(remittancePartyListResponse))).data.totalDocs,
    ).toBe(before);
    const lirs = await t.api.put(
      api(withId(P.remittanceParty, created.data._id)),
      {
        kind: 'state_irs',
        name: 'Lagos IRS',
        state: 'Lagos',
        bankCode: BANK_CODE,
        accountNumber: '0123456789',
      },
      opts(remittancePartyResponse),
    );
    expect(lirs.data).toMatchObject({ kind: 'state_irs', state: 'Lagos', pfaId: null });
    const del = await t.api.delete(api(withId(P.remittanceParty, created.data._id)), opts(messageOnly));
    expect((del.body as { message: string }).message).toBe(PAYROLL_SETUP_MESSAGES.remittancePartyDeleted);
  });
});

describe('audit', () => {
  it('records every change with its action and target', async () => {
    const structure = await addStructure(t, token);
    const group = await addPayGroup(t, token);
    await t.api.post(
      api(P.payGroupAssignPayStructure),
      { pay_group_ids: [group._id], pay_structure_id: structure._id },
      opts(),
    );
    await t.api.put(api(withId(P.payGroup, group._id)), { name: `${group.name} renamed` }, opts());
    await t.api.delete(api(withId(P.payGroup, group._id)), opts());
    const events = async (targetId: string) =>
      (
        await t.server.database.db
          .select({ action: auditEvents.action })
          .from(auditEvents)
          .where(eq(auditEvents.targetId, targetId))
          .orderBy(asc(auditEvents.seq))
      ).map((e) => e.action);
    expect(await events(group._id)).toEqual([
      'payroll.pay-group.create',
      'payroll.pay-group.update',
      'payroll.pay-group.delete',
    ]);
    expect(await events(structure._id)).toEqual([
      'payroll.pay-structure.create',
      'payroll.pay-structure.assign',
    ]);
  });
});

describe('every resource', () => {
  it('reads, edits and deletes many benefits, allowances, pay groups and remittance parties', async () => {
    const benefit = await addBenefit(t, token);
    const edited = await t.api.put(
      api(withId(P.benefitInKind, benefit._id)),
      { name: `${benefit.name} 2`, monthlyValue: 7_500_000 },
      opts(benefitInKindResponse),
    );
    expect(edited.data).toMatchObject({ name: `${benefit.name} 2`, monthlyValue: 7_500_000 });
    const allowance = await addAllowance(t, token);
    const bonus = await t.api.put(
      api(withId(P.allowanceAndBonus, allowance._id)),
      {
        name: allowance.name,
        kind: 'bonus',
        recurrence: 'one_off',
        taxable: false,
        amount: { kind: 'percent', basisPoints: 1_000, base: 'BASIC' },
        payDate: '2027-12-15',
      },
      opts(allowanceAndBonusResponse),
    );
    expect(bonus.data).toMatchObject({ kind: 'bonus', payDate: '2027-12-15', taxable: false });
    const got = await t.api.get(
      api(withId(P.allowanceAndBonus, allowance._id)),
      opts(allowanceAndBonusResponse),
    );
    expect(got.data.amount).toEqual({ kind: 'percent', basisPoints: 1_000, base: 'BASIC' });
    const group = await addPayGroup(t, token);
    const renamed = await t.api.put(
      api(withId(P.payGroup, group._id)),
      { description: 'Lagos' },
      opts(payGroupResponse),
    );
    expect(renamed.data).toMatchObject({ name: group.name, description: 'Lagos' });
    const party = await t.api.post(
      api(P.remittanceParties),
      { kind: 'itf', name: 'ITF', bankCode: BANK_CODE, accountNumber: '0123456789' },
      opts(remittancePartyResponse),
    );
    for (const [path, id] of [
      [P.benefitsInKindDeleteMany, benefit._id],
      [P.allowancesAndBonusesDeleteMany, allowance._id],
      [P.payGroupsDeleteMany, group._id],
      [P.remittancePartiesDeleteMany, party.data._id],
    ] as const) {
      const res = await t.api.post(api(path), { ids: [id] }, opts(deleteManyResponse));
      expect(res.data, path).toEqual({ deleted: [id], failures: [] });
    }
    expect((await t.api.get(api(withId(P.payGroup, group._id)), opts())).status).toBe(404);
    const bad = await t.api.post(api(P.benefitsInKindDeleteMany), { ids: ['not-an-id'] }, opts());
    expect(bad.status).toBe(400);
  });
});
