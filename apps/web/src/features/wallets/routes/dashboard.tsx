// / and /dashboard: balances, money in and out this month and by month, recent transactions and quick actions.
import { Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconCoins, IconHistory, IconPlus, IconWallet } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ComplianceAlert,
  useComplianceAlertSettled,
} from '@/components/compliance-calendar/compliance-alert.tsx';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useWalletDashboard } from '../api/dashboard-query.ts';
import { useDashboardWeek } from '../api/week-query.ts';
import { MoneyFlowChart } from '../components/money-flow-chart.tsx';
import { MoveMoneyDialog } from '../components/move-money-dialog.tsx';
import { NoWallet } from '../components/no-wallet.tsx';
import { LoadFailed, PageHeader } from '../components/page-header.tsx';
import { ReceiptDrawer } from '../components/receipt-drawer.tsx';
import { TransactionsTable } from '../components/transactions-table.tsx';
import { AccountNumber } from '../components/wallet-card.tsx';
import { WeekPanel } from '../components/week-panel.tsx';
import { YieldPanel } from '../components/yield-panel.tsx';
import { WALLETS_COPY } from '../copy.ts';
import { isSilentDashboardError } from '../logic/dashboard-errors.ts';
import { useOpenTransaction } from '../logic/use-open-transaction.ts';
import classes from './dashboard.module.css';

const COPY = WALLETS_COPY.dashboard;
function StatCard({
  label,
  value,
  children,
  testId,
}: {
  label: string;
  value: string;
  children?: React.ReactNode;
  testId?: string;
}) {
  return (
    <Paper p="lg" withBorder h="100%">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={750} mt={4} data-testid={testId}>
        {value}
      </Text>
      {children}
    </Paper>
  );
}

export function Component() {
  const dashboard = useWalletDashboard();
  // The week's read goes out with the dashboard's rather than after it answers: one query, which WeekPanel reads.
  useDashboardWeek();
  // The compliance alert sits above the cards: the page draws once it knows whether to show it.
  const alertSettled = useComplianceAlertSettled();
  const accounts = useAccounts();
  const canMove = useCan('wallets.move');
  const canFund = useCan('wallets.fund');
  const canManageYield = useCan('wallets.yield.manage');
  const canSeeFinancing = useCan('credit.view');
  // Links only to pages the member may open (a thin custom role sees no dead end, issue 29).
  const canSeeWallets = useCan('wallets.view');
  const canSeeHistory = useCan('payments.transactions.view');
  const [moving, setMoving] = useState(false);
  const receipt = useOpenTransaction(dashboard.data?.recentTransactions);

  if (dashboard.isPending || !alertSettled) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Skeleton h={40} w={240} />
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Skeleton h={120} />
          <Skeleton h={120} />
          <Skeleton h={120} />
        </SimpleGrid>
        <Skeleton h={300} />
      </Stack>
    );
  }
  if (dashboard.isError && dashboard.data === undefined) {
    if (isSilentDashboardError(dashboard.error)) return <NoWallet />;
    return (
      <LoadFailed
        message={COPY.loadFailed}
        onRetry={() => void dashboard.refetch()}
        busy={dashboard.isFetching}
      />
    );
  }
  const d = dashboard.data;
  // Money actions need a wallet to act on: none are offered before the business's wallet exists.
  const hasWallet = d.mainAccount !== null;
  // A role with none of the quick actions sees no empty card.
  const hasQuickActions =
    (hasWallet && (canFund || canMove)) || canSeeWallets || canSeeHistory || canSeeFinancing;
  return (
    <Stack gap="lg">
      <PageHeader title={COPY.title} subtitle={COPY.subtitle} />
      <ComplianceAlert />
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        <StatCard
          label={COPY.totalBalance}
          value={formatMinorAsNaira(d.totalWalletBalance)}
          testId="dashboard-total"
        >
          <Group gap="xs" mt={4}>
            <Text size="xs" c="dimmed">
              {COPY.wallets(d.walletCount)}
            </Text>
            {canSeeWallets && (
              <Anchor component={Link} to="/wallet/balance" size="xs">
                {COPY.balances}
              </Anchor>
            )}
          </Group>
          {d.mainAccount && (
            <Stack gap={2} mt="sm">
              <Text size="xs" c="dimmed">
                {COPY.accountNumber}
              </Text>
              <AccountNumber wallet={d.mainAccount} />
            </Stack>
          )}
        </StatCard>
        <StatCard
          label={COPY.moneyIn}
          value={formatMinorAsNaira(d.thisMonth.moneyIn)}
          testId="dashboard-money-in"
        />
        <StatCard
          label={COPY.moneyOut}
          value={formatMinorAsNaira(d.thisMonth.moneyOut)}
          testId="dashboard-money-out"
        />
      </SimpleGrid>
      {!hasWallet && <NoWallet />}
      <WeekPanel />
      {hasQuickActions && (
        <Paper p="lg" withBorder>
          <Text fw={650} mb="sm">
            {COPY.quickActions}
          </Text>
          {/* Equal-width actions: one a row on phones, then two, then three (labels never cut). */}
          <SimpleGrid
            cols={{ base: 1, xs: 2, sm: 3 }}
            spacing="sm"
            className={classes.quickActions}
            data-testid="quick-actions"
          >
            {hasWallet && canFund && (
              <Button component={Link} to="/wallet/fund" leftSection={<IconPlus size={16} />}>
                {COPY.fund}
              </Button>
            )}
            {hasWallet && canMove && (
              <Button
                variant="default"
                leftSection={<IconArrowsExchange size={16} />}
                onClick={() => setMoving(true)}
              >
                {COPY.move}
              </Button>
            )}
            {canSeeWallets && (
              <Button
                variant="default"
                component={Link}
                to="/account/all-accounts"
                leftSection={<IconWallet size={16} />}
              >
                {COPY.accounts}
              </Button>
            )}
            {canSeeHistory && (
              <Button
                variant="default"
                component={Link}
                to="/payments/transaction-history"
                leftSection={<IconHistory size={16} />}
              >
                {COPY.history}
              </Button>
            )}
            {canSeeFinancing && (
              <Button
                variant="default"
                component={Link}
                to="/financing-options"
                leftSection={<IconCoins size={16} />}
              >
                {COPY.financing}
              </Button>
            )}
          </SimpleGrid>
        </Paper>
      )}
      <Paper p="lg" withBorder>
        <Title order={2} fz="lg">
          {COPY.flowTitle}
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          {COPY.flowSubtitle}
        </Text>
        <MoneyFlowChart monthly={d.monthly} />
      </Paper>
      <Paper p="lg" withBorder>
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            {COPY.recent}
          </Title>
          {canSeeHistory && (
            <Button variant="subtle" size="xs" component={Link} to="/payments/transactions">
              {COPY.viewAll}
            </Button>
          )}
        </Group>
        {d.recentTransactions.length === 0 ? (
          <Text size="sm" c="dimmed">
            {WALLETS_COPY.history.empty}
          </Text>
        ) : (
          <TransactionsTable transactions={d.recentTransactions} onOpen={receipt.open} />
        )}
      </Paper>
      {d.mainAccount && <YieldPanel canManage={canManageYield} />}
      <MoveMoneyDialog
        opened={moving}
        onClose={() => setMoving(false)}
        wallets={accounts.data?.accounts ?? []}
      />
      <ReceiptDrawer transaction={receipt.transaction} onClose={receipt.close} />
    </Stack>
  );
}
