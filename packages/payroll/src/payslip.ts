// Gross to net for one employee and one period, every figure with the working a payslip prints.
import { type AnnualPayeDetail, type AnnualPayeInput, annualPayeDetail } from './annual-paye.ts';
import { countDays, dayNumber } from './dates.ts';
import { DEDUCTION_TYPE_LABELS, type DeductionType, deductionBase } from './deduction-types.ts';
import { DEFAULT_SETTINGS, regimeFor } from './regimes.ts';
import { bpOf, checkKobo, divRoundHalfUp } from './rounding.ts';
import { RENT_RELIEF, rentReliefFormula, STATUTORY_ITEMS, type StatutoryItem } from './statutory.ts';
import { arrearsFor, type Employment, knownAt, periodComponents } from './structure.ts';
import type {
  PayStructure,
  PayslipInput,
  PayslipLine,
  PayslipResult,
  PayslipSettings,
  YearToDate,
} from './types.ts';

// The statutory items computed at a rate (every one but PAYE, which has bands), in the catalogue's order; the text
// after the rate in each formula is worked out once where it does not depend on the structure.
const RATED_ITEMS = STATUTORY_ITEMS.filter((i) => i.base !== 'tax').map((item: StatutoryItem) => {
  const note = item.note ? ` (${item.note})` : '';
  const what =
    item.base === 'scheme'
      ? null
      : (item.base === 'gross_pay' ? 'gross pay' : DEDUCTION_TYPE_LABELS[item.base as DeductionType]) + note;
  return { item, note, what };
});

// Formula texts like '8% of Basic' are built once per rate and base, not once per payslip.
const rateTexts = new Map<number, Map<string, string>>();
function rateText(bp: number, what: string): string {
  let byWhat = rateTexts.get(bp);
  if (!byWhat) {
    byWhat = new Map();
    rateTexts.set(bp, byWhat);
  }
  let text = byWhat.get(what);
  if (text === undefined) {
    text = `${bp / 100}% of ${what}`;
    byWhat.set(what, text);
  }
  return text;
}
const holidayCache = new WeakMap<readonly string[], ReadonlySet<number>>();
const NO_HOLIDAYS: ReadonlySet<number> = new Set();

function holidaySet(list: readonly string[] | undefined): ReadonlySet<number> {
  if (!list || list.length === 0) return NO_HOLIDAYS;
  let set = holidayCache.get(list);
  if (!set) {
    set = new Set(list.map(dayNumber));
    holidayCache.set(list, set);
  }
  return set;
}

function line(
  code: string,
  label: string,
  amountKobo: number,
  formula: string,
  inputs: PayslipLine['inputs'],
): PayslipLine {
  return { code, label, amountKobo, formula, inputs };
}

export function emptyYtd(taxYear: number): YearToDate {
  return {
    taxYear,
    grossPayKobo: 0,
    benefitsInKindKobo: 0,
    taxableIncomeKobo: 0,
    payeKobo: 0,
    pensionEmployeeKobo: 0,
    pensionEmployerKobo: 0,
    nhfKobo: 0,
    nhisEmployeeKobo: 0,
    netPayKobo: 0,
  };
}

