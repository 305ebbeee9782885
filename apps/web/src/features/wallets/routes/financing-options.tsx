// /financing-options: request credit (amount, tenor, purpose); the business's requests and their status.
// Restricted for businesses that are not registered (spec §4 guard rule 4, §6).
import {
  Alert,
  Badge,
  Button,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { CREDIT_TENORS, creditRequestBody } from '@paydesk/contracts';
import { useState } from 'react';
import { showToast } from '@/components/toast.tsx';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { toApiError } from '@/lib/api/api-error.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDateTime } from '@/lib/format/time.ts';
import { useSessionStore } from '@/lib/storage/session-store.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useCredits, useRequestCredit } from '../api/credit.ts';
import { PageHeader } from '../components/page-header.tsx';
import { WALLETS_COPY } from '../copy.ts';
import { nairaToKobo } from '../logic/amounts.ts';

const COPY = WALLETS_COPY.credit;

function RequestForm() {
  const accounts = useAccounts();
  const submit = useRequestCredit();
  const [amountText, setAmountText] = useState('');
  const [tenor, setTenor] = useState('6');
  const [purpose, setPurpose] = useState('');
  const [walletId, setWalletId] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const wallets = (accounts.data?.accounts ?? []).filter((w) => w.status !== 'closed');
  const send = () => {
    const parsed = creditRequestBody.safeParse({
      amount: nairaToKobo(amountText) ?? 0,
      tenorMonths: Number(tenor),
      purpose,
      walletId: walletId || undefined,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    submit.mutate(parsed.data, {
      onSuccess: () => {
        showToast({ kind: 'success', message: COPY.requested });
        setAmountText('');
        setPurpose('');
      },
      onError: (e) =>
        setErrors(
          Object.fromEntries(Object.entries(toApiError(e).fieldErrors).map(([k, v]) => [k, v[0] ?? ''])),
        ),
    });
  };
  return (
    <Paper p="lg" withBorder>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={COPY.amount}
            inputMode="decimal"
            placeholder="500,000"
            value={amountText}
            onChange={(e) => setAmountText(e.currentTarget.value)}
            error={errors.amount}
          />
          <NativeSelect
            size="md"
            label={COPY.tenor}
            data={CREDIT_TENORS.map((n) => ({ value: String(n), label: COPY.tenorMonths(n) }))}
            value={tenor}
            onChange={(e) => setTenor(e.currentTarget.value)}
            error={errors.tenorMonths}
          />
        </SimpleGrid>
        <Textarea
          size="md"
          label={COPY.purpose}
          minRows={3}
          maxLength={500}
          value={purpose}
          onChange={(e) => setPurpose(e.currentTarget.value)}
          error={errors.purpose}
        />
        <NativeSelect
          size="md"
          label={COPY.wallet}
          data={wallets.map((w) => ({ value: w._id, label: w.name }))}
          value={walletId || wallets[0]?._id || ''}
          onChange={(e) => setWalletId(e.currentTarget.value)}
        />
        <Button onClick={send} loading={submit.isPending} style={{ alignSelf: 'flex-start' }}>
          {COPY.submit}
        </Button>
      </Stack>
    </Paper>
  );
}

function Requests() {
  const credits = useCredits();
  if (!credits.data) return null;
  return (
    <Paper p="lg" withBorder>
      <Title order={2} fz="lg" mb="sm">
        {COPY.history}
      </Title>
      {credits.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {COPY.none}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm">
            <Table.Tbody>
              {credits.data.map((c) => (
                <Table.Tr key={c._id} data-testid="credit-request">
                  <Table.Td>{formatDateTime(c.createdAt)}</Table.Td>
                  <Table.Td>{c.reference}</Table.Td>
                  <Table.Td>{formatMinorAsNaira(c.approvedAmount ?? c.amount)}</Table.Td>
                  <Table.Td>{COPY.tenorMonths(c.tenorMonths)}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      tt="none"
                      color={c.status === 'disbursed' ? 'teal' : c.status === 'rejected' ? 'red' : 'yellow'}
                    >
                      {COPY.statuses[c.status]}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}

export function Component() {
  const companyType = useSessionStore((s) => s.company?.companyType);
  const canRequest = useCan('credit.request');
  const canView = useCan('credit.view');
  const restricted = companyType !== undefined && companyType !== 'registered business';
  return (
    <Stack gap="lg">
      <PageHeader title={COPY.title} subtitle={COPY.subtitle} />
      {restricted ? (
        <Alert color="yellow" variant="light" title={COPY.restricted}>
          {COPY.restrictedText}
        </Alert>
      ) : (
        <>
          {canRequest && <RequestForm />}
          {canView && <Requests />}
        </>
      )}
    </Stack>
  );
}
