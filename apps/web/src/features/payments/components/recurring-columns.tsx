// The recurring transfers table: to whom, amount, schedule, next run, status, and the row's actions.
import { Badge, Stack, Text } from '@mantine/core';
import type { RecurringTransfer } from '@paydesk/contracts';
import { IconHistory, IconPencil, IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { type RowAction, RowActionsMenu } from '@/components/row-actions-menu.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate, formatDateTime } from '@/lib/format/time.ts';
import { RECURRING_COPY as COPY, scheduleLabel } from '../recurring-copy.ts';

const STATUS_COLOR = { active: 'green', paused: 'yellow', cancelled: 'gray', completed: 'blue' } as const;

export type RecurringRowAction = 'edit' | 'pause' | 'resume' | 'cancel';

export function recurringColumns(
  onAction: (row: RecurringTransfer, action: RecurringRowAction) => void,
): ColumnDef<RecurringTransfer>[] {
  const c = COPY.columns;
  return [
    {
      id: 'to',
      header: c.to,
      meta: { skeletonWidth: 160 },
      cell: ({ row: { original: r } }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {r.accountName}
          </Text>
          <Text size="xs" c="dimmed">
            {r.accountNumber} · {r.sourceWalletName}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'amount',
      header: c.amount,
      meta: { skeletonWidth: 90 },
      cell: ({ row }) => <Text size="sm">{formatMinorAsNaira(row.original.amount)}</Text>,
    },
    {
      id: 'schedule',
      header: c.schedule,
      meta: { visibleFrom: 'sm', skeletonWidth: 120 },
      cell: ({ row }) => <Text size="sm">{scheduleLabel(row.original)}</Text>,
    },
    {
      id: 'next',
      header: c.next,
      meta: { visibleFrom: 'md', skeletonWidth: 90 },
      cell: ({ row: { original: r } }) => (
        <Stack gap={0}>
          <Text size="sm">{r.nextRunDate ? formatDate(r.nextRunDate) : '—'}</Text>
          {r.pendingRetry && (
            <Text size="xs" c="orange" data-testid="recurring-retry">
              {COPY.retryPending(formatDateTime(r.pendingRetry.at), r.pendingRetry.refusals)}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'status',
      header: c.status,
      meta: { skeletonWidth: 70 },
      cell: ({ row }) => (
        <Badge variant="light" color={STATUS_COLOR[row.original.status]}>
          {COPY.statuses[row.original.status]}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      enableHiding: false,
      meta: { width: 56, hiddenHeader: true, skeletonWidth: 24 },
      cell: ({ row: { original: r } }) => {
        const open = r.status === 'active' || r.status === 'paused';
        const actions: RowAction[] = [
          {
            key: 'history',
            label: COPY.actions.history,
            icon: <IconHistory size={16} />,
            to: `/payments/transfers/recurring-transfers/${r._id}/history`,
          },
        ];
        if (open)
          actions.push({
            key: 'edit',
            label: COPY.actions.edit,
            icon: <IconPencil size={16} />,
            onClick: () => onAction(r, 'edit'),
          });
        if (r.status === 'active')
          actions.push({
            key: 'pause',
            label: COPY.actions.pause,
            icon: <IconPlayerPause size={16} />,
            onClick: () => onAction(r, 'pause'),
          });
        if (r.status === 'paused')
          actions.push({
            key: 'resume',
            label: COPY.actions.resume,
            icon: <IconPlayerPlay size={16} />,
            onClick: () => onAction(r, 'resume'),
          });
        if (open)
          actions.push({
            key: 'cancel',
            label: COPY.actions.cancel,
            icon: <IconX size={16} />,
            danger: true,
            onClick: () => onAction(r, 'cancel'),
          });
        return <RowActionsMenu label={`Actions for ${r.accountName}`} actions={actions} />;
      },
    },
  ];
}
