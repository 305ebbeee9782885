// Login stage 2: the emailed 6-digit code completes the login and returns the session.
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { CHANNEL, CODE_TTL_MINUTES } from '@paydesk/contracts';
import { IconShieldLock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { showToast } from '@/components/toast.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { afterLoginPath } from '@/lib/storage/after-login.ts';
import { DASHBOARD_PATH, landingPath } from '@/lib/storage/session-rules.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useClientIp } from '../api/client-info-query.ts';
import { useLoginMutation } from '../api/login-mutation.ts';
import { useResendLoginCodeMutation } from '../api/resend-login-code-mutation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PinField } from '../components/pin-field.tsx';
import { AUTH_ROUTES } from '../paths.ts';
import { codeForm } from '../schemas.ts';
import { usePendingLogin } from '../state/pending-login-store.ts';

export function Component() {
  const { pending, renew, clear } = usePendingLogin();
  const ipAddress = useClientIp();
  // A wrong code shows once, under the boxes: no toast besides it (issue 17).
  const login = useLoginMutation({ silent: true });
  const resend = useResendLoginCodeMutation();
  const navigate = useNavigate();
  const { control, handleSubmit, setError, setValue } = useForm({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '' },
  });

  if (!pending) return <Navigate to={AUTH_ROUTES.login} replace />;

  const onSubmit = handleSubmit(({ code }) =>
    login.mutate(
      {
        stage: 2,
        email: pending.email,
        password: pending.password,
        otp: code,
        challengeId: pending.challengeId,
        channel: CHANNEL,
        ...(ipAddress ? { ipAddress } : {}),
      },
      {
        onSuccess: ({ data }) => {
          if (!('token' in data)) {
            // Still pending: the server opened a new challenge; wait for its code.
            renew({ challengeId: data.challengeId, expiresAt: data.expiresAt });
            setValue('code', '');
            return;
          }
          useSessionStore.getState().signIn(data);
          navigate(afterLoginPath(landingPath({ loggedIn: true, employer: data.employer }), DASHBOARD_PATH), {
            replace: true,
          });
          clear();
        },
        onError: (error) => {
          setValue('code', '');
          applyServerFieldErrors(error, setError, ['code']);
          const failure = toApiError(error);
          if (!failure.fieldErrors.code?.length)
            setError('code', { type: 'server', message: failure.message });
        },
      },
    ),
  );

  const resendCode = () =>
    resend.mutate(pending.challengeId, {
      onSuccess: ({ message, data }) => {
        if (data?.challengeId && data.expiresAt)
          renew({ challengeId: data.challengeId, expiresAt: data.expiresAt });
        showToast({ kind: 'success', message });
      },
    });

  return (
    <AuthCard
      icon={<IconShieldLock size={28} />}
      title="Enter your login code"
      description={
        <>
          We sent a 6-digit code {pending.codeSentTo?.channel === 'sms' ? 'by SMS to ' : 'to '}
          <strong>{pending.codeSentTo?.destination ?? pending.email}</strong>. It expires in{' '}
          {CODE_TTL_MINUTES} minutes.
        </>
      }
      footer={
        <>
          Not you?{' '}
          <Anchor component={Link} to={AUTH_ROUTES.login} onClick={clear} fw={600}>
            Use another account
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <PinField
            control={control}
            name="code"
            label="Login code"
            autoFocus
            onComplete={() => void onSubmit()}
          />
          <Button type="submit" fullWidth loading={login.isPending}>
            Verify and log in
          </Button>
          <Group gap={6} justify="center">
            <Text size="sm">Didn't get it?</Text>
            <Button variant="subtle" size="compact-sm" onClick={resendCode} loading={resend.isPending}>
              Resend code
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
