import { describe, expect, it } from 'vitest';
import { computePayslip } from './payslip.ts';
import { explainPayslip } from './statute.ts';
import { RENT_RELIEF, STATUTORY_ITEMS } from './statutory.ts';
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

function explained(rent: number | null, over: Partial<PayslipInput> & { gross?: number } = {}) {
  const { gross = 500_000, ...rest } = over;
  const annualRentKobo = rent === null ? undefined : naira(rent);
  const input: PayslipInput = {
    period: { start: '2026-03-01', end: '2026-03-31' },
    employee: { id: 'e1', nhf: true, ...(annualRentKobo === undefined ? {} : { annualRentKobo }) },
    pay: [{ effectiveFrom: '2024-01-01', monthlyGrossKobo: naira(gross), structure: standard }],
    ...rest,
  };
  const result = computePayslip(input);
  const lines = explainPayslip(result, { annualRentKobo: annualRentKobo ?? null });
  const of = (code: string) => {
    const line = lines.find((l) => l.code === code);
    return line && `${line.label}, ${line.rule}: ${line.working}`;
  };
  return { result, lines, of };
}

describe('statute on the payslip', () => {
  it('rent relief below the cap: 20% of the annual rent, under NTA 2025 s.30(2)(a)(vi)', () => {
    const { of } = explained(1_200_000);
    expect(of('rent_relief')).toBe(
      'Rent relief, Nigeria Tax Act 2025 s.30(2)(a)(vi): 20% of ₦1,200,000 annual rent = ₦240,000 (the cap is ₦500,000)',
    );
    expect(of('reliefs')).toBe(
      'Reliefs and exempt items, Nigeria Tax Act 2025 s.30(2)(a): Pension (employee) ₦36,000 × 12 + NHF ₦6,250 × 12 + Rent relief ₦240,000 = ₦747,000 a year',
    );
    expect(of('chargeable')).toBe(
      'Chargeable income, Nigeria Tax Act 2025 s.30(2)(a): annualised income ₦6,000,000 − reliefs ₦747,000 = ₦5,253,000',
    );
  });

  it('rent relief above the cap: capped at ₦500,000', () => {
    const { of } = explained(3_000_000);
    expect(of('rent_relief')).toBe(
      'Rent relief, Nigeria Tax Act 2025 s.30(2)(a)(vi): 20% of ₦3,000,000 annual rent = ₦600,000, capped at ₦500,000',
    );
  });

  it('rent relief has one text, the catalogue entry: the payslip line and its statute line read it', () => {
    const { result, lines } = explained(1_200_000);
    const working = result.taxWorking.find((l) => l.code === 'rent_relief');
    expect(working?.label).toBe('Rent relief');
    expect(working?.formula).toBe(
      'Nigeria Tax Act 2025 s.30(2)(a)(vi): lower of 20% of annual rent and ₦500,000',
    );
    expect(working?.formula).toBe(`${RENT_RELIEF.rule}: ${RENT_RELIEF.text}`);
    const statute = lines.find((l) => l.code === 'rent_relief');
    expect(statute?.label).toBe(RENT_RELIEF.label);
    expect(statute?.rule).toBe(RENT_RELIEF.rule);
    // A stored line whose rent is not known: the working is the catalogue's text, not another one.
    const unknown = explainPayslip(result, {}).find((l) => l.code === 'rent_relief');
    expect(unknown?.working).toBe(`${RENT_RELIEF.text} = ₦240,000`);
  });

  it('no rent declared: the relief is nil, and says so', () => {
    expect(explained(null).of('rent_relief')).toBe(
      'Rent relief, Nigeria Tax Act 2025 s.30(2)(a)(vi): no annual rent declared = ₦0',
    );
  });

  it('pension, NHF, the employer items and PAYE name their Act and show the arithmetic', () => {
    const { of } = explained(1_200_000);
    expect(of('pension_employee')).toBe(
      'Pension (employee), Pension Reform Act 2014: 8% of ₦450,000 (Basic, Housing, and Transport) = ₦36,000',
    );
    expect(of('pension_employer')).toBe(
      'Pension (employer), Pension Reform Act 2014: 10% of ₦450,000 (Basic, Housing, and Transport) = ₦45,000',
    );
    expect(of('nhf')).toBe('NHF, National Housing Fund Act 1992: 2.5% of ₦250,000 (Basic) = ₦6,250');
    expect(of('nsitf')).toBe(
      "NSITF, Employee's Compensation Act 2010 s.33: 1% of ₦500,000 (gross pay) = ₦5,000",
    );
    expect(of('itf')).toBe(
      'ITF, Industrial Training Fund Act 2011 s.6: 1% of ₦500,000 (gross pay) = ₦5,000; due by 1 April next year',
    );
    expect(of('paye')).toBe(
      'PAYE, Nigeria Tax Act 2025 s.58, Fourth Schedule: annual tax ₦735,540 ÷ 12 = ₦61,295',
    );
    expect(of('annual_tax')).toBe(
      'Annual tax, Nigeria Tax Act 2025 s.58, Fourth Schedule: 0% of ₦800,000 + 15% of ₦2,200,000 + 18% of ₦2,253,000 = ₦735,540',
    );
    expect(of('taxable_income')).toBe(
      'Taxable income, Nigeria Tax Act 2025: gross pay ₦500,000, all taxable',
    );
  });

  it('a minimum-wage earner: PAYE is nil under s.163(1)(t)', () => {
    const { of, result } = explained(null, { gross: 70_000 });
    expect(result.payeKobo).toBe(0);
    expect(of('paye')).toBe(
      'PAYE, Nigeria Tax Act 2025 s.163(1)(t): a minimum-wage earner (₦70,000 a month or less) pays no PAYE = ₦0',
    );
  });

  it('before 2026: PITA, its CRA and bands, citing the Act alone (the sources give no section)', () => {
    const { of } = explained(1_200_000, {
      gross: 300_000,
      period: { start: '2025-03-01', end: '2025-03-31' },
    });
    expect(of('rent_relief')).toBeUndefined();
    expect(of('cra')).toBe(
      'Consolidated relief allowance, Personal Income Tax Act as amended by the Finance Act 2020: higher of ₦200,000 and 1% of gross income, plus 20% of gross income = ₦859,160',
    );
    expect(of('paye')).toMatch(
      /^PAYE, Personal Income Tax Act as amended by the Finance Act 2020: annual tax ₦/,
    );
  });

  it('one line per statutory item on the payslip, its rule from the catalogue; the result is unchanged', () => {
    const { result, lines } = explained(1_200_000);
    const before = JSON.stringify(result);
    const again = explainPayslip(result, { annualRentKobo: naira(1_200_000) });
    expect(JSON.stringify(result)).toBe(before);
    expect(again).toEqual(lines);
    for (const item of STATUTORY_ITEMS) {
      const onSlip = [...result.deductions, ...result.employerCosts].some((l) => l.code === item.code);
      const line = lines.find((l) => l.code === item.code);
      expect(Boolean(line), item.code).toBe(onSlip);
      if (line && item.code !== 'paye') expect(line.rule.startsWith(item.law)).toBe(true);
    }
  });
});

describe('a payslip stored without its inputs', () => {
  it('works from the formula it kept, never from a made-up nought', () => {
    const { result } = explained(1_200_000);
    const bare = (lines: typeof result.deductions) => lines.map((l) => ({ ...l, inputs: {} }));
    const lines = explainPayslip(
      {
        ...result,
        deductions: bare(result.deductions),
        employerCosts: bare(result.employerCosts),
        taxWorking: bare(result.taxWorking),
      },
      { annualRentKobo: naira(1_200_000) },
    );
    const of = (code: string) => lines.find((l) => l.code === code)?.working;
    expect(of('pension_employee')).toBe('8% of Basic, Housing, and Transport = ₦36,000');
    expect(of('paye')).toBe('annual tax ÷ 12, rounded half up = ₦61,295');
    expect(of('annual_income')).toBe('recurring taxable pay × 12 = ₦6,000,000');
    expect(of('rent_relief')).toBe('20% of ₦1,200,000 annual rent = ₦240,000 (the cap is ₦500,000)');
  });
});
