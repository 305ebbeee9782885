// The dashboard's figures: counts by status, the value approved this Lagos month, the median time to a decision,
// and requests created, approved and rejected per day over the last 30 days (the landed chart library).

import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ApprovalAnalytics } from '@paydesk/contracts';
import { LazyBarChart as BarChart } from '@/components/charts/lazy-bar-chart.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useApprovalAnalytics } from '../api/analytics-query.ts';
import { DASHBOARD_COPY } from '../copy.ts';
import { durationText } from '../logic/duration.ts';

const COPY = DASHBOARD_COPY.analytics;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={22} mt={4} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Paper>
  );
}

function Figures({ data }: { data: ApprovalAnalytics }) {
  const approved = (data.counts.approved ?? 0) + (data.counts.executing ?? 0) + (data.counts.executed ?? 0);
  return (
    <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
      <Figure label={COPY.pending} value={String(data.counts.pending ?? 0)} testId="figure-pending" />
      <Figure label={COPY.approved} value={String(approved)} testId="figure-approved" />
      <Figure label={COPY.rejected} value={String(data.counts.rejected ?? 0)} testId="figure-rejected" />
      <Figure
        label={COPY.valueThisMonth}
        value={formatMinorAsNaira(data.valueApprovedThisMonthKobo)}
        testId="figure-value"
      />
      <Figure
        label={COPY.medianTime}
        value={
          data.medianSecondsToDecision === null
            ? COPY.noDecisions
            : durationText(data.medianSecondsToDecision)
        }
        testId="figure-median"
      />
    </SimpleGrid>
  );
}

function Chart({ series }: { series: ApprovalAnalytics['series'] }) {
  const any = series.some((p) => p.created || p.approved || p.rejected);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Title order={2} fz="md" mb="sm">
        {COPY.chartTitle}
      </Title>
      {any ? (
        <BarChart
          h={220}
          data={series.map((p) => ({
            day: p.label,
            [COPY.created]: p.created,
            [COPY.approved]: p.approved,
            [COPY.rejected]: p.rejected,
          }))}
          dataKey="day"
          series={[
            { name: COPY.created, color: 'blue.5' },
            { name: COPY.approved, color: 'teal.6' },
            { name: COPY.rejected, color: 'red.5' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'top', height: 36 }}
          gridAxis="y"
          tickLine="none"
          yAxisProps={{ allowDecimals: false }}
          maxBarWidth={14}
          barProps={{ radius: [3, 3, 0, 0] }}
          data-testid="approvals-chart"
          aria-label={COPY.chartTitle}
        />
      ) : (
        <Text c="dimmed" size="sm" py="xl" ta="center" data-testid="approvals-chart-empty">
          {COPY.chartEmpty}
        </Text>
      )}
    </Paper>
  );
}

export function ApprovalAnalyticsPanel() {
  const analytics = useApprovalAnalytics('day');
  return (
    <QueryState
      query={analytics}
      loading={
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
          {['a', 'b', 'c', 'd', 'e'].map((k) => (
            <Skeleton key={k} h={78} radius="md" />
          ))}
        </SimpleGrid>
      }
      errorTitle={COPY.loadFailed}
    >
      {(data) => (
        <Stack gap="md" data-testid="approval-analytics">
          <Figures data={data} />
          <Chart series={data.series} />
        </Stack>
      )}
    </QueryState>
  );
}
