import { describe, expect, it } from 'vitest';
import { annualPaye } from './annual-paye.ts';
import { computePayslip } from './payslip.ts';
import type { PayStructure, PayslipInput } from './types.ts';

const naira = (n: number) => Math.round(n * 100);

const standard: PayStructure = {
  id: 'std',
  name: 'Standard',
  basic: { kind: 'percent', basisPoints: 5_000 },
  housing: { kind: 'percent', basisPoints: 2_500 },
  transport: { kind: 'percent', basisPoints: 1_500 },
  pension: { base: 'BASIC_HOUSING_AND_TRANSPORT', employeeRateBp: 800, employerRateBp: 1_000 },
};

function slip(over: Partial<PayslipInput> & { gross?: number; structure?: PayStructure } = {}) {
  const { gross = 300_000, structure = standard, ...rest } = over;
  return computePayslip({
    period: { start: '2026-03-01', end: '2026-03-31' },
    employee: { id: 'e1' },
    pay: [{ effectiveFrom: '2024-01-01', monthlyGrossKobo: naira(gross), structure }],
    ...rest,
  });
}
const amount = (lines: Array<{ code: string; amountKobo: number }>, code: string) =>
  lines.find((l) => l.code === code)?.amountKobo;

describe('components of the pay structure', () => {
  it('percentages of gross and the balance add up to the gross exactly', () => {
    const s = slip({ gross: 333_333.33 });
    expect(s.earnings.map((l) => [l.code, l.amountKobo])).toEqual([
      ['component:basic', 16_666_667],
      ['component:housing', 8_333_333],
      ['component:transport', 5_000_000],
      ['component:balance', 3_333_333],
    ]);
    expect(s.grossPayKobo).toBe(naira(333_333.33));
  });
  it('fixed components need no gross', () => {
    const s = computePayslip({
      period: { start: '2026-03-01', end: '2026-03-31' },
      employee: { id: 'e1' },
      pay: [
        {
          effectiveFrom: '2026-01-01',
          structure: {
            id: 'f',
            name: 'Fixed',
            basic: { kind: 'fixed', kobo: naira(200_000) },
            transport: { kind: 'fixed', kobo: naira(50_000) },
          },
        },
      ],
    });
    expect(s.grossPayKobo).toBe(naira(250_000));
  });
  it('refuses percentages above 100% and a percentage without a gross', () => {
    expect(() =>
      slip({ structure: { ...standard, housing: { kind: 'percent', basisPoints: 6_000 } } }),
    ).toThrow(RangeError);
    expect(() =>
      computePayslip({
        period: { start: '2026-03-01', end: '2026-03-31' },
        employee: { id: 'e1' },
        pay: [{ effectiveFrom: '2026-01-01', structure: standard }],
      }),
    ).toThrow(/monthly gross/);
  });
});

describe('regime by the period date', () => {
  it('December 2025 is PITA, January 2026 is NTA 2025', () => {
    expect(slip({ period: { start: '2025-12-01', end: '2025-12-31' } }).regime).toBe('PITA');
    expect(slip({ period: { start: '2026-01-01', end: '2026-01-31' } }).regime).toBe('NTA2025');
  });
  it('monthly PAYE is the annualised tax ÷ 12 of the period pay (NTA 2025)', () => {
    const s = slip({ gross: 500_000, employee: { id: 'e1', nhf: true, annualRentKobo: naira(1_200_000) } });
    const expected = annualPaye({
      regime: 'NTA2025',
      grossKobo: naira(500_000) * 12,
      pensionKobo: naira(36_000) * 12,
      nhfKobo: naira(6_250) * 12,
      annualRentKobo: naira(1_200_000),
    });
    // 6,000,000 − 432,000 − 75,000 − 240,000 = 5,253,000 → 330,000 + 18% × 2,253,000 = 735,540
    expect(expected.annualTaxKobo).toBe(naira(735_540));
    expect(s.payeKobo).toBe(expected.monthlyTaxKobo);
    expect(s.payeKobo).toBe(naira(61_295));
  });
  it('PITA follows the CRA-base setting of the business', () => {
    const finance = slip({ period: { start: '2025-06-01', end: '2025-06-30' }, gross: 400_000 });
    const gross = slip({
      period: { start: '2025-06-01', end: '2025-06-30' },
      gross: 400_000,
      settings: { craBase: 'gross' },
    });
    expect(finance.payeKobo).toBe(
      annualPaye({ regime: 'PITA', grossKobo: naira(4_800_000), pensionKobo: naira(345_600) }).monthlyTaxKobo,
    );
    expect(gross.payeKobo).toBe(
      annualPaye({
        regime: 'PITA',
        grossKobo: naira(4_800_000),
        pensionKobo: naira(345_600),
        craBase: 'gross',
      }).monthlyTaxKobo,
    );
    expect(gross.payeKobo).toBeLessThan(finance.payeKobo);
  });
});

