// Forgot password: a reset PIN is emailed, then the reset screen takes it.
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconLockQuestion } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { showToast } from '@/components/toast.tsx';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useForgotPasswordMutation } from '../api/forgot-password-mutation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { SPEC_COPY } from '../copy.ts';
import { AUTH_ROUTES } from '../paths.ts';
import { emailForm } from '../schemas.ts';

export function Component() {
  const forgot = useForgotPasswordMutation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailForm), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, {
      onSuccess: () => {
        showToast({ kind: 'info', message: SPEC_COPY.resetPinSent });
        navigate(AUTH_ROUTES.resetPassword, { state: { email: values.email } });
      },
      onError: (error) => applyServerFieldErrors(error, setError, ['email']),
    }),
  );

  return (
    <AuthCard
      icon={<IconLockQuestion size={28} />}
      title="Forgot your password?"
      description="Enter the email you log in with and we will send you a 6-digit PIN to reset your password."
      footer={
        <>
          Remembered it?{' '}
          <Anchor component={Link} to={AUTH_ROUTES.login} fw={600}>
            Back to log in
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" fullWidth loading={forgot.isPending}>
            Send reset PIN
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
