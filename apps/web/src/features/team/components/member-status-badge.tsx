import { Badge } from '@mantine/core';
import type { MemberStatus } from '@paydesk/contracts';
import { TEAM_COPY as COPY } from '../copy.ts';

const COLOR: Record<MemberStatus, string> = { active: 'brand', invited: 'blue', disabled: 'gray' };

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    <Badge color={COLOR[status]} variant="light" radius="sm" tt="none" data-testid="member-status">
      {COPY.statuses[status]}
    </Badge>
  );
}
