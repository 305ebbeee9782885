// /account/all-accounts/{walletId}: one wallet — balance and account details, its transactions, statements,
// and the actions its state allows (fund, move, rename, freeze or unfreeze, close), each confirmed.
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowsExchange,
  IconLock,
  IconLockOpen,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { showToast } from '@/components/toast.tsx';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { isNotFoundError } from '@/lib/api/index.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useCloseWallet, useFreezeWallet } from '../api/accounts-mutations.ts';
import { useAccount, useWalletTransactions } from '../api/accounts-queries.ts';
import { WalletStatus } from '../components/money.tsx';
import { MoveMoneyDialog } from '../components/move-money-dialog.tsx';
import { LoadFailed, PageHeader } from '../components/page-header.tsx';
import { ReceiptDrawer } from '../components/receipt-drawer.tsx';
import { StatementPanel } from '../components/statement-panel.tsx';
import { TransactionsTable } from '../components/transactions-table.tsx';
import { AccountNumber } from '../components/wallet-card.tsx';
import { RenameWalletDialog } from '../components/wallet-name-dialogs.tsx';
import { WALLETS_COPY } from '../copy.ts';
import { useOpenTransaction } from '../logic/use-open-transaction.ts';

const COPY = WALLETS_COPY.details;

type Confirming = 'freeze' | 'unfreeze' | 'close' | null;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} component="div">
        {children}
      </Text>
    </div>
  );
}

function History({ walletId }: { walletId: string }) {
  const [page, setPage] = useState(1);
  const history = useWalletTransactions(walletId, page);
  const receipt = useOpenTransaction(history.data?.docs);
  return (
    <>
      <TransactionsTable {...pagedQueryProps(history, setPage)} onOpen={receipt.open} showWallet={false} />
      <ReceiptDrawer transaction={receipt.transaction} onClose={receipt.close} />
    </>
  );
}

export function Component() {
  const { walletId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const account = useAccount(walletId);
  const accounts = useAccounts();
  const freeze = useFreezeWallet();
  const close = useCloseWallet();
  const can = {
    fund: useCan('wallets.fund'),
    move: useCan('wallets.move'),
    update: useCan('wallets.update'),
    freeze: useCan('wallets.freeze'),
    close: useCan('wallets.close'),
    statements: useCan('wallets.statements'),
  };
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [renaming, setRenaming] = useState(false);
  const [moving, setMoving] = useState(false);

  if (account.isPending) return <Skeleton h={220} aria-busy="true" />;
  // A failed refetch keeps the page (and an open dialog) on what was loaded.
  if (account.isError && account.data === undefined) {
    if (isNotFoundError(account.error)) {
      return (
        <NotFoundState
          message="This wallet does not exist, or it belongs to another business."
          backTo="/account/all-accounts"
          backLabel={COPY.back}
        />
      );
    }
    return <LoadFailed message={WALLETS_COPY.accounts.loadFailed} onRetry={() => void account.refetch()} />;
  }
  const wallet = account.data;
  const busy = freeze.isPending || close.isPending;
  const confirm = () => {
    if (confirming === 'close') {
      close.mutate(
        { walletId },
        {
          onSuccess: () => {
            showToast({ kind: 'success', message: COPY.closedToast });
            setConfirming(null);
          },
          onError: () => setConfirming(null),
        },
      );
      return;
    }
    const frozen = confirming === 'freeze';
    freeze.mutate(
      { walletId, frozen },
      {
        onSuccess: () => {
          showToast({ kind: 'success', message: frozen ? COPY.frozenToast : COPY.unfrozenToast });
          setConfirming(null);
        },
        onError: () => setConfirming(null),
      },
    );
  };
  const questions = {
    freeze: COPY.freezeQuestion(wallet.name),
    unfreeze: COPY.unfreezeQuestion(wallet.name),
    close: COPY.closeQuestion(wallet.name),
  };
  const isOpen = wallet.status !== 'closed';

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/account/all-accounts" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {COPY.back}
        </Group>
      </Anchor>
      <PageHeader title={wallet.name}>
        <WalletStatus status={wallet.status} />
      </PageHeader>
      {wallet.status === 'frozen' && (
        <Alert color="blue" variant="light" icon={<IconLock size={18} />}>
          {COPY.frozenNotice}
        </Alert>
      )}
      {wallet.status === 'closed' && (
        <Alert color="gray" variant="light">
          {COPY.closedNotice}
        </Alert>
      )}
      <Paper p="lg" withBorder>
        <Stack gap="md">
          <div>
            <Text size="sm" c="dimmed">
              {COPY.balance}
            </Text>
            <Text fz={32} fw={750} data-testid="wallet-detail-balance">
              {formatMinorAsNaira(wallet.balance)}
            </Text>
          </div>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
            <Fact label={COPY.accountNumber}>
              <AccountNumber wallet={wallet} />
            </Fact>
            <Fact label={COPY.accountName}>{wallet.accountName}</Fact>
            <Fact label={COPY.bank}>{wallet.bankName}</Fact>
            <Fact label={COPY.purpose}>{WALLETS_COPY.purposes[wallet.purpose]}</Fact>
          </SimpleGrid>
          {isOpen && (
            <Group gap="sm">
              {can.fund && (
                <Button
                  leftSection={<IconPlus size={16} />}
                  onClick={() => navigate(`/wallet/fund?walletId=${walletId}`)}
                >
                  {COPY.fund}
                </Button>
              )}
              {can.move && (
                <Button
                  variant="light"
                  leftSection={<IconArrowsExchange size={16} />}
                  onClick={() => setMoving(true)}
                >
                  {COPY.move}
                </Button>
              )}
              {can.update && (
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} />}
                  onClick={() => setRenaming(true)}
                >
                  {COPY.rename}
                </Button>
              )}
              {can.freeze && (
                <Button
                  variant="default"
                  leftSection={
                    wallet.status === 'frozen' ? <IconLockOpen size={16} /> : <IconLock size={16} />
                  }
                  onClick={() => setConfirming(wallet.status === 'frozen' ? 'unfreeze' : 'freeze')}
                >
                  {wallet.status === 'frozen' ? COPY.unfreeze : COPY.freeze}
                </Button>
              )}
              {can.close && !wallet.isMain && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setConfirming('close')}
                >
                  {COPY.close}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Paper>
      <Paper p="lg" withBorder>
        <Tabs defaultValue={params.get('statement') ? 'statements' : 'transactions'} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="transactions">{COPY.transactions}</Tabs.Tab>
            {can.statements && <Tabs.Tab value="statements">{WALLETS_COPY.statements.title}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="transactions">
            <History walletId={walletId} />
          </Tabs.Panel>
          {can.statements && (
            <Tabs.Panel value="statements">
              <StatementPanel walletId={walletId} initialStatementId={params.get('statement')} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Paper>
      <ConfirmDialog
        opened={confirming !== null}
        title={confirming === 'close' ? COPY.close : confirming === 'freeze' ? COPY.freeze : COPY.unfreeze}
        question={confirming ? questions[confirming] : ''}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
      <RenameWalletDialog
        opened={renaming}
        onClose={() => setRenaming(false)}
        walletId={walletId}
        currentName={wallet.name}
      />
      <MoveMoneyDialog
        opened={moving}
        onClose={() => setMoving(false)}
        wallets={accounts.data?.accounts ?? [wallet]}
        sourceWalletId={walletId}
      />
    </Stack>
  );
}
