// The events of one page. A row opens its detail drawer (click, or the View button for keyboard users).
import { Badge, Button, Skeleton, Table, Text } from '@mantine/core';
import type { AuditLogEntry } from '@paydesk/contracts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { AUDIT_LOGS_COPY as COPY } from '../copy.ts';
import { actionLabel } from '../logic/action-label.ts';
import classes from './audit-log-table.module.css';

export const actorName = (entry: AuditLogEntry) =>
  entry.actor.name ?? (entry.actor.type === 'system' ? COPY.system : COPY.details.none);
export const targetText = (entry: AuditLogEntry) =>
  entry.target ? `${entry.target.type}: ${entry.target.id}` : COPY.details.none;

export function OutcomeBadge({ outcome }: { outcome: AuditLogEntry['outcome'] }) {
  return (
    <Badge color={outcome === 'success' ? 'brand' : 'red'} variant="light" radius="sm" tt="none">
      {COPY.outcomes[outcome]}
    </Badge>
  );
}

function Head() {
  const c = COPY.columns;
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th w={200}>{c.date}</Table.Th>
        <Table.Th>{c.member}</Table.Th>
        <Table.Th>{c.action}</Table.Th>
        <Table.Th w={110}>{c.outcome}</Table.Th>
        <Table.Th visibleFrom="lg">{c.target}</Table.Th>
        <Table.Th visibleFrom="md" w={140}>
          {c.ip}
        </Table.Th>
        <Table.Th w={80}>
          <span className={classes.visuallyHidden}>{COPY.view}</span>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

const SKELETON_ROWS = ['r1', 'r2', 'r3', 'r4', 'r5', 'r6', 'r7', 'r8'];

export function AuditLogTableSkeleton() {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" aria-busy="true" aria-label="Loading audit log">
        <Head />
        <Table.Tbody>
          {SKELETON_ROWS.map((row) => (
            <Table.Tr key={row}>
              {[150, 120, 140, 60].map((w) => (
                <Table.Td key={w}>
                  <Skeleton h={12} w={w} />
                </Table.Td>
              ))}
              <Table.Td visibleFrom="lg">
                <Skeleton h={12} w={160} />
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Skeleton h={12} w={90} />
              </Table.Td>
              <Table.Td>
                <Skeleton h={24} w={48} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface AuditLogTableProps {
  entries: AuditLogEntry[];
  onOpen: (entry: AuditLogEntry) => void;
  stale: boolean;
}

export function AuditLogTable({ entries, onOpen, stale }: AuditLogTableProps) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        style={{ opacity: stale ? 0.6 : 1 }}
        data-testid="audit-table"
      >
        <Head />
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr
              key={entry._id}
              className={classes.row}
              onClick={() => onOpen(entry)}
              data-testid="audit-row"
            >
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                  {formatDateTime(entry.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={500} truncate maw={220}>
                  {actorName(entry)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{actionLabel(entry.action)}</Text>
                <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {entry.action}
                </Text>
              </Table.Td>
              <Table.Td>
                <OutcomeBadge outcome={entry.outcome} />
              </Table.Td>
              <Table.Td visibleFrom="lg">
                <Text size="sm" c="dimmed" truncate maw={260}>
                  {targetText(entry)}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="md">
                <Text size="sm" ff="monospace">
                  {entry.ipAddress ?? COPY.details.none}
                </Text>
              </Table.Td>
              <Table.Td>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(entry);
                  }}
                  aria-label={`${COPY.view}: ${actionLabel(entry.action)}, ${formatDateTime(entry.createdAt)}`}
                >
                  {COPY.view}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
