// Property tests (fast-check): the payslip balances to the kobo, tax never falls as income rises, and twelve
// monthly runs land on the annual tax within the rounding of twelve divisions by 12.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualPaye } from './annual-paye.ts';
import { DEDUCTION_TYPES } from './deduction-types.ts';
import { computePayslip, emptyYtd } from './payslip.ts';
import type { ComponentRule, PayStructure, PayslipInput, YearToDate } from './types.ts';

const kobo = (max: number) => fc.integer({ min: 0, max });
// Structures that fit the gross: at most 70% in percentages (basic ≤ 40%, two others ≤ 15%) and at most 40,000 fixed
// on a gross of at least 150,000.
const rule: fc.Arbitrary<ComponentRule> = fc.oneof(
  fc.record({ kind: fc.constant('percent' as const), basisPoints: fc.integer({ min: 0, max: 1_500 }) }),
  fc.record({ kind: fc.constant('fixed' as const), kobo: kobo(2_000_000) }),
);
const structure: fc.Arbitrary<PayStructure> = fc.record({
  id: fc.constant('s'),
  name: fc.constant('S'),
  basic: fc.record({
    kind: fc.constant('percent' as const),
    basisPoints: fc.integer({ min: 1_000, max: 4_000 }),
  }),
  housing: rule,
  transport: rule,
  pension: fc.option(
    fc.record({
      base: fc.constantFrom(...DEDUCTION_TYPES),
      employeeRateBp: fc.integer({ min: 800, max: 2_000 }),
      employerRateBp: fc.integer({ min: 1_000, max: 2_000 }),
    }),
  ),
  nhis: fc.option(fc.constant({})),
  customDeductions: fc.array(
    fc.record({
      id: fc.uuid(),
      name: fc.constant('Custom'),
      rule: fc.oneof(
        fc.record({ kind: fc.constant('fixed' as const), kobo: kobo(2_000_000) }),
        fc.record({
          kind: fc.constant('percent' as const),
          basisPoints: fc.integer({ min: 0, max: 1_500 }),
          base: fc.constantFrom(...DEDUCTION_TYPES),
        }),
      ),
    }),
    { maxLength: 3 },
  ),
});
const date = (from: string, days: number) =>
  fc
    .integer({ min: 0, max: days })
    .map((d) => new Date(Date.parse(from) + d * 86_400_000).toISOString().slice(0, 10));

const payslipInput: fc.Arbitrary<PayslipInput> = fc.record({
  period: fc.constantFrom(
    { start: '2025-11-01', end: '2025-11-30' },
    { start: '2026-02-01', end: '2026-02-28' },
    { start: '2026-07-01', end: '2026-07-31' },
  ),
  employee: fc.record({
    id: fc.constant('e'),
    hireDate: fc.option(date('2025-10-01', 330), { nil: undefined }),
    exitDate: fc.option(date('2025-11-15', 300), { nil: undefined }),
    nhf: fc.boolean(),
    annualRentKobo: kobo(1_000_000_000),
  }),
  pay: fc
    .tuple(
      structure,
      kobo(2_000_000_000),
      fc.option(fc.tuple(date('2025-06-01', 400), date('2025-06-01', 500), kobo(2_000_000_000))),
    )
    .map(([s, gross, change]) => [
      { effectiveFrom: '2025-01-01', monthlyGrossKobo: gross + 15_000_000, structure: s },
      ...(change
        ? [
            {
              effectiveFrom: change[0],
              recordedOn: change[1] < change[0] ? change[0] : change[1],
              monthlyGrossKobo: change[2] + 15_000_000,
              structure: s,
            },
          ]
        : []),
    ]),
  benefitsInKind: fc.array(
    fc.record({ id: fc.uuid(), name: fc.constant('Benefit'), monthlyKobo: kobo(10_000_000) }),
    { maxLength: 2 },
  ),
  allowances: fc.array(
    fc.record({
      id: fc.uuid(),
      name: fc.constant('Allowance'),
      kobo: kobo(50_000_000),
      recurrence: fc.constantFrom('one_off' as const, 'recurring' as const),
      taxable: fc.boolean(),
    }),
    { maxLength: 3 },
  ),
  onDemandRecoveryKobo: kobo(50_000_000),
  settings: fc.record({
    craBase: fc.constantFrom('gross_less_exempt' as const, 'gross' as const),
    minimumTax: fc.boolean(),
    proration: fc.constantFrom('calendar_days' as const, 'working_days' as const),
  }),
});

const sum = (lines: Array<{ amountKobo: number }>) => lines.reduce((t, l) => t + l.amountKobo, 0);

