// Money in and out by Lagos month, as bars (@mantine/charts on recharts). Values are naira for the axis. It reads
// well with one month or twelve: months before the first activity are left out (at least three stay, for scale),
// bars keep a modest width, and a business with no money in or out yet gets an empty state instead of a flat chart.

import { Stack, Text } from '@mantine/core';
import type { WalletDashboard } from '@paydesk/contracts';
import { IconChartBar } from '@tabler/icons-react';
import { LazyBarChart as BarChart } from '@/components/charts/lazy-bar-chart.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { shortMonth } from '@/lib/format/time.ts';

const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

const MIN_MONTHS = 3;

export function MoneyFlowChart({ monthly }: { monthly: WalletDashboard['monthly'] }) {
  const first = monthly.findIndex((m) => m.moneyIn > 0 || m.moneyOut > 0);
  if (first === -1) {
    return (
      <Stack align="center" gap={6} py="xl" data-testid="money-flow-empty">
        <IconChartBar size={32} color="var(--mantine-color-gray-5)" aria-hidden="true" />
        <Text fw={600}>No money in or out yet</Text>
        <Text size="sm" c="dimmed" ta="center" maw={360}>
          Fund a wallet or receive a transfer, and each month's money in and out shows here.
        </Text>
      </Stack>
    );
  }
  const shown = monthly.slice(Math.max(0, Math.min(first, monthly.length - MIN_MONTHS)));
  const data = shown.map((m) => ({
    // Our month names ('Sep', never ICU's 'Sept'), like every date in the app.
    month: shortMonth(m.month) ?? m.label.replace(/ \d{4}$/, ''),
    'Money in': m.moneyIn / 100,
    'Money out': m.moneyOut / 100,
  }));
  return (
    <BarChart
      h={260}
      data={data}
      dataKey="month"
      series={[
        { name: 'Money in', color: 'teal.6' },
        { name: 'Money out', color: 'red.5' },
      ]}
      valueFormatter={(value) => `₦${compact.format(value)}`}
      tooltipProps={{
        formatter: (value: number) => formatMinorAsNaira(Math.round(value * 100)),
      }}
      withLegend
      legendProps={{ verticalAlign: 'top', height: 40 }}
      gridAxis="y"
      tickLine="none"
      maxBarWidth={28}
      barProps={{ radius: [4, 4, 0, 0] }}
      data-testid="money-flow-chart"
      aria-label="Money in and out by month"
    />
  );
}
