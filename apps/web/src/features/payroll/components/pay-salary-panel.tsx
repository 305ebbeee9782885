// Paying an approved run: the wallet, the total with fees (and whether the wallet holds it), then the PIN.
import {
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { PayrollRun } from '@paydesk/contracts';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { usePaySalaries, useSalaryQuote } from '../api/pay-mutations.ts';
import { PAY_COPY as COPY, FINALIZE_COPY } from '../copy.ts';
import { PAYROLL_ROUTES } from '../logic/paths.ts';

const num = { fontVariantNumeric: 'tabular-nums' } as const;

function Line({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId: string;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 700 : 600} fz={strong ? 20 : 16} style={num} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

export function PaySalaryPanel({ run }: { run: PayrollRun }) {
  const accounts = useAccounts();
  const [walletId, setWalletId] = useState<string | null>(null);
  const main = accounts.data?.accounts.find((a) => a.isMain) ?? accounts.data?.accounts[0];
  useEffect(() => {
    if (!walletId && main) setWalletId(main._id);
  }, [walletId, main]);
  const quote = useSalaryQuote(run._id, walletId);
  const pay = usePaySalaries(run._id);
  const [pinOpen, setPinOpen] = useState(false);

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="pay-salary-panel">
      <Stack gap="md">
        <Title order={2} fz="md">
          {COPY.title}
        </Title>
        <Select
          label={COPY.wallet}
          placeholder={COPY.chooseWallet}
          data={(accounts.data?.accounts ?? []).map((a) => ({
            value: a._id,
            label: `${a.name} · ${formatMinorAsNaira(a.balance)}`,
          }))}
          value={walletId}
          onChange={setWalletId}
          allowDeselect={false}
          maw={420}
          data-testid="pay-wallet"
        />
        <QueryState query={quote} loading={<Skeleton h={60} />}>
          {(q) => (
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
                <Line label={COPY.employees} value={String(q.payableCount)} testId="quote-count" />
                <Line label={COPY.net} value={formatMinorAsNaira(q.netPayKobo)} testId="quote-net" />
                <Line label={COPY.fees} value={formatMinorAsNaira(q.feesKobo)} testId="quote-fees" />
                <Line
                  label={COPY.total}
                  value={formatMinorAsNaira(q.totalKobo)}
                  strong
                  testId="quote-total"
                />
              </SimpleGrid>
              {q.skippedCount > 0 && (
                <Text size="sm" c="dimmed">
                  {COPY.skipped(q.skippedCount)}
                </Text>
              )}
              {q.wallet && !q.wallet.sufficient && (
                <Alert color="red" variant="light" data-testid="insufficient-funds">
                  {COPY.insufficient} {COPY.available}: {formatMinorAsNaira(q.wallet.availableKobo)}
                </Alert>
              )}
              {pay.data?.gated && (
                <Alert color="blue" variant="light" data-testid="salary-approval-pending">
                  {pay.data.message}{' '}
                  <Anchor component={Link} to={PAYROLL_ROUTES.approvalRequest(pay.data.requestId)}>
                    {FINALIZE_COPY.openRequest}
                  </Anchor>
                </Alert>
              )}
              <Group justify="flex-end">
                <Button
                  disabled={!walletId || q.payableCount === 0 || (q.wallet !== null && !q.wallet.sufficient)}
                  onClick={() => setPinOpen(true)}
                  data-testid="pay-salaries"
                >
                  {COPY.pay}
                </Button>
              </Group>
              <PinDialog
                opened={pinOpen}
                what={COPY.what(formatMinorAsNaira(q.totalKobo))}
                busy={pay.isPending}
                error={pay.error}
                onClose={() => {
                  setPinOpen(false);
                  pay.reset();
                }}
                onConfirm={(pin) =>
                  walletId &&
                  pay.mutate({ sourceWalletId: walletId, pin }, { onSuccess: () => setPinOpen(false) })
                }
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
