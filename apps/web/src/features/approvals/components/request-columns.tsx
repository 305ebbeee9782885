// The requests of one page on the list kit: what (the executor's line), amount, who asked, the stage, the status and
// when. A row opens the request drawer.
import { Text } from '@mantine/core';
import type { ApprovalRequestSummary } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDateTime } from '@/lib/format/time.ts';
import { DASHBOARD_COPY as COPY } from '../copy.ts';
import { RequestStatusBadge } from './status-badge.tsx';

export function requestColumns(): ColumnDef<ApprovalRequestSummary>[] {
  const c = COPY.columns;
  return [
    {
      id: 'request',
      header: c.request,
      meta: { skeletonWidth: 200 },
      cell: ({ row }) => (
        <>
          <Text size="sm" fw={600} lineClamp={3}>
            {row.original.label}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.actionLabel}
          </Text>
          {/* Phones have no amount column: the amount goes under the request. */}
          {row.original.amountKobo !== null && (
            <Text size="sm" fw={600} hiddenFrom="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMinorAsNaira(row.original.amountKobo)}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'amount',
      header: c.amount,
      meta: { align: 'right', width: 140, skeletonWidth: 80, visibleFrom: 'sm' },
      cell: ({ row }) => (
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {row.original.amountKobo === null ? '—' : formatMinorAsNaira(row.original.amountKobo)}
        </Text>
      ),
    },
    {
      id: 'initiator',
      header: c.initiator,
      meta: { visibleFrom: 'md', skeletonWidth: 120 },
      cell: ({ row }) => (
        <Text size="sm" truncate maw={180}>
          {row.original.initiator.name}
        </Text>
      ),
    },
    {
      id: 'stage',
      header: c.stage,
      meta: { visibleFrom: 'lg', width: 90, skeletonWidth: 40 },
      cell: ({ row }) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {row.original.currentStage === null
            ? '—'
            : COPY.stageOf(row.original.currentStage, row.original.stageCount)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: c.status,
      meta: { width: 110, skeletonWidth: 64 },
      cell: ({ row }) => <RequestStatusBadge status={row.original.status} />,
    },
    {
      id: 'createdAt',
      header: c.date,
      meta: { visibleFrom: 'sm', width: 180, skeletonWidth: 120 },
      cell: ({ row }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatDateTime(row.original.createdAt)}
        </Text>
      ),
    },
  ];
}
