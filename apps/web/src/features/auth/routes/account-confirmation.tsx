// For someone whose confirmation email expired or never arrived: send a new one.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useResendVerificationMutation } from '../api/resend-verification-mutation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AUTH_ROUTES } from '../paths.ts';
import { emailForm } from '../schemas.ts';

export function Component() {
  const resend = useResendVerificationMutation();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailForm), defaultValues: { email: '' } });

  const onSubmit = handleSubmit((values) => resend.mutate(values));

  return (
    <AuthCard
      icon={<IconMailForward size={28} />}
      title="Get a new confirmation email"
      description="Enter the email you signed up with. We will send a new link and a 6-digit code to confirm it."
      footer={
        <>
          Already confirmed?{' '}
          <Anchor component={Link} to={AUTH_ROUTES.login} fw={600}>
            Log in
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {resend.isSuccess && (
            <Alert color="brand" variant="light" title="Check your inbox">
              Open the email and click the link, or{' '}
              <Anchor component={Link} to={AUTH_ROUTES.verifyEmail} state={{ email: getValues('email') }}>
                enter the code
              </Anchor>
              .
            </Alert>
          )}
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" fullWidth loading={resend.isPending}>
            Send confirmation email
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
