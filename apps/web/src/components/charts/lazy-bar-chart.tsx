// A bar chart whose code loads when it is first drawn (issue 30, docs/web-performance.md): @mantine/charts on
// recharts is ~100 KB brotli, the largest part of every page that draws a chart, and the charts sit below the
// figures a page opens on. So the page draws without waiting for it, and a skeleton of the chart's height (`h`)
// holds its place until the chart arrives.
import type { BarChartProps } from '@mantine/charts';
import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';

const BarChart = lazy(async () => ({ default: (await import('./bar-chart.tsx')).BarChart }));

export function LazyBarChart(props: BarChartProps) {
  return (
    <Suspense fallback={<Skeleton h={props.h} aria-hidden="true" />}>
      <BarChart {...props} />
    </Suspense>
  );
}
