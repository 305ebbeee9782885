// "Email receipt" → an address → Send: the settled transfer's PDF receipt to anyone (issue 30). The API refuses a
// transfer its bank has not settled, so this is shown only beside the download of a settled one.
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, TextInput } from '@mantine/core';
import { transferReceiptEmailRequest } from '@paydesk/contracts';
import { IconMail } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { showToast } from '@/components/toast.tsx';
import { applyServerFieldErrors } from '@/lib/forms.ts';
import { useEmailTransferReceipt } from '../api/transfer-query.ts';
import { TRANSFER_DETAILS_COPY } from '../copy.ts';

const COPY = TRANSFER_DETAILS_COPY.emailReceipt;

export function EmailReceiptButton({ opened, onOpen }: { opened: boolean; onOpen: () => void }) {
  return (
    <Button variant="default" leftSection={<IconMail size={18} />} onClick={onOpen} aria-expanded={opened}>
      {COPY.open}
    </Button>
  );
}

export function EmailReceiptForm({ transferId, onDone }: { transferId: string; onDone: () => void }) {
  const send = useEmailTransferReceipt(transferId);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm({ resolver: zodResolver(transferReceiptEmailRequest), defaultValues: { email: '' } });
  useEffect(() => setFocus('email'), [setFocus]);
  const onSubmit = handleSubmit((values) =>
    send.mutate(values, {
      onSuccess: ({ to }) => {
        showToast({ kind: 'success', message: COPY.sent(to) });
        onDone();
      },
      onError: (error) => applyServerFieldErrors(error, setError, ['email']),
    }),
  );
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      onSubmit={onSubmit}
      noValidate
      data-testid="email-receipt"
    >
      <Stack gap="sm">
        <TextInput
          label={COPY.label}
          description={COPY.description}
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
          {...register('email')}
        />
        <Group gap="sm">
          <Button type="submit" loading={send.isPending}>
            {COPY.send}
          </Button>
          <Button variant="subtle" onClick={onDone}>
            {COPY.cancel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
