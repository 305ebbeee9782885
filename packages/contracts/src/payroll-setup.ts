// Payroll configuration (spec §2.3 Payroll configuration, §3 deduction types and payroll setup, §7 payroll service,
// §8 toasts): pay schedules, pay structures with deductions.custom_deductions, benefits in kind, allowances and
// bonuses, pay groups and remittance parties. Money is kobo; rates are basis points (1% = 100 bp).
import {
  DEDUCTION_TYPES,
  STATUTORY_PARTY_KINDS,
  STATUTORY_REMITTANCES,
  type StatutoryCode,
  type StatutoryPartyKind,
  statutoryItem,
} from '@paydesk/payroll';
import { z } from 'zod';
import { accountNumber, institutionCode } from './banking.ts';
import { NIGERIAN_STATES } from './compliance.ts';
import { calendarDate } from './dates.ts';
import { page, pageQuery, success } from './envelope.ts';
import { PAY_FREQUENCIES } from './people.ts';

export {
  DEDUCTION_TYPE_LABELS,
  DEDUCTION_TYPES,
  type DeductionType,
  deductionTypeLabel,
} from '@paydesk/payroll';

/** Spec §7 payroll service paths, used exactly. Each resource: GET list, POST create, PUT/DELETE :id, POST delete-many. */
export const PAYROLL_SETUP_PATHS = {
  payGroups: '/payroll/pay-group',
  payGroup: '/payroll/pay-group/:id',
  payGroupsDeleteMany: '/payroll/pay-group/delete-many',
  payGroupAssignedEmployees: '/payroll/pay-group/:id/assigned-employees',
  payGroupAssignEmployees: '/payroll/pay-group/:id/assign-employees',
  payGroupUnassignEmployees: '/payroll/pay-group/:id/unassign-employees',
  payGroupAssignPayStructure: '/payroll/pay-group/assign-pay-structure',
  payGroupUnassignPayStructure: '/payroll/pay-group/unassign-pay-structure',
  payGroupAssignBenefitsInKind: '/payroll/pay-group/assign-benefits-in-kind',
  payGroupUnassignBenefitsInKind: '/payroll/pay-group/unassign-benefits-in-kind',
  payGroupAssignAllowanceAndBonus: '/payroll/pay-group/assign-allowance-and-bonus',
  payGroupUnassignAllowanceAndBonus: '/payroll/pay-group/unassign-allowance-and-bonus',
  payStructures: '/payroll/pay-structure',
  payStructure: '/payroll/pay-structure/:id',
  payStructuresDeleteMany: '/payroll/pay-structure/delete-many',
  /** Gross to net for a sample gross with a structure body, before saving (the engine's figures). */
  payStructurePreview: '/payroll/pay-structure/preview',
  paySchedules: '/payroll/pay-schedule',
  paySchedule: '/payroll/pay-schedule/:id',
  paySchedulesDeleteMany: '/payroll/pay-schedule/delete-many',
  benefitsInKind: '/payroll/benefits-in-kind',
  benefitInKind: '/payroll/benefits-in-kind/:id',
  benefitsInKindDeleteMany: '/payroll/benefits-in-kind/delete-many',
  allowancesAndBonuses: '/payroll/allowances-and-bonuses',
  allowanceAndBonus: '/payroll/allowances-and-bonuses/:id',
  allowancesAndBonusesDeleteMany: '/payroll/allowances-and-bonuses/delete-many',
  remittanceParties: '/payroll/remittance-party',
  remittanceParty: '/payroll/remittance-party/:id',
  remittancePartiesDeleteMany: '/payroll/remittance-party/delete-many',
  pensionProviders: '/miscellaneous/get-pension-providers',
} as const;

/** Spec §8 success toasts of payroll setup, exactly. */
export const PAYROLL_SETUP_MESSAGES = {
  allowanceCreated: 'Allowance created',
  benefitCreated: 'Benefit created',
  payStructureCreated: 'Pay structure created',
  payGroupCreated: 'Pay group created',
  remittancePartyDeleted: 'Remittance Party deleted',
} as const;

