// /settings/team-management/roles: the business's custom roles with their permission and member counts; create,
// edit and delete (confirmed; refused while members hold the role).
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CustomRole } from '@paydesk/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { showToast } from '@/components/toast.tsx';
import { useCan } from '@/lib/storage/use-permissions.ts';
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

  const columns: ColumnDef<CustomRole>[] = [
    {
      id: 'name',
      header: COPY.columns.name,
      meta: { skeletonWidth: 160 },
      cell: ({ row: { original: role } }) => (
        <>
          <Text fw={600} size="sm">
            {role.name}
          </Text>
          {role.description && (
            <Text size="xs" c="dimmed">
              {role.description}
            </Text>
          )}
          {/* On a phone the counts sit under the name, leaving the row's width to its actions. */}
          <Text size="xs" hiddenFrom="sm" mt={4}>
            {COPY.permissionsCount(role.permissions.length)} · {COPY.membersCount(role.memberCount)}
          </Text>
        </>
      ),
    },
    {
      id: 'permissions',
      header: COPY.columns.permissions,
      meta: { visibleFrom: 'sm' },
      cell: ({ row }) => <Text size="sm">{COPY.permissionsCount(row.original.permissions.length)}</Text>,
    },
    {
      id: 'members',
      header: COPY.columns.members,
      meta: { visibleFrom: 'sm' },
      cell: ({ row }) => <Text size="sm">{COPY.membersCount(row.original.memberCount)}</Text>,
    },
  ];
  if (mayManage)
    columns.push({
      id: 'actions',
      header: COPY.columns.actions,
      meta: { width: 200 },
      cell: ({ row: { original: role } }) => (
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
      ),
    });

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
        <DataTable
          label={COPY.title}
          columns={columns}
          getRowId={(role) => role._id}
          rows={roles.data?.docs}
          loading={roles.isPending}
          error={roles.error}
          onRetry={() => void roles.refetch()}
          retrying={roles.isFetching}
          rowTestId={(role) => `role-row-${role.name}`}
          testId="roles-table"
          minWidth={560}
          skeletonRows={3}
          empty={{
            header: COPY.emptyHeader,
            subHeader: COPY.empty,
            action: mayManage ? { label: COPY.create, to: TEAM_ROUTES.createRole } : undefined,
          }}
        />
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
