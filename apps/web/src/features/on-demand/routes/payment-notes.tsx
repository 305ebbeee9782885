// /payment-note: the payment notes (invoices) of the advanced funding mode, by status; each opens its details.
import { Anchor, Paper, Select, Stack } from '@mantine/core';
import { NOTE_STATUSES, type PaymentNote } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate, formatPeriod } from '@/lib/format/time.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { usePaymentNotes } from '../api/payment-notes-api.ts';
import { AdvancedFundingOnly } from '../components/advanced-funding-only.tsx';
import { NoteStatusBadge } from '../components/note-status-badge.tsx';
import { OnDemandNav } from '../components/on-demand-nav.tsx';
import { NOTES_COPY as COPY } from '../copy.ts';
import { NOTE_FILTERS } from '../logic/note-filters.ts';

const columns: ColumnDef<PaymentNote>[] = [
  {
    id: 'invoice',
    header: COPY.columns.invoice,
    enableHiding: false,
    cell: ({ row: { original: n } }) => (
      <Anchor component={Link} to={`/payment-note/details/${n._id}`} size="sm" fw={600}>
        {n.invoiceNumber}
      </Anchor>
    ),
  },
  { id: 'period', header: COPY.columns.period, cell: ({ row: { original: n } }) => formatPeriod(n.period) },
  {
    id: 'amount',
    header: COPY.columns.amount,
    cell: ({ row: { original: n } }) => formatMinorAsNaira(n.amount),
  },
  { id: 'lines', header: COPY.columns.lines, accessorKey: 'lineCount', meta: { visibleFrom: 'md' } },
  {
    id: 'due',
    header: COPY.columns.due,
    meta: { visibleFrom: 'sm' },
    cell: ({ row: { original: n } }) => formatDate(n.dueDate),
  },
  {
    id: 'status',
    header: COPY.columns.status,
    cell: ({ row: { original: n } }) => <NoteStatusBadge status={n.status} />,
  },
];

export function Component() {
  const { filters, active, change, setPage, clear } = useUrlFilters(NOTE_FILTERS, { replace: true });
  const notes = usePaymentNotes(filters);
  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle} />
      <OnDemandNav />
      <AdvancedFundingOnly>
        <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
          <Stack gap="lg">
            <Select
              label={COPY.status}
              placeholder={COPY.anyStatus}
              data={NOTE_STATUSES.map((value) => ({ value, label: COPY.statuses[value] }))}
              value={filters.status ?? null}
              onChange={(status) => change({ status })}
              clearable
              size="sm"
              maw={240}
            />
            <DataTable<PaymentNote>
              label={COPY.title}
              columns={columns}
              getRowId={(n) => n._id}
              {...pagedQueryProps(notes, setPage)}
              rowTestId="note-row"
              testId="notes-table"
              errorTitle={COPY.loadFailed}
              empty={
                active
                  ? { header: COPY.emptyHeader, action: { label: 'Clear filters', onClick: clear } }
                  : { header: COPY.emptyHeader, subHeader: COPY.empty }
              }
            />
          </Stack>
        </Paper>
      </AdvancedFundingOnly>
    </Stack>
  );
}
