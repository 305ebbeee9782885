// The members and invites of one page on the list kit's DataTable, each with the actions the signed-in member may take.
import { Text } from '@mantine/core';
import type { Permission, TeamMember } from '@paydesk/contracts';
import { IconMailForward, IconTrash, IconUserCheck, IconUserCog, IconUserOff } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { type RowAction, RowActionsMenu } from '@/components/row-actions-menu.tsx';
import { formatDateTime } from '@/lib/format/time.ts';
import { TEAM_COPY as COPY } from '../copy.ts';
import { memberActions } from '../logic/member-actions.ts';
import { MemberStatusBadge } from './member-status-badge.tsx';
import { PersonCell } from './person-cell.tsx';

export type MemberAction = 'resend' | 'changeRole' | 'deactivate' | 'reactivate' | 'remove';

const roleText = (member: TeamMember) => member.roleName ?? COPY.roles[member.role];

function rowActions(
  member: TeamMember,
  me: { userId: string | null; permissions: ReadonlySet<Permission> },
  onAction: (action: MemberAction, member: TeamMember) => void,
): RowAction[] {
  const allowed = memberActions(member, me);
  const item = (key: MemberAction, icon: React.ReactNode, danger = false): RowAction => ({
    key,
    label: COPY.actions[key],
    icon,
    danger,
    onClick: () => onAction(key, member),
  });
  return [
    allowed.resend && item('resend', <IconMailForward size={16} />),
    allowed.changeRole && item('changeRole', <IconUserCog size={16} />),
    allowed.deactivate && item('deactivate', <IconUserOff size={16} />),
    allowed.reactivate && item('reactivate', <IconUserCheck size={16} />),
    allowed.remove && item('remove', <IconTrash size={16} />, true),
  ].filter((action): action is RowAction => Boolean(action));
}

export function memberColumns(
  me: { userId: string | null; permissions: ReadonlySet<Permission> },
  onAction: (action: MemberAction, member: TeamMember) => void,
): ColumnDef<TeamMember>[] {
  const c = COPY.columns;
  return [
    {
      id: 'member',
      header: c.member,
      enableHiding: false,
      meta: { skeletonWidth: 180 },
      cell: ({ row: { original: m } }) => (
        <PersonCell
          firstName={m.firstName}
          lastName={m.lastName}
          email={m.email}
          mark={
            m.userId === me.userId && (
              <Text span size="sm" c="dimmed">
                ({COPY.you})
              </Text>
            )
          }
        />
      ),
    },
    {
      id: 'role',
      header: c.role,
      meta: { visibleFrom: 'sm', skeletonWidth: 100 },
      cell: ({ row }) => <Text size="sm">{roleText(row.original)}</Text>,
    },
    {
      id: 'status',
      header: c.status,
      meta: { width: 120, skeletonWidth: 60 },
      cell: ({ row }) => <MemberStatusBadge status={row.original.status} />,
    },
    {
      id: 'invitedAt',
      header: c.invited,
      meta: { visibleFrom: 'md', skeletonWidth: 120 },
      cell: ({ row }) => (
        <Text size="xs" c="dimmed">
          {row.original.invitedAt ? formatDateTime(row.original.invitedAt) : '—'}
        </Text>
      ),
    },
    {
      id: 'actions',
      header: c.actions,
      enableHiding: false,
      meta: { width: 64, hiddenHeader: true, skeletonWidth: 24 },
      cell: ({ row: { original: m } }) => (
        <RowActionsMenu
          label={COPY.actions.open(`${m.firstName} ${m.lastName}`)}
          actions={rowActions(m, me, onAction)}
        />
      ),
    },
  ];
}
