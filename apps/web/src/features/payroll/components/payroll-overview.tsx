// The payroll dashboard info (next pay date, last run's cost, employees paid) and the analytics of the current
// calendar year (spec §9): cost by month and by department, on the chart library the approvals dashboard uses.

import { Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PayrollAnalytics, PayrollDashboard } from '@paydesk/contracts';
import { LazyBarChart as BarChart } from '@/components/charts/lazy-bar-chart.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { formatMinorAsNaira, formatNaira, minorToMajor } from '@/lib/format/money.ts';
import { formatDate, shortMonth } from '@/lib/format/time.ts';
import { usePayrollAnalytics, usePayrollDashboard } from '../api/runs-query.ts';
import { LIST_COPY } from '../copy.ts';

const D = LIST_COPY.dashboard;
const A = LIST_COPY.analytics;

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  testId: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={22} mt={4} data-testid={testId} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2} lineClamp={1}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function Figures({ data }: { data: PayrollDashboard }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" data-testid="payroll-dashboard">
      <Figure
        label={D.nextPayDate}
        value={data.nextPayDate ? formatDate(data.nextPayDate) : D.noSchedule}
        hint={data.nextPaySchedule?.name}
        testId="figure-next-pay-date"
      />
      <Figure
        label={D.lastCost}
        value={data.lastRun ? formatMinorAsNaira(data.lastRun.totalCostKobo) : D.none}
        hint={data.lastRun?.name}
        testId="figure-last-cost"
      />
      <Figure
        label={D.employeesPaid}
        value={data.lastRun ? String(data.lastRun.employeesPaid) : D.none}
        testId="figure-employees-paid"
      />
    </SimpleGrid>
  );
}

const naira = (kobo: number) => minorToMajor(kobo);
const axisNaira = (value: number) =>
  value >= 1_000_000
    ? `₦${(value / 1_000_000).toFixed(1)}m`
    : value >= 1_000
      ? `₦${Math.round(value / 1_000)}k`
      : `₦${value}`;

function Charts({ data }: { data: PayrollAnalytics }) {
  if (data.totals.runs === 0)
    return (
      <Text c="dimmed" size="sm" py="lg" ta="center" data-testid="payroll-analytics-empty">
        {A.empty}
      </Text>
    );
  const months = data.months.map((m) => ({
    month: shortMonth(m.month) ?? m.month,
    [A.cost]: naira(m.totalCostKobo),
    [A.net]: naira(m.netPayKobo),
  }));
  const departments = data.byDepartment.map((d) => ({
    department: d.department ?? A.noDepartment,
    [A.cost]: naira(d.totalCostKobo),
  }));
  const common = {
    gridAxis: 'y',
    tickLine: 'none',
    valueFormatter: (value: number) => formatNaira(value),
    yAxisProps: { tickFormatter: axisNaira, width: 60 },
    barProps: { radius: [3, 3, 0, 0] as [number, number, number, number] },
  } as const;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <div>
        <Text fw={600} size="sm" mb="xs">
          {A.byMonth}
        </Text>
        <BarChart
          h={220}
          data={months}
          dataKey="month"
          series={[
            { name: A.cost, color: 'blue.6' },
            { name: A.net, color: 'teal.5' },
          ]}
          withLegend
          legendProps={{ verticalAlign: 'top', height: 32 }}
          maxBarWidth={12}
          data-testid="payroll-chart-months"
          role="img"
          aria-label={A.byMonth}
          {...common}
        />
      </div>
      <div>
        <Text fw={600} size="sm" mb="xs">
          {A.byDepartment}
        </Text>
        <BarChart
          h={220}
          data={departments}
          dataKey="department"
          series={[{ name: A.cost, color: 'indigo.5' }]}
          maxBarWidth={28}
          data-testid="payroll-chart-departments"
          role="img"
          aria-label={A.byDepartment}
          {...common}
        />
      </div>
    </SimpleGrid>
  );
}

export function PayrollOverview() {
  const dashboard = usePayrollDashboard();
  const analytics = usePayrollAnalytics();
  return (
    <Stack gap="md">
      <QueryState
        query={dashboard}
        loading={
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
            {['a', 'b', 'c'].map((k) => (
              <Skeleton key={k} h={92} radius="md" />
            ))}
          </SimpleGrid>
        }
        errorTitle={D.loadFailed}
      >
        {(data) => <Figures data={data} />}
      </QueryState>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="payroll-analytics">
        <QueryState query={analytics} loading={<Skeleton h={240} />} errorTitle={A.loadFailed}>
          {(data) => (
            <Stack gap="sm">
              <Title order={2} fz="md">
                {A.title(data.year)}
              </Title>
              <Charts data={data} />
            </Stack>
          )}
        </QueryState>
      </Paper>
    </Stack>
  );
}
