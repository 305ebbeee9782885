// The statutory items (a catalogue is data, in one place: issue 27): every amount the law puts on a
// payslip — its code and label, whose pay it comes from, its base and default rate, who opts in, which law — and the
// remittances that carry them to their party. The engine computes by it; run lines store one column per item (named
// by its code); summaries, remittances, history, payslips and contracts iterate it. docs/architecture-api.md
// ("Adding a statutory item") says what a new item needs; docs/decisions/0021 why lines keep one column per item.
import { formatKobo } from '@paydesk/money';
import type { DeductionType } from './deduction-types.ts';
import { RENT_RELIEF_BP, RENT_RELIEF_CAP_KOBO } from './regimes.ts';
import type { PayStructure, PayslipInput, PayslipSettings } from './types.ts';

/** Taken from the employee's pay (a deduction), or paid by the employer on top (an employer cost). */
export type StatutorySide = 'employee' | 'employer';

/**
 * What the rate applies to: PAYE's bands on taxable income (`tax`), the period's gross pay (every cash earning,
 * `gross_pay`), a deduction type of the structure in force (spec §3: `BASIC` …), or the deduction type the
 * structure's scheme names (`scheme`: pension's `base`).
 */
export type StatutoryBase = 'tax' | 'gross_pay' | 'scheme' | DeductionType;

type KeysOf<T, V> = { [K in keyof T]-?: NonNullable<T[K]> extends V ? K : never }[keyof T];
/** A business setting that turns an item off (`itf: false`). */
export type StatutorySwitchSetting = KeysOf<PayslipSettings, boolean>;
/** A business setting that replaces an item's default rate (`nsitfRateBp`). */
export type StatutoryRateSetting = Extract<KeysOf<PayslipSettings, number>, `${string}RateBp`>;
/** A scheme the pay structure enrols in, with its rates (`pension`, `nhis`). */
export type StatutoryScheme = {
  [K in keyof PayStructure]-?: 'employerRateBp' extends keyof NonNullable<PayStructure[K]> ? K : never;
}[keyof PayStructure];
/** An employee's own switch (`nhf`). */
export type StatutoryEmployeeSwitch = KeysOf<PayslipInput['employee'], boolean>;

/** Who says the item applies to a payslip. */
export type StatutoryOptIn =
  /** Always. */
  | { by: 'law' }
  /** On unless the business's setting turns it off. */
  | { by: 'business'; setting: StatutorySwitchSetting }
  /** When the pay structure enrols in the scheme; the scheme's rate for the side replaces the default. */
  | { by: 'structure'; scheme: StatutoryScheme }
  /** When the employee's switch is on. */
  | { by: 'employee'; switch: StatutoryEmployeeSwitch };

export interface StatutoryItem {
  /** The payslip line's code, the run line's column, and the key of totals (`camelCase` + `Kobo`). */
  code: string;
  label: string;
  side: StatutorySide;
  base: StatutoryBase;
  /** Basis points (1% = 100); null for PAYE, which has bands. */
  defaultRateBp: number | null;
  /** The law's floor for a rate a structure sets: the engine refuses a lower one. */
  minimumRateBp?: number;
  /** A business setting that replaces the default rate. */
  rateSetting?: StatutoryRateSetting;
  optIn: StatutoryOptIn;
  /** Said after the rate in the payslip's formula ('1% of gross pay (due by 1 April next year)'). */
  note?: string;
  /** Employee side: the PAYE relief it counts towards (an `annualPaye` input). */
  relief?: 'pensionKobo' | 'nhfKobo' | 'nhisKobo' | 'otherReliefKobo';
  /** The remittance that carries it to its party; null when the payroll does not remit it. */
  remittance: string | null;
  /** The law it comes from. */
  law: string;
  /**
   * The section of `law` its rate comes from, where the sources (docs/payroll-engine.md, payroll-rules.md) name one;
   * the payslip's statute line cites `law` + `section` (PAYE cites its regime's `TAX_LAW` instead).
   */
  section?: string;
}

