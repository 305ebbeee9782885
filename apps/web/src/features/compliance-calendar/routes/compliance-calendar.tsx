// /payroll/compliance: every statutory obligation of the business's payrolls with its due date (working days and
// the business's public holidays), amount, status, penalty if late and the run it comes from. Year and status
// filters live in the URL.
import {
  Alert,
  Button,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { OBLIGATION_STATUSES, type Obligation, type ObligationStatusValue } from '@paydesk/contracts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useComplianceCalendar } from '../api/calendar-query.ts';
import { ObligationDrawer } from '../components/obligation-drawer.tsx';
import { ObligationList } from '../components/obligation-list.tsx';
import { CALENDAR_COPY as COPY } from '../copy.ts';

type Tally = { count: number; amountKobo: number; penaltyKobo: number };

function TallyCard({
  label,
  tally,
  tone,
  showPenalty,
}: {
  label: string;
  tally: Tally;
  tone?: 'red' | 'yellow';
  showPenalty?: boolean;
}) {
  const alarming = tone === 'red' && tally.count > 0;
  return (
    <Paper
      p="md"
      withBorder
      bg={alarming ? 'var(--mantine-color-red-0)' : undefined}
      style={alarming ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
      data-testid={`tally-${label}`}
    >
      <Text size="sm" c={alarming ? 'red.9' : 'dimmed'} fw={alarming ? 600 : undefined}>
        {label}
      </Text>
      {/* Two cards a row on a phone: a ₦ amount in the millions fits at 18 px, and a longer one wraps rather
          than pushing the page sideways. */}
      <Text
        fz={{ base: 18, sm: 24 }}
        fw={750}
        c={alarming ? 'red.9' : undefined}
        style={{ overflowWrap: 'anywhere' }}
      >
        {formatMinorAsNaira(tally.amountKobo)}
      </Text>
      <Text size="xs" c="dimmed">
        {COPY.cards.count(tally.count)}
      </Text>
      {showPenalty && tally.penaltyKobo > 0 && (
        <Text size="xs" c="red.9" fw={600} mt={2}>
          {COPY.cards.penalty(formatMinorAsNaira(tally.penaltyKobo))}
        </Text>
      )}
    </Paper>
  );
}

const isStatus = (v: string | null): v is ObligationStatusValue =>
  v !== null && (OBLIGATION_STATUSES as readonly string[]).includes(v);

export function Component() {
  const [params, setParams] = useSearchParams();
  const yearParam = Number(params.get('year'));
  const year = Number.isInteger(yearParam) && yearParam >= 2000 && yearParam <= 2100 ? yearParam : null;
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : null;
  const calendar = useComplianceCalendar(year, status);
  const canPay = useCan('payroll.pay');
  const [open, setOpen] = useState<Obligation | null>(null);

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };

  const header = (
    <PageTitle title={COPY.title} subtitle={COPY.subtitle}>
      <Button
        component={Link}
        to={`/payroll/annual-returns${calendar.data ? `?year=${calendar.data.year}` : ''}`}
        variant="default"
        size="sm"
      >
        {COPY.annualReturns}
      </Button>
      {calendar.data && (
        <Select
          aria-label={COPY.year}
          w={110}
          data={calendar.data.years.map(String)}
          value={String(calendar.data.year)}
          onChange={(v) => setParam('year', v)}
          allowDeselect={false}
        />
      )}
    </PageTitle>
  );

  if (calendar.isPending)
    return (
      <Stack gap="lg" aria-busy="true">
        {header}
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {[1, 2, 3, 4].map((i) => (
            <Skeleton key={i} h={96} />
          ))}
        </SimpleGrid>
        <Skeleton h={320} />
      </Stack>
    );
  if (calendar.isError)
    return (
      <Stack gap="lg">
        {header}
        <Alert color="red" title={COPY.loadFailed}>
          <Button size="xs" mt="xs" onClick={() => void calendar.refetch()} loading={calendar.isFetching}>
            {COPY.retry}
          </Button>
        </Alert>
      </Stack>
    );

  const c = calendar.data;
  const nothingYet = c.obligations.length === 0 && !status && c.years.length <= 1;
  return (
    <Stack gap="lg">
      {header}
      {nothingYet ? (
        <EmptyState header={COPY.empty} subHeader={COPY.emptyBody} />
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <TallyCard label={COPY.cards.late} tally={c.totals.late} tone="red" showPenalty />
            <TallyCard label={COPY.cards.due} tally={c.totals.due} tone="yellow" />
            <TallyCard label={COPY.cards.notDue} tally={c.totals.notDue} />
            <TallyCard label={COPY.cards.paid} tally={c.totals.paid} showPenalty />
          </SimpleGrid>
          <Paper withBorder p={{ base: 'sm', md: 'md' }}>
            <SegmentedControl
              mb="md"
              fullWidth
              size="sm"
              aria-label={COPY.columns.status}
              value={status ?? 'all'}
              onChange={(v) => setParam('status', v === 'all' ? null : v)}
              data={(['all', 'late', 'due', 'not-due', 'paid'] as const).map((v) => ({
                value: v,
                label: COPY.filters[v],
              }))}
            />
            {c.obligations.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {COPY.emptyFiltered}
              </Text>
            ) : (
              <ObligationList obligations={c.obligations} canPay={canPay} onOpen={setOpen} />
            )}
          </Paper>
          <Text size="xs" c="dimmed">
            {COPY.notes}
          </Text>
        </>
      )}
      <ObligationDrawer obligation={open} today={c.today} canPay={canPay} onClose={() => setOpen(null)} />
    </Stack>
  );
}
