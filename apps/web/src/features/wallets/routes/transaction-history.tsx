// /payments/transaction-history, /payments/transactions and /transaction-history: every wallet transaction with
// filters in the URL, counts, server pages, CSV export and receipts.
import { Badge, Group, Pagination, Paper, Stack, Text } from '@mantine/core';
import type { WalletTransaction } from '@paydesk/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { useAccounts } from '../api/accounts-queries.ts';
import { useTransactionCounts, useTransactions } from '../api/transactions-queries.ts';
import { LoadFailed, PageHeader } from '../components/page-header.tsx';
import { ReceiptDrawer } from '../components/receipt-drawer.tsx';
import { TransactionFilters } from '../components/transaction-filters.tsx';
import { TransactionsSkeleton, TransactionsTable } from '../components/transactions-table.tsx';
import { WALLETS_COPY } from '../copy.ts';
import { type HistoryFilters, hasActiveFilters } from '../logic/filters.ts';
import { useHistoryFilters } from '../logic/use-history-filters.ts';

const COPY = WALLETS_COPY.history;

function Counts({ filters }: { filters: HistoryFilters }) {
  const counts = useTransactionCounts(filters);
  if (!counts.data) return null;
  const c = counts.data;
  return (
    <Group gap="xs" data-testid="transaction-counts">
      <Badge variant="light" color="gray" tt="none">
        {c.total} total
      </Badge>
      <Badge variant="light" color="teal" tt="none">
        {c.successful} successful
      </Badge>
      <Badge variant="light" color="yellow" tt="none">
        {c.pending} pending
      </Badge>
      <Badge variant="light" color="red" tt="none">
        {c.failed} failed
      </Badge>
    </Group>
  );
}

function Results({
  filters,
  onClear,
  onPage,
}: {
  filters: HistoryFilters;
  onClear: () => void;
  onPage: (p: number) => void;
}) {
  const list = useTransactions(filters);
  const [receipt, setReceipt] = useState<WalletTransaction | null>(null);
  if (list.isPending) return <TransactionsSkeleton />;
  if (list.isError)
    return (
      <LoadFailed message={COPY.loadFailed} onRetry={() => void list.refetch()} busy={list.isFetching} />
    );
  const { docs, totalDocs, page, limit, totalPages } = list.data;
  if (docs.length === 0) {
    const filtered = hasActiveFilters(filters);
    return (
      <EmptyState
        subHeader={filtered ? COPY.emptyFiltered : COPY.empty}
        action={filtered ? { label: COPY.clear, onClick: onClear } : undefined}
      />
    );
  }
  const first = (page - 1) * limit + 1;
  return (
    <>
      <TransactionsTable transactions={docs} onOpen={setReceipt} stale={list.isPlaceholderData} />
      <Group justify="space-between" mt="md" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="history-range">
          {COPY.showing(first, first + docs.length - 1, totalDocs)}
        </Text>
        {totalPages > 1 && (
          <Pagination
            total={totalPages}
            value={page}
            onChange={onPage}
            size="sm"
            withEdges
            aria-label="Pages"
          />
        )}
      </Group>
      <ReceiptDrawer transaction={receipt} onClose={() => setReceipt(null)} />
    </>
  );
}

export function Component() {
  const { filters, change, setPage, clear } = useHistoryFilters();
  const accounts = useAccounts();
  return (
    <Stack gap="lg">
      <PageHeader title={COPY.title} subtitle={COPY.subtitle}>
        <Counts filters={filters} />
      </PageHeader>
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <Stack gap="lg">
          <TransactionFilters
            filters={filters}
            wallets={accounts.data?.accounts ?? []}
            onChange={change}
            onClear={clear}
          />
          <Results filters={filters} onClear={clear} onPage={setPage} />
        </Stack>
      </Paper>
    </Stack>
  );
}
