// Email confirmation by code: the 6-digit code from the email, or the link in the same email.
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useResendVerificationMutation } from '../api/resend-verification-mutation.ts';
import { useVerifyEmailCodeMutation } from '../api/verify-email-code-mutation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { PinField } from '../components/pin-field.tsx';
import { AUTH_ROUTES, stateField } from '../paths.ts';
import { verifyEmailForm } from '../schemas.ts';
import { useSignupDraft } from '../state/signup-draft-store.ts';

export function Component() {
  const location = useLocation();
  const sentTo = useSignupDraft((state) => state.sentTo);
  const knownEmail = stateField(location.state, 'email') ?? sentTo ?? '';
  const navigate = useNavigate();
  const verify = useVerifyEmailCodeMutation();
  const resend = useResendVerificationMutation();
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    trigger,
    getValues,
    formState: { errors },
  } = useForm({ resolver: zodResolver(verifyEmailForm), defaultValues: { email: knownEmail, code: '' } });

  const onSubmit = handleSubmit((values) =>
    verify.mutate(values, {
      onSuccess: ({ data }) =>
        navigate(AUTH_ROUTES.createBusinessPassword, {
          replace: true,
          state: { passwordToken: data.passwordToken, email: data.email },
        }),
      onError: (error) => {
        setValue('code', '');
        applyServerFieldErrors(error, setError, ['email', 'code']);
      },
    }),
  );

  const resendCode = async () => {
    if (await trigger('email')) resend.mutate({ email: getValues('email') });
  };

  return (
    <AuthCard
      icon={<IconMailCheck size={28} />}
      title="Confirm your email"
      description={
        knownEmail ? (
          <>
            We sent a 6-digit code to <strong>{knownEmail}</strong>. Enter it below to confirm your email
            address.
          </>
        ) : (
          'Enter the email you signed up with and the 6-digit code we sent to it.'
        )
      }
      footer={
        <>
          Wrong email?{' '}
          <Anchor component={Link} to={AUTH_ROUTES.getStarted} fw={600}>
            Start again
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {!knownEmail && (
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              withAsterisk
              error={errors.email?.message}
              {...register('email')}
            />
          )}
          <PinField
            control={control}
            name="code"
            label="Confirmation code"
            autoFocus={Boolean(knownEmail)}
            onComplete={() => void onSubmit()}
          />
          <Button type="submit" fullWidth loading={verify.isPending}>
            Confirm email
          </Button>
          <Text size="sm" c="dimmed" lh={1.6}>
            You can also confirm by clicking the link in the same email. The code expires after 10 minutes,
            the link after 24 hours.
          </Text>
          <Group gap={6}>
            <Text size="sm">Didn't get the email?</Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => void resendCode()}
              loading={resend.isPending}
            >
              Resend
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
