// Gross to net for one employee and one period, every figure with the working a payslip prints.
import { type AnnualPayeDetail, type AnnualPayeInput, annualPayeDetail } from './annual-paye.ts';
import { countDays, dayNumber } from './dates.ts';
import { DEDUCTION_TYPE_LABELS, deductionBase } from './deduction-types.ts';
import { DEFAULT_SETTINGS, regimeFor } from './regimes.ts';
import { bpOf, checkKobo, divRoundHalfUp } from './rounding.ts';
import { arrearsFor, type Employment, knownAt, periodComponents } from './structure.ts';
import type { PayslipInput, PayslipLine, PayslipResult, YearToDate } from './types.ts';

export const PENSION_MIN_EMPLOYEE_BP = 800;
export const PENSION_MIN_EMPLOYER_BP = 1_000;
export const NHF_BP = 250;
export const NHIS_EMPLOYEE_BP = 500;
export const NHIS_EMPLOYER_BP = 1_000;
export const NSITF_BP = 100;
export const ITF_BP = 100;

// Formula texts like '8% of Basic' are built once per rate and base, not once per payslip.
const rateTexts = new Map<number, Map<string, string>>();
function rateOf(bp: number, what: string): string {
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

  // Statutory deductions on the bases the structure in force names.
  const structure = pc.version?.structure;
  const parts = { basic, housing, transport, structureGross };
  const deductions: PayslipLine[] = [];
  const employerCosts: PayslipLine[] = [];
  let pensionEmployee = 0;
  let pensionEmployer = 0;
  if (structure?.pension) {
    const { base: type, employeeRateBp, employerRateBp } = structure.pension;
    if (employeeRateBp < PENSION_MIN_EMPLOYEE_BP || employerRateBp < PENSION_MIN_EMPLOYER_BP) {
      throw new RangeError('pension rates below the Pension Reform Act minimum (employee 8%, employer 10%)');
    }
    const base = deductionBase(type, parts);
    const baseLabel = DEDUCTION_TYPE_LABELS[type];
    pensionEmployee = bpOf(base, employeeRateBp);
    pensionEmployer = bpOf(base, employerRateBp);
    deductions.push(
      line('pension_employee', 'Pension (employee)', pensionEmployee, rateOf(employeeRateBp, baseLabel), {
        baseKobo: base,
        base: type,
        rateBp: employeeRateBp,
      }),
    );
    employerCosts.push(
      line('pension_employer', 'Pension (employer)', pensionEmployer, rateOf(employerRateBp, baseLabel), {
        baseKobo: base,
        base: type,
        rateBp: employerRateBp,
      }),
    );
  }
  const nhf = employee.nhf ? bpOf(basic, NHF_BP) : 0;
  if (employee.nhf) {
    deductions.push(line('nhf', 'NHF', nhf, rateOf(NHF_BP, 'Basic'), { baseKobo: basic, rateBp: NHF_BP }));
  }
  let nhisEmployee = 0;
  if (structure?.nhis) {
    const eRate = structure.nhis.employeeRateBp ?? NHIS_EMPLOYEE_BP;
    const rRate = structure.nhis.employerRateBp ?? NHIS_EMPLOYER_BP;
    nhisEmployee = bpOf(basic, eRate);
    deductions.push(
      line('nhis_employee', 'NHIS (employee)', nhisEmployee, rateOf(eRate, 'Basic'), {
        baseKobo: basic,
        rateBp: eRate,
      }),
    );
    employerCosts.push(
      line('nhis_employer', 'NHIS (employer)', bpOf(basic, rRate), rateOf(rRate, 'Basic'), {
        baseKobo: basic,
        rateBp: rRate,
      }),
    );
  }

  // PAYE: annualise the period's recurring taxable pay (× 12); a one-off item (bonus, arrears) adds the extra
  // annual tax it causes, in the period it is paid, instead of being multiplied by 12.
  // A literal per call (not a spread of a shared object): this runs once or twice a payslip.
  const taxInput = (grossKobo: number): AnnualPayeInput => ({
    regime,
    grossKobo,
    pensionKobo: pensionEmployee * 12,
    nhfKobo: nhf * 12,
    nhisKobo: nhisEmployee * 12,
    lifeAssuranceKobo: employee.lifeAssuranceAnnualKobo ?? 0,
    gratuityKobo: 0,
    annualRentKobo: employee.annualRentKobo ?? 0,
    otherReliefKobo: employee.otherReliefAnnualKobo ?? 0,
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
          : rateOf(d.rule.basisPoints, DEDUCTION_TYPE_LABELS[d.rule.base]),
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

  const nsitfRate = settings.nsitfRateBp ?? NSITF_BP;
  employerCosts.push(
    line('nsitf', 'NSITF', bpOf(grossPayKobo, nsitfRate), rateOf(nsitfRate, 'gross pay'), {
      baseKobo: grossPayKobo,
      rateBp: nsitfRate,
    }),
  );
  if (settings.itf !== false) {
    const itfRate = settings.itfRateBp ?? ITF_BP;
    employerCosts.push(
      line(
        'itf',
        'ITF',
        bpOf(grossPayKobo, itfRate),
        rateOf(itfRate, 'gross pay (due by 1 April next year)'),
        {
          baseKobo: grossPayKobo,
          rateBp: itfRate,
        },
      ),
    );
  }

  const taxYear = Number(period.end.slice(0, 4));
  const prior = input.ytd && input.ytd.taxYear === taxYear ? input.ytd : emptyYtd(taxYear);
  const ytd: YearToDate = {
    taxYear,
    grossPayKobo: prior.grossPayKobo + grossPayKobo,
    benefitsInKindKobo: prior.benefitsInKindKobo + bikKobo,
    taxableIncomeKobo: prior.taxableIncomeKobo + taxableIncomeKobo,
    payeKobo: prior.payeKobo + payeKobo,
    pensionEmployeeKobo: prior.pensionEmployeeKobo + pensionEmployee,
    pensionEmployerKobo: prior.pensionEmployerKobo + pensionEmployer,
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
    out.push(
      line(
        'rent_relief',
        'Rent relief',
        annual.rentReliefKobo,
        'lower of 20% of annual rent and 500,000',
        {},
      ),
    );
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
