// Annual PAYE under either regime, to the kobo. `annualPaye` is the public function of issue 14 (exact signature);
// `annualPayeDetail` is the same computation with every intermediate figure, for the payslip's breakdown.
import {
  BANDS,
  bandTaxHundredths,
  CRA_FLOOR_KOBO,
  type CraBase,
  DEFAULT_SETTINGS,
  MINIMUM_TAX_BP,
  type PayrollSettings,
  RENT_RELIEF_BP,
  RENT_RELIEF_CAP_KOBO,
  type Regime,
} from './regimes.ts';
import { bpOf, checkKobo, divRoundHalfUp } from './rounding.ts';

export interface AnnualPayeInput {
  regime: Regime;
  grossKobo: number;
  pensionKobo?: number;
  nhfKobo?: number;
  nhisKobo?: number;
  lifeAssuranceKobo?: number;
  /** PITA only: gratuities are tax-exempt. The NTA 2025 list of eligible deductions does not name them. */
  gratuityKobo?: number;
  /** NTA 2025 only: rent relief = lower of 20% of annual rent and 500,000. */
  annualRentKobo?: number;
  /** Any other allowed relief (e.g. interest on an owner-occupied house loan). */
  otherReliefKobo?: number;
  /** PITA only: the base of the CRA (default the Finance Act 2020 reading, gross less tax-exempt items). */
  craBase?: CraBase;
  /** PITA only: apply the 1% minimum tax (default true). NTA 2025 has no individual minimum tax. */
  minimumTax?: boolean;
}

export interface AnnualPayeResult {
  chargeableKobo: number;
  annualTaxKobo: number;
  monthlyTaxKobo: number;
  craKobo?: number;
  rentReliefKobo?: number;
}

export interface AnnualPayeDetail extends AnnualPayeResult {
  regime: Regime;
  /** Pension + NHF + NHIS + life assurance (+ gratuity under PITA) + other relief + rent relief. */
  deductionsKobo: number;
  /** Tax on the bands before the minimum tax or the exemption, exact in hundredths of a kobo. */
  bandTaxHundredths: number;
  /** PITA: 1% of gross when that is the higher figure and the rule applies. */
  minimumTaxApplied: boolean;
  /** Gross at or below 12 × the national minimum wage. */
  minimumWageEarner: boolean;
}

export function annualPayeDetail(
  input: AnnualPayeInput,
  settings: PayrollSettings = DEFAULT_SETTINGS,
  /** The payslip decides minimum-wage status on the full month's rate, not on a prorated month. */
  minimumWageEarnerOverride?: boolean,
): AnnualPayeDetail {
  const gross = checkKobo(input.grossKobo, 'grossKobo');
  const pension = checkKobo(input.pensionKobo, 'pensionKobo');
  const nhf = checkKobo(input.nhfKobo, 'nhfKobo');
  const nhis = checkKobo(input.nhisKobo, 'nhisKobo');
  const life = checkKobo(input.lifeAssuranceKobo, 'lifeAssuranceKobo');
  const other = checkKobo(input.otherReliefKobo, 'otherReliefKobo');
  const minimumWageEarner = minimumWageEarnerOverride ?? gross <= settings.minimumWageMonthlyKobo * 12;

  if (input.regime === 'NTA2025') {
    const rent = checkKobo(input.annualRentKobo, 'annualRentKobo');
    const twentyPercent = bpOf(rent, RENT_RELIEF_BP);
    const rentReliefKobo = twentyPercent < RENT_RELIEF_CAP_KOBO ? twentyPercent : RENT_RELIEF_CAP_KOBO;
    const deductionsKobo = pension + nhf + nhis + life + rentReliefKobo + other;
    const chargeableKobo = Math.max(0, gross - deductionsKobo);
    const hundredths = bandTaxHundredths(chargeableKobo, BANDS.NTA2025);
    // s.163(1)(t): employees earning the national minimum wage or less are exempt.
    const annualTaxKobo = minimumWageEarner ? 0 : divRoundHalfUp(hundredths, 100);
    return {
      regime: 'NTA2025',
      chargeableKobo,
      annualTaxKobo,
      monthlyTaxKobo: divRoundHalfUp(annualTaxKobo, 12),
      rentReliefKobo,
      deductionsKobo,
      bandTaxHundredths: hundredths,
      minimumTaxApplied: false,
      minimumWageEarner,
    };
  }

  const gratuity = checkKobo(input.gratuityKobo, 'gratuityKobo');
  const exempt = pension + nhf + nhis + life + gratuity;
  const base = input.craBase === 'gross' ? gross : Math.max(0, gross - exempt);
  // CRA = max(200,000; 1% of base) + 20% of base, rounded once (half up) to the kobo.
  const craKobo = divRoundHalfUp(Math.max(CRA_FLOOR_KOBO * 100, base) + 20 * base, 100);
  const deductionsKobo = exempt + craKobo + other;
  const chargeableKobo = Math.max(0, gross - deductionsKobo);
  const hundredths = bandTaxHundredths(chargeableKobo, BANDS.PITA);
  const bandTaxKobo = divRoundHalfUp(hundredths, 100);
  const minimumTaxKobo = bpOf(gross, MINIMUM_TAX_BP);
  // Minimum tax (1% of gross income) where the computed tax is lower; not applied to minimum-wage earners.
  const minimumTaxApplied = input.minimumTax !== false && !minimumWageEarner && bandTaxKobo < minimumTaxKobo;
  const annualTaxKobo = minimumTaxApplied ? minimumTaxKobo : bandTaxKobo;
  return {
    regime: 'PITA',
    chargeableKobo,
    annualTaxKobo,
    monthlyTaxKobo: divRoundHalfUp(annualTaxKobo, 12),
    craKobo,
    deductionsKobo,
    bandTaxHundredths: hundredths,
    minimumTaxApplied,
    minimumWageEarner,
  };
}

/**
 * Annual PAYE for one employee under the regime given: chargeable income, annual tax and monthly tax
 * (annual / 12 rounded half up to the kobo), all integer kobo. Minimum wage: the default national minimum wage.
 */
export function annualPaye(input: AnnualPayeInput): AnnualPayeResult {
  const d = annualPayeDetail(input);
  const result: AnnualPayeResult = {
    chargeableKobo: d.chargeableKobo,
    annualTaxKobo: d.annualTaxKobo,
    monthlyTaxKobo: d.monthlyTaxKobo,
  };
  if (d.craKobo !== undefined) result.craKobo = d.craKobo;
  if (d.rentReliefKobo !== undefined) result.rentReliefKobo = d.rentReliefKobo;
  return result;
}
