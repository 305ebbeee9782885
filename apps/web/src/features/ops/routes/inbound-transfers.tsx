// /ops/inbound-transfers: simulate a bank transfer to a business wallet's virtual account number (sandbox only).
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { useState } from 'react';
import { showToast } from '@/components/toast.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useInboundTransferMutation } from '../api/inbound-transfer-mutation.ts';
import { OPS_COPY } from '../copy.ts';
import {
  type FormErrors,
  type InboundTransferForm,
  toInboundTransfer,
} from '../logic/inbound-transfer-form.ts';

const COPY = OPS_COPY.inbound;
const EMPTY: InboundTransferForm = {
  accountNumber: '',
  amount: '',
  senderName: '',
  senderBank: 'Sandbox Bank',
  narration: '',
};

export function Component() {
  const send = useInboundTransferMutation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const [last, setLast] = useState<{ reference: string; account: string; amount: number } | null>(null);
  const field = (name: keyof InboundTransferForm) => ({
    value: form[name],
    error: errors[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setForm((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const result = toInboundTransfer(form);
    if (!result.ok) return setErrors(result.errors);
    setErrors({});
    send.mutate(result.body, {
      onSuccess: ({ data }) => {
        const amount = formatMinorAsNaira(result.body.amount);
        showToast({ kind: 'success', message: COPY.sent(amount, data.accountName) });
        setLast({ reference: data.providerReference, account: data.accountName, amount: result.body.amount });
        setForm((current) => ({ ...current, amount: '', narration: '' }));
      },
      onError: (error) =>
        setErrors(
          Object.fromEntries(Object.entries(toApiError(error).fieldErrors).map(([k, v]) => [k, v[0] ?? ''])),
        ),
    });
  };
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={26}>
          {COPY.title}
        </Title>
        <Text c="dimmed">{COPY.intro}</Text>
      </Stack>
      <Card withBorder radius="md" p="lg" maw={720} component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={COPY.accountNumber}
              description={COPY.accountNumberHint}
              inputMode="numeric"
              maxLength={10}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...field('accountNumber')}
            />
            <TextInput
              label={COPY.amount}
              description="Naira, e.g. 25,000 or 1,500.50"
              inputMode="decimal"
              placeholder="0.00"
              {...field('amount')}
            />
            <TextInput label={COPY.senderName} maxLength={100} {...field('senderName')} />
            <TextInput label={COPY.senderBank} maxLength={100} {...field('senderBank')} />
          </SimpleGrid>
          <TextInput label={COPY.narration} maxLength={100} {...field('narration')} />
          <Group justify="flex-end">
            <Button type="submit" loading={send.isPending} leftSection={<IconBuildingBank size={16} />}>
              {COPY.submit}
            </Button>
          </Group>
        </Stack>
      </Card>
      {last && (
        <Alert color="teal" title={COPY.lastTitle} maw={720} data-testid="last-transfer">
          <Text size="sm">
            {formatMinorAsNaira(last.amount)} to {last.account}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {COPY.reference}: {last.reference}
          </Text>
        </Alert>
      )}
    </Stack>
  );
}
