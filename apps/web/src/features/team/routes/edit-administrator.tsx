// /settings/administrators/edit/{id} (employer only, spec §2.3): a pending invitation's details, the businesses the
// administrator is limited to, and their status. Anyone without settings.administrators.edit is sent to /401.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { updateAdminRequest } from '@paydesk/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { showToast } from '@/components/toast.tsx';
import { isNotFoundError } from '@/lib/api/index.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { ADMINS_COPY as COPY } from '../admins-copy.ts';
import { useAdmin } from '../api/admin-query.ts';
import { useAdminStatusMutation } from '../api/admin-status-mutation.ts';
import { useAssignBusinessesMutation } from '../api/assign-businesses-mutation.ts';
import { useUpdateAdminMutation } from '../api/update-admin-mutation.ts';
import { BusinessChecklist } from '../components/business-checklist.tsx';

function Editor({ id }: { id: string }) {
  const admin = useAdmin(id);
  const update = useUpdateAdminMutation();
  const assign = useAssignBusinessesMutation();
  const status = useAdminStatusMutation();
  const isMain = useSessionStore((state) => state.employer?.accountType === 'main');
  const [businesses, setBusinesses] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(updateAdminRequest),
    defaultValues: { firstName: '', lastName: '', jobTitle: '', phoneNumber: '' },
  });
  useEffect(() => {
    if (!admin.data) return;
    reset({
      firstName: admin.data.firstName,
      lastName: admin.data.lastName,
      jobTitle: admin.data.jobTitle ?? '',
      phoneNumber: admin.data.phoneNumber ?? '',
    });
    setBusinesses(admin.data.businesses.map((b) => b._id));
  }, [admin.data, reset]);

  if (admin.isPending) return <Loader />;
  if (admin.isError) {
    if (isNotFoundError(admin.error)) {
      return (
        <NotFoundState
          message={COPY.edit.notFound}
          backTo="/settings/administrators"
          backLabel={COPY.edit.back}
        />
      );
    }
    return <Alert color="red" variant="light" title={admin.error.message} />;
  }
  const data = admin.data;
  if (data.isOwner) return <Navigate to="/settings/administrators" replace />;
  const locked = data.status !== 'invited';
  const onSave = handleSubmit((values) =>
    update.mutate(
      { id, ...values },
      { onSuccess: () => showToast({ kind: 'success', message: COPY.updated }) },
    ),
  );

  return (
    <Stack gap="lg" maw={760}>
      <Paper p={{ base: 'md', sm: 'xl' }} withBorder>
        <form onSubmit={onSave} noValidate>
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} fz="lg">
                {COPY.edit.details}
              </Title>
              <Badge variant="light" tt="none">
                {COPY.statuses[data.status]}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {data.email}
            </Text>
            {locked && (
              <Alert variant="light" color="gray">
                {COPY.edit.detailsLocked}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={COPY.form.firstName}
                disabled={locked}
                error={errors.firstName?.message}
                {...register('firstName')}
              />
              <TextInput
                label={COPY.form.lastName}
                disabled={locked}
                error={errors.lastName?.message}
                {...register('lastName')}
              />
              <TextInput
                label={COPY.form.jobTitle}
                disabled={locked}
                error={errors.jobTitle?.message}
                {...register('jobTitle')}
              />
              <TextInput
                label={COPY.form.phoneNumber}
                disabled={locked}
                error={errors.phoneNumber?.message}
                {...register('phoneNumber')}
              />
            </SimpleGrid>
            {!locked && (
              <Group justify="flex-end">
                <Button type="submit" loading={update.isPending} disabled={!isDirty}>
                  {COPY.form.save}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      </Paper>
      <Paper p={{ base: 'md', sm: 'xl' }} withBorder>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {COPY.edit.access}
          </Title>
          <Switch
            label={COPY.statuses[data.status === 'disabled' ? 'disabled' : 'active']}
            checked={data.status !== 'disabled'}
            disabled={status.isPending}
            onChange={(event) =>
              status.mutate(
                { id, status: event.currentTarget.checked ? 'active' : 'disabled' },
                {
                  onSuccess: (answer) => showToast({ kind: 'success', message: answer.message }),
                },
              )
            }
            aria-label={COPY.edit.status}
          />
          {isMain && (
            <>
              <BusinessChecklist value={businesses} onChange={setBusinesses} />
              <Group justify="flex-end">
                <Button
                  loading={assign.isPending}
                  onClick={() =>
                    assign.mutate(
                      { id, businesses },
                      { onSuccess: (answer) => showToast({ kind: 'success', message: answer.message }) },
                    )
                  }
                >
                  {COPY.actions.assign}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}

export function Component() {
  const { id = '' } = useParams();
  const mayEdit = useCan('settings.administrators.edit');
  if (!mayEdit) return <Navigate to="/401" replace />;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/settings/administrators" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={16} />
          {COPY.edit.back}
        </Group>
      </Anchor>
      <Title order={1} fz={26}>
        {COPY.edit.title}
      </Title>
      <Editor id={id} />
    </Stack>
  );
}
