// Invite an administrator by email, optionally limited to some businesses; 'Invite Sent' on success.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { inviteAdminRequest } from '@paydesk/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { AppDialog } from '../../../components/app-dialog.tsx';
import { showToast } from '../../../components/toast.tsx';
import { applyServerFieldErrors } from '../../../lib/forms.ts';
import { useSessionStore } from '../../../lib/storage/session-store.ts';
import { ADMINS_COPY as COPY } from '../admins-copy.ts';
import { useInviteAdminMutation } from '../api/invite-admin-mutation.ts';
import { BusinessChecklist } from './business-checklist.tsx';

const EMPTY: z.input<typeof inviteAdminRequest> = {
  email: '',
  firstName: '',
  lastName: '',
  jobTitle: '',
  phoneNumber: '',
  businesses: [],
};

export function InviteAdminDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const invite = useInviteAdminMutation();
  const isMain = useSessionStore((state) => state.employer?.accountType === 'main');
  const {
    register,
    watch,
    setValue,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(inviteAdminRequest), defaultValues: EMPTY });
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
        applyServerFieldErrors(error, setError, ['email', 'firstName', 'lastName', 'phoneNumber']),
    }),
  );
  return (
    <AppDialog
      opened={opened}
      onClose={close}
      title={COPY.form.inviteTitle}
      description={COPY.form.inviteDescription}
      size="lg"
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
            <TextInput
              label={COPY.form.jobTitle}
              error={errors.jobTitle?.message}
              {...register('jobTitle')}
            />
            <TextInput
              label={COPY.form.phoneNumber}
              type="tel"
              error={errors.phoneNumber?.message}
              {...register('phoneNumber')}
            />
          </SimpleGrid>
          {isMain && opened && (
            <BusinessChecklist
              value={watch('businesses') ?? []}
              onChange={(ids) => setValue('businesses', ids)}
            />
          )}
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
