// /account/add/company: the new business's name, type and industry.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { BUSINESS_TYPES, INDUSTRIES } from '@paydesk/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ADD_BUSINESS_PATHS, AddBusinessFrame } from '../components/add-business-frame.tsx';
import { ADD_BUSINESS_COPY as COPY } from '../copy.ts';
import { companyForm, useAddBusinessDraft } from '../logic/add-business-draft.ts';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function Component() {
  const { company, saveCompany } = useAddBusinessDraft();
  const navigate = useNavigate();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(companyForm),
    defaultValues: company ?? { companyName: '', businessType: undefined, industry: undefined },
  });
  const onSubmit = handleSubmit((values) => {
    saveCompany(values);
    navigate(ADD_BUSINESS_PATHS.user);
  });
  return (
    <AddBusinessFrame step={0}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Title order={2} fz="lg">
            {COPY.company.heading}
          </Title>
          <TextInput
            label={COPY.company.companyName}
            withAsterisk
            error={errors.companyName?.message}
            {...register('companyName')}
          />
          <Controller
            control={control}
            name="businessType"
            render={({ field }) => (
              <Radio.Group
                label={COPY.company.businessType}
                labelProps={{ fz: 'md' }}
                withAsterisk
                value={field.value ?? null}
                onChange={field.onChange}
                error={errors.businessType?.message}
              >
                <Group mt={8} gap="md">
                  {BUSINESS_TYPES.map((type) => (
                    <Radio key={type} value={type} label={<Text size="sm">{capitalise(type)}</Text>} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
          <Controller
            control={control}
            name="industry"
            render={({ field }) => (
              <Select
                label={COPY.company.industry}
                placeholder={COPY.company.industryPlaceholder}
                withAsterisk
                searchable
                data={[...INDUSTRIES]}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                error={errors.industry?.message}
              />
            )}
          />
          <Group justify="flex-end" mt="sm">
            <Button type="submit">{COPY.next}</Button>
          </Group>
        </Stack>
      </form>
    </AddBusinessFrame>
  );
}
