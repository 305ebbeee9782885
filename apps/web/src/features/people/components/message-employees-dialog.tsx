// Write to the selected employees by email or SMS (the contacts directory). The request's own schema checks the
// form; the toast counts the sent and the not sent.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type EmployeeMessageRequest, employeeMessageRequest, SMS_MAX_LENGTH } from '@paydesk/contracts';
import { Controller, useForm } from 'react-hook-form';
import { AppDialog } from '@/components/app-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useMessageEmployeesMutation } from '../api/message-employees-mutation.ts';
import { CONTACTS_COPY } from '../copy.ts';

const COPY = CONTACTS_COPY.message;

interface MessageEmployeesDialogProps {
  opened: boolean;
  employeeIds: string[];
  onClose: () => void;
  onSent: () => void;
}

export function MessageEmployeesDialog({
  opened,
  employeeIds,
  onClose,
  onSent,
}: MessageEmployeesDialogProps) {
  const send = useMessageEmployeesMutation();
  const {
    control,
    register,
    handleSubmit,
    setError,
    reset,
    watch,
    formState: { errors },
  } = useForm<EmployeeMessageRequest>({
    resolver: zodResolver(employeeMessageRequest),
    values: { ids: employeeIds, channel: 'email', subject: '', message: '' },
  });
  const channel = watch('channel');
  const length = watch('message')?.length ?? 0;
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit((values) =>
    send.mutate(
      { ...values, ids: employeeIds, subject: values.channel === 'email' ? values.subject : undefined },
      {
        onSuccess: (result) => {
          showToast(
            result.failureCount === 0
              ? { kind: 'success', message: COPY.sent }
              : { kind: 'warning', message: COPY.partial(result.successCount, result.failureCount) },
          );
          onSent();
          close();
        },
        onError: (error) => applyServerFieldErrors(error, setError, ['subject', 'message', 'channel']),
      },
    ),
  );
  return (
    <AppDialog
      opened={opened}
      onClose={close}
      title={COPY.title}
      description={COPY.description(employeeIds.length)}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Controller
            control={control}
            name="channel"
            render={({ field }) => (
              <SegmentedControl
                aria-label={COPY.channel}
                data={[
                  { value: 'email', label: COPY.email },
                  { value: 'sms', label: COPY.sms },
                ]}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          {channel === 'email' && (
            <TextInput
              label={COPY.subject}
              withAsterisk
              error={errors.subject?.message}
              {...register('subject')}
            />
          )}
          <Textarea
            label={COPY.body}
            withAsterisk
            autosize
            minRows={4}
            error={errors.message?.message}
            description={channel === 'sms' ? COPY.smsLength(length, SMS_MAX_LENGTH) : undefined}
            {...register('message')}
          />
          {errors.ids?.message && (
            <Text c="red" size="sm">
              {errors.ids.message}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {COPY.cancel}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {COPY.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppDialog>
  );
}
