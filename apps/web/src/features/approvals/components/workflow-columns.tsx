// The workflows list's columns: name, action, conditions, stages and whether it is enabled. In settings the
// enabled cell is a switch and a row has edit and delete; the read-only page shows a badge.
import { Badge, Switch, Text } from '@mantine/core';
import type { ApprovalWorkflow } from '@paydesk/contracts';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { RowActionsMenu } from '@/components/row-actions-menu.tsx';
import { WORKFLOWS_COPY as COPY } from '../copy.ts';
import { APPROVALS_ROUTES } from '../logic/paths.ts';
import { conditionsText, stagesText } from '../logic/workflow-summary.ts';

export interface WorkflowColumnsOptions {
  walletName: (id: string) => string | undefined;
  /** Settings: the switch and the row actions. */
  manage?: {
    onToggle: (workflow: ApprovalWorkflow, enabled: boolean) => void;
    onDelete: (workflow: ApprovalWorkflow) => void;
    busyId: string | null;
  };
}

export function workflowColumns({
  walletName,
  manage,
}: WorkflowColumnsOptions): ColumnDef<ApprovalWorkflow>[] {
  const c = COPY.columns;
  const columns: ColumnDef<ApprovalWorkflow>[] = [
    {
      id: 'name',
      header: c.name,
      meta: { skeletonWidth: 160 },
      cell: ({ row }) => (
        <>
          <Text size="sm" fw={600}>
            {row.original.name}
          </Text>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {row.original.actionLabel}
          </Text>
          {/* Below md the conditions column is hidden: they go under the name. */}
          <Text size="xs" c="dimmed" hiddenFrom="md">
            {conditionsText(row.original.conditions, walletName)}
          </Text>
        </>
      ),
    },
    {
      id: 'action',
      header: c.action,
      meta: { visibleFrom: 'sm', skeletonWidth: 120 },
      cell: ({ row }) => <Text size="sm">{row.original.actionLabel}</Text>,
    },
    {
      id: 'conditions',
      header: c.conditions,
      meta: { visibleFrom: 'md', skeletonWidth: 180 },
      cell: ({ row }) => (
        <Text size="sm" c="dimmed">
          {conditionsText(row.original.conditions, walletName)}
        </Text>
      ),
    },
    {
      id: 'stages',
      header: c.stages,
      meta: { visibleFrom: 'lg', skeletonWidth: 120 },
      cell: ({ row }) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {stagesText(row.original.stages)}
        </Text>
      ),
    },
    {
      id: 'enabled',
      header: c.enabled,
      meta: { width: 96, skeletonWidth: 40 },
      cell: ({ row }) =>
        manage ? (
          <Switch
            checked={row.original.enabled}
            disabled={manage.busyId === row.original._id}
            onChange={(e) => manage.onToggle(row.original, e.currentTarget.checked)}
            onClick={(e) => e.stopPropagation()}
            aria-label={COPY.enableLabel(row.original.name)}
            data-testid="workflow-enabled"
          />
        ) : (
          <Badge color={row.original.enabled ? 'teal' : 'gray'} variant="light" radius="sm" tt="none">
            {row.original.enabled ? 'On' : 'Off'}
          </Badge>
        ),
    },
  ];
  if (manage)
    columns.push({
      id: 'actions',
      header: 'Actions',
      enableHiding: false,
      meta: { width: 56, hiddenHeader: true, skeletonWidth: 24 },
      cell: ({ row }) => (
        <RowActionsMenu
          label={`Actions for ${row.original.name}`}
          actions={[
            {
              key: 'edit',
              label: COPY.edit,
              icon: <IconPencil size={16} />,
              to: APPROVALS_ROUTES.edit(row.original._id),
            },
            {
              key: 'delete',
              label: COPY.delete,
              icon: <IconTrash size={16} />,
              danger: true,
              onClick: () => manage.onDelete(row.original),
            },
          ]}
        />
      ),
    });
  return columns;
}
