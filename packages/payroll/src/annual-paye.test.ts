import { describe, expect, it } from 'vitest';
import { annualPaye, annualPayeDetail } from './annual-paye.ts';
import { divRoundHalfUp } from './rounding.ts';

const naira = (n: number) => Math.round(n * 100);

describe('annualPaye: the public self-check of payroll-rules.md', () => {
  it('PwC sample: gross 4,000,000, pension 320,000, Finance Act CRA base → CRA 936,000, taxable 2,744,000, PAYE 464,240', () => {
    expect(annualPaye({ regime: 'PITA', grossKobo: naira(4_000_000), pensionKobo: naira(320_000) })).toEqual({
      chargeableKobo: naira(2_744_000),
      annualTaxKobo: naira(464_240),
      monthlyTaxKobo: 3_868_667, // 46,424,000 / 12 = 3,868,666.67 → half up
      craKobo: naira(936_000),
    });
  });
});

// Each row: a band edge (chargeable income), the cumulative tax at that edge from the rules' table, and the rates
// of the band below and above it. One kobo below costs the lower rate of a kobo less, one above the upper rate more.
const NTA_EDGES: Array<[edge: number, cumulative: number, below: number, above: number]> = [
  [800_000, 0, 0, 15],
  [3_000_000, 330_000, 15, 18],
  [12_000_000, 1_950_000, 18, 21],
  [25_000_000, 4_680_000, 21, 23],
  [50_000_000, 10_430_000, 23, 25],
];
const PITA_EDGES: Array<[edge: number, cumulative: number, below: number, above: number]> = [
  [300_000, 21_000, 7, 11],
  [600_000, 54_000, 11, 15],
  [1_100_000, 129_000, 15, 19],
  [1_600_000, 224_000, 19, 21],
  [3_200_000, 560_000, 21, 24],
];

describe('NTA 2025 band edges (one kobo below, at, one above)', () => {
  // A pension of 1,000,000 keeps gross above the minimum wage, so chargeable = gross − pension exactly.
  const pension = naira(1_000_000);
  for (const [edge, cumulative, below, above] of NTA_EDGES) {
    it(`chargeable ${edge.toLocaleString('en')}`, () => {
      for (const [delta, rate] of [
        [-1, -below],
        [0, 0],
        [1, above],
      ] as const) {
        const d = annualPayeDetail({
          regime: 'NTA2025',
          grossKobo: naira(edge) + delta + pension,
          pensionKobo: pension,
        });
        expect(d.chargeableKobo).toBe(naira(edge) + delta);
        // Exact tax in hundredths of a kobo, then rounded half up once.
        expect(d.bandTaxHundredths).toBe(naira(cumulative) * 100 + rate);
        expect(d.annualTaxKobo).toBe(naira(cumulative));
      }
    });
  }

  it('the 18% band runs to 12,000,000, not 10,000,000 (the public-calculator trap)', () => {
    const r = annualPaye({
      regime: 'NTA2025',
      grossKobo: naira(11_000_000) + naira(1_000_000),
      pensionKobo: naira(1_000_000),
    });
    expect(r.annualTaxKobo).toBe(naira(330_000 + 0.18 * 8_000_000));
  });

  it('above the top edge every naira costs 25 kobo', () => {
    const r = annualPaye({ regime: 'NTA2025', grossKobo: naira(60_000_000) });
    expect(r.annualTaxKobo).toBe(naira(10_430_000 + 2_500_000));
    expect(r.monthlyTaxKobo).toBe(divRoundHalfUp(naira(12_930_000), 12));
  });
});

