// One wallet as a card: name, purpose, balance, account number and status, linking to its page.
import { Badge, CopyButton, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import type { Wallet } from '@paydesk/contracts';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { WALLETS_COPY as COPY } from '../copy.ts';
import { WalletStatus } from './money.tsx';

export function AccountNumber({ wallet }: { wallet: Pick<Wallet, 'accountNumber' | 'bankName'> }) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" ff="monospace" fw={600} data-testid="account-number">
        {wallet.accountNumber}
      </Text>
      <CopyButton value={wallet.accountNumber}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? COPY.dashboard.copied : COPY.dashboard.copy} withArrow>
            <UnstyledButton
              onClick={(e) => {
                e.preventDefault();
                copy();
              }}
              aria-label={`${COPY.dashboard.copy} ${wallet.accountNumber}`}
            >
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </UnstyledButton>
          </Tooltip>
        )}
      </CopyButton>
      <Text size="xs" c="dimmed">
        {wallet.bankName}
      </Text>
    </Group>
  );
}

export function WalletCard({ wallet }: { wallet: Wallet }) {
  return (
    <Paper
      component={Link}
      to={`/account/all-accounts/${wallet._id}`}
      p="lg"
      withBorder
      style={{ textDecoration: 'none', color: 'inherit', opacity: wallet.status === 'closed' ? 0.6 : 1 }}
      data-testid="wallet-card"
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={650} lineClamp={1}>
            {wallet.name}
          </Text>
          <Group gap={6} wrap="nowrap">
            {wallet.isMain && (
              <Badge variant="filled" radius="sm" tt="none">
                {COPY.accounts.main}
              </Badge>
            )}
            {!wallet.isMain && (
              <Badge variant="outline" color="gray" radius="sm" tt="none">
                {COPY.purposes[wallet.purpose]}
              </Badge>
            )}
            {wallet.status !== 'active' && <WalletStatus status={wallet.status} />}
          </Group>
        </Group>
        <Text fz={26} fw={750} data-testid="wallet-balance">
          {formatMinorAsNaira(wallet.balance)}
        </Text>
        <AccountNumber wallet={wallet} />
      </Stack>
    </Paper>
  );
}
