// Enabled or disabled, at a glance.
import { Badge } from '@mantine/core';
import { WEBHOOKS_COPY as COPY } from '../copy.ts';

export function EndpointStatusBadge({ status }: { status: 'enabled' | 'disabled' }) {
  return (
    <Badge color={status === 'enabled' ? 'teal' : 'gray'} variant="light" data-testid="webhook-status">
      {COPY.status[status]}
    </Badge>
  );
}

/** A delivery's answer: the status code in green for 2xx, red otherwise; "No response" when none came. */
export function ResponseBadge({
  statusCode,
  ok,
  none,
}: {
  statusCode: number | null;
  ok: boolean;
  none: string;
}) {
  return (
    <Badge color={ok ? 'teal' : 'red'} variant="light" data-testid="delivery-status">
      {statusCode ?? none}
    </Badge>
  );
}
