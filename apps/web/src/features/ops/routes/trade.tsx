// /ops/trade: trade advances waiting for review (oldest first) or by status; a row opens its review page.
import { Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { TRADE_STATUSES, type TradeAdvance } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate, formatDateTime } from '@/lib/format/time.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { tradeQueueQuery } from '../api/trade-queries.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { OPS_COPY } from '../copy.ts';
import { OPS_ROUTES } from '../paths.ts';

const COPY = OPS_COPY.trade;
const FILTERS = z.object({ status: z.enum(TRADE_STATUSES).optional() });
const TABS = [
  { value: 'open', label: 'Waiting' },
  { value: 'disbursed', label: 'Disbursed' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'repaid', label: 'Repaid' },
  { value: 'rejected', label: 'Rejected' },
];

type Row = Omit<TradeAdvance, 'repayments'> & { companyId: string };

const columns: ColumnDef<Row>[] = [
  {
    id: 'business',
    header: COPY.business,
    cell: ({ row: { original: a } }) => (
      <>
        <Text size="sm" fw={600}>
          {a.companyName}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {a.reference}
        </Text>
      </>
    ),
  },
  {
    id: 'invoice',
    header: COPY.invoice,
    cell: ({ row: { original: a } }) => (
      <>
        <Text size="sm">{a.invoiceNumber}</Text>
        <Text size="xs" c="dimmed">
          {a.buyerName}
        </Text>
      </>
    ),
  },
  {
    id: 'amount',
    header: COPY.invoiceAmount,
    meta: { align: 'right' },
    cell: ({ row: { original: a } }) => formatMinorAsNaira(a.invoiceAmount),
  },
  {
    id: 'requested',
    header: COPY.requested,
    meta: { align: 'right' },
    cell: ({ row: { original: a } }) => formatMinorAsNaira(a.approvedAmount ?? a.requestedAmount),
  },
  { id: 'due', header: COPY.dueDate, cell: ({ row: { original: a } }) => formatDate(a.dueDate) },
  {
    id: 'created',
    header: 'Requested on',
    cell: ({ row: { original: a } }) => formatDateTime(a.createdAt),
  },
  { id: 'status', header: 'Status', cell: ({ row: { original: a } }) => <StatusBadge status={a.status} /> },
];

export function Component() {
  const { filters, change, setPage } = useUrlFilters(FILTERS);
  const navigate = useNavigate();
  const queue = useQuery(tradeQueueQuery({ status: filters.status, page: filters.page }));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {COPY.title}
          </Title>
          <Text c="dimmed">{COPY.intro}</Text>
        </Stack>
        <SegmentedControl
          value={filters.status ?? 'open'}
          onChange={(value) => change({ status: value === 'open' ? null : value })}
          data={TABS}
          aria-label="Status"
        />
      </Group>
      <Card withBorder radius="md">
        <DataTable
          label={COPY.title}
          columns={columns}
          getRowId={(a) => a._id}
          {...pagedQueryProps(queue, setPage)}
          onRowClick={(a) => navigate(OPS_ROUTES.tradeAdvance(a._id))}
          rowTestId="ops-trade-row"
          minWidth={880}
          skeletonRows={3}
          empty={{ subHeader: COPY.empty }}
        />
      </Card>
    </Stack>
  );
}
