// One obligation's details: the deadline and the penalty as the law states them, how the figure was worked out,
// the reminders (sent or scheduled) and the payrolls it comes from.
import { Anchor, Divider, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Obligation } from '@paydesk/contracts';
import { Link } from 'react-router';
import { Drawer } from '@/components/overlays.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate, formatDateTime } from '@/lib/format/time.ts';
import { CALENDAR_COPY as COPY } from '../copy.ts';
import {
  amountLabel,
  dueLabel,
  ObligationStatusPill,
  obligationName,
  PayButton,
  periodLabel,
} from './obligation-parts.tsx';

const D = COPY.drawer;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

export function ObligationDrawer({
  obligation: o,
  today,
  canPay,
  onClose,
}: {
  obligation: Obligation | null;
  today: string;
  canPay: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer opened={o !== null} onClose={onClose} position="right" size="md" title={COPY.details}>
      {o && (
        <Stack gap="md" data-testid="obligation-drawer">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Title order={2} fz="lg">
                {obligationName(o)} · {periodLabel(o.period)}
              </Title>
              <Text size="sm" c="dimmed">
                {o.authority}
              </Text>
            </div>
            <ObligationStatusPill o={o} />
          </Group>
          <Group gap="xl">
            <Section title={COPY.columns.due}>
              <Text fw={600}>{dueLabel(o.dueDate)}</Text>
            </Section>
            <Section title={D.amount}>
              <Text fw={600}>{amountLabel(o)}</Text>
              <Text size="xs" c="dimmed">
                {D.employees(o.employeeCount)}
              </Text>
            </Section>
          </Group>
          {o.paidOn && <Text size="sm">{COPY.paidOn(formatDate(o.paidOn))}</Text>}
          <PayButton o={o} canPay={canPay} />
          <Divider />
          <Section title={D.deadline}>
            <Text size="sm">{o.deadlineRule}</Text>
          </Section>
          <Section title={D.penalty}>
            <Text size="sm">{o.penalty.rule}</Text>
          </Section>
          {(o.status === 'late' || (o.penalty.kobo ?? 0) > 0) && (
            <Section title={D.penaltyToDate(formatDate(o.paidOn ?? today))}>
              <Text fw={700} c={o.status === 'late' ? 'red.9' : undefined} data-testid="obligation-penalty">
                {o.penalty.kobo === null ? COPY.noFigure : formatMinorAsNaira(o.penalty.kobo)}
              </Text>
              <Text size="xs" c="dimmed">
                {D.working}: {o.penalty.working}
              </Text>
            </Section>
          )}
          <Section title={D.reminders}>
            <List size="sm" spacing={2}>
              {o.reminders.map((r) => (
                <List.Item key={r.daysBefore}>
                  {D.reminder(r.daysBefore)} · {formatDate(r.on)} ·{' '}
                  {r.sentAt ? D.sent(formatDateTime(r.sentAt)) : r.on >= today ? D.scheduled : D.notSent}
                </List.Item>
              ))}
            </List>
          </Section>
          <Section title={D.runs}>
            {o.runs.map((run) => (
              <Anchor key={run._id} component={Link} to={`/payroll/history/${run._id}`} size="sm">
                {run.name}
              </Anchor>
            ))}
          </Section>
        </Stack>
      )}
    </Drawer>
  );
}
