// Change the password: the current one, then the new one twice (the landed strength rules). On success the toast
// is titled 'Password Update' with the server's message (spec §8); every other session has ended.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { type ChangePasswordRequest, changePasswordRequest } from '@paydesk/contracts';
import { useForm } from 'react-hook-form';
import { showToast } from '@/components/toast.tsx';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useChangePassword } from '../api/security.ts';
import { SETTINGS_COPY } from '../copy.ts';

const COPY = SETTINGS_COPY.security;
const EMPTY = { currentPassword: '', password: '', password_confirmation: '' };

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequest),
    defaultValues: EMPTY,
  });
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: (answer) => {
        showToast({ kind: 'success', title: COPY.passwordToastTitle, message: answer.message });
        form.reset(EMPTY);
      },
      onError: (error) =>
        applyServerFieldErrors(error, form.setError, [
          'currentPassword',
          'password',
          'password_confirmation',
        ]),
    }),
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={COPY.currentPassword}
          autoComplete="current-password"
          {...form.register('currentPassword')}
          error={errors.currentPassword?.message}
          maw={420}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PasswordInput
            label={COPY.newPassword}
            autoComplete="new-password"
            {...form.register('password')}
            error={errors.password?.message}
          />
          <PasswordInput
            label={COPY.confirmPassword}
            autoComplete="new-password"
            {...form.register('password_confirmation')}
            error={errors.password_confirmation?.message}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending} data-testid="change-password">
            {COPY.changePassword}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
