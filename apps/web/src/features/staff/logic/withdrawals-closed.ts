// Why nothing can be drawn now, in the employee's words. A pay period ends on its payday, so withdrawals closed by
// the cut-off stay closed on payday itself and open again the day after.
import type { EarnedSummary } from '@paydesk/contracts';
import { STAFF_ON_DEMAND_COPY as COPY } from '../on-demand-copy.ts';

type ClosedFacts = Pick<
  EarnedSummary,
  'earningsStopped' | 'withdrawalsPaused' | 'salaryPaid' | 'afterCutOff' | 'payday'
>;

/** The ISO day after `day` (both Lagos calendar days). */
export function dayAfter(day: string): string {
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The reason withdrawals are closed today (`today` a Lagos day), or null while they are open. */
export function withdrawalsClosedReason(
  summary: ClosedFacts,
  today: string,
  showDay: (day: string) => string,
): string | null {
  if (summary.earningsStopped) return COPY.stopped;
  if (summary.withdrawalsPaused) return COPY.paused;
  if (summary.salaryPaid) return COPY.salaryPaid;
  if (!summary.afterCutOff) return null;
  return today === summary.payday ? COPY.paydayToday : COPY.afterCutOff(showDay(dayAfter(summary.payday)));
}
