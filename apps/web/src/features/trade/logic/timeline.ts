// The timeline of an advance, oldest first, from its timestamps and repayments.
import type { TradeAdvance } from '@paydesk/contracts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { TRADE_COPY } from '../copy.ts';

export interface TimelineStep {
  label: string;
  at: string;
  detail?: string;
}

export function timelineOf(a: TradeAdvance): TimelineStep[] {
  const T = TRADE_COPY.timeline;
  const steps: (TimelineStep | null)[] = [
    { label: T.submitted, at: a.createdAt },
    a.reviewStartedAt ? { label: T.review, at: a.reviewStartedAt } : null,
    a.rejectedAt ? { label: T.rejected, at: a.rejectedAt, detail: a.rejectionReason ?? '' } : null,
    a.approvedAt ? { label: T.approved, at: a.approvedAt } : null,
    a.disbursedAt
      ? { label: T.disbursed, at: a.disbursedAt, detail: formatMinorAsNaira(a.approvedAmount ?? 0) }
      : null,
    a.overdueAt ? { label: T.overdue, at: a.overdueAt } : null,
    ...a.repayments.map((r) => ({ label: T.repayment(formatMinorAsNaira(r.amount)), at: r.createdAt })),
    a.repaidAt ? { label: T.repaid, at: a.repaidAt } : null,
  ];
  return steps.filter((s): s is TimelineStep => s !== null).sort((x, y) => x.at.localeCompare(y.at));
}
