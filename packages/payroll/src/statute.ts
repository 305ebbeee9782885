// Statute on the payslip (issue 28): each statutory figure of a computed payslip — PAYE, every statutory item, the
// reliefs (rent relief, CRA, the NTA's eligible deductions), taxable and chargeable income, the annual tax — with the
// rule it comes from (the catalogue's law and section, never written per screen) and its working in words with naira
// amounts. Pure: it reads the engine's result (as computed or as stored) and changes none of its figures.
import { formatKobo } from '@paydesk/money';
import { DEDUCTION_TYPE_LABELS, type DeductionType } from './deduction-types.ts';
import { BANDS, bandSlices, CRA_FLOOR_KOBO, type Regime } from './regimes.ts';
import { bpOf, divRoundHalfUp } from './rounding.ts';
import { citation, RENT_RELIEF, type StatutoryItem, statutoryItem, TAX_LAW } from './statutory.ts';

/** One payslip figure, the rule it comes from and how it was worked out. */
export interface StatuteLine {
  /** The payslip line's code (`paye`, `nhf`, `rent_relief` …); `taxable_income` for the payslip's taxable income. */
  code: string;
  label: string;
  /** The law and, where the sources name one, its section: 'Nigeria Tax Act 2025 s.30(2)(a)(vi)'. */
  rule: string;
  /** The arithmetic in words with naira amounts: '20% of ₦1,200,000 annual rent = ₦240,000 (the cap is ₦500,000)'. */
  working: string;
}

type Inputs = Record<string, number | string | boolean>;
/** A figure; `inputs` may be empty (a line stored before its inputs were kept): the working then reads `formula`. */
type Line = { code: string; label: string; amountKobo: number; formula?: string; inputs?: Inputs };

/** What the explanation reads of a payslip: the engine's `PayslipResult`, or the same as a run line stores it. */
export interface ExplainablePayslip {
  regime: Regime;
  grossPayKobo: number;
  benefitsInKindKobo: number;
  taxableIncomeKobo: number;
  deductions: readonly Line[];
  employerCosts: readonly Line[];
  taxWorking: readonly Line[];
}

/** What the result does not carry: the annual rent the payslip was computed with (for the rent relief's working). */
export interface StatuteContext {
  annualRentKobo?: number | null;
}

/** Naira as the payslip says them: ₦1,200,000 (kobo only when there are some: ₦21,600.50). */
export const naira = (kobo: number) => formatKobo(kobo).replace(/\.00$/, '');
const percent = (bp: number) => `${bp / 100}%`;
const num = (inputs: Inputs | undefined, key: string) => {
  const v = inputs?.[key];
  return typeof v === 'number' ? v : 0;
};
const has = (line: Line | undefined, key: string) => typeof line?.inputs?.[key] === 'number';

function ratedWorking(item: StatutoryItem, line: Line): string {
  if (!has(line, 'rateBp')) return `${line.formula ?? item.label} = ${naira(line.amountKobo)}`;
  const rateBp = num(line.inputs, 'rateBp');
  const base = line.inputs?.base;
  const what =
    item.base === 'gross_pay'
      ? 'gross pay'
      : (DEDUCTION_TYPE_LABELS[(typeof base === 'string' ? base : item.base) as DeductionType] ?? 'pay');
  const working = `${percent(rateBp)} of ${naira(num(line.inputs, 'baseKobo'))} (${what}) = ${naira(line.amountKobo)}`;
  return item.note ? `${working}; ${item.note}` : working;
}

/**
 * The statute lines of a payslip, in the order it prints them: the statutory deductions and PAYE, the employer's
 * statutory costs, taxable income, then the tax working (annualised income, CRA or rent relief, reliefs, chargeable
 * income, annual tax, tax on one-off items). Lines that no statute sets (earnings, custom deductions, on-demand pay
 * recovery) have none.
 */
