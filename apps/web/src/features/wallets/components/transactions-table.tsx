// Transactions on the list kit's DataTable. A row opens its receipt (click, or View for keyboard users). Every line is
// money in or out by its direction, whatever its status: a reversed debit and its reversal credit both show.
import { Box, Button, Stack, Text } from '@mantine/core';
import { TRANSACTION_TYPE_LABELS, type WalletTransaction } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, type DataTableProps } from '@/components/data-table/data-table.tsx';
import { formatDateTime } from '@/lib/format/time.ts';
import { WALLETS_COPY as COPY } from '../copy.ts';
import { SignedAmount, TransactionStatus } from './money.tsx';

function transactionColumns(
  onOpen: (t: WalletTransaction) => void,
  showWallet: boolean,
): ColumnDef<WalletTransaction>[] {
  const c = COPY.history.columns;
  const columns: (ColumnDef<WalletTransaction> | false)[] = [
    {
      id: 'createdAt',
      header: c.date,
      meta: { width: 180, skeletonWidth: 130, visibleFrom: 'sm' },
      cell: ({ row }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(row.original.createdAt)}
        </Text>
      ),
    },
    {
      id: 'narration',
      header: c.narration,
      meta: { skeletonWidth: 200 },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={500} lineClamp={1}>
            {row.original.narration}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {TRANSACTION_TYPE_LABELS[row.original.type]} · {row.original.reference}
          </Text>
        </Stack>
      ),
    },
    showWallet && {
      id: 'wallet',
      header: c.wallet,
      meta: { visibleFrom: 'md', skeletonWidth: 100 },
      cell: ({ row }) => <Text size="sm">{row.original.walletName}</Text>,
    },
    {
      id: 'amount',
      header: c.amount,
      meta: { align: 'right', skeletonWidth: 90 },
      // On phones the status sits under the amount: three columns do not fit 390 px (the badge was cut off).
      cell: ({ row }) => (
        <Stack gap={4} align="flex-end">
          <SignedAmount
            amount={row.original.amount}
            direction={row.original.direction}
            size="sm"
            data-testid="transaction-amount"
          />
          <Box hiddenFrom="sm">
            <TransactionStatus status={row.original.status} />
          </Box>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: c.status,
      meta: { width: 120, skeletonWidth: 70, visibleFrom: 'sm' },
      cell: ({ row }) => <TransactionStatus status={row.original.status} />,
    },
    {
      id: 'view',
      header: COPY.history.view,
      enableHiding: false,
      meta: { width: 70, hiddenHeader: true, skeletonWidth: 36, visibleFrom: 'sm' },
      cell: ({ row }) => (
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row.original);
          }}
          aria-label={`View ${row.original.reference}`}
        >
          {COPY.history.view}
        </Button>
      ),
    },
  ];
  return columns.filter((column) => column !== false);
}

type TransactionsTableProps = Omit<
  DataTableProps<WalletTransaction>,
  'label' | 'columns' | 'getRowId' | 'rows' | 'empty'
> & {
  /** The rows: a plain list, or `rows` from pagedQueryProps. */
  transactions?: WalletTransaction[] | undefined;
  rows?: WalletTransaction[] | undefined;
  onOpen: (t: WalletTransaction) => void;
  showWallet?: boolean;
  empty?: DataTableProps<WalletTransaction>['empty'];
};

export function TransactionsTable({
  transactions,
  rows,
  onOpen,
  showWallet = true,
  empty = { header: COPY.history.emptyHeader, subHeader: COPY.history.empty },
  ...table
}: TransactionsTableProps) {
  const columns = useMemo(() => transactionColumns(onOpen, showWallet), [onOpen, showWallet]);
  return (
    <DataTable
      label={COPY.history.title}
      columns={columns}
      rows={transactions ?? rows}
      getRowId={(t) => t._id}
      onRowClick={onOpen}
      rowTestId="transaction-row"
      testId="transactions-table"
      errorTitle={COPY.history.loadFailed}
      empty={empty}
      {...table}
    />
  );
}
