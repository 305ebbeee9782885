// The two PAYE regimes of the payroll rules (docs: ../shared/docs/payroll-rules.md): bands, reliefs, settings.

export type Regime = 'NTA2025' | 'PITA';
export type CraBase = 'gross_less_exempt' | 'gross';

/** Pay periods on or after this date are taxed under the Nigeria Tax Act 2025; earlier ones under PITA. */
export const NTA2025_FROM = '2026-01-01';

/** The regime in force on a date (ISO YYYY-MM-DD): re-running a 2025 payroll gives 2025 answers. */
export function regimeFor(date: string): Regime {
  return date >= NTA2025_FROM ? 'NTA2025' : 'PITA';
}

/** A tax band: income up to `upToKobo` (exclusive of lower bands) at `ratePercent`. The last band has no top. */
export interface TaxBand {
  upToKobo: number;
  ratePercent: number;
}

const N = 100; // kobo per naira

/** NTA 2025 Fourth Schedule (s.58). The 18% band is the next 9,000,000, ending at 12,000,000 (not 10,000,000). */
export const NTA2025_BANDS: readonly TaxBand[] = [
  { upToKobo: 800_000 * N, ratePercent: 0 },
  { upToKobo: 3_000_000 * N, ratePercent: 15 },
  { upToKobo: 12_000_000 * N, ratePercent: 18 },
  { upToKobo: 25_000_000 * N, ratePercent: 21 },
  { upToKobo: 50_000_000 * N, ratePercent: 23 },
  { upToKobo: Number.POSITIVE_INFINITY, ratePercent: 25 },
];

/** PITA (Finance Act 2020): 300k @7, 300k @11, 500k @15, 500k @19, 1.6m @21, above 3.2m @24. */
export const PITA_BANDS: readonly TaxBand[] = [
  { upToKobo: 300_000 * N, ratePercent: 7 },
  { upToKobo: 600_000 * N, ratePercent: 11 },
  { upToKobo: 1_100_000 * N, ratePercent: 15 },
  { upToKobo: 1_600_000 * N, ratePercent: 19 },
  { upToKobo: 3_200_000 * N, ratePercent: 21 },
  { upToKobo: Number.POSITIVE_INFINITY, ratePercent: 24 },
];

export const BANDS: Record<Regime, readonly TaxBand[]> = { NTA2025: NTA2025_BANDS, PITA: PITA_BANDS };

/** NTA rent relief: the lower of 20% of annual rent paid and 500,000. */
export const RENT_RELIEF_BP = 2_000;
export const RENT_RELIEF_CAP_KOBO = 500_000 * N;
/** PITA CRA: the higher of 200,000 and 1% of the base, plus 20% of the base. */
export const CRA_FLOOR_KOBO = 200_000 * N;
/** PITA minimum tax: 1% of gross income. */
export const MINIMUM_TAX_BP = 100;

export interface PayrollSettings {
  /** National minimum wage a month (70,000 since May 2024; a setting because it changes). */
  minimumWageMonthlyKobo: number;
}

export const DEFAULT_SETTINGS: PayrollSettings = { minimumWageMonthlyKobo: 70_000 * N };

/**
 * Tax on an income over the bands, exactly, in hundredths of a kobo (every rate is a whole percent, so this is an
 * integer). Rounding to the kobo happens once, on the total.
 */
export function bandTaxHundredths(incomeKobo: number, bands: readonly TaxBand[]): number {
  let tax = 0;
  let lower = 0;
  for (const band of bands) {
    if (incomeKobo <= lower) break;
    const top = incomeKobo < band.upToKobo ? incomeKobo : band.upToKobo;
    tax += (top - lower) * band.ratePercent;
    lower = band.upToKobo;
  }
  return tax;
}

/** The income falling in each band and its tax (hundredths of a kobo), for the payslip's breakdown. */
export function bandSlices(incomeKobo: number, bands: readonly TaxBand[]) {
  const slices: Array<{ fromKobo: number; toKobo: number; ratePercent: number; amountKobo: number }> = [];
  let lower = 0;
  for (const band of bands) {
    if (incomeKobo <= lower) break;
    const top = incomeKobo < band.upToKobo ? incomeKobo : band.upToKobo;
    slices.push({
      fromKobo: lower,
      toKobo: band.upToKobo,
      ratePercent: band.ratePercent,
      amountKobo: top - lower,
    });
    lower = band.upToKobo;
  }
  return slices;
}
