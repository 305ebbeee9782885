// A key's status as a coloured pill.
import { Badge } from '@mantine/core';
import type { ApiKeyStatus } from '@paydesk/contracts';
import { API_KEYS_COPY as COPY } from '../copy.ts';

const COLORS: Record<ApiKeyStatus, string> = { active: 'green', expired: 'orange', revoked: 'gray' };

export const ApiKeyStatusBadge = ({ status }: { status: ApiKeyStatus }) => (
  <Badge color={COLORS[status]} variant="light" tt="none">
    {COPY.status[status]}
  </Badge>
);