/** The 409 of deleting a pay structure that pay groups still use. */
export const PAY_STRUCTURE_IN_USE_MESSAGE =
  'This pay structure is assigned to a pay group. Unassign it before deleting';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const kobo = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be a whole number of kobo`)
    .min(0, `${label} cannot be negative`)
    .max(Number.MAX_SAFE_INTEGER, `${label} is too large`);
const basisPoints = (label: string, min = 0) =>
  z
    .number({ error: `${label} is required` })
    .int(`${label} must be whole basis points (1% = 100)`)
    .min(min, `${label} must be at least ${min / 100}%`)
    .max(10_000, `${label} must be at most 100%`);
/** A statutory item's rates from the catalogue (`@paydesk/payroll`). */
const rates = (code: StatutoryCode) => {
  const item = statutoryItem(code)!;
  return { defaultRateBp: item.defaultRateBp ?? 0, minimumRateBp: item.minimumRateBp ?? 0 };
};
const id = (what: string) => z.string().uuid(`${what} not found`);
const idList = (what: string) =>
  z
    .array(id(what), { error: 'ids must be a list' })
    .min(1, 'Select at least one')
    .max(500, 'Select at most 500 at a time')
    .transform((ids) => [...new Set(ids)]);

export const deductionType = z.enum(DEDUCTION_TYPES, { error: 'Choose what the deduction is taken from' });

// --- list filters (spec §3: id, pay_structure_id, benefit_in_kind_id, allowance_and_bonus_id) ---------------

export const payrollSetupListQuery = pageQuery.extend({
  search: z.string().trim().max(100).optional(),
  id: id('Record').optional(),
  pay_structure_id: id('Pay structure').optional(),
  benefit_in_kind_id: id('Benefit').optional(),
  allowance_and_bonus_id: id('Allowance').optional(),
});
export type PayrollSetupListQuery = z.input<typeof payrollSetupListQuery>;

export const deleteManyRequest = z.strictObject({ ids: idList('Record') });
export type DeleteManyRequest = z.input<typeof deleteManyRequest>;
export const deleteManyResult = z.object({
  deleted: z.array(z.string()),
  failures: z.array(z.object({ id: z.string(), message: z.string() })),
});
export const deleteManyResponse = success(deleteManyResult);

// --- pay schedules -------------------------------------------------------------------------------------------

export const PAY_DAY_RULES = ['last_working_day', 'last_day', 'fixed_day'] as const;
export type PayDayRule = (typeof PAY_DAY_RULES)[number];

const dayOfMonth = (label: string) =>
  z
    .number({ error: `${label} is required` })
    .int()
    .min(1, `${label} is 1 to 28`)
    .max(28, `${label} is 1 to 28`);

export const payScheduleRequest = z
  .strictObject({
    name: text('Schedule name', 60),
    frequency: z.enum(PAY_FREQUENCIES, { error: 'Choose a pay frequency' }),
    payDayRule: z.enum(PAY_DAY_RULES, { error: 'Choose a pay day' }),
    /** With `fixed_day`: the day of the month (a non-working day moves to the working day before). */
    payDay: dayOfMonth('Pay day')
      .nullish()
      .transform((v) => v ?? null),
    /** The last day of the month counted in a period (null: the calendar month). */
    cutOffDay: dayOfMonth('Cut-off day')
      .nullish()
      .transform((v) => v ?? null),
    firstPeriodStart: calendarDate,
  })
  .refine((v) => v.payDayRule !== 'fixed_day' || v.payDay !== null, {
    path: ['payDay'],
    message: 'Choose the day of the month',
  });
export type PayScheduleRequest = z.input<typeof payScheduleRequest>;

export const paySchedule = z.object({
  _id: z.string(),
  name: z.string(),
  frequency: z.enum(PAY_FREQUENCIES),
  payDayRule: z.enum(PAY_DAY_RULES),
  payDay: z.number().int().nullable(),
  cutOffDay: z.number().int().nullable(),
  firstPeriodStart: z.string(),
  /** The next pay dates in Africa/Lagos, after Nigerian public holidays and weekends. */
  nextPayDates: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PaySchedule = z.infer<typeof paySchedule>;
export const payScheduleResponse = success(paySchedule);
export const payScheduleListResponse = success(page(paySchedule));

// --- pay structures ------------------------------------------------------------------------------------------

export const componentRule = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('percent'), basisPoints: basisPoints('Percentage of gross') }),
    z.strictObject({ kind: z.literal('fixed'), kobo: kobo('Amount') }),
  ],
  { error: 'Choose a percentage of gross or a fixed amount' },
);
export type ComponentRuleInput = z.input<typeof componentRule>;

export const DUPLICATE_DEDUCTION_NAME = 'Another deduction of this pay structure has this name';

/** deductions.custom_deductions: each with an id (kept across edits; new ones get one on save). */
export const customDeduction = z.strictObject({
  id: z.string().uuid().optional(),
  name: text('Deduction name', 60),
  rule: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('fixed'), kobo: kobo('Amount') }),
    z.strictObject({ kind: z.literal('percent'), basisPoints: basisPoints('Rate'), base: deductionType }),
  ]),
});

const percentTotal = (v: { components: Record<string, unknown> }) => {
  const c = v.components as {
    basic: { kind: string; basisPoints?: number };
    housing?: { kind: string; basisPoints?: number } | null;
    transport?: { kind: string; basisPoints?: number } | null;
    others: Array<{ rule: { kind: string; basisPoints?: number } }>;
  };
  const rules = [c.basic, c.housing, c.transport, ...c.others.map((o) => o.rule)];
  return rules.reduce((t, r) => t + (r?.kind === 'percent' ? (r.basisPoints ?? 0) : 0), 0);
};

const structureComponents = {
  components: z.strictObject({
    basic: componentRule,
    housing: componentRule.nullish().transform((v) => v ?? null),
    transport: componentRule.nullish().transform((v) => v ?? null),
    others: z
      .array(
        z.strictObject({
          id: z.string().uuid().optional(),
          name: text('Allowance name', 60),
          rule: componentRule,
        }),
      )
      .max(20)
      .default([]),
  }),
  deductions: z.strictObject({
    /** Pension Reform Act 2014: employee at least 8%, employer at least 10%. Null: not enrolled. */
    pension: z
      .strictObject({
        base: deductionType,
        employeeRate: basisPoints('Employee pension rate', rates('pension_employee').minimumRateBp),
        employerRate: basisPoints('Employer pension rate', rates('pension_employer').minimumRateBp),
      })
      .nullable(),
    /** NHF is a per-employee switch (employee record); the structure says whether it is offered. */
    nhf: z.boolean().default(true),
    nhis: z
      .strictObject({
        employeeRate: basisPoints('Employee NHIS rate').default(rates('nhis_employee').defaultRateBp),
        employerRate: basisPoints('Employer NHIS rate').default(rates('nhis_employer').defaultRateBp),
      })
      .nullable()
      .default(null),
    custom_deductions: z.array(customDeduction).max(20).default([]),
  }),
};
const percentRule = {
  path: ['components'],
  message: 'The percentages of gross add up to more than 100%',
};

export const payStructureRequest = z
  .strictObject({
    name: text('Pay structure name', 60),
    description: optionalText('Description', 240),
    ...structureComponents,
    /** Effective dating: the components and deductions apply from this date (default: today in Lagos). An edit
     * with a later date adds a version; runs for earlier periods keep the version then in force. */
    effectiveFrom: calendarDate.optional(),
  })
  .refine((v) => percentTotal(v) <= 10_000, percentRule)
  .superRefine((v, ctx) => {
    // Each custom deduction is its own payslip line: two with one name could not be told apart.
    const seen = new Set<string>();
    v.deductions.custom_deductions.forEach((d, i) => {
      const key = d.name.trim().toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['deductions', 'custom_deductions', i, 'name'],
          message: DUPLICATE_DEDUCTION_NAME,
        });
      seen.add(key);
    });
  });
export type PayStructureRequest = z.input<typeof payStructureRequest>;

/** POST /payroll/pay-structure/preview: the structure as the form holds it (no name needed) and a sample gross. */
export const payStructurePreviewRequest = z.strictObject({
  monthlyGrossKobo: kobo('Sample gross').min(1, 'Enter a sample monthly gross'),
  /** The pay month's last day chooses the tax regime (default: the end of this month in Lagos). */
  periodEnd: calendarDate.optional(),
  /** The employee's NHF switch (NHF is 2.5% of basic when on and the structure offers it). */
  nhf: z.boolean().default(false),
  structure: z.strictObject(structureComponents).refine((v) => percentTotal(v) <= 10_000, percentRule),
});
export type PayStructurePreviewRequest = z.input<typeof payStructurePreviewRequest>;

const previewLine = z.object({
  code: z.string(),
  label: z.string(),
  amountKobo: z.number().int(),
  formula: z.string(),
});
export const payStructurePreview = z.object({
  regime: z.enum(['NTA2025', 'PITA']),
  period: z.object({ start: z.string(), end: z.string() }),
  earnings: z.array(previewLine),
  deductions: z.array(previewLine),
  employerCosts: z.array(previewLine),
  grossPayKobo: z.number().int(),
  payeKobo: z.number().int(),
  totalDeductionsKobo: z.number().int(),
  netPayKobo: z.number().int(),
  employerCostKobo: z.number().int(),
});
export type PayStructurePreview = z.infer<typeof payStructurePreview>;
export const payStructurePreviewResponse = success(payStructurePreview);

const storedRule = z.union([
  z.object({ kind: z.literal('percent'), basisPoints: z.number().int() }),
  z.object({ kind: z.literal('fixed'), kobo: z.number().int() }),
]);
export const payStructure = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  components: z.object({
    basic: storedRule,
    housing: storedRule.nullable(),
    transport: storedRule.nullable(),
    others: z.array(z.object({ id: z.string(), name: z.string(), rule: storedRule })),
  }),
  deductions: z.object({
    pension: z
      .object({
        base: z.enum(DEDUCTION_TYPES),
        employeeRate: z.number().int(),
        employerRate: z.number().int(),
      })
      .nullable(),
    nhf: z.boolean(),
    nhis: z.object({ employeeRate: z.number().int(), employerRate: z.number().int() }).nullable(),
    custom_deductions: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        rule: z.union([
          z.object({ kind: z.literal('fixed'), kobo: z.number().int() }),
          z.object({
            kind: z.literal('percent'),
            basisPoints: z.number().int(),
            base: z.enum(DEDUCTION_TYPES),
          }),
        ]),
      }),
    ),
  }),
  /** Pay groups using it: a structure in use is not deleted (PAY_STRUCTURE_IN_USE_MESSAGE). */
  payGroupCount: z.number().int(),
  /** The date the version shown (the one in force today, or the latest if none is yet) applies from. */
  effectiveFrom: z.string(),
  /** Every version's date, oldest first. */
  versions: z.array(z.object({ effectiveFrom: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PayStructure = z.infer<typeof payStructure>;
export const payStructureResponse = success(payStructure);
export const payStructureListResponse = success(page(payStructure));

// --- benefits in kind, allowances and bonuses ------------------------------------------------------------

export const benefitInKindRequest = z.strictObject({
  name: text('Benefit name', 60),
  description: optionalText('Description', 240),
  /** Value a month: taxable, not paid in cash. */
  monthlyValue: kobo('Monthly value'),
});
export type BenefitInKindRequest = z.input<typeof benefitInKindRequest>;
export const benefitInKind = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  monthlyValue: z.number().int(),
  payGroupCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BenefitInKind = z.infer<typeof benefitInKind>;
export const benefitInKindResponse = success(benefitInKind);
export const benefitInKindListResponse = success(page(benefitInKind));

export const ALLOWANCE_KINDS = ['allowance', 'bonus'] as const;
export const RECURRENCES = ['one_off', 'recurring'] as const;

export const allowanceAndBonusRequest = z
  .strictObject({
    name: text('Name', 60),
    description: optionalText('Description', 240),
    kind: z.enum(ALLOWANCE_KINDS, { error: 'Choose allowance or bonus' }),
    recurrence: z.enum(RECURRENCES, { error: 'Choose one-off or recurring' }),
    taxable: z.boolean({ error: 'Say whether it is taxable' }),
    amount: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('fixed'), kobo: kobo('Amount') }),
      z.strictObject({ kind: z.literal('percent'), basisPoints: basisPoints('Rate'), base: deductionType }),
    ]),
    /** A one-off item is paid in the period holding this date. */
    payDate: calendarDate.nullish().transform((v) => v ?? null),
  })
  .refine((v) => v.recurrence === 'recurring' || v.payDate !== null, {
    path: ['payDate'],
    message: 'Choose when the one-off payment is made',
  });
export type AllowanceAndBonusRequest = z.input<typeof allowanceAndBonusRequest>;
export const allowanceAndBonus = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  kind: z.enum(ALLOWANCE_KINDS),
  recurrence: z.enum(RECURRENCES),
  taxable: z.boolean(),
  amount: z.union([
    z.object({ kind: z.literal('fixed'), kobo: z.number().int() }),
    z.object({ kind: z.literal('percent'), basisPoints: z.number().int(), base: z.enum(DEDUCTION_TYPES) }),
  ]),
  payDate: z.string().nullable(),
  payGroupCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AllowanceAndBonus = z.infer<typeof allowanceAndBonus>;
export const allowanceAndBonusResponse = success(allowanceAndBonus);
export const allowanceAndBonusListResponse = success(page(allowanceAndBonus));

// --- pay groups ----------------------------------------------------------------------------------------------

export const payGroupRequest = z.strictObject({
  name: text('Pay group name', 60),
  description: optionalText('Description', 240),
  pay_schedule_id: id('Pay schedule')
    .nullish()
    .transform((v) => v ?? null),
  pay_structure_id: id('Pay structure')
    .nullish()
    .transform((v) => v ?? null),
});
export type PayGroupRequest = z.input<typeof payGroupRequest>;
export const updatePayGroupRequest = payGroupRequest.partial();

export const payGroup = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  paySchedule: z.object({ _id: z.string(), name: z.string() }).nullable(),
  payStructure: z.object({ _id: z.string(), name: z.string() }).nullable(),
  benefitsInKind: z.array(z.object({ _id: z.string(), name: z.string() })),
  allowancesAndBonuses: z.array(z.object({ _id: z.string(), name: z.string() })),
  employeeCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PayGroup = z.infer<typeof payGroup>;
export const payGroupResponse = success(payGroup);
export const payGroupListResponse = success(page(payGroup));

/** GET :id/assigned-employees: the employees the pay group pays. */
export const payGroupEmployeesQuery = pageQuery.extend({ search: z.string().trim().max(100).optional() });
export const payGroupEmployee = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  staffId: z.string().nullable(),
  jobTitle: z.string().nullable(),
  grossPay: z.number().int(),
  status: z.string(),
});
export type PayGroupEmployee = z.infer<typeof payGroupEmployee>;
export const payGroupEmployeesResponse = success(page(payGroupEmployee));

/** POST assign-pay-structure / unassign-pay-structure. */
export const payGroupStructureRequest = z.strictObject({
  pay_group_ids: idList('Pay group'),
  pay_structure_id: id('Pay structure'),
});
/** POST assign-benefits-in-kind / unassign-benefits-in-kind. */
export const payGroupBenefitRequest = z.strictObject({
  pay_group_ids: idList('Pay group'),
  benefit_in_kind_id: id('Benefit'),
});
/** POST assign-allowance-and-bonus / unassign-allowance-and-bonus. */
export const payGroupAllowanceRequest = z.strictObject({
  pay_group_ids: idList('Pay group'),
  allowance_and_bonus_id: id('Allowance'),
});
// PATCH :id/assign-employees and :id/unassign-employees take `{ employee_ids }`: assignEmployeesRequest (people.ts).

// --- remittance parties and pension providers ----------------------------------------------------------------

/** Who receives each remittance (the statutory items' catalogue, `@paydesk/payroll`), and custom parties. */
export const REMITTANCE_PARTY_KINDS = [...STATUTORY_PARTY_KINDS, 'custom'] as const;
export type RemittancePartyKind = StatutoryPartyKind | 'custom';
export const REMITTANCE_PARTY_KIND_LABELS = {
  ...Object.fromEntries(STATUTORY_REMITTANCES.map((r) => [r.party.kind, r.party.label])),
  custom: 'Custom',
} as Record<RemittancePartyKind, string>;

export const remittancePartyRequest = z
  .strictObject({
    kind: z.enum(REMITTANCE_PARTY_KINDS, { error: 'Choose who this party is' }),
    name: text('Name', 80),
    /** A state internal revenue service receives the PAYE of employees living in its state. */
    state: z
      .enum(NIGERIAN_STATES, { error: 'Choose a state' })
      .nullish()
      .transform((v) => v ?? null),
    /** A PFA from GET /miscellaneous/get-pension-providers. */
    pfaId: z
      .number()
      .int()
      .positive()
      .nullish()
      .transform((v) => v ?? null),
    bankCode: institutionCode,
    accountNumber,
    /**
     * The account name the member confirmed after the mismatch warning: an account whose name does not match the
     * party (a personal name on a revenue service's account) is saved only with it.
     */
    acceptAccountName: z
      .string()
      .trim()
      .max(120)
      .nullish()
      .transform((v) => v || null),
  })
  .refine((v) => v.kind !== 'state_irs' || v.state !== null, { path: ['state'], message: 'Choose a state' })
  .refine((v) => v.kind !== 'pfa' || v.pfaId !== null, {
    path: ['pfaId'],
    message: 'Choose a pension fund administrator',
  });
export type RemittancePartyRequest = z.input<typeof remittancePartyRequest>;

// Words that name no one in particular: a shared 'state' or 'pension' does not make an account the party's.
const GENERIC_NAME_WORDS = new Set(
  'the of and for ltd limited plc nig nigeria nigerian state federal internal revenue service services board fund funds account accounts collection pension pensions administrator administrators managers management company trust custodian'.split(
    ' ',
  ),
);
const nameWords = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 2 && !GENERIC_NAME_WORDS.has(w));

/**
 * Whether a bank account's name is the remittance party's: they share a word that names someone ('LAGOS' of
 * 'LAGOS STATE INTERNAL REVENUE SERVICE' and 'Lagos State IRS'); 'CHINEDU EZE' on 'Lagos State IRS' does not.
 */
export function accountNameMatchesParty(partyName: string, accountName: string): boolean {
  const account = new Set(nameWords(accountName));
  return nameWords(partyName).some((w) => account.has(w));
}

export const accountNameMismatchMessage = (accountName: string, partyName: string) =>
  `This account is in the name of ${accountName}, not ${partyName}. Check the account number, or confirm that ${accountName} receives this party's remittances.`;

export const remittanceParty = z.object({
  _id: z.string(),
  kind: z.enum(REMITTANCE_PARTY_KINDS),
  name: z.string(),
  state: z.string().nullable(),
  pfaId: z.number().int().nullable(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  /** The name the bank's name enquiry returned for the account. */
  accountName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RemittanceParty = z.infer<typeof remittanceParty>;
export const remittancePartyResponse = success(remittanceParty);
export const remittancePartyListResponse = success(page(remittanceParty));

// The pension fund administrators (GET /miscellaneous/get-pension-providers) are banking.ts's `pensionProvider`.
