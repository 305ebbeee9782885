// /ops: businesses waiting for review, oldest first, a page at a time, on the list kit (status and page in the URL).
import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { VerificationSummary } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { z } from 'zod';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { formatDateTime } from '@/lib/format/time.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { queueQuery } from '../api/queue-query.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { OPS_COPY, typeLabel } from '../copy.ts';
import { OPS_ROUTES } from '../paths.ts';

const QUEUE_FILTERS = z.object({ status: z.enum(['submitted', 'in_review']).optional() });

const COLUMNS: ColumnDef<VerificationSummary>[] = [
  {
    id: 'business',
    header: 'Business',
    cell: ({ row }) => (
      <Text size="sm" fw={600}>
        {row.original.companyName}
      </Text>
    ),
  },
  { id: 'type', header: 'Type', cell: ({ row }) => typeLabel(row.original.businessType) },
  {
    id: 'owner',
    header: 'Owner',
    cell: ({ row }) => (
      <>
        <Text size="sm">{row.original.ownerName}</Text>
        <Text size="xs" c="dimmed">
          {row.original.ownerEmail}
        </Text>
      </>
    ),
  },
  {
    id: 'submittedAt',
    header: 'Submitted',
    meta: { visibleFrom: 'sm' },
    cell: ({ row }) => (row.original.submittedAt ? formatDateTime(row.original.submittedAt) : '—'),
  },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  {
    id: 'review',
    header: OPS_COPY.review,
    meta: { align: 'right', hiddenHeader: true },
    cell: ({ row }) => (
      <Button component={Link} to={OPS_ROUTES.verification(row.original._id)} size="xs">
        {OPS_COPY.review}
      </Button>
    ),
  },
];

export function Component() {
  const { filters, change, setPage } = useUrlFilters(QUEUE_FILTERS);
  const queue = useQuery(
    queueQuery({ ...(filters.status ? { status: filters.status } : {}), page: filters.page }),
  );
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {OPS_COPY.queue}
          </Title>
          <Text c="dimmed">{OPS_COPY.queueIntro}</Text>
        </Stack>
        <SegmentedControl
          value={filters.status ?? 'all'}
          onChange={(value) => change({ status: value === 'all' ? null : value })}
          data={[
            { value: 'all', label: 'All open' },
            { value: 'submitted', label: 'Submitted' },
            { value: 'in_review', label: 'In review' },
          ]}
        />
      </Group>
      <Card withBorder radius="md">
        <DataTable
          label={OPS_COPY.queue}
          columns={COLUMNS}
          getRowId={(item) => item._id}
          {...pagedQueryProps(queue, setPage)}
          rowTestId="queue-row"
          skeletonRows={3}
          empty={{ header: OPS_COPY.emptyQueueHeader, subHeader: OPS_COPY.emptyQueue }}
        />
      </Card>
    </Stack>
  );
}
