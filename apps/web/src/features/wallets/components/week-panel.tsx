// The dashboard's week (issue 29): what an employer checks weekly — the next payroll and its cost, remittances due
// with their dates, pending approvals, on-demand exposure and failed payouts awaiting return — each linking to its
// page. The API answers an item only to a member whose permissions open its page: a hidden item is not drawn, and a
// member who may see none sees no panel.
import { Paper, Skeleton, Text, Title } from '@mantine/core';
import { useDashboardWeek } from '../api/week-query.ts';
import { WEEK_COPY as COPY } from './week-copy.ts';
import { WeekItems } from './week-items.tsx';

export function WeekPanel() {
  const week = useDashboardWeek();
  if (week.isPending) return <Skeleton h={180} />;
  if (week.isError) {
    return (
      <Text size="sm" c="dimmed" data-testid="week-load-failed">
        {COPY.loadFailed}
      </Text>
    );
  }
  const w = week.data;
  if (!w.nextPayroll && !w.remittances && !w.approvals && !w.onDemand && !w.failedPayouts) return null;
  return (
    <Paper p="lg" withBorder data-testid="week-panel">
      <Title order={2} fz="lg">
        {COPY.title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {COPY.subtitle}
      </Text>
      <WeekItems week={w} />
    </Paper>
  );
}
