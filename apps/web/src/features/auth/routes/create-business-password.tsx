// The business owner's password, created with the one-time token that confirming the email handed back.
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack } from '@mantine/core';
import { IconKey, IconLinkOff } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useCreateBusinessPasswordMutation } from '../api/create-business-password-mutation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PasswordFields } from '../components/password-fields.tsx';
import { AUTH_ROUTES, stateField } from '../paths.ts';
import { passwordPairForm } from '../schemas.ts';

export function Component() {
  const location = useLocation();
  const token = stateField(location.state, 'passwordToken');
  const email = stateField(location.state, 'email');
  const navigate = useNavigate();
  const create = useCreateBusinessPasswordMutation();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordPairForm),
    defaultValues: { password: '', password_confirmation: '' },
  });

  if (!token) {
    return (
      <AuthCard
        icon={<IconLinkOff size={28} />}
        title="Confirm your email first"
        description="To create your business password, confirm your email with the code or the link we sent you. If it has expired, ask for a new confirmation email."
      >
        <Button component={Link} to={AUTH_ROUTES.accountConfirmation} fullWidth>
          Get a new confirmation email
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit((values) =>
    create.mutate(
      { token, ...values },
      {
        onSuccess: () => navigate(AUTH_ROUTES.getStartedSuccess, { replace: true }),
        onError: (error) => applyServerFieldErrors(error, setError, ['password', 'password_confirmation']),
      },
    ),
  );

  return (
    <AuthCard
      icon={<IconKey size={28} />}
      title="Create your password"
      description={
        email ? (
          <>
            Your email <strong>{email}</strong> is confirmed. Choose the password you will log in with.
          </>
        ) : (
          'Your email is confirmed. Choose the password you will log in with.'
        )
      }
      footer={
        <>
          Link expired?{' '}
          <Anchor component={Link} to={AUTH_ROUTES.accountConfirmation} fw={600}>
            Get a new confirmation email
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <PasswordFields
            register={register}
            errors={errors}
            password={watch('password')}
            confirmation={watch('password_confirmation')}
            passwordLabel="Password"
          />
          <Button type="submit" fullWidth loading={create.isPending}>
            Create password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
