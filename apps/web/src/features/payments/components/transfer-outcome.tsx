// After a transfer is sent: its live status (the rail settles it after a short delay), or — when a workflow gates
// it — that it went for approval, with the way to the approvals dashboard.
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { ApprovalPending, Transfer } from '@paydesk/contracts';
import { Link } from 'react-router';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useTransfer } from '../api/transfer-query.ts';
import { TRANSFER_COPY as COPY } from '../copy.ts';

export const STATUS_COLOR: Record<string, string> = {
  accepted: 'blue',
  pending: 'yellow',
  settled: 'teal',
  failed: 'red',
  reversed: 'orange',
  waiting: 'gray',
  skipped: 'gray',
};

export function TransferStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={STATUS_COLOR[status] ?? 'gray'} variant="light" data-testid="transfer-status">
      {status}
    </Badge>
  );
}

export function ApprovalSent() {
  return (
    <Alert color="blue" variant="light" title={COPY.approvalTitle} data-testid="transfer-approval">
      <Stack gap="xs">
        <Text size="sm">{COPY.approvalText}</Text>
        <Anchor component={Link} to="/approvals/dashboard" size="sm">
          {COPY.approvals}
        </Anchor>
      </Stack>
    </Alert>
  );
}

export function TransferOutcome({
  result,
  onAnother,
}: {
  result: Transfer | ApprovalPending;
  onAnother: () => void;
}) {
  const sent = 'reference' in result ? result : null;
  const live = useTransfer(sent?._id ?? null);
  const transfer = live.data ?? sent;
  return (
    <Paper withBorder p="lg" data-testid="transfer-outcome">
      <Stack gap="md">
        {transfer ? (
          <>
            <Group justify="space-between">
              <Text fw={600} data-testid="transfer-heading">
                {transfer.status === 'failed' || transfer.status === 'reversed' ? COPY.failed : COPY.sent}
              </Text>
              <TransferStatusBadge status={transfer.status} />
            </Group>
            <Text size="sm">
              {formatMinorAsNaira(transfer.amount)} to <b>{transfer.accountName}</b> ·{' '}
              {transfer.accountNumber}
            </Text>
            {transfer.failureReason && (
              <Text size="sm" c="red">
                {transfer.failureReason}
              </Text>
            )}
          </>
        ) : (
          <ApprovalSent />
        )}
        <Group>
          {transfer && (
            <Button component={Link} to={`/payments/transfers/details/${transfer._id}`} variant="default">
              {COPY.viewDetails}
            </Button>
          )}
          <Button onClick={onAnother}>{COPY.another}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
