// The employee's own withdrawals and savings, newest first, as a phone-friendly list.
import { Badge, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { QueryError } from '@/components/query-state.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate } from '@/lib/format/time.ts';
import { useStaffRequests } from '../api/on-demand-api.ts';
import { STAFF_ON_DEMAND_COPY as COPY } from '../on-demand-copy.ts';

const STATUS: Record<string, { label: string; color: string }> = {
  'pending-approval': { label: 'Awaiting approval', color: 'yellow' },
  approved: { label: 'Approved', color: 'blue' },
  processing: { label: 'On its way', color: 'blue' },
  settled: { label: 'Paid', color: 'teal' },
  reversed: { label: 'Returned', color: 'orange' },
  rejected: { label: 'Rejected', color: 'red' },
};

export function RequestHistory({ title = COPY.history }: { title?: string }) {
  const [page, setPage] = useState(1);
  const requests = useStaffRequests(page);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="staff-history-title">
      <Stack gap="sm">
        <Title order={2} fz={18} id="staff-history-title">
          {title}
        </Title>
        {requests.isPending ? (
          <Skeleton h={120} />
        ) : requests.isError ? (
          <QueryError
            title={COPY.historyFailed}
            error={requests.error}
            onRetry={() => void requests.refetch()}
            retrying={requests.isFetching}
          />
        ) : requests.data.docs.length === 0 ? (
          <Text size="sm" c="dimmed">
            {COPY.noHistory}
          </Text>
        ) : (
          <Stack gap="xs" data-testid="staff-requests">
            {requests.data.docs.map((r) => {
              const status = STATUS[r.status] ?? { label: r.status, color: 'gray' };
              return (
                <Group key={r._id} justify="space-between" wrap="nowrap" data-testid="staff-request">
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {r.kind === 'withdrawal' ? COPY.kinds.withdrawal : COPY.kinds.saving}{' '}
                      {formatMinorAsNaira(r.amount)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(r.createdAt)}
                      {r.rejectionReason ? ` · ${r.rejectionReason}` : ''}
                    </Text>
                  </Stack>
                  <Badge variant="light" color={status.color}>
                    {status.label}
                  </Badge>
                </Group>
              );
            })}
            {requests.data.totalPages > 1 && (
              <Pagination size="sm" total={requests.data.totalPages} value={page} onChange={setPage} />
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