export function computePayslip(input: PayslipInput): PayslipResult {
  const { period, employee } = input;
  const settings = input.settings ?? {};
  const startDay = dayNumber(period.start);
  const endDay = dayNumber(period.end);
  if (endDay < startDay) throw new RangeError('period ends before it starts');
  const regime = regimeFor(period.end);
  const emp: Employment = {
    hireDay: employee.hireDate ? dayNumber(employee.hireDate) : -1e8, // whole-number sentinels keep day maths in small integers
    exitDay: employee.exitDate ? dayNumber(employee.exitDate) : 1e8,
    method: settings.proration ?? 'calendar_days',
    holidays: holidaySet(settings.publicHolidays),
  };
  const minimumWage = settings.minimumWageMonthlyKobo ?? DEFAULT_SETTINGS.minimumWageMonthlyKobo;

  // Earnings: the structure in force (split by days when it changed mid-period), prorated for joiners and leavers.
  const versions = knownAt(input.pay, endDay);
  const pc = periodComponents(versions, startDay, endDay, emp);
  const daysInPeriod = pc.daysInPeriod;
  const daysPaid = countDays(
    Math.max(startDay, emp.hireDay),
    Math.min(endDay, emp.exitDay),
    emp.method,
    emp.holidays,
  );
  const full = daysPaid === daysInPeriod;
  const prorate = (kobo: number) => (full ? kobo : divRoundHalfUp(kobo * daysPaid, daysInPeriod));
  const proration = emp.method;

  const earnings: PayslipLine[] = [];
  let basic = 0;
  let housing = 0;
  let transport = 0;
  let structureGross = 0;
  let monthlyRate = 0;
  for (const c of pc.components) {
    if (c.code === 'basic') basic = c.kobo;
    else if (c.code === 'housing') housing = c.kobo;
    else if (c.code === 'transport') transport = c.kobo;
    structureGross += c.kobo;
    monthlyRate += c.monthlyKobo;
    earnings.push(
      line(c.lineCode, c.label, c.kobo, full ? c.rule : c.ruleProrated, {
        monthlyKobo: c.monthlyKobo,
        daysPaid,
        daysInPeriod,
        proration,
      }),
    );
  }

  let recurringTaxable = structureGross;
  let oneOffTaxable = 0;
  for (const a of input.allowances ?? []) {
    checkKobo(a.kobo, 'allowance', a.id);
    const recurring = a.recurrence === 'recurring';
    const kobo = recurring ? prorate(a.kobo) : a.kobo;
    if (recurring) monthlyRate += a.kobo;
    if (a.taxable && recurring) recurringTaxable += kobo;
    else if (a.taxable) oneOffTaxable += kobo;
    earnings.push(
      line(
        `allowance:${a.id}`,
        a.name,
        kobo,
        `${recurring ? (full ? 'recurring, a month' : 'recurring × days paid ÷ days in period') : 'one-off'}, ${a.taxable ? 'taxable' : 'not taxable'}`,
        { amountKobo: a.kobo, recurring, taxable: a.taxable, daysPaid, daysInPeriod, proration },
      ),
    );
  }

  const arrears = arrearsFor(input.pay, period.start, period.end, emp);
  if (arrears.kobo !== 0) {
    oneOffTaxable += arrears.kobo;
    earnings.push(
      line(
        'arrears',
        `Arrears (pay change from ${arrears.from})`,
        arrears.kobo,
        'Σ earlier periods: pay now in force − pay when the period ran',
        { periods: arrears.periods, effectiveFrom: arrears.from ?? '' },
      ),
    );
  }
  const grossPayKobo = sumLines(earnings);

  const benefitsInKind: PayslipLine[] = [];
  let bikKobo = 0;
  for (const b of input.benefitsInKind ?? []) {
    checkKobo(b.monthlyKobo, 'benefit', b.id);
    const kobo = prorate(b.monthlyKobo);
    bikKobo += kobo;
    benefitsInKind.push(
      line(
        `benefit:${b.id}`,
        b.name,
        kobo,
        full ? 'value a month, taxable, not paid in cash' : 'value a month × days paid ÷ days in period',
        {
          monthlyKobo: b.monthlyKobo,
          daysPaid,
          daysInPeriod,
          proration,
        },
      ),
    );
  }
  recurringTaxable += bikKobo;

  // Statutory items at a rate (pension, NHF, NHIS, NSITF, ITF …), by the catalogue: each applies when the law, the
  // business, the structure in force or the employee enrols it, at its rate on the base it names.
  const structure = pc.version?.structure;
  const parts = { basic, housing, transport, structureGross };
  const deductions: PayslipLine[] = [];
  const employerCosts: PayslipLine[] = [];
  const amounts: Record<string, number> = {};
  const relief = { pensionKobo: 0, nhfKobo: 0, nhisKobo: 0, otherReliefKobo: 0 };
  for (const { item, note, what } of RATED_ITEMS) {
    const rated = rateOf(item, structure, employee, settings);
    if (!rated) continue;
    const type = item.base === 'scheme' ? rated.schemeBase : undefined;
    const baseKobo =
      item.base === 'gross_pay' ? grossPayKobo : deductionBase(type ?? (item.base as DeductionType), parts);
    const amount = bpOf(baseKobo, rated.rateBp);
    amounts[item.code] = amount;
    if (item.relief) relief[item.relief] += amount;
    (item.side === 'employee' ? deductions : employerCosts).push(
      line(
        item.code,
        item.label,
        amount,
        rateText(
          rated.rateBp,
          what ?? (note ? DEDUCTION_TYPE_LABELS[type!] + note : DEDUCTION_TYPE_LABELS[type!]),
        ),
        type ? { baseKobo, base: type, rateBp: rated.rateBp } : { baseKobo, rateBp: rated.rateBp },
      ),
    );
  }
  const pensionEmployee = amounts.pension_employee ?? 0;
  const nhf = amounts.nhf ?? 0;
  const nhisEmployee = amounts.nhis_employee ?? 0;

  // PAYE: annualise the period's recurring taxable pay (× 12); a one-off item (bonus, arrears) adds the extra
  // annual tax it causes, in the period it is paid, instead of being multiplied by 12.
  // A literal per call (not a spread of a shared object): this runs once or twice a payslip.
  const taxInput = (grossKobo: number): AnnualPayeInput => ({
    regime,
    grossKobo,
    pensionKobo: relief.pensionKobo * 12,
    nhfKobo: relief.nhfKobo * 12,
    nhisKobo: relief.nhisKobo * 12,
    lifeAssuranceKobo: employee.lifeAssuranceAnnualKobo ?? 0,
    gratuityKobo: 0,
    annualRentKobo: employee.annualRentKobo ?? 0,
    otherReliefKobo: (employee.otherReliefAnnualKobo ?? 0) + relief.otherReliefKobo * 12,
    craBase: settings.craBase ?? 'gross_less_exempt',
    minimumTax: settings.minimumTax ?? true,
  });
  const taxSettings = { minimumWageMonthlyKobo: minimumWage };
  const minimumWageEarner = monthlyRate <= minimumWage;
  const taxableIncomeKobo = recurringTaxable + oneOffTaxable;
  let payeKobo = 0;
  let annual: AnnualPayeDetail | undefined;
  let withOneOff: AnnualPayeDetail | undefined;
  if (taxableIncomeKobo > 0) {
    annual = annualPayeDetail(taxInput(recurringTaxable * 12), taxSettings, minimumWageEarner);
    payeKobo = annual.monthlyTaxKobo;
    // Arrears of a backdated pay cut are negative: the tax they saved comes back the same way.
    if (oneOffTaxable !== 0) {
      withOneOff = annualPayeDetail(
        taxInput(Math.max(0, recurringTaxable * 12 + oneOffTaxable)),
        taxSettings,
        minimumWageEarner,
      );
      payeKobo += withOneOff.annualTaxKobo - annual.annualTaxKobo;
    }
  }
  const taxWorking = taxLines(
    annual,
    withOneOff,
    recurringTaxable,
    oneOffTaxable,
    minimumWageEarner,
    minimumWage,
  );
  deductions.push(
    line(
      'paye',
      'PAYE',
      payeKobo,
      withOneOff
        ? 'annual tax ÷ 12 + extra annual tax from one-off items'
        : 'annual tax ÷ 12, rounded half up',
      {
        regime,
        annualTaxKobo: annual?.annualTaxKobo ?? 0,
        oneOffTaxKobo: withOneOff && annual ? withOneOff.annualTaxKobo - annual.annualTaxKobo : 0,
      },
    ),
  );

  for (const d of structure?.customDeductions ?? []) {
    const amount =
      d.rule.kind === 'fixed'
        ? checkKobo(d.rule.kobo, 'custom deduction', d.id)
        : bpOf(deductionBase(d.rule.base, parts), d.rule.basisPoints);
    deductions.push(
      line(
        `custom:${d.id}`,
        d.name,
        amount,
        d.rule.kind === 'fixed'
          ? 'fixed a period'
          : rateText(d.rule.basisPoints, DEDUCTION_TYPE_LABELS[d.rule.base]),
        d.rule.kind === 'fixed'
          ? { id: d.id, amountKobo: d.rule.kobo }
          : {
              id: d.id,
              baseKobo: deductionBase(d.rule.base, parts),
              base: d.rule.base,
              rateBp: d.rule.basisPoints,
            },
      ),
    );
  }

  // On-demand pay the employee owes (withdrawals and the fees they bear) comes back out of this net pay, after tax
  // and every other deduction, never below zero; what does not fit is carried forward to the next payroll.
  const requested = checkKobo(input.onDemandRecoveryKobo, 'onDemandRecoveryKobo');
  const netBeforeRecovery = grossPayKobo - sumLines(deductions);
  const recovered = Math.min(requested, Math.max(0, netBeforeRecovery));
  if (requested > 0) {
    deductions.push(
      line(
        'on_demand_recovery',
        'On-demand pay recovery',
        recovered,
        recovered === requested
          ? 'on-demand pay owed, recovered in full'
          : 'net pay before this recovery; the rest of the on-demand pay owed is carried forward to the next payroll',
        {
          owedKobo: requested,
          netBeforeRecoveryKobo: netBeforeRecovery,
          recoveredKobo: recovered,
          carriedForwardKobo: requested - recovered,
        },
      ),
    );
  }
  const totalDeductionsKobo = sumLines(deductions);
  const netPayKobo = grossPayKobo - totalDeductionsKobo;

  const taxYear = Number(period.end.slice(0, 4));
  const prior = input.ytd && input.ytd.taxYear === taxYear ? input.ytd : emptyYtd(taxYear);
  const ytd: YearToDate = {
    taxYear,
    grossPayKobo: prior.grossPayKobo + grossPayKobo,
    benefitsInKindKobo: prior.benefitsInKindKobo + bikKobo,
    taxableIncomeKobo: prior.taxableIncomeKobo + taxableIncomeKobo,
    payeKobo: prior.payeKobo + payeKobo,
    pensionEmployeeKobo: prior.pensionEmployeeKobo + pensionEmployee,
    pensionEmployerKobo: prior.pensionEmployerKobo + (amounts.pension_employer ?? 0),
    nhfKobo: prior.nhfKobo + nhf,
    nhisEmployeeKobo: prior.nhisEmployeeKobo + nhisEmployee,
    netPayKobo: prior.netPayKobo + netPayKobo,
  };

  return {
    employeeId: employee.id,
    regime,
    period: { start: period.start, end: period.end },
    daysPaid,
    daysInPeriod,
    earnings,
    benefitsInKind,
    deductions,
    employerCosts,
    taxWorking,
    grossPayKobo,
    benefitsInKindKobo: bikKobo,
    taxableIncomeKobo,
    payeKobo,
    totalDeductionsKobo,
    netPayKobo,
    employerCostKobo: sumLines(employerCosts),
    unrecoveredOnDemandKobo: requested - recovered,
    ytd,
  };
}

