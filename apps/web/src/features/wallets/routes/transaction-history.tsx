// /payments/transaction-history, /payments/transactions and /transaction-history: every wallet transaction with
// filters in the URL, counts, server pages, CSV export and receipts.
import { Badge, Group, Paper, Stack } from '@mantine/core';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useTransactionCounts, useTransactions } from '../api/transactions-queries.ts';
import { PageHeader } from '../components/page-header.tsx';
import { ReceiptDrawer } from '../components/receipt-drawer.tsx';
import { TransactionFilters } from '../components/transaction-filters.tsx';
import { TransactionsTable } from '../components/transactions-table.tsx';
import { WALLETS_COPY } from '../copy.ts';
import { HISTORY_FILTERS, type HistoryFilters } from '../logic/filters.ts';
import { useOpenTransaction } from '../logic/use-open-transaction.ts';

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
      {/* A line is money that moved, so none is 'failed'; a bank's refusal shows as a reversed debit and its reversal. */}
      <Badge variant="light" color="orange" tt="none" data-testid="count-reversed">
        {c.reversed} reversed
      </Badge>
    </Group>
  );
}

export function Component() {
  const { filters, active, change, setPage, clear } = useUrlFilters(HISTORY_FILTERS);
  const accounts = useAccounts();
  const list = useTransactions(filters);
  const receipt = useOpenTransaction(list.data?.docs);
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
          <TransactionsTable
            onOpen={receipt.open}
            {...pagedQueryProps(list, setPage)}
            rangeTestId="history-range"
            columnMenu
            empty={
              active
                ? {
                    header: COPY.emptyFilteredHeader,
                    subHeader: COPY.emptyFiltered,
                    action: { label: COPY.clear, onClick: clear },
                  }
                : {
                    header: COPY.emptyHeader,
                    subHeader: COPY.empty,
                    action: { label: COPY.emptyAction, to: '/wallet/fund' },
                  }
            }
          />
        </Stack>
      </Paper>
      <ReceiptDrawer transaction={receipt.transaction} onClose={receipt.close} />
    </Stack>
  );
}
