import { describe, expect, it } from 'vitest';
import {
  accountNameMatchesParty,
  allowanceAndBonusRequest,
  DEDUCTION_TYPE_LABELS,
  deductionTypeLabel,
  PAYROLL_SETUP_MESSAGES,
  PAYROLL_SETUP_PATHS,
  payGroupStructureRequest,
  payrollSetupListQuery,
  payScheduleRequest,
  payStructureRequest,
  remittancePartyRequest,
} from './payroll-setup.ts';

const uuid = '3f2b8c1e-7a4d-4e2b-9c1a-2b3c4d5e6f70';

const structure = {
  name: 'Standard',
  components: {
    basic: { kind: 'percent', basisPoints: 5_000 },
    housing: { kind: 'percent', basisPoints: 2_500 },
    transport: { kind: 'fixed', kobo: 2_000_000 },
  },
  deductions: {
    pension: { base: 'BASIC_HOUSING_AND_TRANSPORT', employeeRate: 800, employerRate: 1_000 },
    custom_deductions: [{ name: 'Union dues', rule: { kind: 'percent', basisPoints: 100, base: 'BASIC' } }],
  },
} as const;

describe('payroll setup contracts', () => {
  it('uses the spec §7 payroll service paths exactly', () => {
    expect(PAYROLL_SETUP_PATHS.payGroups).toBe('/payroll/pay-group');
    expect(PAYROLL_SETUP_PATHS.payGroupAssignEmployees).toBe('/payroll/pay-group/:id/assign-employees');
    expect(PAYROLL_SETUP_PATHS.payGroupAssignAllowanceAndBonus).toBe(
      '/payroll/pay-group/assign-allowance-and-bonus',
    );
    expect(PAYROLL_SETUP_PATHS.payStructures).toBe('/payroll/pay-structure');
    expect(PAYROLL_SETUP_PATHS.paySchedules).toBe('/payroll/pay-schedule');
    expect(PAYROLL_SETUP_PATHS.benefitsInKind).toBe('/payroll/benefits-in-kind');
    expect(PAYROLL_SETUP_PATHS.allowancesAndBonuses).toBe('/payroll/allowances-and-bonuses');
    expect(PAYROLL_SETUP_PATHS.remittancePartiesDeleteMany).toBe('/payroll/remittance-party/delete-many');
    expect(PAYROLL_SETUP_PATHS.pensionProviders).toBe('/miscellaneous/get-pension-providers');
  });

  it('holds the §8 toasts word for word', () => {
    expect(Object.values(PAYROLL_SETUP_MESSAGES)).toEqual([
      'Allowance created',
      'Benefit created',
      'Pay structure created',
      'Pay group created',
      'Remittance Party deleted',
    ]);
  });

  it('labels the §3 deduction types, unknown values as empty', () => {
    expect(DEDUCTION_TYPE_LABELS.BASIC_HOUSING_AND_TRANSPORT).toBe('Basic, Housing, and Transport');
    expect(deductionTypeLabel('GROSS_SALARY')).toBe('Gross Salary');
    expect(deductionTypeLabel('SOMETHING_ELSE')).toBe('');
  });

  it('takes the list filters id, pay_structure_id, benefit_in_kind_id, allowance_and_bonus_id', () => {
    const q = payrollSetupListQuery.parse({
      pay_structure_id: uuid,
      benefit_in_kind_id: uuid,
      allowance_and_bonus_id: uuid,
      id: uuid,
    });
    expect(q).toMatchObject({ page: 1, limit: 20, pay_structure_id: uuid });
    expect(payrollSetupListQuery.safeParse({ pay_structure_id: 'nope' }).success).toBe(false);
  });

  it('a pay structure carries deductions.custom_deductions and its defaults', () => {
    const parsed = payStructureRequest.parse(structure);
    expect(parsed.deductions.custom_deductions).toHaveLength(1);
    expect(parsed.deductions).toMatchObject({ nhf: true, nhis: null });
    expect(parsed.components.others).toEqual([]);
  });

  it('refuses percentages above 100%, pension below the legal minimum and fractions of a kobo', () => {
    const over = payStructureRequest.safeParse({
      ...structure,
      components: { ...structure.components, housing: { kind: 'percent', basisPoints: 6_000 } },
    });
    expect(over.success).toBe(false);
    const lowPension = payStructureRequest.safeParse({
      ...structure,
      deductions: {
        ...structure.deductions,
        pension: { base: 'BASIC', employeeRate: 700, employerRate: 1_000 },
      },
    });
    expect(lowPension.error?.issues[0]?.message).toBe('Employee pension rate must be at least 8%');
    const fraction = payStructureRequest.safeParse({
      ...structure,
      components: { ...structure.components, transport: { kind: 'fixed', kobo: 10.5 } },
    });
    expect(fraction.success).toBe(false);
    const badBase = payStructureRequest.safeParse({
      ...structure,
      deductions: {
        ...structure.deductions,
        pension: { base: 'NET_PAY', employeeRate: 800, employerRate: 1_000 },
      },
    });
    expect(badBase.success).toBe(false);
  });

  it('a fixed-day schedule needs its day; a one-off allowance needs its date', () => {
    const schedule = {
      name: 'Monthly',
      frequency: 'monthly',
      payDayRule: 'fixed_day',
      firstPeriodStart: '2026-01-01',
    };
    expect(payScheduleRequest.safeParse(schedule).error?.issues[0]?.path).toEqual(['payDay']);
    expect(payScheduleRequest.parse({ ...schedule, payDay: 25 })).toMatchObject({
      payDay: 25,
      cutOffDay: null,
    });
    const bonus = {
      name: 'Bonus',
      kind: 'bonus',
      recurrence: 'one_off',
      taxable: true,
      amount: { kind: 'fixed', kobo: 100 },
    };
    expect(allowanceAndBonusRequest.safeParse(bonus).error?.issues[0]?.path).toEqual(['payDate']);
    expect(allowanceAndBonusRequest.parse({ ...bonus, payDate: '2026-12-15' }).payDate).toBe('2026-12-15');
  });

  it('a state revenue service needs its state, a PFA its provider; assignments need ids', () => {
    const party = { kind: 'state_irs', name: 'LIRS', bankCode: '058', accountNumber: '0123456789' };
    expect(remittancePartyRequest.safeParse(party).error?.issues[0]?.path).toEqual(['state']);
    expect(remittancePartyRequest.parse({ ...party, state: 'Lagos' }).state).toBe('Lagos');
    expect(
      remittancePartyRequest.safeParse({ ...party, kind: 'pfa' }).error?.issues.map((i) => i.path[0]),
    ).toContain('pfaId');
    expect(payGroupStructureRequest.safeParse({ pay_group_ids: [], pay_structure_id: uuid }).success).toBe(
      false,
    );
  });
});

describe("a remittance party's account name", () => {
  it('matches on a word that names the party, not on a generic one', () => {
    expect(accountNameMatchesParty('Lagos State IRS', 'LAGOS STATE INTERNAL REVENUE SERVICE')).toBe(true);
    expect(accountNameMatchesParty('ARM Pensions', 'ARM PENSION MANAGERS (PFA) LIMITED')).toBe(true);
    expect(accountNameMatchesParty('NSITF', 'NSITF COLLECTION ACCOUNT')).toBe(true);
    expect(accountNameMatchesParty('Lagos State IRS', 'CHINEDU EZE')).toBe(false);
    expect(accountNameMatchesParty('Lagos State IRS', 'OGUN STATE INTERNAL REVENUE SERVICE')).toBe(false);
    expect(accountNameMatchesParty('Pension', 'PENSION')).toBe(false);
  });
});
