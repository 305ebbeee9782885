// Sign-up step 1: the owner's details, kept in memory until step 2 submits the whole form.
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../components/auth-card.tsx';
import { AUTH_ROUTES } from '../paths.ts';
import { ownerDetailsForm } from '../schemas.ts';
import { useSignupDraft } from '../state/signup-draft-store.ts';

export function Component() {
  const { owner, saveOwner } = useSignupDraft();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ownerDetailsForm),
    defaultValues: owner ?? { firstName: '', lastName: '', email: '', phoneNumber: '', jobTitle: '' },
  });

  const onSubmit = handleSubmit((values) => {
    saveOwner(values);
    navigate(AUTH_ROUTES.getStartedComplete);
  });

  return (
    <AuthCard
      eyebrow="Step 1 of 2"
      title="Create your business account"
      description="Tell us about yourself, the business owner. You will add the business details next."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={AUTH_ROUTES.login} fw={600}>
            Log in
          </Anchor>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              withAsterisk
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              withAsterisk
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </SimpleGrid>
          <TextInput
            label="Work email"
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="0803 123 4567"
            withAsterisk
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
          <TextInput
            label="Job title"
            autoComplete="organization-title"
            placeholder="e.g. Managing Director"
            withAsterisk
            error={errors.jobTitle?.message}
            {...register('jobTitle')}
          />
          <Button type="submit" fullWidth mt="xs">
            Continue
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
