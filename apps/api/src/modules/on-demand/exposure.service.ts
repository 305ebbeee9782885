// On-demand exposure for the dashboard's week: in the current pay period (the one today falls in under the
// business's payday), what was advanced to staff and what payday must still recover. One statement.
import type { Executor } from '@paydesk/db';
import { lagosDay } from '../../lib/lagos-time.ts';
import { periodOf } from './earned.ts';
import { exposureFigures } from './reconciliation/reconciliation.queries.ts';

const nextMonthOf = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

/** FACE for the dashboard's week. A business without on-demand rules has nothing advanced: its month, zeros. */
export async function onDemandExposure(db: Executor, companyId: string, today = lagosDay()) {
  const thisMonth = today.slice(0, 7);
  const nextMonth = nextMonthOf(thisMonth);
  const f = await exposureFigures(db, companyId, thisMonth, nextMonth);
  const period = f.payday === null ? thisMonth : periodOf(today, f.payday).period;
  const current = period === thisMonth;
  return {
    period,
    advancedKobo: Number(current ? f.advanced_this : f.advanced_next),
    toRecoverKobo: Number(current ? f.owed_this : f.owed_next),
    employeeCount: current ? f.employees_this : f.employees_next,
  };
}