/**
 * In the order payslips, summaries and totals show them (deductions first, then employer costs, keep this order:
 * the engine pushes each side's lines in it). PAYE is computed by the tax code (annual-paye.ts), after the items it
 * gives relief for.
 */
export const STATUTORY_ITEMS = [
  {
    code: 'paye',
    label: 'PAYE',
    side: 'employee',
    base: 'tax',
    defaultRateBp: null,
    optIn: { by: 'law' },
    remittance: 'paye',
    law: 'Nigeria Tax Act 2025 (PITA as amended by the Finance Act 2020 before 2026)',
  },
  {
    code: 'pension_employee',
    label: 'Pension (employee)',
    side: 'employee',
    base: 'scheme',
    defaultRateBp: 800,
    minimumRateBp: 800,
    optIn: { by: 'structure', scheme: 'pension' },
    relief: 'pensionKobo',
    remittance: 'pension',
    law: 'Pension Reform Act 2014',
  },
  {
    code: 'pension_employer',
    label: 'Pension (employer)',
    side: 'employer',
    base: 'scheme',
    defaultRateBp: 1_000,
    minimumRateBp: 1_000,
    optIn: { by: 'structure', scheme: 'pension' },
    remittance: 'pension',
    law: 'Pension Reform Act 2014',
  },
  {
    code: 'nhf',
    label: 'NHF',
    side: 'employee',
    base: 'BASIC',
    defaultRateBp: 250,
    optIn: { by: 'employee', switch: 'nhf' },
    relief: 'nhfKobo',
    remittance: 'nhf',
    law: 'National Housing Fund Act 1992',
  },
  {
    code: 'nhis_employee',
    label: 'NHIS (employee)',
    side: 'employee',
    base: 'BASIC',
    defaultRateBp: 500,
    optIn: { by: 'structure', scheme: 'nhis' },
    relief: 'nhisKobo',
    remittance: 'nhia',
    law: 'National Health Insurance Authority Act 2022',
  },
  {
    code: 'nhis_employer',
    label: 'NHIS (employer)',
    side: 'employer',
    base: 'BASIC',
    defaultRateBp: 1_000,
    optIn: { by: 'structure', scheme: 'nhis' },
    remittance: 'nhia',
    law: 'National Health Insurance Authority Act 2022',
  },
  {
    code: 'nsitf',
    label: 'NSITF',
    side: 'employer',
    base: 'gross_pay',
    defaultRateBp: 100,
    rateSetting: 'nsitfRateBp',
    optIn: { by: 'law' },
    remittance: 'nsitf',
    law: "Employee's Compensation Act 2010",
    section: 's.33',
  },
  {
    code: 'itf',
    label: 'ITF',
    side: 'employer',
    base: 'gross_pay',
    defaultRateBp: 100,
    rateSetting: 'itfRateBp',
    optIn: { by: 'business', setting: 'itf' },
    note: 'due by 1 April next year',
    remittance: 'itf',
    law: 'Industrial Training Fund Act 2011',
    section: 's.6',
  },
] as const satisfies readonly StatutoryItem[];

/**
 * The tax law of each regime and the sections the payslip's tax working cites (NTA 2025: bands s.58 and the Fourth
 * Schedule, eligible deductions s.30(2)(a), rent relief s.30(2)(a)(vi), the minimum-wage exemption s.163(1)(t)).
 * The sources name no section for PITA's CRA, bands or minimum tax: its lines cite the Act alone.
 */
export const TAX_LAW = {
  NTA2025: {
    act: 'Nigeria Tax Act 2025',
    bands: 's.58, Fourth Schedule',
    reliefs: 's.30(2)(a)',
    rentRelief: 's.30(2)(a)(vi)',
    minimumWageExemption: 's.163(1)(t)',
  },
  PITA: {
    act: 'Personal Income Tax Act as amended by the Finance Act 2020',
    bands: null,
    reliefs: null,
    rentRelief: null,
    minimumWageExemption: null,
  },
} as const satisfies Record<
  'NTA2025' | 'PITA',
  { act: string } & Record<'bands' | 'reliefs' | 'rentRelief' | 'minimumWageExemption', string | null>
>;

