// The owner and administrators on the list kit's DataTable, with status, businesses and the actions the signed-in
// member may take. The person cell and the actions menu are the members table's.
import { Badge, Group, Text } from '@mantine/core';
import type { Administrator } from '@paydesk/contracts';
import {
  IconBuildingStore,
  IconMailForward,
  IconPencil,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { type RowAction, RowActionsMenu } from '@/components/row-actions-menu.tsx';
import { ADMINS_COPY as COPY } from '../admins-copy.ts';
import { PersonCell } from './person-cell.tsx';

export type AdminAction = 'assign' | 'resend' | 'deactivate' | 'activate' | 'delete';

const STATUS_COLOR = { active: 'brand', invited: 'blue', disabled: 'gray' } as const;

export const editAdminPath = (id: string) => `/settings/administrators/edit/${id}`;

interface Viewer {
  userId: string | undefined;
  isMain: boolean;
  mayEdit: boolean;
}

function rowActions(admin: Administrator, me: Viewer, onAction: (a: AdminAction, x: Administrator) => void) {
  if (!me.mayEdit || admin.isOwner || admin.userId === me.userId) return [];
  const item = (key: AdminAction, icon: React.ReactNode, danger = false): RowAction => ({
    key,
    label: COPY.actions[key],
    icon,
    danger,
    onClick: () => onAction(key, admin),
  });
  const edit: RowAction = {
    key: 'edit',
    label: COPY.actions.edit,
    icon: <IconPencil size={16} />,
    to: editAdminPath(admin._id),
  };
  return [
    edit,
    me.isMain && item('assign', <IconBuildingStore size={16} />),
    admin.status === 'invited' && item('resend', <IconMailForward size={16} />),
    admin.status === 'disabled'
      ? item('activate', <IconUserCheck size={16} />)
      : item('deactivate', <IconUserOff size={16} />),
    item('delete', <IconTrash size={16} />, true),
  ].filter((action): action is RowAction => Boolean(action));
}

export function adminColumns(
  me: Viewer,
  onAction: (action: AdminAction, admin: Administrator) => void,
): ColumnDef<Administrator>[] {
  return [
    {
      id: 'admin',
      header: COPY.columns.admin,
      meta: { skeletonWidth: 180 },
      cell: ({ row: { original: a } }) => (
        <PersonCell
          firstName={a.firstName}
          lastName={a.lastName}
          email={a.email}
          mark={
            a.isOwner && (
              <Badge size="xs" variant="filled" tt="none">
                {COPY.owner}
              </Badge>
            )
          }
        />
      ),
    },
    {
      id: 'status',
      header: COPY.columns.status,
      meta: { width: 130, skeletonWidth: 60 },
      cell: ({ row }) => (
        <Badge color={STATUS_COLOR[row.original.status]} variant="light" radius="sm" tt="none">
          {COPY.statuses[row.original.status]}
        </Badge>
      ),
    },
    {
      id: 'businesses',
      header: COPY.columns.businesses,
      meta: { visibleFrom: 'sm', skeletonWidth: 140 },
      cell: ({ row }) =>
        row.original.businesses.length === 0 ? (
          <Text size="sm" c="dimmed">
            {COPY.allBusinesses}
          </Text>
        ) : (
          <Group gap={4}>
            {row.original.businesses.map((b) => (
              <Badge key={b._id} variant="outline" color="gray" radius="sm" tt="none">
                {b.companyName}
              </Badge>
            ))}
          </Group>
        ),
    },
    {
      id: 'actions',
      header: COPY.columns.actions,
      meta: { width: 64, hiddenHeader: true, skeletonWidth: 24 },
      cell: ({ row: { original: a } }) => (
        <RowActionsMenu
          label={COPY.actions.open(`${a.firstName} ${a.lastName}`)}
          actions={rowActions(a, me, onAction)}
        />
      ),
    },
  ];
}
