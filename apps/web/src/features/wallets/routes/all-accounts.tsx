// /account/all-accounts: every wallet with its balance and account number; add a wallet, move money.
import { Button, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state.tsx';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { MoveMoneyDialog } from '../components/move-money-dialog.tsx';
import { LoadFailed, PageHeader } from '../components/page-header.tsx';
import { WalletCard } from '../components/wallet-card.tsx';
import { CreateWalletDialog } from '../components/wallet-name-dialogs.tsx';
import { WALLETS_COPY } from '../copy.ts';

const COPY = WALLETS_COPY.accounts;

export function Component() {
  const accounts = useAccounts();
  const canCreate = useCan('wallets.create');
  const canMove = useCan('wallets.move');
  const [creating, setCreating] = useState(false);
  const [moving, setMoving] = useState(false);

  if (accounts.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
        <Skeleton h={150} />
        <Skeleton h={150} />
        <Skeleton h={150} />
      </SimpleGrid>
    );
  }
  if (accounts.isError && accounts.data === undefined) {
    return (
      <LoadFailed
        message={COPY.loadFailed}
        onRetry={() => void accounts.refetch()}
        busy={accounts.isFetching}
      />
    );
  }
  const { accounts: wallets, totalWalletBalance, remainingAdditionalWallets } = accounts.data;
  return (
    <Stack gap="lg">
      <PageHeader title={COPY.title} subtitle={COPY.subtitle}>
        {canMove && wallets.length > 1 && (
          <Button
            variant="light"
            leftSection={<IconArrowsExchange size={16} />}
            onClick={() => setMoving(true)}
          >
            {WALLETS_COPY.dashboard.move}
          </Button>
        )}
        {canCreate && wallets.length > 0 && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            disabled={remainingAdditionalWallets === 0}
          >
            {COPY.add}
          </Button>
        )}
      </PageHeader>
      {wallets.length === 0 ? (
        <EmptyState subHeader={COPY.empty} />
      ) : (
        <>
          <Paper p="md" withBorder>
            <Text size="sm" c="dimmed">
              {COPY.total}
            </Text>
            <Text fz={24} fw={750} data-testid="accounts-total">
              {formatMinorAsNaira(totalWalletBalance)}
            </Text>
            <Text size="xs" c="dimmed">
              {COPY.remaining(remainingAdditionalWallets)}
            </Text>
          </Paper>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {wallets.map((wallet) => (
              <WalletCard key={wallet._id} wallet={wallet} />
            ))}
          </SimpleGrid>
        </>
      )}
      <CreateWalletDialog opened={creating} onClose={() => setCreating(false)} />
      <MoveMoneyDialog opened={moving} onClose={() => setMoving(false)} wallets={wallets} />
    </Stack>
  );
}
