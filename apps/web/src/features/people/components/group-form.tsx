// A group's name and description, for creating and editing. The contract's schema checks it in the browser and on
// the server; the server's field messages land next to their fields.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { type GroupRequest, groupRequest } from '@paydesk/contracts';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { GROUPS_COPY } from '../copy.ts';

const COPY = GROUPS_COPY.form;

interface GroupFormProps {
  initial?: GroupRequest;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: GroupRequest, onError: (error: unknown) => void) => void;
  onCancel: () => void;
}

export function GroupForm({ initial, submitLabel, busy, onSubmit, onCancel }: GroupFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<GroupRequest>({
    resolver: zodResolver(groupRequest),
    defaultValues: initial ?? { name: '', description: '' },
  });
  const submit = handleSubmit((values) =>
    onSubmit(values, (error) => applyServerFieldErrors(error, setError, ['name', 'description'])),
  );
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder maw={640}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={COPY.name}
            withAsterisk
            error={errors.name?.message}
            {...register('name')}
            data-autofocus
          />
          <Textarea
            label={COPY.description}
            autosize
            minRows={3}
            error={errors.description?.message}
            {...register('description')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {COPY.cancel}
            </Button>
            <Button type="submit" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
