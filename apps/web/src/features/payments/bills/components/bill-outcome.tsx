// After a bill is paid: the biller's outcome (polled while pending) — the token and units of prepaid electricity, a
// failure and its reversal — with the receipt; or, when a workflow gates it, that it went for approval.
import { Alert, Anchor, Badge, Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { ApprovalPending, BillPayment } from '@paydesk/contracts';
import { Link } from 'react-router';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useBill, useDownloadBillReceipt } from '../api/bills-query.ts';
import { BILLS_COPY as COPY } from '../copy.ts';
import { groupedToken } from '../logic/bill-format.ts';

export const BILL_STATUS_COLOR: Record<string, string> = {
  successful: 'teal',
  pending: 'yellow',
  failed: 'red',
  waiting: 'gray',
  refused: 'gray',
  queued: 'blue',
  processing: 'blue',
  completed: 'teal',
};

export function BillStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={BILL_STATUS_COLOR[status] ?? 'gray'} variant="light" data-testid="bill-status">
      {status}
    </Badge>
  );
}

export function BillOutcome({
  result,
  onAnother,
}: {
  result: BillPayment | ApprovalPending;
  onAnother: () => void;
}) {
  const sent = 'reference' in result ? result : null;
  const live = useBill(sent?.status === 'pending' ? sent._id : null);
  const bill = live.data ?? sent;
  const receipt = useDownloadBillReceipt();
  return (
    <Paper withBorder p="lg" maw={640} data-testid="bill-outcome">
      <Stack gap="md">
        {bill ? (
          <>
            <Group justify="space-between">
              <Text fw={600}>{COPY.outcome[bill.status]}</Text>
              <BillStatusBadge status={bill.status} />
            </Group>
            <Text size="sm">
              {formatMinorAsNaira(bill.amount)} · {bill.productName ?? bill.billerName} for{' '}
              <b>{bill.customerNumber}</b>
              {bill.customerName ? ` (${bill.customerName})` : ''}
            </Text>
            {bill.token && (
              <Stack gap={4}>
                <Text size="sm" c="dimmed">
                  {COPY.outcome.token}
                </Text>
                <Code fz="lg" fw={700} data-testid="bill-token">
                  {groupedToken(bill.token)}
                </Code>
                {bill.units && (
                  <Text size="sm">
                    {COPY.outcome.units}: {bill.units} kWh
                  </Text>
                )}
              </Stack>
            )}
            {bill.status === 'failed' && (
              <Alert color="red" variant="light" data-testid="bill-failure">
                <Text size="sm">{bill.failureReason}</Text>
                <Text size="sm">{COPY.outcome.reversed(formatMinorAsNaira(bill.amount + bill.fee))}</Text>
              </Alert>
            )}
          </>
        ) : (
          <Alert color="blue" variant="light" title={COPY.approvalTitle} data-testid="bill-approval">
            <Stack gap="xs">
              <Text size="sm">{COPY.approvalText}</Text>
              <Anchor component={Link} to="/approvals/dashboard" size="sm">
                {COPY.approvals}
              </Anchor>
            </Stack>
          </Alert>
        )}
        <Group>
          {bill && (
            <Button
              variant="default"
              loading={receipt.isPending}
              onClick={() => receipt.mutate({ id: bill._id, reference: bill.reference })}
            >
              {COPY.outcome.receipt}
            </Button>
          )}
          <Button onClick={onAnother}>{COPY.outcome.another}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
