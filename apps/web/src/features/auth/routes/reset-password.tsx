// Reset password with the emailed PIN; the PIN travels as a number (spec §5).
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconLockOpen } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { showToast } from '@/components/toast.tsx';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useForgotPasswordMutation } from '../api/forgot-password-mutation.ts';
import { useResetPasswordMutation } from '../api/reset-password-mutation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordFields } from '../components/password-fields.tsx';
import { PinField } from '../components/pin-field.tsx';
import { SPEC_COPY } from '../copy.ts';
import { AUTH_ROUTES, stateField } from '../paths.ts';
import { resetPasswordForm } from '../schemas.ts';

export function Component() {
  const location = useLocation();
  const email = stateField(location.state, 'email') ?? '';
  const navigate = useNavigate();
  const reset = useResetPasswordMutation();
  const resend = useForgotPasswordMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { email, resetPin: '', password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(
      { ...values, resetPin: Number(values.resetPin) },
      {
        onSuccess: () => navigate(AUTH_ROUTES.resetPasswordSuccess, { replace: true }),
        onError: (error) =>
          applyServerFieldErrors(error, setError, ['email', 'resetPin', 'password', 'password_confirmation']),
      },
    ),
  );

  const resendPin = async () => {
    if (!(await trigger('email'))) return;
    resend.mutate(
      { email: getValues('email') },
      { onSuccess: () => showToast({ kind: 'info', message: SPEC_COPY.resetPinSent }) },
    );
  };

  return (
    <AuthCard
      icon={<IconLockOpen size={28} />}
      title="Reset your password"
      description="Enter the 6-digit PIN from your email and choose a new password."
      footer={
        <Anchor component={Link} to={AUTH_ROUTES.login} fw={600}>
          Back to log in
        </Anchor>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <Stack gap="xs">
            <PinField control={control} name="resetPin" label="Reset PIN" autoFocus={Boolean(email)} />
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                No PIN yet?
              </Text>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => void resendPin()}
                loading={resend.isPending}
              >
                Send a new PIN
              </Button>
            </Group>
          </Stack>
          <PasswordFields
            register={register}
            errors={errors}
            password={watch('password')}
            confirmation={watch('password_confirmation')}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
