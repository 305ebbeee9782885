import { describe, expect, it } from 'vitest';
import type { ReturnLine } from './annual-returns.queries.ts';
import { authorityOf, figuresOfLine } from './annual-returns.service.ts';

const line = (o: Partial<ReturnLine>): ReturnLine => ({
  lineId: 'l1',
  runName: 'March 2026',
  employeeId: 'e1',
  employee: {},
  month: '2026-03',
  state: 'Lagos',
  grossPay: 30_000_000,
  benefitsInKind: 1_000_000,
  taxableIncome: 31_000_000,
  paye: 3_000_000,
  pension: 1_600_000,
  nhf: 250_000,
  nhis: 0,
  annualRentRelief: 0,
  annualCra: 0,
  annualReliefs: 0,
  ...o,
});

describe("a payslip's figures on the annual return", () => {
  it("takes the deductions as made and a twelfth of the engine's annual reliefs, half up", () => {
    const f = figuresOfLine(
      line({
        annualRentRelief: 24_000_006, // ÷ 12 = 2,000,000.5 → 2,000,001
        // pension + NHF × 12 = 22,200,000; rent 24,000,006; life assurance 1,200,000
        annualReliefs: 47_400_006,
      }),
    );
    expect(f.reliefs).toEqual({
      pensionKobo: 1_600_000,
      nhfKobo: 250_000,
      nhisKobo: 0,
      rentReliefKobo: 2_000_001,
      craKobo: 0,
      otherReliefKobo: 100_000,
      totalKobo: 1_600_000 + 250_000 + 2_000_001 + 100_000,
    });
    expect(f.grossEmolumentsKobo).toBe(31_000_000);
    expect(f.taxableIncomeKobo).toBe(31_000_000 - f.reliefs.totalKobo);
    expect(f.payeKobo).toBe(3_000_000);
  });

  it('gives PITA years their CRA, and never a taxable income below zero', () => {
    const f = figuresOfLine(
      line({
        taxableIncome: 100_000,
        annualCra: 120_000_000,
        annualReliefs: 142_200_000,
      }),
    );
    expect(f.reliefs.craKobo).toBe(10_000_000);
    expect(f.reliefs.otherReliefKobo).toBe(0);
    expect(f.taxableIncomeKobo).toBe(0);
  });

  it('names the revenue service of each state', () => {
    expect(authorityOf('Lagos')).toBe('Lagos State Internal Revenue Service');
    expect(authorityOf('FCT')).toBe('FCT Internal Revenue Service');
    expect(authorityOf(null)).toBe('PAYE (no state of residence)');
  });
});
