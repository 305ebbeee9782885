// Sign-up step 2: the business details; submits the whole sign-up form and moves on to email confirmation.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useSignupMutation } from '../api/signup-mutation.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { BusinessTypeField } from '../components/business-type-field.tsx';
import { AUTH_ROUTES } from '../paths.ts';
import { businessDetailsForm } from '../schemas.ts';
import { useSignupDraft } from '../state/signup-draft-store.ts';

export function Component() {
  const { owner, submitted } = useSignupDraft();
  const signup = useSignupMutation();
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(businessDetailsForm), defaultValues: { companyName: '' } });

  if (!owner) return <Navigate to={AUTH_ROUTES.getStarted} replace />;

  const onSubmit = handleSubmit((business) =>
    signup.mutate(
      { ...owner, ...business },
      {
        onSuccess: ({ data }) => {
          submitted(data.email);
          navigate(AUTH_ROUTES.verifyEmail, { state: { email: data.email } });
        },
        onError: (error) => applyServerFieldErrors(error, setError, ['companyName', 'businessType']),
      },
    ),
  );

  return (
    <AuthCard
      eyebrow="Step 2 of 2"
      title="About your business"
      description={`Almost there, ${owner.firstName}. Tell us the name of your business and how it is set up.`}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <TextInput
            label="Business name"
            autoComplete="organization"
            withAsterisk
            error={errors.companyName?.message}
            {...register('companyName')}
          />
          <Controller
            control={control}
            name="businessType"
            render={({ field, fieldState }) => (
              <BusinessTypeField
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
          <Group grow gap="sm" mt="xs">
            <Button component={Link} to={AUTH_ROUTES.getStarted} variant="default">
              Back
            </Button>
            <Button type="submit" loading={signup.isPending}>
              Create account
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
