// The annual PAYE return (issue 28; formerly Form H1), per state and tax year (calendar year): every employee paid in
// the year, leavers included, grouped by the state their PAYE went to (the state of residence on each payslip), with
// gross emoluments, each relief, taxable income, PAYE, and each month's PAYE with the remittance that paid it. Due by
// 31 January of the next year (NTAA). Read with `payroll.view`; marking a state's return filed needs `payroll.pay`
// and no employee of it without a Tax ID. Downloads: CSV, XLSX and a summary PDF per state.
import { z } from 'zod';
import { success } from './envelope.ts';

export const ANNUAL_RETURN_PATHS = {
  /** GET `?year=&state=&download=csv|xlsx|pdf`: the return of each state (or one), its blockers and totals. */
  returns: '/payroll/annual-returns',
  /** POST `{ year, state }`: records the state's return as filed (409 while an employee has no Tax ID). */
  filed: '/payroll/annual-returns/filed',
  /** GET `?year=&download=csv|pdf`: ITF Form 5A of a year (staff, annual payroll, 1% due by 1 April, remitted). */
  itfForm5a: '/payroll/annual-returns/itf-form-5a',
} as const;

export const ANNUAL_RETURN_MESSAGES = {
  filed: 'Annual return marked as filed',
  alreadyFiled: 'This annual return is already marked as filed',
  nothingToFile: 'No employee was paid in this state in this year',
  pdfNeedsState: 'Choose a state for the PDF summary',
} as const;

/** The 409's message while employees of the return have no Tax ID: names them (the first five, then a count). */
export const missingTaxIdsMessage = (names: readonly string[]) => {
  const named =
    names.length > 5 ? `${names.slice(0, 5).join(', ')} and ${names.length - 5} more` : names.join(', ');
  return `Add a Tax ID for ${named} before marking the return as filed`;
};

const year = z.coerce
  .number({ error: 'Year must be a number' })
  .int('Year must be a whole number')
  .min(2000, 'Year must be 2000 or later')
  .max(2100, 'Year must be 2100 or earlier');
const state = z.string().trim().min(1, 'Choose a state').max(40, 'Choose a state');

export const annualReturnQuery = z.object({
  /** Default: this year in Lagos. */
  year: year.optional(),
  /** One state; every state when left out. */
  state: state.optional(),
  download: z.enum(['csv', 'xlsx', 'pdf']).optional(),
});
export type AnnualReturnQuery = z.input<typeof annualReturnQuery>;

export const itfForm5aQuery = z.object({
  /** Default: this year in Lagos. */
  year: year.optional(),
  download: z.enum(['csv', 'pdf'], { error: 'Choose csv or pdf' }),
});
export type ItfForm5aQuery = z.input<typeof itfForm5aQuery>;

export const markAnnualReturnFiledRequest = z.object({ year, state });
export type MarkAnnualReturnFiledRequest = z.infer<typeof markAnnualReturnFiledRequest>;

/** Each relief of the return, per month summed: actual deductions, and the engine's annual reliefs ÷ 12. */
export const annualReturnReliefs = z.object({
  pensionKobo: z.number().int(),
  nhfKobo: z.number().int(),
  nhisKobo: z.number().int(),
  /** NTA 2025 s.30(2)(a)(vi): the payslip's annual rent relief ÷ 12, per month. */
  rentReliefKobo: z.number().int(),
  /** PITA years: the consolidated relief allowance ÷ 12, per month. */
  craKobo: z.number().int(),
  /** Life assurance and other declared reliefs ÷ 12, per month. */
  otherReliefKobo: z.number().int(),
  totalKobo: z.number().int(),
});
export type AnnualReturnReliefs = z.infer<typeof annualReturnReliefs>;

const figures = {
  /** Cash gross pay of the payslips. */
  grossPayKobo: z.number().int(),
  benefitsInKindKobo: z.number().int(),
  /** Gross emoluments: gross pay plus benefits in kind. */
  grossEmolumentsKobo: z.number().int(),
  reliefs: annualReturnReliefs,
  /** Taxable emoluments less reliefs, month by month, not below zero. */
  taxableIncomeKobo: z.number().int(),
  payeKobo: z.number().int(),
};

export const annualReturnEmployee = z.object({
  employeeId: z.string(),
  name: z.string(),
  staffId: z.string().nullable(),
  /** The employee's Tax ID now (or as the payslips had it); null is a blocker. */
  taxId: z.string().nullable(),
  /** Months (YYYY-MM) paid with PAYE going to this state. */
  months: z.array(z.object({ month: z.string(), payeKobo: z.number().int() })),
  monthsPaid: z.number().int(),
  /** Left the business (an exit date) by the end of the year. */
  exitDate: z.string().nullable(),
  ...figures,
});
export type AnnualReturnEmployee = z.infer<typeof annualReturnEmployee>;

export const annualReturnRemittance = z.object({
  remittanceId: z.string(),
  runId: z.string(),
  runName: z.string(),
  amountKobo: z.number().int(),
  status: z.enum(['unpaid', 'pending', 'paid', 'failed']),
  /** The Lagos day it was paid. */
  paidOn: z.string().nullable(),
  reference: z.string().nullable(),
  /** The NIP session id of the transfer once settled. */
  sessionId: z.string().nullable(),
});
export type AnnualReturnRemittance = z.infer<typeof annualReturnRemittance>;

export const annualReturnMonth = z.object({
  month: z.string(),
  employeeCount: z.number().int(),
  payeKobo: z.number().int(),
  remittances: z.array(annualReturnRemittance),
});

export const annualReturnState = z.object({
  /** Null for payslips that named no state of residence. */
  state: z.string().nullable(),
  authority: z.string(),
  employees: z.array(annualReturnEmployee),
  months: z.array(annualReturnMonth),
  totals: z.object({ employeeCount: z.number().int(), ...figures }),
  /** Employees of this state's return without a Tax ID. */
  blockerCount: z.number().int(),
  filing: z
    .object({ filedAt: z.string(), filedBy: z.object({ _id: z.string().nullable(), name: z.string() }) })
    .nullable(),
});
export type AnnualReturnState = z.infer<typeof annualReturnState>;

export const annualReturnBlocker = z.object({
  employeeId: z.string(),
  name: z.string(),
  staffId: z.string().nullable(),
  reason: z.literal('no-tax-id'),
  states: z.array(z.string().nullable()),
});
export type AnnualReturnBlocker = z.infer<typeof annualReturnBlocker>;

export const annualReturn = z.object({
  year: z.number().int(),
  /** 31 January of the next year. */
  dueDate: z.string(),
  /** The states with PAYE in the year (for the picker), whatever `state` asked for. */
  states: z.array(z.string().nullable()),
  /** Years with paid payrolls, newest first. */
  years: z.array(z.number().int()),
  returns: z.array(annualReturnState),
  blockers: z.array(annualReturnBlocker),
});
export type AnnualReturn = z.infer<typeof annualReturn>;
export const annualReturnResponse = success(annualReturn);

export const annualReturnFiling = z.object({
  year: z.number().int(),
  state: z.string(),
  filedAt: z.string(),
  filedBy: z.object({ _id: z.string().nullable(), name: z.string() }),
});
export const annualReturnFiledResponse = success(annualReturnFiling);
