// /trade: the business's trade advances with their status pills and the total outstanding, filtered by status in
// the URL; "Request an advance" opens the form; a row opens its details (?advance=<id>, so a notification can
// link to one). Unregistered businesses never get here: guard step 4 shows the restricted-feature page.
import { Button, Card, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { TRADE_STATUS_LABELS, TRADE_STATUSES, type TradeAdvance } from '@paydesk/contracts';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate } from '@/lib/format/time.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useExportAdvances } from '../api/advances-export-mutation.ts';
import { advancesQuery } from '../api/advances-query.ts';
import { AdvanceDetails } from '../components/advance-details.tsx';
import { RequestAdvanceDialog } from '../components/request-advance-dialog.tsx';
import { TradeStatusPill } from '../components/trade-status-pill.tsx';
import { TRADE_COPY as COPY } from '../copy.ts';

const FILTERS = z.object({ status: z.enum(TRADE_STATUSES).optional() });
const STATUS_TABS = [
  { value: 'all', label: 'All' },
  ...(['under_review', 'disbursed', 'overdue', 'repaid', 'rejected'] as const).map((s) => ({
    value: s,
    label: TRADE_STATUS_LABELS[s],
  })),
];

type Row = Omit<TradeAdvance, 'repayments'>;

const columns: ColumnDef<Row>[] = [
  {
    id: 'invoice',
    header: COPY.columns.invoice,
    cell: ({ row: { original: a } }) => (
      <>
        <Text size="sm" fw={600}>
          {a.invoiceNumber}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {a.reference}
        </Text>
      </>
    ),
  },
  { id: 'buyer', header: COPY.columns.buyer, cell: ({ row: { original: a } }) => a.buyerName },
  {
    id: 'amount',
    header: COPY.columns.amount,
    meta: { align: 'right' },
    cell: ({ row: { original: a } }) => formatMinorAsNaira(a.invoiceAmount),
  },
  {
    id: 'advance',
    header: COPY.columns.advance,
    meta: { align: 'right' },
    cell: ({ row: { original: a } }) => formatMinorAsNaira(a.approvedAmount ?? a.requestedAmount),
  },
  { id: 'due', header: COPY.columns.due, cell: ({ row: { original: a } }) => formatDate(a.dueDate) },
  {
    id: 'status',
    header: COPY.columns.status,
    cell: ({ row: { original: a } }) => <TradeStatusPill status={a.status} />,
  },
];

export function Component() {
  const { filters, change, setPage } = useUrlFilters(FILTERS);
  const [params, setParams] = useSearchParams();
  const advances = useQuery(advancesQuery({ status: filters.status, page: filters.page }));
  const exporter = useExportAdvances();
  const [requesting, setRequesting] = useState(false);
  const open = (id: string | null) =>
    setParams(
      (current) => {
        if (id) current.set('advance', id);
        else current.delete('advance');
        return current;
      },
      { replace: id === null },
    );
  const nothingYet = advances.data?.totalDocs === 0 && !filters.status;
  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle}>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setRequesting(true)}>
          {COPY.request}
        </Button>
      </PageTitle>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Card withBorder radius="md" p="md" miw={260}>
          <Text size="sm" c="dimmed">
            {COPY.outstanding}
          </Text>
          <Text fz={24} fw={700} data-testid="trade-outstanding">
            {formatMinorAsNaira(advances.data?.totalOutstanding ?? 0)}
          </Text>
          <Text size="xs" c="dimmed">
            {COPY.outstandingHint}
          </Text>
        </Card>
        <Group gap="sm" wrap="wrap" style={{ maxWidth: '100%' }}>
          <SegmentedControl
            value={filters.status ?? 'all'}
            onChange={(value) => change({ status: value === 'all' ? null : value })}
            data={STATUS_TABS}
            aria-label="Status"
            style={{ maxWidth: '100%', overflowX: 'auto' }}
          />
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exporter.isPending}
            disabled={advances.data?.totalDocs === 0}
            onClick={() => exporter.mutate({ status: filters.status })}
            data-testid="trade-export"
          >
            {COPY.export}
          </Button>
        </Group>
      </Group>
      <Card withBorder radius="md" p={0}>
        <DataTable
          label={COPY.title}
          columns={columns}
          getRowId={(a) => a._id}
          {...pagedQueryProps(advances, setPage)}
          onRowClick={(a) => open(a._id)}
          rowTestId="trade-row"
          minWidth={760}
          skeletonRows={3}
          empty={
            nothingYet
              ? {
                  header: COPY.emptyHeader,
                  subHeader: COPY.emptySub,
                  action: { label: COPY.request, onClick: () => setRequesting(true) },
                }
              : { subHeader: COPY.emptyHeader }
          }
        />
      </Card>
      <RequestAdvanceDialog
        opened={requesting}
        onClose={() => setRequesting(false)}
        onRequested={(id) => {
          setRequesting(false);
          open(id);
        }}
      />
      <AdvanceDetails id={params.get('advance')} onClose={() => open(null)} />
    </Stack>
  );
}