describe('PITA band edges (one kobo below, at, one above)', () => {
  // With no exempt items and gross ≤ 20m, CRA = 200,000 + 20% of gross, so taxable T needs gross = 1.25 × (T + 200,000);
  // at those grosses one kobo more or less of gross moves taxable income by exactly one kobo.
  for (const [edge, cumulative, below, above] of PITA_EDGES) {
    it(`taxable ${edge.toLocaleString('en')}`, () => {
      const gross = naira(1.25 * (edge + 200_000));
      for (const [delta, rate] of [
        [-1, -below],
        [0, 0],
        [1, above],
      ] as const) {
        const d = annualPayeDetail({ regime: 'PITA', grossKobo: gross + delta });
        expect(d.chargeableKobo).toBe(naira(edge) + delta);
        expect(d.bandTaxHundredths).toBe(naira(cumulative) * 100 + rate);
        expect(d.annualTaxKobo).toBe(naira(cumulative));
        expect(d.minimumTaxApplied).toBe(false);
      }
    });
  }
});

describe('PITA consolidated relief allowance: both bases', () => {
  it('the Finance Act base (gross less exempt items) is the default', () => {
    const input = { regime: 'PITA' as const, grossKobo: naira(30_000_000), pensionKobo: naira(2_400_000) };
    const r = annualPaye(input);
    // base 27,600,000: 1% = 276,000 (above 200,000) + 20% = 5,520,000
    expect(r.craKobo).toBe(naira(5_796_000));
    expect(r.chargeableKobo).toBe(naira(21_804_000));
    expect(r.annualTaxKobo).toBe(naira(560_000 + 0.24 * 18_604_000));
    expect(annualPaye({ ...input, craBase: 'gross_less_exempt' })).toEqual(r);
  });

  it('the full-gross base many payroll tools use', () => {
    const r = annualPaye({
      regime: 'PITA',
      grossKobo: naira(30_000_000),
      pensionKobo: naira(2_400_000),
      craBase: 'gross',
    });
    expect(r.craKobo).toBe(naira(6_300_000));
    expect(r.chargeableKobo).toBe(naira(21_300_000));
    expect(r.annualTaxKobo).toBe(naira(4_904_000));
  });

  it('the PwC sample on the full-gross base: CRA 1,000,000, taxable 2,680,000', () => {
    const r = annualPaye({
      regime: 'PITA',
      grossKobo: naira(4_000_000),
      pensionKobo: naira(320_000),
      craBase: 'gross',
    });
    expect(r).toMatchObject({
      craKobo: naira(1_000_000),
      chargeableKobo: naira(2_680_000),
      annualTaxKobo: naira(450_800),
    });
  });

  it('NHF, NHIS, life assurance and gratuities are exempt under PITA', () => {
    const r = annualPaye({
      regime: 'PITA',
      grossKobo: naira(5_000_000),
      nhfKobo: naira(100_000),
      nhisKobo: naira(100_000),
      lifeAssuranceKobo: naira(100_000),
      gratuityKobo: naira(200_000),
    });
    // base 4,500,000 → CRA 200,000 + 900,000
    expect(r.craKobo).toBe(naira(1_100_000));
    expect(r.chargeableKobo).toBe(naira(3_400_000));
  });
});

describe('PITA minimum tax', () => {
  const input = { regime: 'PITA' as const, grossKobo: naira(1_000_000), otherReliefKobo: naira(500_000) };
  it('1% of gross where the computed tax is lower', () => {
    // CRA 400,000 → taxable 100,000 → tax 7,000 < 10,000
    expect(annualPaye(input)).toMatchObject({ chargeableKobo: naira(100_000), annualTaxKobo: naira(10_000) });
  });
  it('can be switched off', () => {
    expect(annualPaye({ ...input, minimumTax: false }).annualTaxKobo).toBe(naira(7_000));
  });
  it('is not applied to minimum-wage earners (12 × 70,000 a year or less), and is one kobo above', () => {
    const mw = { regime: 'PITA' as const, grossKobo: naira(840_000), otherReliefKobo: naira(400_000) };
    // CRA 368,000 → taxable 72,000 → 5,040 on the bands; 1% would be 8,400
    expect(annualPaye(mw).annualTaxKobo).toBe(naira(5_040));
    expect(annualPaye({ ...mw, grossKobo: naira(840_000) + 1 }).annualTaxKobo).toBe(naira(8_400));
  });
  it('NTA 2025 has no individual minimum tax', () => {
    const r = annualPaye({
      regime: 'NTA2025',
      grossKobo: naira(1_000_000),
      pensionKobo: naira(200_000),
      minimumTax: true,
    });
    expect(r.annualTaxKobo).toBe(0);
  });
});

