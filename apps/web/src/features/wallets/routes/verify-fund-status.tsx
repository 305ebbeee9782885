// /dashboard/verify-fund-status?reference=…: where a checkout returns. Asks GET wallet/accounts/fund/webhook
// until the funding is settled, then every balance on screen (the header chip too) is refreshed.
import { Button, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { FUNDING_EXPIRED_REASON } from '@paydesk/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useFundingStatus } from '../api/funding.ts';
import { WALLETS_COPY } from '../copy.ts';

const COPY = WALLETS_COPY.verify;

export function Component() {
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('filter');
  const status = useFundingStatus(reference);
  if (!reference)
    return <EmptyState subHeader={COPY.missing} action={{ label: COPY.dashboard, to: '/dashboard' }} />;
  const funding = status.data;
  return (
    <Paper p="xl" withBorder maw={560} mx="auto" mt="xl">
      <Stack gap="md" align="center" ta="center" aria-live="polite" data-testid="fund-status">
        {!funding || funding.status === 'pending' ? (
          <>
            <Loader />
            <Title order={1} fz={22}>
              {status.isError ? status.error.message : funding ? COPY.pending : COPY.checking}
            </Title>
            <Text c="dimmed">{COPY.pendingText}</Text>
          </>
        ) : funding.status === 'successful' ? (
          <>
            <ThemeIcon size={56} radius="xl" color="teal">
              <IconCheck size={32} />
            </ThemeIcon>
            <Title order={1} fz={22}>
              {COPY.successful}
            </Title>
            <Text>{COPY.successText(formatMinorAsNaira(funding.amount), funding.walletName)}</Text>
          </>
        ) : (
          <>
            <ThemeIcon size={56} radius="xl" color="red">
              <IconX size={32} />
            </ThemeIcon>
            <Title order={1} fz={22}>
              {funding.failureReason === FUNDING_EXPIRED_REASON ? COPY.expired : COPY.failed}
            </Title>
            <Text c="dimmed">
              {funding.failureReason === FUNDING_EXPIRED_REASON
                ? COPY.expiredText
                : (funding.failureReason ?? COPY.failedText)}
            </Text>
          </>
        )}
        <Text size="xs" c="dimmed">
          {reference}
        </Text>
        <Group>
          <Button component={Link} to="/dashboard">
            {COPY.dashboard}
          </Button>
          {funding && funding.status !== 'pending' && (
            <Button variant="default" component={Link} to={`/wallet/fund?walletId=${funding.walletId}`}>
              {COPY.again}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
