// /payments/transfers/recurring-transfers/:id/history: the schedule and each run — paid (with its transfer, which
// opens its details and receipt) or failed with the reason.
import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { RecurringRun } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link, useParams, useSearchParams } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate, formatDateTime } from '@/lib/format/time.ts';
import { openParamSearch } from '@/lib/url-filters/use-open-param.ts';
import { useRecurringHistory } from '../api/recurring-history-query.ts';
import { useRecurringTransfer } from '../api/recurring-transfers-query.ts';
import { RECURRING_COPY as COPY, scheduleLabel } from '../recurring-copy.ts';

/** A run's transfer opens in the payout drawer over this page (?transfer=id), the page of runs kept. */
function PayoutLink({ transferId, children }: { transferId: string; children: React.ReactNode }) {
  const [params] = useSearchParams();
  return (
    <Anchor component={Link} to={{ search: openParamSearch(params, 'transfer', transferId) }} size="sm">
      {children}
    </Anchor>
  );
}

const c = COPY.historyColumns;
const columns: ColumnDef<RecurringRun>[] = [
  { id: 'date', header: c.date, cell: ({ row }) => <Text size="sm">{row.original.runDate}</Text> },
  {
    id: 'amount',
    header: c.amount,
    cell: ({ row }) => <Text size="sm">{formatMinorAsNaira(row.original.amount)}</Text>,
  },
  {
    id: 'fee',
    header: c.fee,
    meta: { visibleFrom: 'sm' },
    cell: ({ row }) => <Text size="sm">{formatMinorAsNaira(row.original.fee)}</Text>,
  },
  {
    id: 'outcome',
    header: c.outcome,
    cell: ({ row: { original: r } }) => (
      <Stack gap={2}>
        <Badge variant="light" color={r.status === 'paid' ? 'green' : 'red'}>
          {COPY.runStatuses[r.status]}
          {r.transferStatus ? ` · ${r.transferStatus}` : ''}
        </Badge>
        {r.failureReason && (
          <Text size="xs" c="red">
            {r.failureReason}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'reference',
    header: c.reference,
    cell: ({ row: { original: r } }) =>
      r.transferId ? (
        <PayoutLink transferId={r.transferId}>{r.reference}</PayoutLink>
      ) : (
        <Text size="sm">—</Text>
      ),
  },
];

export function Component() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const schedule = useRecurringTransfer(id);
  const runs = useRecurringHistory(id, page);
  const s = schedule.data;
  return (
    <Stack gap="lg">
      <BackButton fallback="/payments/transfers/recurring-transfers" label={COPY.back} />
      <PageTitle
        title={COPY.historyTitle}
        subtitle={s ? `${s.accountName} · ${s.accountNumber}` : undefined}
      />
      {s && (
        <Paper withBorder p="md" data-testid="recurring-summary">
          <Group gap="xl" wrap="wrap">
            <Text size="sm">{formatMinorAsNaira(s.amount)}</Text>
            <Text size="sm">{scheduleLabel(s)}</Text>
            <Text size="sm">{COPY.statuses[s.status]}</Text>
            <Text size="sm">
              {COPY.columns.next}: {s.nextRunDate ? formatDate(s.nextRunDate) : '—'}
            </Text>
            {s.pendingRetry && (
              <Text size="sm" c="orange" data-testid="recurring-retry">
                {COPY.retryPending(formatDateTime(s.pendingRetry.at), s.pendingRetry.refusals)}
              </Text>
            )}
          </Group>
        </Paper>
      )}
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <DataTable<RecurringRun>
          label={COPY.historyTitle}
          columns={columns}
          getRowId={(r) => r._id}
          {...pagedQueryProps(runs, (next) => setParams({ page: String(next) }, { replace: true }))}
          rowTestId={(r) => `recurring-run-${r.runDate}`}
          testId="recurring-history"
          errorTitle={COPY.loadFailed}
          skeletonRows={3}
          empty={{
            header: COPY.historyEmpty,
            subHeader: COPY.historyEmptyText(s?.nextRunDate ? formatDate(s.nextRunDate) : null),
          }}
        />
      </Paper>
    </Stack>
  );
}