describe('NTA 2025 minimum-wage exemption', () => {
  it('an employee on 70,000 a month or less pays nothing; one kobo more pays the bands', () => {
    expect(annualPaye({ regime: 'NTA2025', grossKobo: naira(840_000) })).toMatchObject({
      chargeableKobo: naira(840_000),
      annualTaxKobo: 0,
      monthlyTaxKobo: 0,
    });
    // 15% of 40,000.01 = 6,000.0015 → 6,000.00
    expect(annualPaye({ regime: 'NTA2025', grossKobo: naira(840_000) + 1 }).annualTaxKobo).toBe(naira(6_000));
  });
  it('follows the minimum wage setting', () => {
    const d = annualPayeDetail(
      { regime: 'NTA2025', grossKobo: naira(1_200_000) },
      { minimumWageMonthlyKobo: naira(100_000) },
    );
    expect(d.minimumWageEarner).toBe(true);
    expect(d.annualTaxKobo).toBe(0);
  });
});

describe('NTA 2025 rent relief: lower of 20% of annual rent and 500,000', () => {
  const base = { regime: 'NTA2025' as const, grossKobo: naira(10_000_000) };
  it('20% below the cap', () => {
    const r = annualPaye({ ...base, annualRentKobo: naira(1_200_000) });
    expect(r.rentReliefKobo).toBe(naira(240_000));
    expect(r.chargeableKobo).toBe(naira(9_760_000));
  });
  it('at the cap (rent 2,500,000), five kobo of rent below it and above it', () => {
    expect(annualPaye({ ...base, annualRentKobo: naira(2_500_000) }).rentReliefKobo).toBe(naira(500_000));
    expect(annualPaye({ ...base, annualRentKobo: naira(2_500_000) - 5 }).rentReliefKobo).toBe(
      naira(500_000) - 1,
    );
    expect(annualPaye({ ...base, annualRentKobo: naira(2_500_000) + 5 }).rentReliefKobo).toBe(naira(500_000));
    expect(annualPaye({ ...base, annualRentKobo: naira(9_000_000) })).toMatchObject({
      rentReliefKobo: naira(500_000),
      chargeableKobo: naira(9_500_000),
    });
  });
  it('PITA has no rent relief and NTA has no CRA', () => {
    expect(
      annualPaye({ regime: 'PITA', grossKobo: naira(10_000_000), annualRentKobo: naira(1_000_000) })
        .rentReliefKobo,
    ).toBeUndefined();
    expect(annualPaye(base).craKobo).toBeUndefined();
  });
});

describe('annualPaye input and rounding', () => {
  it('monthly = annual / 12, rounded half up to the kobo', () => {
    expect(divRoundHalfUp(18, 12)).toBe(2);
    expect(divRoundHalfUp(17, 12)).toBe(1);
    expect(divRoundHalfUp(-18, 12)).toBe(-2);
  });
  it('refuses fractions of a kobo and negative amounts', () => {
    expect(() => annualPaye({ regime: 'NTA2025', grossKobo: 10.5 })).toThrow(RangeError);
    expect(() => annualPaye({ regime: 'PITA', grossKobo: 100, pensionKobo: -1 })).toThrow(RangeError);
  });
  it('chargeable income never goes below zero', () => {
    expect(
      annualPaye({ regime: 'NTA2025', grossKobo: naira(900_000), pensionKobo: naira(2_000_000) })
        .chargeableKobo,
    ).toBe(0);
  });
});
