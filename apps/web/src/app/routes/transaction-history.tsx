// /transaction-history: the wallet history; for companies with the employeeEva flag (spec §2.6 shows them the link)
// a switch also offers the on-demand pay transactions (`?ledger=on-demand`).
import { Paper, SegmentedControl, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { OnDemandTransactions, TRANSACTIONS_COPY } from '../../features/on-demand/index.ts';
import { Component as WalletHistory } from '../../features/wallets/routes/transaction-history.tsx';
import { useSessionStore } from '../../lib/storage/session-store.ts';

export function Component() {
  const employeeEva = useSessionStore((state) => state.company?.employeeEva === true);
  const [params, setParams] = useSearchParams();
  const onDemand = employeeEva && params.get('ledger') === 'on-demand';
  if (!employeeEva) return <WalletHistory />;
  return (
    <Stack gap="lg">
      <SegmentedControl
        value={onDemand ? 'on-demand' : 'wallet'}
        onChange={(value) => setParams(value === 'on-demand' ? { ledger: 'on-demand' } : {})}
        data={[
          { value: 'wallet', label: TRANSACTIONS_COPY.ledgers.wallet },
          { value: 'on-demand', label: TRANSACTIONS_COPY.ledgers.onDemand },
        ]}
        w="fit-content"
        data-testid="ledger-switch"
      />
      {onDemand ? (
        <Stack gap="lg">
          <Title order={1} fz={26}>
            {TRANSACTIONS_COPY.title}
          </Title>
          <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
            <Stack gap="lg">
              <OnDemandTransactions />
            </Stack>
          </Paper>
        </Stack>
      ) : (
        <WalletHistory />
      )}
    </Stack>
  );
}
