// /settings/team-management/roles: the business's custom roles with their permission and member counts; create,
// edit and delete (confirmed; refused while members hold the role).
import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { CustomRole } from '@paydesk/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { showToast } from '../../../components/toast.tsx';
import { useCan } from '../../../lib/storage/use-permissions.ts';
import { useDeleteRoleMutation } from '../api/delete-role-mutation.ts';
import { useRoles } from '../api/roles-query.ts';
import { TEAM_ROUTES, TeamTabs } from '../components/team-tabs.tsx';
import { ROLES_COPY as COPY } from '../copy.ts';
import { useRoleDraft } from '../logic/role-draft.ts';

export function Component() {
  const mayView = useCan('settings.team.view');
  const mayManage = useCan('settings.team.manage');
  const roles = useRoles(mayView);
  const remove = useDeleteRoleMutation();
  const [deleting, setDeleting] = useState<CustomRole | null>(null);
  const clearDraft = useRoleDraft((state) => state.clear);
  // Creating or editing a role starts here: any earlier draft is done with.
  useEffect(() => clearDraft(), [clearDraft]);
  if (!mayView) return <Navigate to="/401" replace />;

  let body: React.ReactNode;
  if (roles.isPending) {
    body = (
      <Stack gap="sm" aria-busy="true">
        {['a', 'b', 'c'].map((k) => (
          <Skeleton key={k} h={40} />
        ))}
      </Stack>
    );
  } else if (roles.isError) {
    body = (
      <Alert color="red" variant="light" title={roles.error.message}>
        <Button size="xs" variant="white" color="red" onClick={() => void roles.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  } else if (roles.data.docs.length === 0) {
    body = (
      <EmptyState
        subHeader={COPY.empty}
        action={mayManage ? { label: COPY.create, to: TEAM_ROUTES.createRole } : undefined}
      />
    );
  } else {
    body = (
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="sm" highlightOnHover data-testid="roles-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{COPY.columns.name}</Table.Th>
              <Table.Th>{COPY.columns.permissions}</Table.Th>
              <Table.Th>{COPY.columns.members}</Table.Th>
              {mayManage && <Table.Th w={200}>{COPY.columns.actions}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {roles.data.docs.map((role) => (
              <Table.Tr key={role._id} data-testid={`role-row-${role.name}`}>
                <Table.Td>
                  <Text fw={600} size="sm">
                    {role.name}
                  </Text>
                  {role.description && (
                    <Text size="xs" c="dimmed">
                      {role.description}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{COPY.permissionsCount(role.permissions.length)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{COPY.membersCount(role.memberCount)}</Text>
                </Table.Td>
                {mayManage && (
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        component={Link}
                        to={TEAM_ROUTES.editRole(role._id)}
                        size="xs"
                        variant="light"
                        leftSection={<IconPencil size={14} />}
                        aria-label={`${COPY.edit} ${role.name}`}
                      >
                        {COPY.edit}
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={14} />}
                        onClick={() => setDeleting(role)}
                        aria-label={`${COPY.delete} ${role.name}`}
                      >
                        {COPY.delete}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} fz={26}>
            {COPY.title}
          </Title>
          <Text c="dimmed" mt={4}>
            {COPY.subtitle}
          </Text>
        </div>
        {mayManage && (
          <Button component={Link} to={TEAM_ROUTES.createRole} leftSection={<IconPlus size={18} />}>
            {COPY.create}
          </Button>
        )}
      </Group>
      <TeamTabs active="roles" />
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        {body}
      </Paper>
      <ConfirmDialog
        opened={deleting !== null}
        title={COPY.deleteTitle}
        question={deleting ? COPY.deleteQuestion(deleting.name) : ''}
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => {
              showToast({ kind: 'success', message: COPY.deleted });
              setDeleting(null);
            },
            onError: () => setDeleting(null),
          })
        }
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
