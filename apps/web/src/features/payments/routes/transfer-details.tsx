// /payments/transfers/details/:id: one transfer — amounts, recipient, status (live until the rail answers),
// references, a reversal when it failed — and its PDF receipt.
import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatMinorAsNaira } from '../../../lib/format/money.ts';
import { unescapeHtml } from '../../../lib/format/text.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useDownloadTransferReceipt, useTransfer, useTransferId } from '../api/transfer-query.ts';
import { TransferStatusBadge } from '../components/transfer-outcome.tsx';
import { TRANSFER_DETAILS_COPY as COPY, TRANSFER_COPY } from '../copy.ts';

function Field({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
        {value}
      </Text>
    </Stack>
  );
}

export function Component() {
  const { id: idOrReference = '' } = useParams();
  const { id, missing } = useTransferId(idOrReference);
  const transfer = useTransfer(id);
  const receipt = useDownloadTransferReceipt();
  if (missing)
    return (
      <NotFoundState message={COPY.notFound} backTo="/payments/transaction-history" backLabel={COPY.back} />
    );
  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} />
      <QueryState query={transfer} loading={<Skeleton height={260} maw={720} radius="md" />}>
        {(t) => (
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={720} data-testid="transfer-details">
            <Stack gap="lg">
              <Group justify="space-between">
                <Text fz={24} fw={700}>
                  {formatMinorAsNaira(t.amount)}
                </Text>
                <TransferStatusBadge status={t.status} />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Field label={TRANSFER_COPY.recipient} value={`${t.accountName} · ${t.accountNumber}`} />
                <Field label="Bank" value={unescapeHtml(t.bankName ?? t.bankCode)} />
                <Field label={TRANSFER_COPY.source} value={t.sourceWalletName} />
                <Field label={TRANSFER_COPY.fee} value={formatMinorAsNaira(t.fee)} />
                <Field label={COPY.reference} value={t.reference} />
                <Field label={COPY.session} value={t.sessionId ?? '—'} />
                <Field label="Narration" value={t.narration || '—'} />
                <Field label="Sent" value={formatDateTime(t.createdAt)} />
              </SimpleGrid>
              {t.failureReason && (
                <Text size="sm" c="red">
                  {t.failureReason}
                </Text>
              )}
              {t.reversal.state === 'reversed' && (
                <Text size="sm" c="orange.8">
                  {COPY.reversed}
                </Text>
              )}
              {/* A receipt proves a payment: only a transfer its bank settled has one. */}
              {t.status === 'settled' && (
                <Group>
                  <Button
                    variant="default"
                    leftSection={<IconDownload size={18} />}
                    loading={receipt.isPending}
                    onClick={() => receipt.mutate({ id: t._id, reference: t.reference })}
                  >
                    {COPY.receipt}
                  </Button>
                </Group>
              )}
            </Stack>
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}
