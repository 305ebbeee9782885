// /payments/transfers/details/:id: one transfer — amounts, recipient, status (live until the rail answers),
// references, its progress (queued → sent → settled, or failed → money returned, in Lagos time), who asked and
// the approval it went through, its line in the wallet history — and its PDF receipt once the bank settled it,
// downloaded or emailed to any address.
import {
  Anchor,
  Button,
  Divider,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Timeline,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconDownload, IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundState } from '../../../components/not-found-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { formatMinorAsNaira } from '../../../lib/format/money.ts';
import { unescapeHtml } from '../../../lib/format/text.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useDownloadTransferReceipt, useTransfer, useTransferId } from '../api/transfer-query.ts';
import { EmailReceiptButton, EmailReceiptForm } from '../components/email-receipt.tsx';
import { TransferStatusBadge } from '../components/transfer-outcome.tsx';
import { TRANSFER_DETAILS_COPY as COPY, TRANSFER_COPY } from '../copy.ts';
import { type PayoutStep, payoutTimeline } from '../logic/payout-timeline.ts';

const BULLETS = {
  done: <IconCheck size={10} />,
  failed: <IconAlertTriangle size={10} />,
  waiting: <IconHourglass size={10} />,
} as const;

function PayoutTimeline({ steps }: { steps: PayoutStep[] }) {
  const reached = steps.filter((step) => step.tone !== 'waiting').length;
  return (
    <Timeline bulletSize={18} lineWidth={2} active={reached - 1} data-testid="payout-timeline">
      {steps.map((step) => (
        <Timeline.Item
          key={step.label}
          title={step.label}
          bullet={BULLETS[step.tone]}
          color={step.tone === 'failed' ? 'red' : undefined}
          data-testid="payout-step"
          data-tone={step.tone}
        >
          <Text size="xs" c="dimmed">
            {step.at ? formatDateTime(step.at) : ''}
            {step.detail ? `${step.at ? ' · ' : ''}${unescapeHtml(step.detail)}` : ''}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

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
  const [emailing, setEmailing] = useState(false);
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
                <Field label={COPY.requestedAt} value={formatDateTime(t.createdAt)} />
                {t.initiatedByName && <Field label={COPY.requestedBy} value={t.initiatedByName} />}
                {t.approvalRequestId && (
                  <Field
                    label={COPY.approval}
                    value={
                      <Anchor component={Link} to={`/approvals/dashboard?request=${t.approvalRequestId}`}>
                        {COPY.openApproval}
                      </Anchor>
                    }
                  />
                )}
              </SimpleGrid>
              <Divider label={COPY.progress} labelPosition="left" />
              <PayoutTimeline steps={payoutTimeline(t)} />
              <Anchor
                component={Link}
                size="sm"
                to={`/transaction-history?search=${encodeURIComponent(t.reference)}`}
              >
                {COPY.walletHistory}
              </Anchor>
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
                  <EmailReceiptButton opened={emailing} onOpen={() => setEmailing(true)} />
                </Group>
              )}
              {t.status === 'settled' && emailing && (
                <EmailReceiptForm transferId={t._id} onDone={() => setEmailing(false)} />
              )}
            </Stack>
          </Paper>
        )}
      </QueryState>
    </Stack>
  );
}
