// Login stage 1: email and password. The answer is a pending stage 2 (a code was emailed), not a login.
// The page loads no zod, contracts schemas or request layer (issue 30, docs/web-performance.md): the form's schema
// and the calls (api/login-calls.ts) load once the user starts on the form (its first focus), or at the latest on
// submit, which waits for them.
import { Anchor, Button, Fieldset, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { CHANNEL } from '@paydesk/contracts/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { applyServerFieldErrors, lazyResolver } from '@/lib/forms.ts';
import { useHydrated } from '@/lib/hydrated.ts';
import { afterLoginPath } from '@/lib/storage/after-login.ts';
import { DASHBOARD_PATH, landingPath } from '@/lib/storage/session-rules.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useClientIp } from '../api/client-info-query.ts';
import { loadLoginCalls } from '../api/load-login-calls.ts';
import { useLoginMutation } from '../api/login-mutation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { AUTH_ROUTES } from '../paths.ts';
import type { LoginForm } from '../schemas.ts';
import { usePendingLogin } from '../state/pending-login-store.ts';

const resolver = lazyResolver<LoginForm>(async () => (await loadLoginCalls()).loginFormResolver);

export function Component() {
  // Set on the form's first focus: the IP lookup and the login's code start then, while the user types.
  const [started, setStarted] = useState(false);
  // The page arrives prerendered (apps/web/src/prerender.tsx): the fields wait for the code that reads them.
  const live = useHydrated();
  const ipAddress = useClientIp({ enabled: started });
  const login = useLoginMutation();
  const startPending = usePendingLogin((state) => state.start);
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginForm>({ resolver, defaultValues: { email: '', password: '' } });
  const start = () => {
    if (started) return;
    setStarted(true);
    void loadLoginCalls();
  };

  const onSubmit = handleSubmit((values) =>
    login.mutate(
      { stage: 1, ...values, channel: CHANNEL, ...(ipAddress ? { ipAddress } : {}) },
      {
        onSuccess: ({ data }) => {
          if ('token' in data) {
            useSessionStore.getState().signIn(data);
            navigate(
              afterLoginPath(landingPath({ loggedIn: true, employer: data.employer }), DASHBOARD_PATH),
              {
                replace: true,
              },
            );
            return;
          }
          startPending({
            ...values,
            challengeId: data.challengeId,
            expiresAt: data.expiresAt,
            codeSentTo: data.codeSentTo,
          });
          navigate(AUTH_ROUTES.twoFactor);
        },
        onError: (error) => applyServerFieldErrors(error, setError, ['email', 'password']),
      },
    ),
  );

  return (
    <AuthCard
      title="Welcome back"
      description="Log in to manage payroll, payments and your business accounts."
      footer={
        <>
          New to Paydesk?{' '}
          <Anchor component={Link} to={AUTH_ROUTES.getStarted} fw={600}>
            Create a business account
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} onFocus={start} noValidate>
        <Fieldset variant="unstyled" disabled={!live}>
          <Stack gap="md">
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              withAsterisk
              error={errors.email?.message}
              {...register('email')}
            />
            <Stack gap={6}>
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                withAsterisk
                error={errors.password?.message}
                {...register('password')}
              />
              <Group justify="flex-end">
                <Anchor component={Link} to={AUTH_ROUTES.forgotPassword} size="sm" fw={600}>
                  Forgot password?
                </Anchor>
              </Group>
            </Stack>
            <Button type="submit" fullWidth loading={login.isPending} mt="xs">
              Log in
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              For your security we email you a 6-digit code each time you log in.
            </Text>
          </Stack>
        </Fieldset>
      </form>
    </AuthCard>
  );
}
