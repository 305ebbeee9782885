// Role pages, step 1 (roles/create/details, roles/edit/{id}/details): the name and description.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Loader, Stack, Textarea, TextInput } from '@mantine/core';
import { roleRequest } from '@paydesk/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { isNotFoundError } from '@/lib/api/index.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useRole } from '../api/role-query.ts';
import { RoleSteps } from '../components/role-steps.tsx';
import { TEAM_ROUTES } from '../components/team-tabs.tsx';
import { ROLES_COPY as COPY } from '../copy.ts';
import { useRoleDraft } from '../logic/role-draft.ts';

const detailsForm = roleRequest.pick({ name: true, description: true });

export function Component() {
  const { id } = useParams();
  const mayManage = useCan('settings.team.manage');
  const role = useRole(id);
  const { draft, start, update } = useRoleDraft();
  const navigate = useNavigate();
  const current = draft && draft.roleId === (id ?? null) ? draft : null;

  useEffect(() => {
    if (current) return;
    if (!id) start({ roleId: null, name: '', description: '', permissions: [] });
    else if (role.data) {
      start({
        roleId: id,
        name: role.data.name,
        description: role.data.description ?? '',
        permissions: role.data.permissions,
      });
    }
  }, [current, id, role.data, start]);

  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(detailsForm), defaultValues: { name: '', description: '' } });
  useEffect(() => {
    if (current) reset({ name: current.name, description: current.description });
  }, [current, reset]);

  if (!mayManage) return <Navigate to="/401" replace />;
  if (id && !current && role.isError) {
    return (
      <NotFoundState
        message={isNotFoundError(role.error) ? COPY.notFound : role.error.message}
        backTo={TEAM_ROUTES.roles}
        backLabel={COPY.backToRoles}
      />
    );
  }
  const onSubmit = handleSubmit((values) => {
    update({ name: values.name, description: values.description ?? '' });
    navigate(id ? TEAM_ROUTES.editRolePermissions(id) : TEAM_ROUTES.createRolePermissions);
  });

  return (
    <RoleSteps editing={Boolean(id)} step={0}>
      {!current ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md" maw={560}>
            <TextInput
              label={COPY.name}
              withAsterisk
              error={errors.name?.message}
              {...register('name')}
              data-autofocus
            />
            <Textarea
              label={COPY.description}
              autosize
              minRows={2}
              error={errors.description?.message}
              {...register('description')}
            />
            <Group justify="space-between" mt="sm">
              <Button variant="default" onClick={() => navigate(TEAM_ROUTES.roles)}>
                {COPY.back}
              </Button>
              <Button type="submit">{COPY.next}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </RoleSteps>
  );
}
