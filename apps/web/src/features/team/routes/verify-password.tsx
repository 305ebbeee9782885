// /admin/verify/{adminToken}: a new administrator sets a password with the invitation token, then lands on
// /admin/verify/success.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, PasswordInput, Stack } from '@mantine/core';
import { passwordPair } from '@paydesk/contracts';
import { IconKey } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { unusableLinkHint } from '@/lib/invitation-links.ts';
import { VERIFY_COPY as COPY } from '../admins-copy.ts';
import { useInvitationLink } from '../api/invitation-link-query.ts';
import { useAdminSetPasswordMutation } from '../api/set-password-mutation.ts';
import { VerifyCard } from '../components/verify-card.tsx';
import { VERIFY_SUCCESS_PATH } from './verify-accept.tsx';

export function Component() {
  const { adminToken = '' } = useParams();
  const link = useInvitationLink(adminToken);
  const setPassword = useAdminSetPasswordMutation();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordPair),
    defaultValues: { password: '', password_confirmation: '' },
  });
  const onSubmit = handleSubmit((values) =>
    setPassword.mutate(
      { token: adminToken, ...values },
      {
        onSuccess: () => navigate(VERIFY_SUCCESS_PATH, { replace: true }),
        onError: (error) => applyServerFieldErrors(error, setError, ['password', 'password_confirmation']),
      },
    ),
  );
  // A used, expired or withdrawn invitation shows why, with no form to fill in vain (issue 17).
  if (link.isPending || link.isError) {
    return (
      <VerifyCard
        icon={<IconKey size={28} />}
        title={COPY.passwordTitle}
        description={COPY.passwordDescription}
      >
        {link.isPending ? (
          <Group justify="center" py="lg">
            <Loader role="status" aria-label="Checking the link" />
          </Group>
        ) : (
          <Alert color="red" variant="light" title={link.error.message} data-testid="link-unusable">
            {unusableLinkHint(link.error, COPY.expired)}
          </Alert>
        )}
      </VerifyCard>
    );
  }
  return (
    <VerifyCard
      icon={<IconKey size={28} />}
      title={COPY.passwordTitle}
      description={
        link.data.companyName ? COPY.passwordDescriptionOf(link.data.companyName) : COPY.passwordDescription
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {setPassword.isError && Object.keys(errors).length === 0 && (
            <Alert color="red" variant="light" title={setPassword.error.message}>
              {unusableLinkHint(setPassword.error, COPY.expired)}
            </Alert>
          )}
          <PasswordInput
            label={COPY.password}
            autoComplete="new-password"
            withAsterisk
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordInput
            label={COPY.confirmPassword}
            autoComplete="new-password"
            withAsterisk
            error={errors.password_confirmation?.message}
            {...register('password_confirmation')}
          />
          <Button type="submit" fullWidth loading={setPassword.isPending}>
            {COPY.create}
          </Button>
        </Stack>
      </form>
    </VerifyCard>
  );
}
