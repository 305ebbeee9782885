// Small pieces that show money and states: a signed amount, a transaction status and a wallet status.
import { Badge, Text, type TextProps } from '@mantine/core';
import { formatMinorAsNaira } from '../../../lib/format/money.ts';
import { WALLETS_COPY as COPY } from '../copy.ts';

/** A failed or reversed transaction moved no money: it is shown neutral, never as money in or out. */
export const movedNoMoney = (status: string) => status === 'failed' || status === 'reversed';

export function SignedAmount({
  amount,
  direction,
  status,
  ...props
}: { amount: number; direction: 'credit' | 'debit'; status?: string } & TextProps) {
  if (status && movedNoMoney(status))
    return (
      <Text
        fw={500}
        c="dimmed"
        td="line-through"
        style={{ whiteSpace: 'nowrap' }}
        data-neutral="true"
        {...props}
      >
        {formatMinorAsNaira(amount)}
      </Text>
    );
  return (
    <Text
      fw={600}
      c={direction === 'credit' ? 'teal.8' : 'red.8'}
      style={{ whiteSpace: 'nowrap' }}
      {...props}
    >
      {direction === 'credit' ? '+' : '−'}
      {formatMinorAsNaira(amount)}
    </Text>
  );
}

const STATUS_COLOURS: Record<string, string> = {
  successful: 'teal',
  pending: 'yellow',
  failed: 'red',
  reversed: 'gray',
  active: 'teal',
  frozen: 'blue',
  closed: 'gray',
};

export function TransactionStatus({ status }: { status: string }) {
  return (
    <Badge color={STATUS_COLOURS[status] ?? 'gray'} variant="light" radius="sm" tt="none">
      {COPY.statusLabels[status] ?? status}
    </Badge>
  );
}

export function WalletStatus({ status }: { status: string }) {
  return (
    <Badge
      color={STATUS_COLOURS[status] ?? 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      data-testid="wallet-status"
    >
      {COPY.statuses[status] ?? status}
    </Badge>
  );
}
