// The items of the dashboard's week panel (week-panel.tsx): the next payroll and its cost, remittances due with their
// dates, pending approvals, on-demand exposure and failed payouts awaiting return, each linking to its page; an item
// with nothing in it says so in words. Only the items the API answered (the member's permissions open their pages)
// are drawn.
import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { DashboardWeek, ObligationStatusValue, PayrollRunStatus } from '@paydesk/contracts';
import { Link } from 'react-router';
import { OBLIGATION_LABELS } from '@/components/compliance-calendar/copy.ts';
import { WARNING_TEXT_COLOR } from '@/lib/constants.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate, formatPeriod } from '@/lib/format/time.ts';
import { WEEK_COPY as COPY } from './week-copy.ts';

/** Where a run opens, as the payroll list opens it: its current step. */
function runPath(run: { _id: string; status: PayrollRunStatus }): string {
  if (run.status === 'approved' || run.status === 'processing') return `/payroll/${run._id}/pay-salary`;
  if (run.status === 'completed' || run.status === 'rejected') return `/payroll/history/${run._id}`;
  return `/payroll/${run._id}/finalize`;
}

/** Late in red, due soon in orange, as the compliance calendar marks them (shades that keep 4.5:1 on white). */
const OBLIGATION_COLOR: Record<ObligationStatusValue, string | undefined> = {
  late: 'red.8',
  due: WARNING_TEXT_COLOR,
  'not-due': undefined,
  paid: undefined,
};

function Item({
  id,
  title,
  to,
  link,
  children,
}: {
  id: string;
  title: string;
  to: string;
  link: string;
  children: React.ReactNode;
}) {
  return (
    <Paper withBorder p="md" h="100%" data-testid={`week-${id}`}>
      <Stack gap={6} h="100%">
        <Text size="sm" c="dimmed" fw={600}>
          {title}
        </Text>
        <Stack gap={4} style={{ flex: 1 }}>
          {children}
        </Stack>
        <Anchor component={Link} to={to} size="sm" fw={600} data-testid={`week-${id}-link`}>
          {link}
        </Anchor>
      </Stack>
    </Paper>
  );
}

const Figure = ({ children, testId }: { children: React.ReactNode; testId?: string }) => (
  <Text fz={22} fw={750} data-testid={testId}>
    {children}
  </Text>
);

const Empty = ({ id, children }: { id: string; children: React.ReactNode }) => (
  <Text size="sm" c="dimmed" data-testid={`week-${id}-empty`}>
    {children}
  </Text>
);

function NextPayroll({ item }: { item: NonNullable<DashboardWeek['nextPayroll']> }) {
  const next = item.next;
  return (
    <Item
      id="payroll"
      title={COPY.nextPayroll}
      to={next?.run ? runPath(next.run) : '/payroll'}
      link={COPY.openPayroll}
    >
      {next ? (
        <>
          <Figure testId="week-payroll-cost">
            {next.totalCostKobo === null ? '—' : formatMinorAsNaira(next.totalCostKobo)}
          </Figure>
          <Text size="sm" fw={600}>
            {next.name}
          </Text>
          <Text size="sm">
            {COPY.pays(formatDate(next.payDate))} · {COPY.employees(next.employeeCount)}
          </Text>
          <Text size="xs" c="dimmed">
            {next.totalCostKobo === null ? COPY.notComputed : next.estimated ? COPY.estimated : null}
            {next.run ? null : ` · ${COPY.notCreated}`}
          </Text>
        </>
      ) : (
        <Empty id="payroll">{COPY.noPayroll}</Empty>
      )}
    </Item>
  );
}

