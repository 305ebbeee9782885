// The password form behind an emailed member link (/create-your-password/{token}, /reset-your-password/{token}).
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api/index.ts';
import { applyServerFieldErrors } from '../../../lib/forms.ts';
import type { PasswordWithToken } from '../api/create-business-password-mutation.ts';
import { passwordPairForm } from '../schemas.ts';
import { AuthCard } from './auth-card.tsx';
import { PasswordFields } from './password-fields.tsx';

interface MemberPasswordFormProps {
  title: string;
  description: string;
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

  return (
    <AuthCard icon={<IconKey size={28} />} title={title} description={description}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {mutation.isError && !isApiFieldError(mutation.error) && (
            <Alert color="red" variant="light" title={mutation.error.message}>
              {expiredHint}
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
