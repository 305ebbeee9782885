// /settings/integrations/api-keys/manage (employer only): the key form — name, scopes, IP allow-list, expiry.
// Without ?id it creates a key and shows its secret once; with ?id=… it edits that key.
import { Button, Group, Loader, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { type ApiKeyInput, type ApiKeyScope, apiKeyInput } from '@paydesk/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { DateField } from '@/components/date-field.tsx';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { showToast } from '@/components/toast.tsx';
import { lagosToday } from '@/lib/format/time.ts';
import { useApiKey } from '../api/api-key-query.ts';
import { useCreateApiKeyMutation } from '../api/create-api-key-mutation.ts';
import { useUpdateApiKeyMutation } from '../api/update-api-key-mutation.ts';
import { ScopePicker } from '../components/scope-picker.tsx';
import { SecretDialog } from '../components/secret-dialog.tsx';
import { API_KEY_FORM_COPY as COPY, INTEGRATIONS_ROUTES as ROUTES } from '../copy.ts';

interface FormValues {
  name: string;
  scopes: ApiKeyScope[];
  allowedIps: string;
  expiresOn: string;
}

const EMPTY: FormValues = { name: '', scopes: [], allowedIps: '', expiresOn: '' };

/** The form's text fields as the request: one address per line, an empty day as no expiry. */
const toInput = (values: FormValues): ApiKeyInput => ({
  name: values.name,
  scopes: values.scopes,
  allowedIps: values.allowedIps
    .split(/[\s,]+/)
    .map((ip) => ip.trim())
    .filter(Boolean),
  expiresOn: values.expiresOn || null,
});

const formSchema = apiKeyInput;

export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? undefined;
  const existing = useApiKey(id);
  const create = useCreateApiKeyMutation();
  const update = useUpdateApiKeyMutation();
  const navigate = useNavigate();
  const [secret, setSecret] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: EMPTY });

  useEffect(() => {
    if (existing.data)
      reset({
        name: existing.data.name,
        scopes: existing.data.scopes as ApiKeyScope[],
        allowedIps: existing.data.allowedIps.join('\n'),
        expiresOn: existing.data.expiresOn ?? '',
      });
  }, [existing.data, reset]);

  if (id && existing.isError)
    return <NotFoundState message={COPY.notFound} backTo={ROUTES.apiKeys} backLabel="API keys" />;
  if (id && existing.isPending) return <Loader />;

  const onSubmit = handleSubmit((values) => {
    const input = toInput(values);
    // The contract checks the request before it leaves; its messages land on the fields.
    const checked = formSchema.safeParse(input);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0] ?? 'name') as keyof FormValues;
        setError(field, { message: issue.message });
      }
      return;
    }
    if (id)
      update.mutate(
        { id, ...input },
        {
          onSuccess: (answer) => {
            showToast({ kind: 'success', message: answer.message });
            navigate(ROUTES.apiKeys);
          },
        },
      );
    else create.mutate(input, { onSuccess: (answer) => setSecret(answer.data.secret) });
  });
  const revoked = existing.data?.status === 'revoked';

  return (
    <Stack gap="lg" maw={960}>
      <Group>
        <BackButton label="API keys" fallback={ROUTES.apiKeys} />
      </Group>
      <PageTitle
        title={id ? COPY.editTitle : COPY.createTitle}
        subtitle={revoked ? COPY.revokedNote : COPY.subtitle}
      />
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <TextInput
            label={COPY.name}
            placeholder={COPY.namePlaceholder}
            required
            maxLength={80}
            error={errors.name?.message}
            disabled={revoked}
            {...register('name')}
          />
          <Controller
            control={control}
            name="scopes"
            render={({ field }) => (
              <ScopePicker
                value={field.value}
                onChange={field.onChange}
                error={errors.scopes?.message}
                disabled={revoked}
              />
            )}
          />
          <Textarea
            label={COPY.allowedIps}
            description={COPY.allowedIpsHint}
            autosize
            minRows={2}
            error={errors.allowedIps?.message}
            disabled={revoked}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...register('allowedIps')}
          />
          <Controller
            control={control}
            name="expiresOn"
            render={({ field }) => (
              <DateField
                label={COPY.expiresOn}
                description={COPY.expiresOnHint}
                value={field.value}
                onChange={field.onChange}
                min={lagosToday()}
                clearable
                error={errors.expiresOn?.message}
                disabled={revoked}
                maw={320}
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(ROUTES.apiKeys)}>
              {COPY.cancel}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending} disabled={revoked}>
              {id ? COPY.save : COPY.create}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <SecretDialog
        secret={secret}
        kind="created"
        onClose={() => {
          setSecret(null);
          navigate(ROUTES.apiKeys);
        }}
      />
    </Stack>
  );
}
