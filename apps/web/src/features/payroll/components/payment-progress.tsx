// Salaries on their way: paid, pending and failed out of the lines paid by transfer, and retry for the failed ones.
import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { PayrollRun } from '@paydesk/contracts';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useRetrySalaries } from '../api/pay-mutations.ts';
import { PAY_COPY as COPY, PAYMENT_STATE_LABELS } from '../copy.ts';

export function PaymentProgress({ run }: { run: PayrollRun }) {
  const retry = useRetrySalaries(run._id);
  const [pinOpen, setPinOpen] = useState(false);
  const payment = run.payment;
  if (!payment) return null;
  const c = payment.counts;
  const total = c.paid + c.pending + c.failed + c.unpaid + c.reversed;
  const pct = (n: number) => (total ? (n / total) * 100 : 0);
  // A salary the bank refused is failed (its money back in the wallet); lines of older runs may still say reversed.
  const failed = c.failed + c.reversed;
  const shown = { paid: c.paid, pending: c.pending + c.unpaid, failed, skipped: c.skipped };
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="payment-progress">
      <Stack gap="sm" aria-live="polite">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} fz="md">
            {COPY.progress(c.paid, total)}
          </Title>
          <Text size="sm" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMinorAsNaira(payment.paidKobo)} · {COPY.fees} {formatMinorAsNaira(payment.feesKobo)}
          </Text>
        </Group>
        <Progress.Root size="lg">
          <Progress.Section value={pct(c.paid)} color="teal" />
          <Progress.Section value={pct(c.pending + c.unpaid)} color="yellow" animated />
          <Progress.Section value={pct(failed)} color="red" />
        </Progress.Root>
        <Group gap="lg">
          {(['paid', 'pending', 'failed', 'skipped'] as const).map((state) => (
            <Text key={state} size="sm" data-testid={`count-${state}`}>
              {PAYMENT_STATE_LABELS[state]}: <b>{shown[state]}</b>
            </Text>
          ))}
        </Group>
        {failed > 0 && (
          <Group justify="flex-end">
            <Button
              color="red"
              variant="light"
              leftSection={<IconRefresh size={16} />}
              onClick={() => setPinOpen(true)}
              data-testid="retry-failed"
            >
              {COPY.retry} ({failed})
            </Button>
          </Group>
        )}
      </Stack>
      <PinDialog
        opened={pinOpen}
        what={COPY.retryWhat}
        busy={retry.isPending}
        error={retry.error}
        onClose={() => {
          setPinOpen(false);
          retry.reset();
        }}
        onConfirm={(pin) => retry.mutate({ pin }, { onSuccess: () => setPinOpen(false) })}
      />
    </Paper>
  );
}
