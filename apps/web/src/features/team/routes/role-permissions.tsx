// Role pages, step 2 (roles/create/permissions, roles/edit/{id}/permissions): grouped permission checkboxes, then
// save.
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Navigate, useNavigate, useParams } from 'react-router';
import { showToast } from '@/components/toast.tsx';
import { gatedToast } from '@/lib/api/gated.ts';
import { useCan, usePermissions } from '@/lib/storage/use-permissions.ts';
import { useCatalogue } from '../api/catalogue-query.ts';
import { useSaveRoleMutation } from '../api/save-role-mutation.ts';
import { PermissionChecklist } from '../components/permission-checklist.tsx';
import { RoleSteps } from '../components/role-steps.tsx';
import { TEAM_ROUTES } from '../components/team-tabs.tsx';
import { ROLES_COPY as COPY } from '../copy.ts';
import { useRoleDraft } from '../logic/role-draft.ts';

export function Component() {
  const { id } = useParams();
  const mayManage = useCan('settings.team.manage');
  const mine = usePermissions();
  const catalogue = useCatalogue();
  const { draft, update } = useRoleDraft();
  const save = useSaveRoleMutation();
  const navigate = useNavigate();
  if (!mayManage) return <Navigate to="/401" replace />;
  if (!draft || draft.roleId !== (id ?? null)) {
    return <Navigate to={id ? TEAM_ROUTES.editRole(id) : TEAM_ROUTES.createRole} replace />;
  }
  const submit = () =>
    save.mutate(
      {
        id: id ?? undefined,
        name: draft.name,
        description: draft.description || undefined,
        permissions: draft.permissions,
      },
      {
        onSuccess: (answer) => {
          showToast(gatedToast(answer, COPY.saved));
          // The roles page clears the draft when it opens; clearing it here would bounce this page first.
          navigate(TEAM_ROUTES.roles, { replace: true });
        },
      },
    );
  return (
    <RoleSteps editing={Boolean(id)} step={1}>
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{draft.name}</Text>
          <Text size="sm" c="dimmed" data-testid="chosen-count">
            {COPY.chosen(draft.permissions.length)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {COPY.alwaysIncluded}
        </Text>
        {catalogue.isPending ? (
          <Group justify="center" py="xl">
            <Loader />
          </Group>
        ) : catalogue.isError ? (
          <Alert color="red" variant="light" title={catalogue.error.message} />
        ) : (
          <PermissionChecklist
            catalogue={catalogue.data}
            chosen={draft.permissions}
            mine={mine}
            onChange={(permissions) => update({ permissions })}
          />
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            onClick={() => navigate(id ? TEAM_ROUTES.editRole(id) : TEAM_ROUTES.createRole)}
          >
            {COPY.back}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={draft.permissions.length === 0}>
            {COPY.save}
          </Button>
        </Group>
      </Stack>
    </RoleSteps>
  );
}
