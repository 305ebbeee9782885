// The header's wallet balance (spec §2.6): links to /wallet; the eye shows or hides the amount (dots when hidden),
// and the choice is remembered in UI preferences.
import { ActionIcon, Group, Skeleton, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconEye, IconEyeOff, IconWallet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useUiPreferences } from '@/lib/storage/ui-preferences-store.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useWalletBalance } from '../api/wallet-balance-query.ts';
import { SHELL_COPY } from '../copy.ts';
import classes from './header.module.css';

export function WalletBalanceChip() {
  const allowed = useCan('dashboard.view');
  const { data, isPending, isError } = useWalletBalance(allowed);
  const hidden = useUiPreferences((state) => state.isBalanceHidden);
  const toggle = useUiPreferences((state) => state.toggleBalance);
  if (!allowed) return null;

  const amount = isError || !data ? '—' : formatMinorAsNaira(data.balance);
  return (
    <Group gap={2} wrap="nowrap" className={classes.chip} data-testid="wallet-balance-chip">
      <UnstyledButton
        component={Link}
        to="/wallet"
        className={classes.chipLink}
        aria-label={`${SHELL_COPY.walletBalance}: ${hidden ? 'hidden' : amount}`}
      >
        <IconWallet size={18} aria-hidden="true" />
        {isPending ? (
          <Skeleton h={14} w={90} radius="sm" />
        ) : (
          <Text
            fw={700}
            size="sm"
            style={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="wallet-balance-amount"
          >
            {hidden ? SHELL_COPY.hiddenBalance : amount}
          </Text>
        )}
      </UnstyledButton>
      <Tooltip label={hidden ? SHELL_COPY.showBalance : SHELL_COPY.hideBalance} withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          radius="xl"
          onClick={toggle}
          aria-label={hidden ? SHELL_COPY.showBalance : SHELL_COPY.hideBalance}
          aria-pressed={hidden}
        >
          {hidden ? <IconEye size={18} /> : <IconEyeOff size={18} />}
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