/** A rule as a payslip cites it: the Act, then the section when there is one. */
export const citation = (act: string, section?: string | null) => (section ? `${act} ${section}` : act);

/**
 * NTA 2025 rent relief (s.30(2)(a)(vi)), the one relief of the tax working the law words as a rule of its own: the
 * payslip's tax working line (its label and formula) and its statute line (label, rule, and the working when the
 * rent is not known) all read this entry, so the text is written once.
 */
export const RENT_RELIEF = {
  code: 'rent_relief',
  label: 'Rent relief',
  rateBp: RENT_RELIEF_BP,
  capKobo: RENT_RELIEF_CAP_KOBO,
  /** 'Nigeria Tax Act 2025 s.30(2)(a)(vi)' */
  rule: citation(TAX_LAW.NTA2025.act, TAX_LAW.NTA2025.rentRelief),
  /** 'lower of 20% of annual rent and ₦500,000' */
  text: `lower of ${RENT_RELIEF_BP / 100}% of annual rent and ${formatKobo(RENT_RELIEF_CAP_KOBO).replace(/\.00$/, '')}`,
} as const;

/** The rent relief line's formula on the payslip: the rule, then what it says. */
export const rentReliefFormula = () => `${RENT_RELIEF.rule}: ${RENT_RELIEF.text}`;

export type StatutoryCode = (typeof STATUTORY_ITEMS)[number]['code'];

/** What goes in a remittance schedule's column. */
export type ScheduleValue =
  | 'sn'
  | 'staffId'
  | 'employeeName'
  | 'taxId'
  | 'state'
  | 'rsaPin'
  | 'pfaName'
  | 'grossPay'
  | 'taxableIncome'
  | 'basicPay'
  | 'employeeShare'
  | 'employerShare'
  | 'total';

export interface StatutoryRemittance {
  kind: string;
  label: string;
  /** Who receives it: the remittance party's kind (Payroll configuration → remittance parties) and its label. */
  party: { kind: string; label: string };
  /** One remittance per state of residence, per PFA, or one for the run. */
  groupBy: 'state' | 'pfa' | null;
  /** The remittance's name; `{group}` is the state or the PFA's name. */
  name: string;
  /** The name when the group is not known (no state of residence, no PFA). */
  nameWithoutGroup?: string;
  /** The schedule file the party expects: its columns (header, value). */
  schedule: readonly (readonly [string, ScheduleValue])[];
}

const who = [
  ['S/N', 'sn'],
  ['Staff ID', 'staffId'],
  ['Employee name', 'employeeName'],
] as const;

/** The parties the payroll remits to, in the order of the items they carry. */
export const STATUTORY_REMITTANCES = [
  {
    kind: 'paye',
    label: 'PAYE',
    party: { kind: 'state_irs', label: 'State internal revenue service' },
    groupBy: 'state',
    name: '{group} State Internal Revenue Service',
    nameWithoutGroup: 'PAYE (no state of residence)',
    schedule: [
      ...who,
      ['Tax ID', 'taxId'],
      ['State', 'state'],
      ['Gross pay', 'grossPay'],
      ['Taxable income', 'taxableIncome'],
      ['PAYE', 'total'],
    ],
  },
  {
    kind: 'pension',
    label: 'Pension',
    party: { kind: 'pfa', label: 'Pension fund administrator' },
    groupBy: 'pfa',
    name: '{group}',
    nameWithoutGroup: 'Pension (no PFA chosen)',
    schedule: [
      ...who,
      ['RSA PIN', 'rsaPin'],
      ['PFA', 'pfaName'],
      ['Employee contribution', 'employeeShare'],
      ['Employer contribution', 'employerShare'],
      ['Total', 'total'],
    ],
  },
  {
    kind: 'nhf',
    label: 'National Housing Fund',
    party: { kind: 'fmbn', label: 'FMBN (NHF)' },
    groupBy: null,
    name: 'Federal Mortgage Bank of Nigeria (NHF)',
    schedule: [...who, ['Basic pay', 'basicPay'], ['NHF contribution', 'total']],
  },
  {
    // Health insurance: the business enrols its staff with one health maintenance organisation (HMO), which the
    // NHIA accredits and through which the contributions reach the scheme (NHIA Act 2022; payroll-rules.md:
    // "schedule per HMO").
    kind: 'nhia',
    label: 'NHIA',
    party: { kind: 'hmo', label: 'HMO (NHIA)' },
    groupBy: null,
    name: 'Health maintenance organisation (NHIA)',
    schedule: [
      ...who,
      ['Basic pay', 'basicPay'],
      ['Employee contribution', 'employeeShare'],
      ['Employer contribution', 'employerShare'],
      ['Total', 'total'],
    ],
  },
  {
    kind: 'nsitf',
    label: 'NSITF',
    party: { kind: 'nsitf', label: 'NSITF' },
    groupBy: null,
    name: 'Nigeria Social Insurance Trust Fund',
    schedule: [...who, ['Gross pay', 'grossPay'], ['NSITF contribution', 'total']],
  },
  {
    kind: 'itf',
    label: 'ITF',
    party: { kind: 'itf', label: 'ITF' },
    groupBy: null,
    name: 'Industrial Training Fund',
    schedule: [...who, ['Gross pay', 'grossPay'], ['ITF contribution', 'total']],
  },
] as const satisfies readonly StatutoryRemittance[];