export function explainPayslip(payslip: ExplainablePayslip, context: StatuteContext = {}): StatuteLine[] {
  const law = TAX_LAW[payslip.regime];
  const nta = payslip.regime === 'NTA2025';
  const work = new Map(payslip.taxWorking.map((l) => [l.code, l]));
  const annualTax = work.get('annual_tax');
  const exempt = nta && annualTax?.inputs?.minimumWageEarner === true;
  const minimumWage = num(annualTax?.inputs, 'minimumWageMonthlyKobo');
  const exemptRule = citation(law.act, law.minimumWageExemption);
  const exemptWorking = `a minimum-wage earner (${naira(minimumWage)} a month or less) pays no PAYE = ${naira(0)}`;
  const out: StatuteLine[] = [];

  for (const line of [...payslip.deductions, ...payslip.employerCosts]) {
    const item = statutoryItem(line.code);
    if (!item) continue;
    if (item.code !== 'paye') {
      out.push({
        code: line.code,
        label: line.label,
        rule: citation(item.law, item.section),
        working: ratedWorking(item, line),
      });
      continue;
    }
    const annualKobo = num(line.inputs, 'annualTaxKobo');
    const oneOffKobo = num(line.inputs, 'oneOffTaxKobo');
    const monthly = `annual tax ${naira(annualKobo)} ÷ 12 = ${naira(divRoundHalfUp(annualKobo, 12))}`;
    out.push({
      code: line.code,
      label: line.label,
      rule: exempt ? exemptRule : citation(law.act, law.bands),
      working: exempt
        ? exemptWorking
        : !has(line, 'annualTaxKobo')
          ? `${line.formula ?? 'annual tax ÷ 12'} = ${naira(line.amountKobo)}`
          : !annualTax
            ? `no taxable income = ${naira(0)}`
            : oneOffKobo !== 0
              ? `${monthly}, plus ${naira(oneOffKobo)} tax on one-off items = ${naira(line.amountKobo)}`
              : monthly,
    });
  }

  const cashTaxable = payslip.taxableIncomeKobo - payslip.benefitsInKindKobo;
  const notTaxable = payslip.grossPayKobo - cashTaxable;
  out.push({
    code: 'taxable_income',
    label: 'Taxable income',
    rule: law.act,
    working:
      notTaxable === 0 && payslip.benefitsInKindKobo === 0
        ? `gross pay ${naira(payslip.grossPayKobo)}, all taxable`
        : [
            `gross pay ${naira(payslip.grossPayKobo)}`,
            notTaxable !== 0 ? ` − ${naira(notTaxable)} not taxable` : '',
            payslip.benefitsInKindKobo !== 0
              ? ` + ${naira(payslip.benefitsInKindKobo)} benefits in kind`
              : '',
            ` = ${naira(payslip.taxableIncomeKobo)}`,
          ].join(''),
  });

  const annualIncome = work.get('annual_income')?.amountKobo ?? 0;
  const chargeable = work.get('chargeable')?.amountKobo ?? 0;
  for (const line of payslip.taxWorking) {
    const explained = explainTaxLine(line);
    if (explained) out.push({ code: line.code, label: line.label, ...explained });
  }
  return out;

  function explainTaxLine(line: Line): { rule: string; working: string } | null {
    switch (line.code) {
      case 'annual_income':
        return {
          rule: law.act,
          working: has(line, 'periodKobo')
            ? `${naira(num(line.inputs, 'periodKobo'))} recurring taxable pay × 12 = ${naira(line.amountKobo)}`
            : `recurring taxable pay × 12 = ${naira(line.amountKobo)}`,
        };
      case 'cra':
        return {
          rule: law.act,
          working: `higher of ${naira(CRA_FLOOR_KOBO)} and 1% of gross income, plus 20% of gross income = ${naira(line.amountKobo)}`,
        };
      case RENT_RELIEF.code:
        return { rule: RENT_RELIEF.rule, working: rentWorking(line.amountKobo) };
      case 'reliefs':
        return { rule: citation(law.act, law.reliefs), working: reliefsWorking(line.amountKobo) };
      case 'chargeable':
        return {
          rule: citation(law.act, law.reliefs),
          working:
            annualIncome - (work.get('reliefs')?.amountKobo ?? 0) < 0
              ? `annualised income ${naira(annualIncome)} − reliefs ${naira(work.get('reliefs')?.amountKobo ?? 0)}, not below ${naira(0)} = ${naira(line.amountKobo)}`
              : `annualised income ${naira(annualIncome)} − reliefs ${naira(work.get('reliefs')?.amountKobo ?? 0)} = ${naira(line.amountKobo)}`,
        };
      case 'annual_tax': {
        if (exempt) return { rule: exemptRule, working: exemptWorking };
        const bands = bandSlices(chargeable, BANDS[payslip.regime])
          .map((s) => `${s.ratePercent}% of ${naira(s.amountKobo)}`)
          .join(' + ');
        const bandTax = has(line, 'bandTaxHundredthsOfKobo')
          ? divRoundHalfUp(num(line.inputs, 'bandTaxHundredthsOfKobo'), 100)
          : line.amountKobo;
        return {
          rule: citation(law.act, law.bands),
          working:
            line.inputs?.minimumTaxApplied === true
              ? `${bands || naira(0)} = ${naira(bandTax)}, below 1% of gross income: minimum tax = ${naira(line.amountKobo)}`
              : `${bands || `chargeable income ${naira(0)}`} = ${naira(line.amountKobo)}`,
        };
      }
      case 'one_off_tax':
        return {
          rule: citation(law.act, law.bands),
          working: has(line, 'oneOffKobo')
            ? `annual tax with ${naira(num(line.inputs, 'oneOffKobo'))} of one-off items − annual tax without = ${naira(line.amountKobo)}`
            : `annual tax with one-off items − annual tax without = ${naira(line.amountKobo)}`,
        };
      default:
        return null;
    }
  }

  function rentWorking(reliefKobo: number): string {
    const rent = context.annualRentKobo ?? 0;
    const cap = RENT_RELIEF.capKobo;
    if (rent > 0) {
      const share = bpOf(rent, RENT_RELIEF.rateBp);
      const relief = Math.min(share, cap);
      if (relief === reliefKobo) {
        const of = `${percent(RENT_RELIEF.rateBp)} of ${naira(rent)} annual rent = ${naira(share)}`;
        return share > cap ? `${of}, capped at ${naira(cap)}` : `${of} (the cap is ${naira(cap)})`;
      }
    }
    if (reliefKobo === 0) return `no annual rent declared = ${naira(0)}`;
    return `${RENT_RELIEF.text} = ${naira(reliefKobo)}`;
  }

  function reliefsWorking(totalKobo: number): string {
    const parts: string[] = [];
    let known = 0;
    for (const line of payslip.deductions) {
      const item = statutoryItem(line.code);
      if (!item?.relief || line.amountKobo === 0) continue;
      parts.push(`${item.label} ${naira(line.amountKobo)} × 12`);
      known += line.amountKobo * 12;
    }
    for (const code of ['cra', 'rent_relief']) {
      const line = work.get(code);
      if (!line || line.amountKobo === 0) continue;
      parts.push(`${line.label} ${naira(line.amountKobo)}`);
      known += line.amountKobo;
    }
    if (totalKobo - known !== 0) parts.push(`life assurance and other reliefs ${naira(totalKobo - known)}`);
    return `${parts.length > 0 ? parts.join(' + ') : 'none'} = ${naira(totalKobo)} a year`;
  }
}
