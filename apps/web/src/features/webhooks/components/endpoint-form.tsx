// The endpoint form: URL, description and the events to send (checkboxes), on the contract's schema. Server field
// errors (a refused URL) show under their field.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type CreateWebhookRequest,
  createWebhookRequest,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@paydesk/contracts';
import { Controller, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { MANAGE_COPY as COPY } from '../copy.ts';

export interface EndpointFormValues {
  url: string;
  description: string;
  events: WebhookEventType[];
}

export function EndpointForm({
  initial,
  submitLabel,
  busy,
  onSubmit,
}: {
  initial?: EndpointFormValues;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: CreateWebhookRequest) => Promise<unknown>;
}) {
  const form = useForm<EndpointFormValues>({
    resolver: zodResolver(createWebhookRequest) as never,
    defaultValues: initial ?? { url: '', description: '', events: [] },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      form.reset(values);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['url', 'description', 'events']);
      throw error;
    }
  });
  const { errors } = form.formState;
  return (
    <form onSubmit={(event) => void submit(event).catch(() => {})} noValidate>
      <Stack gap="md">
        <TextInput
          label={COPY.url}
          description={COPY.urlHint}
          placeholder="https://example.com/paydesk/webhooks"
          required
          error={errors.url?.message}
          {...form.register('url')}
        />
        <Textarea
          label={COPY.description}
          description={COPY.descriptionHint}
          autosize
          minRows={2}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <Controller
          control={form.control}
          name="events"
          render={({ field }) => (
            <Checkbox.Group
              label={COPY.events}
              required
              value={field.value}
              onChange={(value) => field.onChange(value as WebhookEventType[])}
              error={errors.events?.message}
            >
              <Stack gap="xs" mt="xs">
                {WEBHOOK_EVENT_TYPES.map((type) => (
                  <Checkbox key={type} value={type} label={WEBHOOK_EVENT_LABELS[type]} description={type} />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy} data-testid="webhook-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
