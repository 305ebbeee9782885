// The obligations as a table on wide screens and as cards on phones; a row or card opens its details.
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { Obligation } from '@paydesk/contracts';
import { Link } from 'react-router';
import { CALENDAR_COPY as COPY } from '../copy.ts';
import {
  amountLabel,
  dueLabel,
  ObligationStatusPill,
  obligationName,
  PayButton,
  PenaltyFigure,
  periodLabel,
} from './obligation-parts.tsx';

function Runs({ o }: { o: Obligation }) {
  const [first, ...rest] = o.runs;
  if (!first) return null;
  return (
    <Text size="sm">
      <Anchor component={Link} to={`/payroll/history/${first._id}`} onClick={(e) => e.stopPropagation()}>
        {first.name}
      </Anchor>
      {rest.length > 0 && ` +${rest.length}`}
    </Text>
  );
}

export function ObligationList({
  obligations,
  canPay,
  onOpen,
}: {
  obligations: Obligation[];
  canPay: boolean;
  onOpen: (o: Obligation) => void;
}) {
  return (
    <>
      <Table.ScrollContainer minWidth={900} visibleFrom="md">
        <Table highlightOnHover verticalSpacing="sm" data-testid="obligations-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{COPY.columns.due}</Table.Th>
              <Table.Th>{COPY.columns.obligation}</Table.Th>
              <Table.Th>{COPY.columns.period}</Table.Th>
              <Table.Th>{COPY.columns.run}</Table.Th>
              <Table.Th ta="right">{COPY.columns.amount}</Table.Th>
              <Table.Th>{COPY.columns.status}</Table.Th>
              <Table.Th ta="right">{COPY.columns.penalty}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {obligations.map((o) => (
              <Table.Tr
                key={o._id}
                onClick={() => onOpen(o)}
                style={{ cursor: 'pointer' }}
                bg={o.status === 'late' ? 'var(--mantine-color-red-0)' : undefined}
                data-testid="obligation-row"
                data-kind={o.kind}
                data-status={o.status}
              >
                <Table.Td>
                  <Text size="sm" fw={600} c={o.status === 'late' ? 'red.9' : undefined}>
                    {dueLabel(o.dueDate)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600}>
                    {obligationName(o)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {o.authority}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{periodLabel(o.period)}</Text>
                </Table.Td>
                <Table.Td>
                  <Runs o={o} />
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" fw={600}>
                    {amountLabel(o)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ObligationStatusPill o={o} />
                </Table.Td>
                <Table.Td ta="right">
                  <PenaltyFigure o={o} />
                </Table.Td>
                <Table.Td onClick={(e) => e.stopPropagation()}>
                  <PayButton o={o} canPay={canPay} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="md" data-testid="obligations-cards">
        {obligations.map((o) => (
          <Card
            key={o._id}
            withBorder
            padding="md"
            onClick={() => onOpen(o)}
            style={{
              cursor: 'pointer',
              borderLeft: o.status === 'late' ? '4px solid var(--mantine-color-red-6)' : undefined,
            }}
            data-testid="obligation-card"
            data-status={o.status}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Text fw={650}>
                  {obligationName(o)} · {periodLabel(o.period)}
                </Text>
                <Text size="xs" c="dimmed">
                  {o.authority}
                </Text>
              </div>
              <ObligationStatusPill o={o} />
            </Group>
            <Group justify="space-between" mt="sm" wrap="nowrap">
              <div>
                <Text size="xs" c="dimmed">
                  {COPY.columns.due}
                </Text>
                <Text size="sm" fw={600} c={o.status === 'late' ? 'red.9' : undefined}>
                  {dueLabel(o.dueDate)}
                </Text>
              </div>
              <div style={{ textAlign: 'right' }}>
                <Text size="xs" c="dimmed">
                  {COPY.columns.amount}
                </Text>
                <Text size="sm" fw={600}>
                  {amountLabel(o)}
                </Text>
              </div>
            </Group>
            {(o.status === 'late' || (o.penalty.kobo ?? 0) > 0) && (
              <Group justify="space-between" mt="xs">
                <Text size="xs" c="dimmed">
                  {COPY.columns.penalty}
                </Text>
                <PenaltyFigure o={o} />
              </Group>
            )}
            <Group justify="space-between" mt="sm" onClick={(e) => e.stopPropagation()}>
              <Runs o={o} />
              <PayButton o={o} canPay={canPay} />
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
