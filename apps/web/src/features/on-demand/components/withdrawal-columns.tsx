// Columns of /withdrawals: who, period, amount, fee, payout, status, date, and approve/reject while pending.
import { Button, Group, Stack, Text } from '@mantine/core';
import type { OnDemandRequest } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate, formatPeriod } from '@/lib/format/time.ts';
import type { Decision } from '../api/decision-mutations.ts';
import { WITHDRAWALS_COPY as COPY } from '../copy.ts';
import { RequestStatusBadge } from './status-badge.tsx';

const money = (field: 'amount' | 'fee' | 'payout'): ColumnDef<OnDemandRequest> => ({
  id: field,
  header: COPY.columns[field],
  meta: field === 'amount' ? undefined : { visibleFrom: 'md' },
  cell: ({ row: { original: r } }) => formatMinorAsNaira(r[field]),
});

function DecisionButtons({
  request: r,
  decide,
}: {
  request: OnDemandRequest;
  decide: (decision: Decision, rows: OnDemandRequest[]) => void;
}) {
  if (r.status !== 'pending-approval') return null;
  return (
    <Group gap={6} onClick={(event) => event.stopPropagation()}>
      <Button size="compact-xs" onClick={() => decide('approve', [r])} data-testid="approve-request">
        {COPY.approve}
      </Button>
      <Button
        size="compact-xs"
        variant="light"
        color="red"
        onClick={() => decide('reject', [r])}
        data-testid="reject-request"
      >
        {COPY.reject}
      </Button>
    </Group>
  );
}

export function withdrawalColumns(
  decide: (decision: Decision, rows: OnDemandRequest[]) => void,
): ColumnDef<OnDemandRequest>[] {
  return [
    {
      id: 'employee',
      header: COPY.columns.employee,
      enableHiding: false,
      cell: ({ row: { original: r } }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {r.employeeName}
          </Text>
          <Text size="xs" c="dimmed">
            {r.staffId}
          </Text>
          {/* On phones the status and the decision sit under the name: the row fits 390 px. */}
          <Stack hiddenFrom="sm" mt={4} gap={6} align="flex-start">
            <RequestStatusBadge status={r.status} />
            <DecisionButtons request={r} decide={decide} />
          </Stack>
        </Stack>
      ),
    },
    {
      id: 'period',
      header: COPY.columns.period,
      meta: { visibleFrom: 'sm' },
      cell: ({ row: { original: r } }) => formatPeriod(r.period),
    },
    money('amount'),
    money('fee'),
    money('payout'),
    {
      id: 'status',
      header: COPY.columns.status,
      meta: { visibleFrom: 'sm' },
      cell: ({ row: { original: r } }) => <RequestStatusBadge status={r.status} />,
    },
    {
      id: 'date',
      header: COPY.columns.date,
      meta: { visibleFrom: 'md' },
      cell: ({ row: { original: r } }) => formatDate(r.createdAt),
    },
    {
      id: 'actions',
      header: COPY.columns.actions,
      enableHiding: false,
      meta: { visibleFrom: 'sm' },
      cell: ({ row: { original: r } }) => <DecisionButtons request={r} decide={decide} />,
    },
  ];
}
