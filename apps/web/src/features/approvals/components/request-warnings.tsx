// The warnings of the request's action (a payroll run's variance warnings: a joiner's prorated pay, a salary paid
// again, a large change): each with who acknowledged it and when, or — for an approver of the current stage — an
// "Acknowledge" button. Approving is refused while one is left, so the approver reads each here first (issue 28).
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { ApprovalRequest } from '@paydesk/contracts';
import { showToast } from '@/components/toast.tsx';
import { notifyApiError } from '@/lib/api/index.ts';
import { formatDateTime } from '@/lib/format/time.ts';
import { useAcknowledgeRequestWarning } from '../api/decision-mutations.ts';
import { REQUEST_COPY as COPY } from '../copy.ts';

export const unacknowledgedWarnings = (request: ApprovalRequest) =>
  request.warnings.filter((w) => !w.acknowledgement).length;

export function RequestWarnings({ request }: { request: ApprovalRequest }) {
  const acknowledge = useAcknowledgeRequestWarning();
  const open = unacknowledgedWarnings(request);
  return (
    <Stack gap="xs" data-testid="request-warnings">
      {request.warnings.map((warning) => (
        <Group
          key={warning.key}
          gap="sm"
          wrap="nowrap"
          align="flex-start"
          data-testid="request-warning"
          data-acknowledged={warning.acknowledgement ? 'true' : 'false'}
        >
          <Badge color="yellow" variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
            {COPY.warning}
          </Badge>
          <div style={{ minWidth: 0, flex: 1 }}>
            {warning.subject && (
              <Text size="sm" fw={600}>
                {warning.subject}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {warning.message}
            </Text>
            {warning.acknowledgement && (
              <Text size="xs" c="teal.9" data-testid="request-warning-acknowledgement">
                {COPY.acknowledged(
                  warning.acknowledgement.acknowledgedBy,
                  formatDateTime(warning.acknowledgement.acknowledgedAt),
                )}
              </Text>
            )}
          </div>
          {request.awaitingMe && !warning.acknowledgement && (
            <Button
              size="xs"
              variant="light"
              style={{ flexShrink: 0 }}
              loading={acknowledge.isPending && acknowledge.variables?.body.key === warning.key}
              onClick={() =>
                acknowledge.mutate(
                  { id: request._id, body: { key: warning.key } },
                  {
                    onSuccess: (answer) => showToast({ kind: 'success', message: answer.message }),
                    onError: notifyApiError,
                  },
                )
              }
              aria-label={`${COPY.acknowledge}: ${warning.subject ? `${warning.subject}, ` : ''}${warning.message}`}
              data-testid="request-acknowledge-warning"
            >
              {COPY.acknowledge}
            </Button>
          )}
        </Group>
      ))}
      {open > 0 && request.status === 'pending' && (
        <Alert color="yellow" variant="light" data-testid="request-unacknowledged">
          {COPY.unacknowledged(open)}
        </Alert>
      )}
    </Stack>
  );
}