export type StatutoryRemittanceKind = (typeof STATUTORY_REMITTANCES)[number]['kind'];
export type StatutoryPartyKind = (typeof STATUTORY_REMITTANCES)[number]['party']['kind'];

// Every item's remittance is one of the remittances (checked by the compiler).
type UnknownRemittance = Exclude<
  NonNullable<(typeof STATUTORY_ITEMS)[number]['remittance']>,
  StatutoryRemittanceKind
>;
const _everyRemittanceKnown: [UnknownRemittance] extends [never] ? true : UnknownRemittance = true;
void _everyRemittanceKnown;

export const STATUTORY_CODES: readonly StatutoryCode[] = STATUTORY_ITEMS.map((i) => i.code);
export const REMITTANCE_KINDS: readonly StatutoryRemittanceKind[] = STATUTORY_REMITTANCES.map((r) => r.kind);
export const STATUTORY_PARTY_KINDS: readonly StatutoryPartyKind[] = STATUTORY_REMITTANCES.map(
  (r) => r.party.kind,
);

type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;
/** An item's key in code: `pension_employee` → `pensionEmployee` (run line property; totals add `Kobo`). */
export type StatutoryKey = CamelCase<StatutoryCode>;
export const statutoryKey = <C extends StatutoryCode>(code: C) =>
  code.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as CamelCase<C>;
export const STATUTORY_KEYS: readonly StatutoryKey[] = STATUTORY_CODES.map(statutoryKey);

const byCode = new Map<string, StatutoryItem>(STATUTORY_ITEMS.map((i) => [i.code, i]));
/** The item of a code (undefined for a line that is not statutory: custom deductions, on-demand recovery …). */
export const statutoryItem = (code: string): StatutoryItem | undefined => byCode.get(code);

/** The items a remittance carries. */
export const itemsOfRemittance = (kind: string) => STATUTORY_ITEMS.filter((i) => i.remittance === kind);

const remittanceByKind = new Map<string, StatutoryRemittance>(STATUTORY_REMITTANCES.map((r) => [r.kind, r]));
export const statutoryRemittance = (kind: string): StatutoryRemittance | undefined =>
  remittanceByKind.get(kind);

/** A figure for each remittance, by kind: `byRemittance((r) => r.label)`. */
export function byRemittance<T>(of: (r: StatutoryRemittance) => T): Record<StatutoryRemittanceKind, T> {
  return Object.fromEntries(STATUTORY_REMITTANCES.map((r) => [r.kind, of(r)])) as Record<
    StatutoryRemittanceKind,
    T
  >;
}

/** A remittance's name for its group (the state, the PFA's name; null when unknown). */
export function remittanceName(r: StatutoryRemittance, group: string | null): string {
  if (r.groupBy === null) return r.name;
  return group === null ? (r.nameWithoutGroup ?? r.name) : r.name.replace('{group}', () => group);
}
