// Small pieces that show money and states: a signed amount, a transaction status and a wallet status.
import { Badge, Text, type TextProps } from '@mantine/core';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { WALLETS_COPY as COPY } from '../copy.ts';

/**
 * A history line is money that moved when it was written (decision 0018); its status is the business action's. So
 * every line is money in or out by its direction, whatever its status: a reversed debit took its money out, and
 * the 'reversal' credit beside it brought it back — shown as they are, the lines add up to the balance.
 */
export function SignedAmount({
  amount,
  direction,
  ...props
}: { amount: number; direction: 'credit' | 'debit' } & TextProps) {
  return (
    <Text
      fw={600}
      c={direction === 'credit' ? 'teal.9' : 'red.8'}
      style={{ whiteSpace: 'nowrap' }}
      data-direction={direction}
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
  reversed: 'orange',
  active: 'teal',
  frozen: 'blue',
  closed: 'gray',
};

export function TransactionStatus({ status }: { status: string }) {
  return (
    <Badge
      color={STATUS_COLOURS[status] ?? 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      data-testid="transaction-status"
    >
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