describe('minimum-wage exemption in a payslip', () => {
  it('70,000 a month pays no PAYE under NTA 2025; 75,000 pays 15% of what passes 800,000 a year', () => {
    const noPension = { ...standard, pension: null };
    expect(slip({ gross: 70_000, structure: noPension }).payeKobo).toBe(0);
    expect(slip({ gross: 75_000, structure: noPension }).payeKobo).toBe(naira((0.15 * 100_000) / 12));
  });
  it('is judged on the full month, not on a joiner’s prorated month', () => {
    // 120,000 a month, joined on the 25th: 7 of 31 days; not a minimum-wage earner, the prorated pay is annualised.
    const s = slip({
      gross: 120_000,
      structure: { ...standard, pension: null },
      employee: { id: 'e1', hireDate: '2026-03-25' },
    });
    expect(s.taxWorking.find((l) => l.code === 'annual_tax')?.inputs.minimumWageEarner).toBe(false);
  });
});

describe('proration for joiners and leavers', () => {
  it('calendar days: joined 16 March → 16 of 31 days', () => {
    const s = slip({ employee: { id: 'e1', hireDate: '2026-03-16' } });
    expect([s.daysPaid, s.daysInPeriod]).toEqual([16, 31]);
    expect(amount(s.earnings, 'component:basic')).toBe(Math.round((naira(150_000) * 16) / 31));
  });
  it('calendar days: left 10 March → 10 of 31 days', () => {
    const s = slip({ employee: { id: 'e1', exitDate: '2026-03-10' } });
    expect(s.daysPaid).toBe(10);
    expect(s.grossPayKobo).toBe(
      Math.round((naira(150_000) * 10) / 31) +
        Math.round((naira(75_000) * 10) / 31) +
        Math.round((naira(45_000) * 10) / 31) +
        Math.round((naira(30_000) * 10) / 31),
    );
  });
  it('working days skip weekends and the public holidays set', () => {
    // March 2026: 22 weekdays; from Monday 16 March: 12. With 20 March a holiday: 21 and 11.
    const s = slip({
      employee: { id: 'e1', hireDate: '2026-03-16' },
      settings: { proration: 'working_days' },
    });
    expect([s.daysPaid, s.daysInPeriod]).toEqual([12, 22]);
    const h = slip({
      employee: { id: 'e1', hireDate: '2026-03-16' },
      settings: { proration: 'working_days', publicHolidays: ['2026-03-20'] },
    });
    expect([h.daysPaid, h.daysInPeriod]).toEqual([11, 21]);
    expect(amount(h.earnings, 'component:basic')).toBe(Math.round((naira(150_000) * 11) / 21));
  });
  it('recurring allowances and benefits are prorated, one-off bonuses are not', () => {
    const s = slip({
      employee: { id: 'e1', hireDate: '2026-03-16' },
      allowances: [
        { id: 'meal', name: 'Meal', kobo: naira(31_000), recurrence: 'recurring', taxable: true },
        { id: 'sign', name: 'Signing bonus', kobo: naira(50_000), recurrence: 'one_off', taxable: true },
      ],
      benefitsInKind: [{ id: 'car', name: 'Car', monthlyKobo: naira(62_000) }],
    });
    expect(amount(s.earnings, 'allowance:meal')).toBe(naira(16_000));
    expect(amount(s.earnings, 'allowance:sign')).toBe(naira(50_000));
    expect(amount(s.benefitsInKind, 'benefit:car')).toBe(naira(32_000));
  });
  it('an employee who left before the period is paid nothing and taxed nothing', () => {
    const s = slip({ employee: { id: 'e1', exitDate: '2026-02-20' } });
    expect([s.grossPayKobo, s.payeKobo, s.netPayKobo]).toEqual([0, 0, 0]);
  });
});

