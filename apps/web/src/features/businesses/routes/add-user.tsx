// /account/add/user: who manages the new business — the signed-in user, or someone invited by email.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate } from 'react-router';
import { ADD_BUSINESS_PATHS, AddBusinessFrame } from '../components/add-business-frame.tsx';
import { ADD_BUSINESS_COPY as COPY } from '../copy.ts';
import { EMPTY_MANAGER, managerForm, useAddBusinessDraft } from '../logic/add-business-draft.ts';

export function Component() {
  const { company, manager, saveManager } = useAddBusinessDraft();
  const navigate = useNavigate();
  const {
    register,
    control,
    watch,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(managerForm), defaultValues: manager ?? EMPTY_MANAGER });
  if (!company) return <Navigate to={ADD_BUSINESS_PATHS.company} replace />;
  const other = watch('type') === 'other';
  const onSubmit = handleSubmit((values) => {
    saveManager(values);
    navigate(ADD_BUSINESS_PATHS.preview);
  });
  return (
    <AddBusinessFrame step={1}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {COPY.user.heading}
          </Title>
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Radio.Group value={field.value} onChange={field.onChange} aria-label={COPY.user.heading}>
                <Stack gap="sm">
                  {(['self', 'other'] as const).map((choice) => (
                    <Radio.Card
                      key={choice}
                      value={choice}
                      p="md"
                      radius="md"
                      data-testid={`manager-${choice}`}
                    >
                      <Group wrap="nowrap" align="flex-start" gap="md">
                        <Radio.Indicator mt={2} />
                        <div>
                          <Text fw={600} size="sm">
                            {COPY.user[choice]}
                          </Text>
                          <Text size="xs" c="dimmed" mt={2}>
                            {choice === 'self' ? COPY.user.selfHint : COPY.user.otherHint}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          {other && (
            <Stack gap="md">
              <TextInput
                label={COPY.user.email}
                type="email"
                withAsterisk
                error={errors.email?.message}
                {...register('email')}
              />
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
                <TextInput
                  label={COPY.user.firstName}
                  withAsterisk
                  error={errors.firstName?.message}
                  {...register('firstName')}
                />
                <TextInput
                  label={COPY.user.lastName}
                  withAsterisk
                  error={errors.lastName?.message}
                  {...register('lastName')}
                />
                <TextInput
                  label={COPY.user.jobTitle}
                  error={errors.jobTitle?.message}
                  {...register('jobTitle')}
                />
                <TextInput
                  label={COPY.user.phoneNumber}
                  type="tel"
                  error={errors.phoneNumber?.message}
                  {...register('phoneNumber')}
                />
              </SimpleGrid>
            </Stack>
          )}
          <Group justify="space-between" mt="sm">
            <Button variant="default" onClick={() => navigate(ADD_BUSINESS_PATHS.company)}>
              {COPY.back}
            </Button>
            <Button type="submit">{COPY.next}</Button>
          </Group>
        </Stack>
      </form>
    </AddBusinessFrame>
  );
}
