// /wallet/balance: what each wallet holds now, and the total.
import { Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { WalletStatus } from '../components/money.tsx';
import { LoadFailed, PageHeader } from '../components/page-header.tsx';
import { WALLETS_COPY } from '../copy.ts';

export function Component() {
  const accounts = useAccounts();
  if (accounts.isPending) return <Skeleton h={240} aria-busy="true" />;
  if (accounts.isError)
    return <LoadFailed message={WALLETS_COPY.accounts.loadFailed} onRetry={() => void accounts.refetch()} />;
  const { accounts: wallets, totalWalletBalance } = accounts.data;
  return (
    <Stack gap="lg">
      <PageHeader title={WALLETS_COPY.balance.title} subtitle={WALLETS_COPY.balance.subtitle} />
      <Paper p="lg" withBorder>
        <Text size="sm" c="dimmed">
          {WALLETS_COPY.accounts.total}
        </Text>
        <Text fz={32} fw={750} data-testid="balance-total">
          {formatMinorAsNaira(totalWalletBalance)}
        </Text>
      </Paper>
      <Paper p="lg" withBorder>
        {/* On a phone the four columns scroll inside the card, not the page sideways (issue 29). */}
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{WALLETS_COPY.history.columns.wallet}</Table.Th>
                <Table.Th>{WALLETS_COPY.details.accountNumber}</Table.Th>
                <Table.Th>{WALLETS_COPY.history.columns.status}</Table.Th>
                <Table.Th ta="right">{WALLETS_COPY.details.balance}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {wallets.map((w) => (
                <Table.Tr key={w._id}>
                  <Table.Td>
                    <Link to={`/account/all-accounts/${w._id}`}>{w.name}</Link>
                  </Table.Td>
                  <Table.Td ff="monospace">{w.accountNumber}</Table.Td>
                  <Table.Td>
                    <WalletStatus status={w.status} />
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatMinorAsNaira(w.balance)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}