function Remittances({ item }: { item: NonNullable<DashboardWeek['remittances']> }) {
  return (
    <Item id="remittances" title={COPY.remittances} to="/payroll/compliance" link={COPY.openCalendar}>
      {item.count === 0 ? (
        <Empty id="remittances">{COPY.noRemittances}</Empty>
      ) : (
        <>
          <Figure testId="week-remittances-total">{formatMinorAsNaira(item.totalKobo)}</Figure>
          <Text size="sm">{COPY.remittancesCount(item.count, item.lateCount)}</Text>
          {item.items.map((o) => (
            <Stack key={o._id} gap={0}>
              <Anchor component={Link} to={o.payPath ?? '/payroll/compliance'} size="sm">
                {OBLIGATION_LABELS[o.kind]} · {o.authority}
              </Anchor>
              <Text size="xs" c={OBLIGATION_COLOR[o.status]} fw={600} data-testid="week-remittance-due">
                {COPY.due(formatDate(o.dueDate))}
                {o.amountKobo === null ? ` · ${COPY.filing}` : ` · ${formatMinorAsNaira(o.amountKobo)}`}
              </Text>
            </Stack>
          ))}
        </>
      )}
    </Item>
  );
}

function Approvals({ item }: { item: NonNullable<DashboardWeek['approvals']> }) {
  return (
    <Item id="approvals" title={COPY.approvals} to="/approvals/dashboard" link={COPY.openApprovals}>
      {item.pendingCount === 0 ? (
        <Empty id="approvals">{COPY.noApprovals}</Empty>
      ) : (
        <>
          <Figure testId="week-approvals-count">{item.pendingCount}</Figure>
          <Text size="sm">{COPY.approvalsCount(item.pendingCount)}</Text>
          {item.pendingKobo > 0 && <Text size="sm">{formatMinorAsNaira(item.pendingKobo)}</Text>}
          {item.nextExpiry && (
            <Text size="xs" c="dimmed">
              {COPY.nextExpiry(formatDate(item.nextExpiry))}
            </Text>
          )}
        </>
      )}
    </Item>
  );
}

function OnDemand({ item }: { item: NonNullable<DashboardWeek['onDemand']> }) {
  const period = formatPeriod(item.period);
  return (
    <Item id="on-demand" title={COPY.onDemand} to="/reconciliation" link={COPY.openReconciliation}>
      {item.advancedKobo === 0 && item.toRecoverKobo === 0 ? (
        <Empty id="on-demand">{COPY.noOnDemand(period)}</Empty>
      ) : (
        <>
          <Figure testId="week-on-demand-advanced">{formatMinorAsNaira(item.advancedKobo)}</Figure>
          <Text size="sm">{COPY.advanced(period)}</Text>
          <Text size="sm">
            {item.toRecoverKobo > 0
              ? COPY.toRecover(formatMinorAsNaira(item.toRecoverKobo), item.employeeCount)
              : COPY.nothingToRecover}
          </Text>
        </>
      )}
    </Item>
  );
}

function FailedPayouts({ item }: { item: NonNullable<DashboardWeek['failedPayouts']> }) {
  return (
    <Item
      id="failed-payouts"
      title={COPY.failedPayouts}
      // The history narrowed to them: a payout the bank refused is money out whose line shows as reversed.
      to="/payments/transaction-history?type=transfer_out&status=reversed"
      link={COPY.openHistory}
    >
      {item.count === 0 ? (
        <Empty id="failed-payouts">{COPY.noFailed}</Empty>
      ) : (
        <>
          <Figure testId="week-failed-count">{item.count}</Figure>
          <Text size="sm">{COPY.failedCount(item.count, formatMinorAsNaira(item.amountKobo))}</Text>
          {item.items.map((p) => (
            <Group key={p._id} gap="xs" justify="space-between" align="flex-start">
              <Anchor
                component={Link}
                to={`/payments/transfers/details/${encodeURIComponent(p.reference)}`}
                size="sm"
              >
                {p.accountName}
              </Anchor>
              <Text size="sm">{formatMinorAsNaira(p.amountKobo)}</Text>
            </Group>
          ))}
        </>
      )}
    </Item>
  );
}

export function WeekItems({ week: w }: { week: DashboardWeek }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {w.nextPayroll && <NextPayroll item={w.nextPayroll} />}
      {w.remittances && <Remittances item={w.remittances} />}
      {w.approvals && <Approvals item={w.approvals} />}
      {w.onDemand && <OnDemand item={w.onDemand} />}
      {w.failedPayouts && <FailedPayouts item={w.failedPayouts} />}
    </SimpleGrid>
  );
}
