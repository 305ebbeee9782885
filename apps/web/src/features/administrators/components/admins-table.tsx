// The owner and administrators with status, businesses and the actions the signed-in member may take.
import { ActionIcon, Avatar, Badge, Group, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { Administrator } from '@paydesk/contracts';
import {
  IconBuildingStore,
  IconDots,
  IconMailForward,
  IconPencil,
  IconTrash,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { initials } from '../../../lib/format/text.ts';
import { useSessionStore } from '../../../lib/storage/session-store.ts';
import { ADMINS_COPY as COPY } from '../copy.ts';

export type AdminAction = 'assign' | 'resend' | 'deactivate' | 'activate' | 'delete';

const STATUS_COLOR = { active: 'brand', invited: 'blue', disabled: 'gray' } as const;

export const editAdminPath = (id: string) => `/settings/administrators/edit/${id}`;

interface AdminsTableProps {
  admins: Administrator[];
  mayEdit: boolean;
  onAction: (action: AdminAction, admin: Administrator) => void;
}

export function AdminsTable({ admins, mayEdit, onAction }: AdminsTableProps) {
  const myId = useSessionStore((state) => state.employer?.userId);
  const isMain = useSessionStore((state) => state.employer?.accountType === 'main');
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="admins-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{COPY.columns.admin}</Table.Th>
            <Table.Th w={120}>{COPY.columns.status}</Table.Th>
            <Table.Th>{COPY.columns.businesses}</Table.Th>
            <Table.Th w={64}>
              <VisuallyHidden>{COPY.columns.actions}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {admins.map((admin) => {
            const name = `${admin.firstName} ${admin.lastName}`;
            const actionable = mayEdit && !admin.isOwner && admin.userId !== myId;
            return (
              <Table.Tr key={admin._id} data-testid={`admin-row-${admin.email}`}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <Avatar radius="xl" color="brand" size={34} aria-hidden="true">
                      {initials(admin.firstName, admin.lastName)}
                    </Avatar>
                    <Stack gap={0} miw={0}>
                      <Group gap={6} wrap="nowrap">
                        <Text size="sm" fw={600} truncate>
                          {name}
                        </Text>
                        {admin.isOwner && (
                          <Badge size="xs" variant="filled" tt="none">
                            {COPY.owner}
                          </Badge>
                        )}
                      </Group>
                      <Text size="xs" c="dimmed" truncate>
                        {admin.email}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[admin.status]} variant="light" radius="sm" tt="none">
                    {COPY.statuses[admin.status]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {admin.businesses.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {COPY.allBusinesses}
                    </Text>
                  ) : (
                    <Group gap={4}>
                      {admin.businesses.map((b) => (
                        <Badge key={b._id} variant="outline" color="gray" radius="sm" tt="none">
                          {b.companyName}
                        </Badge>
                      ))}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td>
                  {actionable && (
                    <Menu position="bottom-end" withinPortal shadow="md">
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray" aria-label={COPY.actions.open(name)}>
                          <IconDots size={18} />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Item
                          component={Link}
                          to={editAdminPath(admin._id)}
                          leftSection={<IconPencil size={16} />}
                        >
                          {COPY.actions.edit}
                        </Menu.Item>
                        {isMain && (
                          <Menu.Item
                            leftSection={<IconBuildingStore size={16} />}
                            onClick={() => onAction('assign', admin)}
                          >
                            {COPY.actions.assign}
                          </Menu.Item>
                        )}
                        {admin.status === 'invited' && (
                          <Menu.Item
                            leftSection={<IconMailForward size={16} />}
                            onClick={() => onAction('resend', admin)}
                          >
                            {COPY.actions.resend}
                          </Menu.Item>
                        )}
                        {admin.status === 'disabled' ? (
                          <Menu.Item
                            leftSection={<IconUserCheck size={16} />}
                            onClick={() => onAction('activate', admin)}
                          >
                            {COPY.actions.activate}
                          </Menu.Item>
                        ) : (
                          <Menu.Item
                            leftSection={<IconUserOff size={16} />}
                            onClick={() => onAction('deactivate', admin)}
                          >
                            {COPY.actions.deactivate}
                          </Menu.Item>
                        )}
                        <Menu.Item
                          color="red"
                          leftSection={<IconTrash size={16} />}
                          onClick={() => onAction('delete', admin)}
                        >
                          {COPY.actions.delete}
                        </Menu.Item>
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
