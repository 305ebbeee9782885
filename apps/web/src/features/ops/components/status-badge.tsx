import { Badge } from '@mantine/core';
import { STATUS_LABELS } from '../copy.ts';

const COLORS: Record<string, string> = {
  submitted: 'blue',
  in_review: 'yellow',
  approved: 'teal',
  rejected: 'orange',
  draft: 'gray',
  pending: 'blue',
  disbursed: 'teal',
  under_review: 'yellow',
  repaid: 'gray',
  overdue: 'orange',
};

export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge color={COLORS[status] ?? 'gray'} variant="light">
      {STATUS_LABELS[status] ?? status}
    </Badge>
  );
}
