// The dashboard's week (issue 29): what an employer checks weekly, each item asked of the module that owns it
// through its face, all in one round (the reads run side by side), and each answered only when the member's
// permissions open its page (null otherwise: the web hides the item). Every read is scoped to the caller's business.
import { type DashboardWeek, type Permission, roleAllows } from '@paydesk/contracts';
import type { Database } from '@paydesk/db';
import { lagosDay } from '../../lib/lagos-time.ts';
import type { AuthContext } from '../../plugins/route-config.ts';
import { pendingRequestsSummary } from '../approvals/index.ts';
import { unpaidObligations } from '../compliance-calendar/index.ts';
import { onDemandExposure } from '../on-demand/index.ts';
import { failedAwaitingReturn } from '../payments/index.ts';
import { nextPayroll } from '../payroll/index.ts';

export interface WeekDeps {
  db: Database;
}

/** How many remittances and failed payouts the panel lists (the rest are counted). */
const LISTED = 3;

/** What each item needs: the permission of the page it links to. */
export const WEEK_ITEM_PERMISSIONS = {
  nextPayroll: 'payroll.view',
  remittances: 'payroll.view',
  approvals: 'approvals.requests.view',
  onDemand: 'people.reconciliation.view',
  failedPayouts: 'payments.transactions.view',
} as const satisfies Record<Exclude<keyof DashboardWeek, 'today'>, Permission>;

export async function dashboardWeek(
  deps: WeekDeps,
  auth: Pick<AuthContext, 'companyId' | 'role' | 'customPermissions'>,
  today = lagosDay(),
): Promise<DashboardWeek> {
  const { db } = deps;
  const companyId = auth.companyId;
  const may = (item: keyof typeof WEEK_ITEM_PERMISSIONS) =>
    roleAllows(auth.role, auth.customPermissions, WEEK_ITEM_PERMISSIONS[item]);
  /** The read when the member may see the item, else nothing read at all. */
  const when = <T>(item: keyof typeof WEEK_ITEM_PERMISSIONS, read: () => Promise<T>) =>
    may(item) ? read() : Promise.resolve(null);
  const [run, obligations, approvals, onDemand, failed] = await Promise.all([
    when('nextPayroll', () => nextPayroll(db, companyId, today)),
    when('remittances', () => unpaidObligations({ db }, companyId, today)),
    when('approvals', () => pendingRequestsSummary(db, companyId)),
    when('onDemand', () => onDemandExposure(db, companyId, today)),
    when('failedPayouts', () => failedAwaitingReturn(db, companyId, LISTED)),
  ]);
  return {
    today,
    nextPayroll: may('nextPayroll') ? { next: run } : null,
    remittances: obligations && {
      count: obligations.length,
      totalKobo: obligations.reduce((sum, o) => sum + (o.amountKobo ?? 0), 0),
      lateCount: obligations.filter((o) => o.status === 'late').length,
      items: obligations.slice(0, LISTED).map((o) => ({
        _id: o._id,
        kind: o.kind,
        authority: o.authority,
        period: o.period,
        dueDate: o.dueDate,
        amountKobo: o.amountKobo,
        status: o.status,
        payPath: o.payPath,
      })),
    },
    approvals: approvals && {
      pendingCount: approvals.count,
      pendingKobo: approvals.amountKobo,
      nextExpiry: approvals.nextExpiry?.toISOString() ?? null,
    },
    onDemand,
    failedPayouts: failed,
  };
}
