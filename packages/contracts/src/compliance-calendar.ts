// The compliance calendar (/payroll/compliance, issue 28): every statutory obligation of the business's payrolls —
// PAYE per state, pension per PFA, NHF, NSITF (per run), ITF and the annual PAYE return (per year) — with its due
// date in working days and the business's public holidays, its amount, status, the penalty if late and the runs it
// comes from. Reminders go out 5 and 1 working days before each due date. Read with `payroll.view`.
import { z } from 'zod';
import { success } from './envelope.ts';

export const COMPLIANCE_CALENDAR_PATHS = {
  /** GET the obligations whose due date falls in `year` (default: this year in Lagos), and every late one. */
  calendar: '/payroll/compliance',
  /** GET what the dashboard shows: late and due obligations, and the next due date. */
  summary: '/payroll/compliance/summary',
  /** GET one obligation (a remittance's id, or `itf-2026`, `paye-return-2026-Lagos`). */
  obligation: '/payroll/compliance/:id',
} as const;

export const OBLIGATION_KINDS = [
  'paye',
  'pension',
  'nhf',
  'nhia',
  'nsitf',
  'itf',
  'paye-annual-return',
] as const;
export const complianceKind = z.enum(OBLIGATION_KINDS);
export type ObligationKindValue = z.infer<typeof complianceKind>;

export const OBLIGATION_STATUSES = ['not-due', 'due', 'paid', 'late'] as const;
export const complianceStatus = z.enum(OBLIGATION_STATUSES);
export type ObligationStatusValue = z.infer<typeof complianceStatus>;

export const complianceCalendarQuery = z.object({
  year: z.coerce
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole number')
    .min(2000, 'Year must be 2000 or later')
    .max(2100, 'Year must be 2100 or earlier')
    .optional(),
  status: complianceStatus.optional(),
});

export const obligationParams = z.object({
  id: z
    .string()
    .min(1)
    .max(80)
    .regex(/^[A-Za-z0-9 -]+$/, 'Obligation not found'),
});

export const obligation = z.object({
  /** The remittance's id for a run's obligation; `itf-YYYY` or `paye-return-YYYY-State` for a yearly one. */
  _id: z.string(),
  kind: complianceKind,
  /** Who it is owed to: "Lagos State Internal Revenue Service", a PFA's name, "Industrial Training Fund". */
  authority: z.string(),
  /** The pay month it comes from ("2026-11") or the year ("2026"). */
  period: z.string(),
  dueDate: z.string(),
  /** The deadline as the law states it, with its source. */
  deadlineRule: z.string(),
  /** Null for a filing that carries no payment of its own. */
  amountKobo: z.number().int().nullable(),
  employeeCount: z.number().int(),
  status: complianceStatus,
  /** The day it was paid (Lagos), when paid. */
  paidOn: z.string().nullable(),
  /** A payment is on its way (sent, not yet settled). */
  paymentPending: z.boolean(),
  /** What being late costs, to the day paid or to today. */
  penalty: z.object({
    rule: z.string(),
    kobo: z.number().int().nullable(),
    working: z.string(),
  }),
  runs: z.array(z.object({ _id: z.string(), name: z.string() })),
  /** Where in the app it is paid or filed (the run's remittance page), when there is one. */
  payPath: z.string().nullable(),
  reminders: z.array(
    z.object({ daysBefore: z.number().int(), on: z.string(), sentAt: z.string().nullable() }),
  ),
});
export type Obligation = z.infer<typeof obligation>;

const tally = z.object({
  count: z.number().int(),
  amountKobo: z.number().int(),
  penaltyKobo: z.number().int(),
});

export const complianceCalendar = z.object({
  /** Today in Lagos: what statuses are measured against. */
  today: z.string(),
  year: z.number().int(),
  /** Years with at least one obligation, for the year switcher. */
  years: z.array(z.number().int()),
  /** Ordered by due date. */
  obligations: z.array(obligation),
  totals: z.object({ late: tally, due: tally, notDue: tally, paid: tally }),
});
export type ComplianceCalendar = z.infer<typeof complianceCalendar>;
export const complianceCalendarResponse = success(complianceCalendar);

export const complianceSummary = z.object({
  today: z.string(),
  late: tally,
  due: tally,
  /** The first obligation not yet met, late ones first. */
  next: obligation.nullable(),
});
export type ComplianceSummary = z.infer<typeof complianceSummary>;
export const complianceSummaryResponse = success(complianceSummary);

export const obligationResponse = success(obligation);
