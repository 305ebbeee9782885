// Earned to date and available now, with why nothing is available when withdrawals are closed (the cut-off passed,
// payday, or the period's salary is paid), paused or stopped; the way to withdraw is offered only while open.
import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { EarnedSummary } from '@paydesk/contracts';
import { Link } from 'react-router';
import { QueryError } from '@/components/query-state.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate, lagosToday } from '@/lib/format/time.ts';
import { useStaffEarned } from '../api/on-demand-api.ts';
import { withdrawalsClosedReason } from '../logic/withdrawals-closed.ts';
import { STAFF_ON_DEMAND_COPY as COPY, STAFF_ON_DEMAND_ROUTES } from '../on-demand-copy.ts';

function Figure({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="lg" data-testid={testId}>
        {formatMinorAsNaira(value)}
      </Text>
    </Stack>
  );
}

export function EarnedFigures({ summary }: { summary: EarnedSummary }) {
  const closed = withdrawalsClosedReason(summary, lagosToday(), formatDate);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2}>
        <Figure label={COPY.earned} value={summary.earned} testId="staff-earned" />
        <Figure label={COPY.available} value={summary.available} testId="staff-available" />
        <Figure label={COPY.drawn} value={summary.drawn} />
        <Figure label={COPY.saved} value={summary.saved} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" data-testid="staff-earned-basis">
        {COPY.basis[summary.payBasis](
          formatMinorAsNaira(summary.periodNetPay),
          summary.workedDays,
          summary.workingDays,
        )}
      </Text>
      <Text size="xs" c="dimmed">
        {[COPY.payday(formatDate(summary.payday)), COPY.cutOff(formatDate(summary.cutOffDate))].join(' · ')}
        {' · '}
        {COPY.withdrawalsLeft(summary.withdrawalsLeft)}
      </Text>
      {closed && (
        <Alert color="yellow" variant="light" p="xs" data-testid="staff-withdrawals-closed">
          {closed}
        </Alert>
      )}
    </Stack>
  );
}

/** The home page's card: the figures and the way to withdraw. */
export function EarnedCard() {
  const earned = useStaffEarned();
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="staff-earned-title">
      <Stack gap="sm">
        <Title order={2} fz={18} id="staff-earned-title">
          {COPY.cardTitle}
        </Title>
        {earned.isPending ? (
          <Skeleton h={96} />
        ) : earned.isError && (toApiError(earned.error).status ?? 500) < 500 ? (
          <Text size="sm" c="dimmed" data-testid="staff-not-on-demand">
            {earned.error.message}
          </Text>
        ) : earned.isError ? (
          <QueryError
            title={COPY.loadFailed}
            error={earned.error}
            onRetry={() => void earned.refetch()}
            retrying={earned.isFetching}
          />
        ) : (
          <>
            <EarnedFigures summary={earned.data} />
            <Group>
              {withdrawalsClosedReason(earned.data, lagosToday(), formatDate) ? (
                <Button fullWidth disabled data-testid="staff-open-withdraw">
                  {COPY.open}
                </Button>
              ) : (
                <Button
                  component={Link}
                  to={STAFF_ON_DEMAND_ROUTES.withdraw}
                  fullWidth
                  data-testid="staff-open-withdraw"
                >
                  {COPY.open}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
