// /payroll/history/:id: one finished payroll — totals, the tax and deduction summary, its remittances (each with its
// pay page) and its transactions (with the download), or the reason it was rejected.
import { Alert, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PAYROLL_RUN_PATHS, type PayrollTransaction, payrollRunPath } from '@paydesk/contracts';
import { IconDownload } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useParams } from 'react-router';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useDownload } from '../api/downloads.ts';
import { useHistoryRun, useHistoryTransactions } from '../api/history-query.ts';
import { RemittancesPanel } from '../components/remittances-panel.tsx';
import { periodText } from '../components/run-columns.tsx';
import { TotalsView } from '../components/run-totals.tsx';
import { RunStatusPills } from '../components/status-pill.tsx';
import { HISTORY_COPY as COPY, FINALIZE_COPY, PAYMENT_STATE_LABELS } from '../copy.ts';

const c = COPY.columns;
const columns: ColumnDef<PayrollTransaction>[] = [
  {
    id: 'beneficiary',
    header: c.beneficiary,
    cell: ({ row }) => (
      <>
        <Text size="sm" fw={600}>
          {row.original.beneficiaryName}
        </Text>
        <Text size="xs" c="dimmed">
          {[row.original.bankName, row.original.accountNumber].filter(Boolean).join(' · ')}
        </Text>
        {row.original.failureReason && (
          <Text size="xs" c="red">
            {row.original.failureReason}
          </Text>
        )}
      </>
    ),
  },
  {
    id: 'kind',
    header: c.kind,
    meta: { visibleFrom: 'sm' },
    cell: ({ row }) => <Text size="sm">{row.original.kind}</Text>,
  },
  {
    id: 'amount',
    header: c.amount,
    meta: { align: 'right' },
    cell: ({ row }) => <Text size="sm">{formatMinorAsNaira(row.original.amountKobo)}</Text>,
  },
  {
    id: 'state',
    header: c.state,
    cell: ({ row }) => (
      <Badge
        variant="light"
        radius="sm"
        tt="none"
        color={row.original.state === 'paid' ? 'teal' : row.original.state === 'failed' ? 'red' : 'gray'}
      >
        {PAYMENT_STATE_LABELS[row.original.state]}
      </Badge>
    ),
  },
];

function Transactions({ id }: { id: string }) {
  const [page, setPage] = useState(1);
  const transactions = useHistoryTransactions(id, page);
  const download = useDownload();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="md">
            {COPY.transactions}
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} />}
            loading={download.isPending}
            onClick={() =>
              download.mutate({
                path: payrollRunPath(PAYROLL_RUN_PATHS.historyTransactions, { id }),
                query: { download: 'csv' },
                fallbackName: 'payroll-transactions.csv',
              })
            }
          >
            {COPY.downloadTransactions}
          </Button>
        </Group>
        <DataTable
          label={COPY.transactions}
          columns={columns}
          getRowId={(t) => t._id}
          {...pagedQueryProps(transactions, setPage)}
          minWidth={320}
          empty={{ header: 'No transactions' }}
        />
      </Stack>
    </Paper>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const detail = useHistoryRun(id);
  return (
    <Stack gap="lg">
      <QueryState query={detail} loading={<Skeleton h={320} />} errorTitle={FINALIZE_COPY.loadFailed}>
        {({ run, summary }) => (
          <Stack gap="lg">
            <PageTitle title={run.name} subtitle={periodText(run)}>
              <RunStatusPills run={run} />
            </PageTitle>
            {run.rejection && (
              <Alert color="red" variant="light">
                {FINALIZE_COPY.rejectedBanner(run.rejection.reason)}
              </Alert>
            )}
            <TotalsView summary={summary} />
            {run.remittances && <RemittancesPanel runId={id} />}
            <Transactions id={id} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