/**
 * The rate an item applies at on this payslip, or null when nothing enrols it: a structure's scheme gives its own
 * rate for the side (refused below the law's floor) and the base it names; a business setting may replace the
 * default rate.
 */
function rateOf(
  item: StatutoryItem,
  structure: PayStructure | undefined,
  employee: PayslipInput['employee'],
  settings: PayslipSettings,
): { rateBp: number; schemeBase?: DeductionType } | null {
  const optIn = item.optIn;
  if (optIn.by === 'business' && settings[optIn.setting] === false) return null;
  if (optIn.by === 'employee' && !employee[optIn.switch]) return null;
  const fallback = (item.rateSetting && settings[item.rateSetting]) ?? item.defaultRateBp ?? 0;
  if (optIn.by !== 'structure') return { rateBp: fallback };
  const scheme = structure?.[optIn.scheme];
  if (!scheme) return null;
  const rateBp = (item.side === 'employee' ? scheme.employeeRateBp : scheme.employerRateBp) ?? fallback;
  if (item.minimumRateBp !== undefined && rateBp < item.minimumRateBp) {
    throw new RangeError(
      `${item.label} at ${rateBp / 100}% is below the ${item.law} minimum of ${item.minimumRateBp / 100}%`,
    );
  }
  if (item.base !== 'scheme') return { rateBp };
  if (!('base' in scheme))
    throw new RangeError(`${item.label}: the structure's ${optIn.scheme} names no base`);
  return { rateBp, schemeBase: scheme.base };
}

