import { Badge } from '@mantine/core';
import { APPROVAL_STATUS_LABELS, type ApprovalStatus } from '@paydesk/contracts';

const COLOURS: Record<ApprovalStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  executing: 'blue',
  executed: 'teal',
  failed: 'red',
  rejected: 'red',
  cancelled: 'gray',
  expired: 'gray',
};

export function RequestStatusBadge({ status }: { status: ApprovalStatus }) {
  return (
    <Badge
      color={COLOURS[status]}
      variant="light"
      radius="sm"
      tt="none"
      // Never cut to 'Rejec…' beside a long title.
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
      data-testid="request-status"
    >
      {APPROVAL_STATUS_LABELS[status]}
    </Badge>
  );
}
