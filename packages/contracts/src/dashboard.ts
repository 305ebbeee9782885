// The dashboard's reads beside the wallet dashboard (spec §2.6, §7; issue 29): the header's wallet balance chip,
// and the week's panel — what an employer checks weekly, each item answered only to a member whose permissions
// open its page (null otherwise). Money in kobo (minor units); days are Lagos days (YYYY-MM-DD).
import { z } from 'zod';
import { complianceKind, complianceStatus } from './compliance-calendar.ts';
import { success } from './envelope.ts';
import { PAYROLL_RUN_STATUSES } from './payroll-run-codes.ts';

export const walletBalanceResponse = success(
  z.object({ balance: z.number().int(), currency: z.literal('NGN') }),
);

/**
 * The next payroll: the open run (not completed) paid soonest, or when none is open the next pay date of the pay
 * schedules, costed as the last paid run. Null `next`: no open run and no pay schedule. Read with `payroll.view`.
 */
export const weekNextPayroll = z.object({
  next: z
    .object({
      payDate: z.string(),
      /** The run's name, or the pay schedule's when the run is not created yet. */
      name: z.string(),
      /** Null when the run of that pay date is not created yet. */
      run: z.object({ _id: z.string(), status: z.enum(PAYROLL_RUN_STATUSES) }).nullable(),
      employeeCount: z.number().int(),
      /** Gross pay + employer costs; null when nothing computed to go by. */
      totalCostKobo: z.number().int().nullable(),
      /** The cost is the last paid run's: the run is not created or not computed yet. */
      estimated: z.boolean(),
    })
    .nullable(),
});

/** Statutory remittances not paid yet (late first, then by due date). Read with `payroll.view`. */
export const weekRemittances = z.object({
  count: z.number().int(),
  totalKobo: z.number().int(),
  lateCount: z.number().int(),
  /** The first few, by due date. */
  items: z.array(
    z.object({
      _id: z.string(),
      kind: complianceKind,
      authority: z.string(),
      period: z.string(),
      dueDate: z.string(),
      amountKobo: z.number().int().nullable(),
      status: complianceStatus,
      /** Where it is paid (the run's remittance page), when there is one. */
      payPath: z.string().nullable(),
    }),
  ),
});

/** Approval requests waiting for a decision. Read with `approvals.requests.view`. */
export const weekApprovals = z.object({
  pendingCount: z.number().int(),
  pendingKobo: z.number().int(),
  /** The soonest a pending request expires, when one does. */
  nextExpiry: z.string().nullable(),
});

/**
 * On-demand pay of the current pay period (payday's month, YYYY-MM): what was advanced to staff in it, and what
 * payday must still recover (everything owed up to it, fees the staff bear included). Read with
 * `people.reconciliation.view`.
 */
export const weekOnDemand = z.object({
  period: z.string(),
  advancedKobo: z.number().int(),
  toRecoverKobo: z.number().int(),
  employeeCount: z.number().int(),
});

/** Payouts the bank refused whose money is not back in the wallet yet. Read with `payments.transactions.view`. */
export const weekFailedPayouts = z.object({
  count: z.number().int(),
  /** Amount + fee: what is to come back. */
  amountKobo: z.number().int(),
  /** The newest few. */
  items: z.array(
    z.object({
      _id: z.string(),
      reference: z.string(),
      accountName: z.string(),
      amountKobo: z.number().int(),
      failedAt: z.string().nullable(),
    }),
  ),
});

export const dashboardWeek = z.object({
  /** Today in Lagos. */
  today: z.string(),
  nextPayroll: weekNextPayroll.nullable(),
  remittances: weekRemittances.nullable(),
  approvals: weekApprovals.nullable(),
  onDemand: weekOnDemand.nullable(),
  failedPayouts: weekFailedPayouts.nullable(),
});
export type DashboardWeek = z.infer<typeof dashboardWeek>;
export const dashboardWeekResponse = success(dashboardWeek);

export const DASHBOARD_PATHS = {
  walletBalance: '/b2b/employer/dashboard/wallet-balance',
  /** GET the week's panel (dashboard.view; each item by its own permission). */
  week: '/b2b/employer/dashboard/week',
} as const;
