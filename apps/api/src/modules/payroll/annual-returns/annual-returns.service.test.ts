import { describe, expect, it } from 'vitest';
import { authorityOf, figuresOf } from './annual-returns.service.ts';

describe("a payslip's figures on the annual return", () => {
  // How each figure is computed from the line (a twelfth of the annual reliefs, half up; taxable income not below
  // zero) is SQL, tested on PostgreSQL in apps/api/test/payroll-annual-returns.test.ts.
  it('adds the reliefs up and the benefits in kind to the gross emoluments', () => {
    const f = figuresOf({
      grossPay: 30_000_000,
      benefitsInKind: 1_000_000,
      pension: 1_600_000,
      nhf: 250_000,
      nhis: 50_000,
      rentRelief: 2_000_001,
      cra: 0,
      otherRelief: 100_000,
      taxableIncome: 26_999_999,
      paye: 3_000_000,
    });
    expect(f.grossEmolumentsKobo).toBe(31_000_000);
    expect(f.reliefs).toEqual({
      pensionKobo: 1_600_000,
      nhfKobo: 250_000,
      nhisKobo: 50_000,
      rentReliefKobo: 2_000_001,
      craKobo: 0,
      otherReliefKobo: 100_000,
      totalKobo: 1_600_000 + 250_000 + 50_000 + 2_000_001 + 100_000,
    });
    expect(f.taxableIncomeKobo).toBe(26_999_999);
    expect(f.payeKobo).toBe(3_000_000);
  });

  it('names the revenue service of each state', () => {
    expect(authorityOf('Lagos')).toBe('Lagos State Internal Revenue Service');
    expect(authorityOf('FCT')).toBe('FCT Internal Revenue Service');
    expect(authorityOf(null)).toBe('PAYE (no state of residence)');
  });
});
