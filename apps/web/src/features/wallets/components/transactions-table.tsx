// One page of transactions. A row opens the receipt (click, or the View button for keyboard users).
import { Button, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { TRANSACTION_TYPE_LABELS, type WalletTransaction } from '@paydesk/contracts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { WALLETS_COPY as COPY } from '../copy.ts';
import { SignedAmount, TransactionStatus } from './money.tsx';

function Head({ showWallet }: { showWallet: boolean }) {
  const c = COPY.history.columns;
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={180}>{c.date}</Table.Th>
        <Table.Th>{c.narration}</Table.Th>
        {showWallet && <Table.Th visibleFrom="md">{c.wallet}</Table.Th>}
        <Table.Th ta="right">{c.amount}</Table.Th>
        <Table.Th w={120}>{c.status}</Table.Th>
        <Table.Th w={70}>
          <VisuallyHidden>{COPY.history.view}</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

export function TransactionsTable({
  transactions,
  onOpen,
  stale = false,
  showWallet = true,
}: {
  transactions: WalletTransaction[];
  onOpen: (t: WalletTransaction) => void;
  stale?: boolean;
  showWallet?: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        style={{ opacity: stale ? 0.6 : 1 }}
        data-testid="transactions-table"
      >
        <Head showWallet={showWallet} />
        <Table.Tbody>
          {transactions.map((t) => (
            <Table.Tr
              key={t._id}
              onClick={() => onOpen(t)}
              style={{ cursor: 'pointer' }}
              data-testid="transaction-row"
            >
              <Table.Td>
                <Text size="sm">{formatDateTime(t.createdAt)}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500} lineClamp={1}>
                    {t.narration}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {TRANSACTION_TYPE_LABELS[t.type]} · {t.reference}
                  </Text>
                </Stack>
              </Table.Td>
              {showWallet && (
                <Table.Td visibleFrom="md">
                  <Text size="sm">{t.walletName}</Text>
                </Table.Td>
              )}
              <Table.Td ta="right">
                <SignedAmount amount={t.amount} direction={t.direction} size="sm" />
              </Table.Td>
              <Table.Td>
                <TransactionStatus status={t.status} />
              </Table.Td>
              <Table.Td>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(t);
                  }}
                  aria-label={`View ${t.reference}`}
                >
                  {COPY.history.view}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f'];

export function TransactionsSkeleton() {
  return (
    <Stack gap="sm" aria-busy="true" aria-label="Loading transactions">
      {SKELETON_ROWS.map((row) => (
        <Skeleton key={row} h={36} radius="sm" />
      ))}
    </Stack>
  );
}
