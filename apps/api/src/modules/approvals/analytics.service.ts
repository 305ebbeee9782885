// The dashboard's figures: requests by status, value approved this Lagos month, median time to a decision, and a
// series per Lagos day (last 30) or month (last 12) for the chart.
import { APPROVAL_STATUSES, type ApprovalAnalytics, type ApprovalStatus } from '@paydesk/contracts';
import type { Executor } from '@paydesk/db';
import { addDays, formatDayLabel, formatMonthLabel, lagosDay } from '../../lib/lagos-time.ts';
import { countsByStatus, decisionFigures, seriesSince } from './requests.queries.ts';

function periods(granularity: 'day' | 'month'): { since: string; keys: string[] } {
  const today = lagosDay();
  if (granularity === 'day') {
    const keys = Array.from({ length: 30 }, (_, i) => addDays(today, i - 29));
    return { since: keys[0]!, keys };
  }
  const [year, month] = today.split('-').map(Number) as [number, number];
  const keys = Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (11 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  return { since: `${keys[0]}-01`, keys };
}

export async function approvalAnalytics(
  db: Executor,
  companyId: string,
  granularity: 'day' | 'month',
): Promise<ApprovalAnalytics> {
  const counts = Object.fromEntries(APPROVAL_STATUSES.map((s) => [s, 0])) as Record<ApprovalStatus, number>;
  for (const row of await countsByStatus(db, companyId)) counts[row.status as ApprovalStatus] = row.n;
  const figures = await decisionFigures(db, companyId);
  const { since, keys } = periods(granularity);
  const rows = new Map((await seriesSince(db, companyId, granularity, since)).map((r) => [r.period, r]));
  return {
    counts,
    valueApprovedThisMonthKobo: figures.valueThisMonth,
    medianSecondsToDecision: figures.median,
    granularity,
    series: keys.map((period) => {
      const row = rows.get(period);
      return {
        period,
        label: granularity === 'day' ? formatDayLabel(period) : formatMonthLabel(period),
        created: row?.created ?? 0,
        approved: row?.approved ?? 0,
        rejected: row?.rejected ?? 0,
        valueApprovedKobo: Number(row?.value ?? 0),
      };
    }),
  };
}
