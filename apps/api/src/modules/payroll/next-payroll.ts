// The next payroll, for the dashboard's week: the open run (not completed) paid soonest, with its cost; or, when
// none is open, the next pay date of the business's pay schedules (as the payroll dashboard has it:
// next-pay-date.ts), costed as the last paid regular run (an estimate, said so). Its reads run side by side.
import type { PayrollRunStatus, PayrollTotals } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import { lagosDay } from '../../lib/lagos-time.ts';
import { nextScheduledPayDate, previousMonthStart } from './next-pay-date.ts';
import * as hq from './runs/history.queries.ts';
import * as rq from './runs/runs.queries.ts';

export interface NextPayroll {
  payDate: string;
  name: string;
  /** Null when the run of that pay date is not created yet. */
  run: { _id: string; status: PayrollRunStatus } | null;
  employeeCount: number;
  /** Gross pay + employer costs; null when nothing is computed to go by. */
  totalCostKobo: number | null;
  /** The cost is the last paid run's (the run is not created or not computed yet). */
  estimated: boolean;
}

/** FACE for the dashboard's week. Null when the business has no open run and no pay schedule. */
export async function nextPayroll(
  db: Executor,
  companyId: string,
  today = lagosDay(),
): Promise<NextPayroll | null> {
  const [open, last, schedules, holidays, paid] = await Promise.all([
    rq.nextOpenRun(db, companyId),
    rq.lastCompletedRegular(db, companyId),
    rq.findSchedules(db, companyId),
    hq.holidaysFrom(db, today),
    rq.paidRunsEndingFrom(db, companyId, previousMonthStart(today)),
  ]);
  const lastTotals = (last?.totals as PayrollTotals | null | undefined) ?? null;
  if (open) {
    const totals = open.totals as PayrollTotals | null;
    return {
      payDate: open.payDate,
      name: open.name,
      run: { _id: open.id, status: open.status as PayrollRunStatus },
      employeeCount: totals?.employeeCount ?? lastTotals?.employeeCount ?? 0,
      totalCostKobo: totals?.totalCostKobo ?? lastTotals?.totalCostKobo ?? null,
      estimated: !totals,
    };
  }
  const next = nextScheduledPayDate(schedules, paid, today, new Set(holidays));
  if (!next) return null;
  return {
    payDate: next.date,
    name: next.schedule.name,
    run: null,
    employeeCount: lastTotals?.employeeCount ?? 0,
    totalCostKobo: lastTotals?.totalCostKobo ?? null,
    estimated: true,
  };
}
