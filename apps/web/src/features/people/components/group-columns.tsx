// The groups table's columns: name (to its members), description, employee count, created, actions.
import { Anchor, Text } from '@mantine/core';
import type { EmployeeGroup } from '@paydesk/contracts';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { type RowAction, RowActionsMenu } from '@/components/row-actions-menu.tsx';
import { formatDate } from '@/lib/format/time.ts';
import { GROUPS_COPY as COPY } from '../copy.ts';

export const groupPath = (group: { _id: string }) => `/people/groups/group-details/${group._id}`;

export function groupColumns(
  mayManage: boolean,
  onDelete: (group: EmployeeGroup) => void,
): ColumnDef<EmployeeGroup>[] {
  const c = COPY.columns;
  return [
    {
      id: 'name',
      header: c.name,
      enableHiding: false,
      meta: { skeletonWidth: 160 },
      cell: ({ row: { original: g } }) => (
        <Anchor component={Link} to={groupPath(g)} size="sm" fw={600}>
          {g.name}
        </Anchor>
      ),
    },
    {
      id: 'description',
      header: c.description,
      meta: { visibleFrom: 'sm', skeletonWidth: 200 },
      cell: ({ row }) => (
        <Text size="sm" c="dimmed" lineClamp={1}>
          {row.original.description || '—'}
        </Text>
      ),
    },
    {
      id: 'members',
      header: c.members,
      meta: { width: 110, align: 'right', skeletonWidth: 30 },
      cell: ({ row }) => (
        <Text size="sm" data-testid="group-member-count">
          {row.original.memberCount.toLocaleString('en-NG')}
        </Text>
      ),
    },
    {
      id: 'createdAt',
      header: c.created,
      meta: { visibleFrom: 'md', width: 130, skeletonWidth: 80 },
      cell: ({ row }) => (
        <Text size="xs" c="dimmed">
          {formatDate(row.original.createdAt)}
        </Text>
      ),
    },
    {
      id: 'actions',
      header: c.actions,
      enableHiding: false,
      meta: { width: 56, hiddenHeader: true, skeletonWidth: 24 },
      cell: ({ row: { original: g } }) => {
        const actions: RowAction[] = [
          {
            key: 'view',
            label: COPY.view,
            icon: <IconEye size={16} />,
            to: `/people/groups/details/${g._id}`,
          },
        ];
        if (mayManage)
          actions.push(
            {
              key: 'edit',
              label: COPY.edit,
              icon: <IconEdit size={16} />,
              to: `/people/groups/edit/${g._id}`,
            },
            {
              key: 'delete',
              label: COPY.delete,
              icon: <IconTrash size={16} />,
              danger: true,
              onClick: () => onDelete(g),
            },
          );
        return <RowActionsMenu label={COPY.openActions(g.name)} actions={actions} />;
      },
    },
  ];
}
