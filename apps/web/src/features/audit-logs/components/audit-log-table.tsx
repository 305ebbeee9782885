// The audit events of one page on the list kit's DataTable. A row opens its detail drawer (click, or View).
import { Badge, Button, Text, Tooltip } from '@mantine/core';
import type { AuditLogEntry } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { formatDateTime } from '@/lib/format/time.ts';
import { AUDIT_LOGS_COPY as COPY } from '../copy.ts';
import { actionLabel, shortId, targetKindLabel } from '../logic/action-label.ts';

export const actorName = (entry: AuditLogEntry) =>
  entry.actor.name ?? (entry.actor.type === 'system' ? COPY.system : COPY.details.none);
/** The API gives a target's kind and id, not its name: the kind in words and the id's first block. */
export const targetText = (entry: AuditLogEntry) =>
  entry.target ? `${targetKindLabel(entry.target.type)} · ${shortId(entry.target.id)}` : COPY.details.none;

export function OutcomeBadge({ outcome }: { outcome: AuditLogEntry['outcome'] }) {
  return (
    <Badge
      color={outcome === 'success' ? 'brand' : 'red'}
      variant="light"
      radius="sm"
      tt="none"
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {COPY.outcomes[outcome]}
    </Badge>
  );
}

function Target({ entry }: { entry: AuditLogEntry }) {
  if (!entry.target) return <Text size="sm">{COPY.details.none}</Text>;
  return (
    <Tooltip label={entry.target.id} withinPortal openDelay={300}>
      <Text size="sm" c="dimmed" truncate maw={220} title={entry.target.id} data-testid="audit-target">
        {targetText(entry)}
      </Text>
    </Tooltip>
  );
}

export function auditColumns(onOpen: (entry: AuditLogEntry) => void): ColumnDef<AuditLogEntry>[] {
  const c = COPY.columns;
  return [
    {
      id: 'createdAt',
      header: c.date,
      meta: { width: 190, skeletonWidth: 150 },
      cell: ({ row }) => (
        <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatDateTime(row.original.createdAt)}
        </Text>
      ),
    },
    {
      id: 'member',
      header: c.member,
      meta: { visibleFrom: 'sm', skeletonWidth: 120 },
      cell: ({ row }) => (
        <Text size="sm" fw={500} truncate maw={200}>
          {actorName(row.original)}
        </Text>
      ),
    },
    {
      id: 'action',
      header: c.action,
      meta: { skeletonWidth: 160 },
      cell: ({ row }) => (
        <>
          <Text size="sm">{actionLabel(row.original.action)}</Text>
          <Text size="xs" c="dimmed" ff="monospace" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
            {row.original.action}
          </Text>
        </>
      ),
    },
    {
      id: 'outcome',
      header: c.outcome,
      meta: { width: 112, skeletonWidth: 64 },
      cell: ({ row }) => <OutcomeBadge outcome={row.original.outcome} />,
    },
    {
      id: 'target',
      header: c.target,
      meta: { visibleFrom: 'lg', skeletonWidth: 140 },
      cell: ({ row }) => <Target entry={row.original} />,
    },
    {
      id: 'ip',
      header: c.ip,
      meta: { visibleFrom: 'md', width: 130, skeletonWidth: 90 },
      cell: ({ row }) => (
        <Text size="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {row.original.ipAddress ?? COPY.details.none}
        </Text>
      ),
    },
    {
      id: 'view',
      header: COPY.view,
      enableHiding: false,
      meta: { width: 76, hiddenHeader: true, skeletonWidth: 40, visibleFrom: 'sm' },
      cell: ({ row }) => (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={(event) => {
            event.stopPropagation();
            onOpen(row.original);
          }}
          aria-label={`${COPY.view}: ${actionLabel(row.original.action)}, ${formatDateTime(row.original.createdAt)}`}
        >
          {COPY.view}
        </Button>
      ),
    },
  ];
}