describe('payslip balances to the kobo', () => {
  it('net + deductions = gross pay (cash), and taxable income = taxable earnings + taxable non-cash benefits', () => {
    fc.assert(
      fc.property(payslipInput, (input) => {
        const s = computePayslip(input);
        const earnings = sum(s.earnings);
        const bik = sum(s.benefitsInKind);
        // Every line and every total is a whole number of kobo.
        for (const l of [...s.earnings, ...s.benefitsInKind, ...s.deductions, ...s.employerCosts]) {
          expect(Number.isSafeInteger(l.amountKobo)).toBe(true);
        }
        expect(s.netPayKobo + sum(s.deductions)).toBe(earnings);
        expect(s.netPayKobo + s.totalDeductionsKobo + s.benefitsInKindKobo).toBe(s.grossPayKobo + bik);
        const nonTaxable = (input.allowances ?? [])
          .filter((a) => !a.taxable)
          .reduce((t, a) => t + (s.earnings.find((l) => l.code === `allowance:${a.id}`)?.amountKobo ?? 0), 0);
        expect(s.taxableIncomeKobo).toBe(earnings - nonTaxable + bik);
        expect(s.netPayKobo).toBeGreaterThanOrEqual(Math.min(0, s.grossPayKobo - s.totalDeductionsKobo));
        expect(s.unrecoveredOnDemandKobo).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 400 },
    );
  });
});

describe('tax is monotonic in income', () => {
  it('annualPaye never falls when gross rises, whatever the reliefs, regime and settings', () => {
    fc.assert(
      fc.property(
        fc.record({
          regime: fc.constantFrom('NTA2025' as const, 'PITA' as const),
          grossKobo: kobo(10_000_000_000),
          pensionKobo: kobo(50_000_000),
          nhfKobo: kobo(10_000_000),
          annualRentKobo: kobo(500_000_000),
          otherReliefKobo: kobo(50_000_000),
          craBase: fc.constantFrom('gross_less_exempt' as const, 'gross' as const),
          minimumTax: fc.boolean(),
        }),
        fc.integer({ min: 1, max: 100_000_000 }),
        (input, more) => {
          const a = annualPaye(input);
          const b = annualPaye({ ...input, grossKobo: input.grossKobo + more });
          expect(b.annualTaxKobo).toBeGreaterThanOrEqual(a.annualTaxKobo);
          expect(b.monthlyTaxKobo).toBeGreaterThanOrEqual(a.monthlyTaxKobo);
          expect(b.chargeableKobo).toBeGreaterThanOrEqual(a.chargeableKobo);
        },
      ),
      { numRuns: 2_000 },
    );
  });
  it('one kobo more gross never lowers the tax (around the band edges and the minimum wage)', () => {
    const near = fc.constantFrom(
      80_000_000,
      84_000_000,
      300_000_000,
      1_200_000_000,
      2_500_000_000,
      5_000_000_000,
      62_500_000,
      425_000_000,
    );
    fc.assert(
      fc.property(
        near,
        fc.integer({ min: -500, max: 500 }),
        fc.constantFrom('NTA2025' as const, 'PITA' as const),
        (edge, offset, regime) => {
          const g = edge + offset;
          expect(annualPaye({ regime, grossKobo: g + 1 }).annualTaxKobo).toBeGreaterThanOrEqual(
            annualPaye({ regime, grossKobo: g }).annualTaxKobo,
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });
  it('a payslip’s PAYE never falls when the monthly gross rises', () => {
    fc.assert(
      fc.property(payslipInput, fc.integer({ min: 1, max: 100_000_000 }), (input, more) => {
        const first = input.pay[0]!;
        const raised = {
          ...input,
          pay: [{ ...first, monthlyGrossKobo: first.monthlyGrossKobo! + more }, ...input.pay.slice(1)],
        };
        // One version only, no one-off items: the same structure on a higher gross.
        const plain = { ...input, pay: [first], allowances: [], onDemandRecoveryKobo: 0 };
        const plainRaised = { ...raised, pay: [raised.pay[0]!], allowances: [], onDemandRecoveryKobo: 0 };
        expect(computePayslip(plainRaised).payeKobo).toBeGreaterThanOrEqual(computePayslip(plain).payeKobo);
      }),
      { numRuns: 300 },
    );
  });
});

describe('twelve monthly periods against one annual computation', () => {
  const months = (year: number) =>
    Array.from({ length: 12 }, (_, m) => ({
      start: `${year}-${String(m + 1).padStart(2, '0')}-01`,
      end: new Date(Date.UTC(year, m + 1, 0)).toISOString().slice(0, 10),
    }));
  it('Σ monthly PAYE is within 6 kobo (12 × half a kobo) of the annual tax, and YTD carries it exactly', () => {
    fc.assert(
      fc.property(
        structure,
        kobo(2_000_000_000),
        fc.constantFrom(2025, 2026),
        fc.boolean(),
        kobo(600_000_000),
        (s, gross, year, nhf, rent) => {
          const pay = [{ effectiveFrom: '2024-01-01', monthlyGrossKobo: gross + 15_000_000, structure: s }];
          let ytd: YearToDate = emptyYtd(year);
          let paye = 0;
          let first: ReturnType<typeof computePayslip> | undefined;
          for (const period of months(year)) {
            const slip = computePayslip({
              period,
              employee: { id: 'e', nhf, annualRentKobo: rent },
              pay,
              ytd,
            });
            first ??= slip;
            paye += slip.payeKobo;
            ytd = slip.ytd;
          }
          const f = first!;
          const amount = (code: string) => f.deductions.find((l) => l.code === code)?.amountKobo ?? 0;
          const annual = annualPaye({
            regime: year >= 2026 ? 'NTA2025' : 'PITA',
            grossKobo: ytd.taxableIncomeKobo,
            pensionKobo: ytd.pensionEmployeeKobo,
            nhfKobo: ytd.nhfKobo,
            nhisKobo: ytd.nhisEmployeeKobo,
            annualRentKobo: rent,
          });
          expect(ytd.taxableIncomeKobo).toBe(12 * f.taxableIncomeKobo);
          expect(ytd.pensionEmployeeKobo).toBe(12 * amount('pension_employee'));
          expect(ytd.payeKobo).toBe(paye);
          expect(Math.abs(paye - annual.annualTaxKobo)).toBeLessThanOrEqual(6);
        },
      ),
      { numRuns: 200 },
    );
  });
});