describe('statutory and custom deductions', () => {
  it('pension on the base the deduction type names, employer cost on the same base', () => {
    const basic = slip({
      structure: { ...standard, pension: { base: 'BASIC', employeeRateBp: 800, employerRateBp: 1_000 } },
    });
    expect(amount(basic.deductions, 'pension_employee')).toBe(naira(12_000));
    expect(amount(basic.employerCosts, 'pension_employer')).toBe(naira(15_000));
    const gross = slip({
      structure: {
        ...standard,
        pension: { base: 'GROSS_SALARY', employeeRateBp: 1_000, employerRateBp: 1_200 },
      },
    });
    expect(amount(gross.deductions, 'pension_employee')).toBe(naira(30_000));
    expect(gross.deductions.find((l) => l.code === 'pension_employee')?.formula).toBe('10% of Gross Salary');
    expect(() =>
      slip({
        structure: { ...standard, pension: { base: 'BASIC', employeeRateBp: 700, employerRateBp: 1_000 } },
      }),
    ).toThrow(/Pension Reform Act/);
  });
  it('NHF is a per-employee switch: 2.5% of basic', () => {
    expect(amount(slip({ employee: { id: 'e1', nhf: true } }).deductions, 'nhf')).toBe(naira(3_750));
    expect(amount(slip({ employee: { id: 'e1', nhf: false } }).deductions, 'nhf')).toBeUndefined();
  });
  it('NHIS where the business enrols: employee 5%, employer 10% of basic', () => {
    const s = slip({ structure: { ...standard, nhis: {} } });
    expect(amount(s.deductions, 'nhis_employee')).toBe(naira(7_500));
    expect(amount(s.employerCosts, 'nhis_employer')).toBe(naira(15_000));
  });
  it('custom deductions: fixed, or a percentage of a base, each with its id', () => {
    const s = slip({
      structure: {
        ...standard,
        customDeductions: [
          {
            id: 'cd-1',
            name: 'Union dues',
            rule: { kind: 'percent', basisPoints: 150, base: 'BASIC_AND_HOUSING' },
          },
          { id: 'cd-2', name: 'Staff loan', rule: { kind: 'fixed', kobo: naira(20_000) } },
        ],
      },
    });
    expect(amount(s.deductions, 'custom:cd-1')).toBe(naira(3_375));
    expect(amount(s.deductions, 'custom:cd-2')).toBe(naira(20_000));
    expect(s.deductions.find((l) => l.code === 'custom:cd-1')?.inputs).toMatchObject({
      id: 'cd-1',
      base: 'BASIC_AND_HOUSING',
    });
  });
  it('on-demand pay recovery never takes net pay below zero; the rest is carried forward', () => {
    const s = slip({ onDemandRecoveryKobo: naira(50_000) });
    expect(amount(s.deductions, 'on_demand_recovery')).toBe(naira(50_000));
    expect(s.deductions.find((l) => l.code === 'on_demand_recovery')?.formula).toBe(
      'on-demand pay owed, recovered in full',
    );
    expect(s.unrecoveredOnDemandKobo).toBe(0);
    const big = slip({ onDemandRecoveryKobo: naira(1_000_000) });
    expect(big.netPayKobo).toBe(0);
    const recovered = amount(big.deductions, 'on_demand_recovery')!;
    expect(big.unrecoveredOnDemandKobo).toBe(naira(1_000_000) - recovered);
    const recovery = big.deductions.find((l) => l.code === 'on_demand_recovery')!;
    expect(recovery.formula).toMatch(/carried forward to the next payroll/);
    expect(recovery.inputs).toMatchObject({
      owedKobo: naira(1_000_000),
      recoveredKobo: recovered,
      carriedForwardKobo: naira(1_000_000) - recovered,
    });
  });
  it('on-demand pay recovery is taken after tax: PAYE and pension are those of the same slip without it', () => {
    const plain = slip();
    const s = slip({ onDemandRecoveryKobo: naira(50_000) });
    expect(s.payeKobo).toBe(plain.payeKobo);
    expect(s.taxableIncomeKobo).toBe(plain.taxableIncomeKobo);
    expect(s.deductions.map((l) => l.code).at(-1)).toBe('on_demand_recovery');
    expect(s.netPayKobo).toBe(plain.netPayKobo - naira(50_000));
  });
  it('employer costs: NSITF 1% and ITF 1% of gross pay; ITF can be off', () => {
    const s = slip();
    expect(amount(s.employerCosts, 'nsitf')).toBe(naira(3_000));
    expect(amount(s.employerCosts, 'itf')).toBe(naira(3_000));
    expect(amount(slip({ settings: { itf: false } }).employerCosts, 'itf')).toBeUndefined();
  });
});

