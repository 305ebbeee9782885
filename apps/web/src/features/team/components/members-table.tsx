// The members and invites of one page, each with the actions the signed-in member may take on it.
import { ActionIcon, Avatar, Group, Menu, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TeamMember } from '@paydesk/contracts';
import {
  IconDots,
  IconMailForward,
  IconTrash,
  IconUserCheck,
  IconUserCog,
  IconUserOff,
} from '@tabler/icons-react';
import { initials } from '../../../lib/format/text.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useSessionStore } from '../../../lib/storage/session-store.ts';
import { usePermissions } from '../../../lib/storage/use-permissions.ts';
import { TEAM_COPY as COPY } from '../copy.ts';
import { hasAnyAction, memberActions } from '../logic/member-actions.ts';
import { MemberStatusBadge } from './member-status-badge.tsx';

export type MemberAction = 'resend' | 'changeRole' | 'deactivate' | 'reactivate' | 'remove';

const roleText = (member: TeamMember) => member.roleName ?? COPY.roles[member.role];

function Head() {
  const c = COPY.columns;
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{c.member}</Table.Th>
        <Table.Th>{c.role}</Table.Th>
        <Table.Th w={120}>{c.status}</Table.Th>
        <Table.Th visibleFrom="md">{c.invited}</Table.Th>
        <Table.Th w={64}>
          <VisuallyHidden>{c.actions}</VisuallyHidden>
        </Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

export function MembersTableSkeleton() {
  return (
    <Table verticalSpacing="sm" aria-busy="true" aria-label="Loading members">
      <Head />
      <Table.Tbody>
        {['a', 'b', 'c', 'd', 'e'].map((row) => (
          <Table.Tr key={row}>
            <Table.Td>
              <Group gap="sm">
                <Skeleton circle h={34} />
                <Skeleton h={12} w={160} />
              </Group>
            </Table.Td>
            <Table.Td>
              <Skeleton h={12} w={100} />
            </Table.Td>
            <Table.Td>
              <Skeleton h={18} w={60} />
            </Table.Td>
            <Table.Td visibleFrom="md">
              <Skeleton h={12} w={120} />
            </Table.Td>
            <Table.Td />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

interface MembersTableProps {
  members: TeamMember[];
  stale: boolean;
  onAction: (action: MemberAction, member: TeamMember) => void;
}

export function MembersTable({ members, stale, onAction }: MembersTableProps) {
  const myId = useSessionStore((state) => state.employer?.userId ?? null);
  const permissions = usePermissions();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        verticalSpacing="sm"
        highlightOnHover
        style={{ opacity: stale ? 0.6 : 1 }}
        data-testid="members-table"
      >
        <Head />
        <Table.Tbody>
          {members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            const actions = memberActions(member, { userId: myId, permissions });
            return (
              <Table.Tr key={member._id} data-testid={`member-row-${member.email}`}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar radius="xl" color="brand" size={34} aria-hidden="true">
                      {initials(member.firstName, member.lastName)}
                    </Avatar>
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={600} truncate>
                        {name}
                        {member.userId === myId && (
                          <Text span c="dimmed" fw={400}>
                            {' '}
                            ({COPY.you})
                          </Text>
                        )}
                      </Text>
                      <Text size="xs" c="dimmed" truncate>
                        {member.email}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{roleText(member)}</Text>
                </Table.Td>
                <Table.Td>
                  <MemberStatusBadge status={member.status} />
                </Table.Td>
                <Table.Td visibleFrom="md">
                  <Text size="xs" c="dimmed">
                    {member.invitedAt ? formatDateTime(member.invitedAt) : '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {hasAnyAction(actions) && (
                    <Menu position="bottom-end" withinPortal shadow="md">
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray" aria-label={COPY.actions.open(name)}>
                          <IconDots size={18} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {actions.resend && (
                          <Menu.Item
                            leftSection={<IconMailForward size={16} />}
                            onClick={() => onAction('resend', member)}
                          >
                            {COPY.actions.resend}
                          </Menu.Item>
                        )}
                        {actions.changeRole && (
                          <Menu.Item
                            leftSection={<IconUserCog size={16} />}
                            onClick={() => onAction('changeRole', member)}
                          >
                            {COPY.actions.changeRole}
                          </Menu.Item>
                        )}
                        {actions.deactivate && (
                          <Menu.Item
                            leftSection={<IconUserOff size={16} />}
                            onClick={() => onAction('deactivate', member)}
                          >
                            {COPY.actions.deactivate}
                          </Menu.Item>
                        )}
                        {actions.reactivate && (
                          <Menu.Item
                            leftSection={<IconUserCheck size={16} />}
                            onClick={() => onAction('reactivate', member)}
                          >
                            {COPY.actions.reactivate}
                          </Menu.Item>
                        )}
                        {actions.remove && (
                          <Menu.Item
                            color="red"
                            leftSection={<IconTrash size={16} />}
                            onClick={() => onAction('remove', member)}
                          >
                            {COPY.actions.remove}
                          </Menu.Item>
                        )}
                      </Menu.Dropdown>
                    </Menu>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
