import { Badge } from '@mantine/core';
import type { RequestStatus } from '@paydesk/contracts';
import { STATUS_LABELS } from '../copy.ts';

const COLORS: Record<RequestStatus, string> = {
  'pending-approval': 'yellow',
  approved: 'blue',
  processing: 'blue',
  settled: 'teal',
  reversed: 'orange',
  rejected: 'red',
};

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return (
    <Badge
      variant="light"
      color={COLORS[status]}
      radius="sm"
      size="sm"
      style={{ flexShrink: 0 }}
      data-testid="request-status"
    >
      {STATUS_LABELS[status]}
    </Badge>
  );
}
