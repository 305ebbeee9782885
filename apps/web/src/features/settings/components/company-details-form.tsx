// Business information: the name and industry (until verification confirms them), the RC number and TIN (added
// once), the address and contacts. Checked by the contract the server applies before it is sent; what the server
// refuses shows on its field.
import { Alert, Box, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type CompanyDetails, INDUSTRIES, NIGERIAN_STATES } from '@paydesk/contracts';
import { Controller, useForm } from 'react-hook-form';
import { showToast } from '@/components/toast.tsx';
import { isApiError } from '@/lib/api/index.ts';
import { useSaveCompany } from '../api/company.ts';
import { SETTINGS_COPY } from '../copy.ts';
import {
  type CompanyFormField,
  type CompanyFormValues,
  companyFormValues,
  companyRequest,
  formFieldFor,
  formFieldsOf,
} from '../logic/company-form.ts';

const COPY = SETTINGS_COPY.company;

export function CompanyDetailsForm({ details, canManage }: { details: CompanyDetails; canManage: boolean }) {
  const save = useSaveCompany();
  const initial = companyFormValues(details);
  const form = useForm<CompanyFormValues>({ defaultValues: initial });
  const editable = canManage ? details.editable : [];
  const open = new Set(editable.flatMap(formFieldsOf));
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) => {
    const result = companyRequest(values, initial, editable);
    if (!result.ok) {
      for (const [field, message] of Object.entries(result.errors))
        form.setError(field as CompanyFormField, { type: 'contract', message });
      return;
    }
    if (Object.keys(result.body).length === 0) {
      showToast({ kind: 'info', message: COPY.nothingChanged });
      return;
    }
    save.mutate(result.body, {
      onSuccess: () => showToast({ kind: 'success', message: COPY.saved }),
      onError: (error) => {
        if (!isApiError(error)) return;
        for (const [key, [message]] of Object.entries(error.fieldErrors)) {
          const field = formFieldFor(key);
          if (field && message) form.setError(field, { type: 'server', message });
        }
      },
    });
  });

  const text = (
    field: CompanyFormField,
    label: string,
    extra: { description?: string; span?: boolean } = {},
  ) => (
    <TextInput
      label={label}
      {...form.register(field)}
      placeholder={open.has(field) ? undefined : COPY.none}
      description={open.has(field) ? extra.description : initial[field] ? COPY.lockedField : undefined}
      readOnly={!open.has(field)}
      variant={open.has(field) ? 'default' : 'filled'}
      error={errors[field]?.message}
      style={extra.span ? { gridColumn: '1 / -1' } : undefined}
    />
  );
  const choice = (field: 'industry' | 'state', label: string, data: readonly string[]) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: input }) => (
        <Select
          label={label}
          data={[...data]}
          value={input.value || null}
          onChange={(value) => input.onChange(value ?? '')}
          onBlur={input.onBlur}
          placeholder={open.has(field) ? undefined : COPY.none}
          description={!open.has(field) && initial[field] ? COPY.lockedField : undefined}
          readOnly={!open.has(field)}
          variant={open.has(field) ? 'default' : 'filled'}
          error={errors[field]?.message}
          searchable
        />
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate data-testid="business-information">
      <Stack gap="md">
        {details.editable.length === 0 && (
          <Alert variant="light" color="blue">
            {COPY.locked}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {text('name', COPY.name)}
          {choice('industry', COPY.industry, INDUSTRIES)}
          <div>
            <Text size="sm" fw={500}>
              {COPY.businessType}
            </Text>
            <Text size="sm" tt="capitalize" mt={6}>
              {details.businessType}
            </Text>
          </div>
          <Box visibleFrom="sm" />
          {text('rcNumber', COPY.rcNumber, { description: COPY.rcNumberHint })}
          {text('tin', COPY.tin, { description: COPY.tinHint })}
          {text('street', COPY.street, { span: true })}
          {text('city', COPY.city)}
          {choice('state', COPY.state, NIGERIAN_STATES)}
          {text('landmark', COPY.landmark)}
          <Box visibleFrom="sm" />
          {text('contactEmail', COPY.contactEmail)}
          {text('contactPhone', COPY.contactPhone)}
        </SimpleGrid>
        {editable.length > 0 && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} data-testid="save-company">
              {COPY.save}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
