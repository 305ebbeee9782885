// Money in and out by Lagos month, as bars (@mantine/charts on recharts). Values are naira for the axis.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { WalletDashboard } from '@paydesk/contracts';
import { formatMinorAsNaira } from '../../../lib/format/money.ts';

const compact = new Intl.NumberFormat('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

export function MoneyFlowChart({ monthly }: { monthly: WalletDashboard['monthly'] }) {
  const data = monthly.map((m) => ({
    month: m.label.replace(/ \d{4}$/, ''),
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
      data-testid="money-flow-chart"
      aria-label="Money in and out by month"
    />
  );
}