function sumLines(lines: readonly PayslipLine[]): number {
  let t = 0;
  for (const l of lines) t += l.amountKobo;
  return t;
}

function taxLines(
  annual: AnnualPayeDetail | undefined,
  withOneOff: AnnualPayeDetail | undefined,
  recurringTaxable: number,
  oneOffTaxable: number,
  minimumWageEarner: boolean,
  minimumWage: number,
): PayslipLine[] {
  if (!annual) return [];
  const out: PayslipLine[] = [
    line(
      'annual_income',
      'Annualised taxable income',
      recurringTaxable * 12,
      'recurring taxable pay of the period × 12',
      {
        periodKobo: recurringTaxable,
      },
    ),
  ];
  if (annual.craKobo !== undefined) {
    out.push(
      line(
        'cra',
        'Consolidated relief allowance',
        annual.craKobo,
        'higher of 200,000 and 1% of base, plus 20% of base',
        {},
      ),
    );
  }
  if (annual.rentReliefKobo !== undefined) {
    out.push(line(RENT_RELIEF.code, RENT_RELIEF.label, annual.rentReliefKobo, rentReliefFormula(), {}));
  }
  out.push(
    line(
      'reliefs',
      'Reliefs and exempt items',
      annual.deductionsKobo,
      'pension + NHF + NHIS + life assurance + other reliefs + CRA or rent relief',
      {},
    ),
    line(
      'chargeable',
      'Chargeable income',
      annual.chargeableKobo,
      'annualised income − reliefs (not below 0)',
      {},
    ),
    line(
      'annual_tax',
      'Annual tax',
      annual.annualTaxKobo,
      `${annual.regime} bands${annual.minimumTaxApplied ? '; minimum tax (1% of gross) applied' : ''}`,
      {
        bandTaxHundredthsOfKobo: annual.bandTaxHundredths,
        minimumTaxApplied: annual.minimumTaxApplied,
        minimumWageEarner,
        minimumWageMonthlyKobo: minimumWage,
      },
    ),
  );
  if (withOneOff) {
    out.push(
      line(
        'one_off_tax',
        'Tax on one-off items',
        withOneOff.annualTaxKobo - annual.annualTaxKobo,
        'annual tax with one-off items − annual tax without',
        {
          oneOffKobo: oneOffTaxable,
        },
      ),
    );
  }
  return out;
}
