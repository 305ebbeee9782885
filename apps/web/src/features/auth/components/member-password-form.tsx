// The password form behind an emailed member link (/create-your-password/{token}, /reset-your-password/{token}).
// The link is checked first: a used, expired or withdrawn one shows why and what to do, with no form to fill in
// vain; a good one names the business it comes from.
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Stack } from '@mantine/core';
import type { MemberPasswordLink } from '@paydesk/contracts';
import { IconKey } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '@/lib/api/index.ts';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { unusableLinkHint } from '@/lib/invitation-links.ts';
import type { PasswordWithToken } from '../api/create-business-password-mutation.ts';
import { useMemberPasswordLink } from '../api/member-password-link-query.ts';
import { passwordPairForm } from '../schemas.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordFields } from './password-fields.tsx';

interface MemberPasswordFormProps {
  title: string;
  /** The text under the title, naming the business once the link is known. */
  description: (link: MemberPasswordLink | null) => string;
  submitLabel: string;
  successPath: string;
  /** What to do when the link no longer works. */
  expiredHint: React.ReactNode;
  mutation: UseMutationResult<unknown, Error, PasswordWithToken>;
}

export function MemberPasswordForm({
  title,
  description,
  submitLabel,
  successPath,
  expiredHint,
  mutation,
}: MemberPasswordFormProps) {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const link = useMemberPasswordLink(token);
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

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(
      { token, ...values },
      {
        onSuccess: () => navigate(successPath, { replace: true }),
        onError: (error) => applyServerFieldErrors(error, setError, ['password', 'password_confirmation']),
      },
    ),
  );

  if (link.isPending) {
    return (
      <AuthCard icon={<IconKey size={28} />} title={title} description={description(null)}>
        <Group justify="center" py="lg">
          <Loader role="status" aria-label="Checking the link" />
        </Group>
      </AuthCard>
    );
  }
  if (link.isError) {
    return (
      <AuthCard icon={<IconKey size={28} />} title={title} description={description(null)}>
        <Alert color="red" variant="light" title={link.error.message} data-testid="link-unusable">
          {unusableLinkHint(link.error, expiredHint)}
        </Alert>
      </AuthCard>
    );
  }

  return (
    <AuthCard icon={<IconKey size={28} />} title={title} description={description(link.data)}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {mutation.isError && !isApiFieldError(mutation.error) && (
            <Alert color="red" variant="light" title={mutation.error.message}>
              {unusableLinkHint(mutation.error, expiredHint)}
            </Alert>
          )}
          <PasswordFields
            register={register}
            errors={errors}
            password={watch('password')}
            confirmation={watch('password_confirmation')}
          />
          <Button type="submit" fullWidth loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** Field errors show next to the fields; anything else (an expired link) shows above the form. */
const isApiFieldError = (error: unknown) => isApiError(error) && Object.keys(error.fieldErrors).length > 0;
