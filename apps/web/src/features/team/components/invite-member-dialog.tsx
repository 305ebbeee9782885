// Invite a colleague by email with a role; 'Invite Sent' on success (spec §8).
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { inviteMemberRequest } from '@paydesk/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppDialog } from '../../../components/app-dialog.tsx';
import { showToast } from '../../../components/toast.tsx';
import { applyServerFieldErrors } from '../../../lib/forms.ts';
import { useCan } from '../../../lib/storage/use-permissions.ts';
import { useInviteMemberMutation } from '../api/invite-member-mutation.ts';
import { TEAM_COPY as COPY } from '../copy.ts';
import { assignmentOf, RoleSelect, roleValue } from './role-select.tsx';

const EMPTY: z.input<typeof inviteMemberRequest> = {
  email: '',
  firstName: '',
  lastName: '',
  jobTitle: '',
  role: 'custom',
  roleId: null,
};

export function InviteMemberDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const invite = useInviteMemberMutation();
  const mayMakeAdmins = useCan('settings.administrators.edit');
  const {
    register,
    watch,
    setValue,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitted },
  } = useForm({ resolver: zodResolver(inviteMemberRequest), defaultValues: EMPTY });
  const close = () => {
    reset(EMPTY);
    onClose();
  };
  const onSubmit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (answer) => {
        showToast({ kind: 'success', message: answer.message });
        close();
      },
      onError: (error) =>
        applyServerFieldErrors(error, setError, ['email', 'firstName', 'lastName', 'roleId']),
    }),
  );
  return (
    <AppDialog
      opened={opened}
      onClose={close}
      title={COPY.form.inviteTitle}
      description={COPY.form.inviteDescription}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={COPY.form.email}
            type="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
            data-autofocus
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              label={COPY.form.firstName}
              withAsterisk
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextInput
              label={COPY.form.lastName}
              withAsterisk
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </SimpleGrid>
          <TextInput label={COPY.form.jobTitle} error={errors.jobTitle?.message} {...register('jobTitle')} />
          <RoleSelect
            value={roleValue({ role: watch('role'), roleId: watch('roleId') })}
            onChange={(value) => {
              const next = assignmentOf(value);
              setValue('role', next.role ?? 'custom');
              setValue('roleId', next.roleId ?? null, { shouldValidate: isSubmitted });
            }}
            allowAdministrator={mayMakeAdmins}
            error={errors.roleId?.message ?? errors.role?.message}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {COPY.form.cancel}
            </Button>
            <Button type="submit" loading={invite.isPending}>
              {COPY.form.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
