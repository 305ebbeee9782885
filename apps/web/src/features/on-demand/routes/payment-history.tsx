// /payment-history: the payment notes paid, newest first.
import { Anchor, Paper, Stack } from '@mantine/core';
import type { NotePayment } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useSearchParams } from 'react-router';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate, formatPeriod } from '@/lib/format/time.ts';
import { usePaymentHistory } from '../api/payment-notes-api.ts';
import { AdvancedFundingOnly } from '../components/advanced-funding-only.tsx';
import { OnDemandNav } from '../components/on-demand-nav.tsx';
import { HISTORY_COPY as COPY } from '../copy.ts';

const columns: ColumnDef<NotePayment>[] = [
  {
    id: 'date',
    header: COPY.columns.date,
    cell: ({ row: { original: p } }) => formatDate(p.createdAt),
  },
  {
    id: 'invoice',
    header: COPY.columns.invoice,
    cell: ({ row: { original: p } }) => (
      <Anchor component={Link} to={`/payment-note/details/${p.invoiceId}`} size="sm" fw={600}>
        {p.invoiceNumber}
      </Anchor>
    ),
  },
  {
    id: 'period',
    header: COPY.columns.period,
    meta: { visibleFrom: 'sm' },
    cell: ({ row: { original: p } }) => formatPeriod(p.period),
  },
  {
    id: 'amount',
    header: COPY.columns.amount,
    cell: ({ row: { original: p } }) => formatMinorAsNaira(p.amount),
  },
  { id: 'reference', header: COPY.columns.reference, accessorKey: 'reference', meta: { visibleFrom: 'md' } },
];

export function Component() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const payments = usePaymentHistory(page);
  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle} />
      <OnDemandNav />
      <AdvancedFundingOnly>
        <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
          <DataTable<NotePayment>
            label={COPY.title}
            columns={columns}
            getRowId={(p) => p._id}
            {...pagedQueryProps(payments, (next) => setParams(next > 1 ? { page: String(next) } : {}))}
            testId="payment-history-table"
            errorTitle={COPY.loadFailed}
            empty={{ header: COPY.emptyHeader, subHeader: COPY.empty }}
          />
        </Paper>
      </AdvancedFundingOnly>
    </Stack>
  );
}