describe('allowances, bonuses and benefits in kind', () => {
  it('a non-taxable allowance is paid but not taxed; a benefit in kind is taxed but not paid', () => {
    const plain = slip();
    const withBoth = slip({
      allowances: [
        { id: 'r', name: 'Relocation', kobo: naira(100_000), recurrence: 'one_off', taxable: false },
      ],
      benefitsInKind: [{ id: 'h', name: 'Company flat', monthlyKobo: naira(50_000) }],
    });
    expect(withBoth.grossPayKobo).toBe(plain.grossPayKobo + naira(100_000));
    expect(withBoth.taxableIncomeKobo).toBe(plain.taxableIncomeKobo + naira(50_000));
    expect(withBoth.payeKobo).toBeGreaterThan(plain.payeKobo);
  });
  it('a one-off taxable bonus adds the extra annual tax it causes, not 12 times its tax', () => {
    const s = slip({
      gross: 500_000,
      allowances: [{ id: 'b', name: 'Bonus', kobo: naira(100_000), recurrence: 'one_off', taxable: true }],
    });
    // 500,000 × 12 − pension 432,000 = 5,568,000 chargeable, inside the 18% band; the bonus stays in it.
    expect(s.payeKobo - slip({ gross: 500_000 }).payeKobo).toBe(naira(18_000));
  });
});

describe('effective-dated pay and arrears', () => {
  const raise = (effectiveFrom: string, recordedOn: string) => ({
    effectiveFrom,
    recordedOn,
    monthlyGrossKobo: naira(400_000),
    structure: standard,
  });
  const base = { effectiveFrom: '2025-01-01', monthlyGrossKobo: naira(300_000), structure: standard };

  it('a change from mid-period pays each version for its days', () => {
    const s = slip({ pay: [base, raise('2026-03-16', '2026-03-01')] });
    expect(s.grossPayKobo).toBe(naira(300_000) + Math.round((naira(100_000) * 16) / 31));
    expect(amount(s.earnings, 'arrears')).toBeUndefined();
  });
  it('a change dated in the past pays arrears in the next run, as their own line, once', () => {
    const pay = [base, raise('2026-01-01', '2026-02-20')];
    // Entered 10 March, reaching back to January: January and February are paid as arrears in March.
    const late = [base, raise('2026-01-01', '2026-03-10')];
    const march = slip({ pay: late });
    expect(amount(march.earnings, 'arrears')).toBe(naira(200_000));
    expect(march.grossPayKobo).toBe(naira(400_000) + naira(200_000));
    const april = slip({ pay: late, period: { start: '2026-04-01', end: '2026-04-30' } });
    expect(amount(april.earnings, 'arrears')).toBeUndefined();
    // Entered 20 February: February's run paid January's arrears, March pays none.
    expect(
      amount(slip({ pay, period: { start: '2026-02-01', end: '2026-02-28' } }).earnings, 'arrears'),
    ).toBe(naira(100_000));
    expect(amount(slip({ pay }).earnings, 'arrears')).toBeUndefined();
  });
  it('a backdated pay cut gives negative arrears and gives back the tax they had cost', () => {
    const cut = {
      effectiveFrom: '2026-02-01',
      recordedOn: '2026-03-05',
      monthlyGrossKobo: naira(250_000),
      structure: standard,
    };
    const s = slip({ pay: [base, cut] });
    expect(amount(s.earnings, 'arrears')).toBe(-naira(50_000));
    expect(s.grossPayKobo).toBe(naira(200_000));
    const noArrears = slip({
      pay: [{ ...cut, effectiveFrom: '2026-03-01', recordedOn: '2026-03-01' }, base].reverse(),
    });
    expect(s.payeKobo).toBeLessThan(noArrears.payeKobo);
  });
  it('a change entered after the period it starts in is not paid in that period', () => {
    const s = slip({ pay: [base, raise('2026-03-01', '2026-04-05')] });
    expect(s.grossPayKobo).toBe(naira(300_000));
  });
});

describe('year to date', () => {
  it('adds the period to the figures so far, and starts again in a new tax year', () => {
    const march = slip();
    const april = slip({ period: { start: '2026-04-01', end: '2026-04-30' }, ytd: march.ytd });
    expect(april.ytd.grossPayKobo).toBe(march.grossPayKobo + april.grossPayKobo);
    expect(april.ytd.payeKobo).toBe(march.payeKobo + april.payeKobo);
    expect(april.ytd.pensionEmployeeKobo).toBe(2 * amount(march.deductions, 'pension_employee')!);
    const nextYear = slip({ period: { start: '2027-01-01', end: '2027-01-31' }, ytd: april.ytd });
    expect(nextYear.ytd.taxYear).toBe(2027);
    expect(nextYear.ytd.grossPayKobo).toBe(nextYear.grossPayKobo);
  });
});
