// The status of an advance as a coloured pill.
import { Badge } from '@mantine/core';
import { TRADE_STATUS_LABELS, type TradeStatus } from '@paydesk/contracts';

const COLORS: Record<TradeStatus, string> = {
  submitted: 'blue',
  under_review: 'yellow',
  approved: 'teal',
  rejected: 'red',
  disbursed: 'teal',
  repaid: 'gray',
  overdue: 'orange',
};

export function TradeStatusPill({ status }: { status: TradeStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light" data-testid="trade-status">
      {TRADE_STATUS_LABELS[status]}
    </Badge>
  );
}
