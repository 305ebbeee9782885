// One transfer's body, shown the same on its page (/payments/transfers/details/:id) and in the payout drawer opened
// over any list (?transfer=): amount and status, recipient and references (NIP session id, the bank's reference),
// fee, its progress (queued → sent → settled, or failed → money returned, in Lagos time), the ledger movement it made
// with a link to the wallet history, who asked and the approval it went through — and its PDF receipt once the bank
// settled it, downloaded or emailed to any address.
import { Anchor, Button, Group, Text, Timeline } from '@mantine/core';
import type { Transfer } from '@paydesk/contracts';
import { IconAlertTriangle, IconCheck, IconDownload, IconHourglass } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  DetailField,
  DetailFields,
  DetailRows,
  DetailSection,
  DetailView,
} from '@/components/detail-drawer.tsx';
import { WARNING_TEXT_COLOR } from '@/lib/constants.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { unescapeHtml } from '@/lib/format/text.ts';
import { formatDateTime } from '@/lib/format/time.ts';
import { useDownloadTransferReceipt } from '../api/transfer-query.ts';
import { TRANSFER_DETAILS_COPY as COPY, TRANSFER_COPY } from '../copy.ts';
import { type PayoutStep, payoutTimeline } from '../logic/payout-timeline.ts';
import { EmailReceiptButton, EmailReceiptForm } from './email-receipt.tsx';
import { TransferStatusBadge } from './transfer-outcome.tsx';

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

/** What the transfer did to the books: amount + fee out of its wallet, and the same back once a refusal is reversed. */
function LedgerMovement({ t }: { t: Transfer }) {
  const L = COPY.ledger;
  const total = formatMinorAsNaira(t.amount + t.fee);
  const rows: [string, React.ReactNode][] = [
    [
      L.debited(t.sourceWalletName),
      <span key="out">
        −{total}
        <Text span size="xs" c="dimmed" display="block">
          {L.breakdown(formatMinorAsNaira(t.amount), formatMinorAsNaira(t.fee))}
        </Text>
      </span>,
    ],
  ];
  if (t.reversal.state === 'reversed') rows.push([L.returned(t.sourceWalletName), `+${total}`]);
  else if (t.reversal.state === 'pending') rows.push([L.returning, total]);
  return (
    <DetailSection title={L.title} testId="transfer-ledger">
      <DetailRows rows={rows} />
      <Anchor
        component={Link}
        size="sm"
        to={`/transaction-history?search=${encodeURIComponent(t.reference)}`}
      >
        {COPY.walletHistory}
      </Anchor>
    </DetailSection>
  );
}

function Receipt({ t }: { t: Transfer }) {
  const receipt = useDownloadTransferReceipt();
  const [emailing, setEmailing] = useState(false);
  return (
    <DetailSection title={COPY.receiptTitle} testId="transfer-receipt">
      {/* A receipt proves a payment: only a transfer its bank settled has one. */}
      {t.status === 'settled' ? (
        <>
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
          {emailing && <EmailReceiptForm transferId={t._id} onDone={() => setEmailing(false)} />}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {COPY.noReceipt}
        </Text>
      )}
    </DetailSection>
  );
}

export function TransferDetail({ transfer: t, actions }: { transfer: Transfer; actions?: React.ReactNode }) {
  return (
    <DetailView
      testId="transfer-details"
      heading={`${t.accountName} · ${t.accountNumber}`}
      subheading={unescapeHtml(t.bankName ?? t.bankCode)}
      status={<TransferStatusBadge status={t.status} />}
      figure={formatMinorAsNaira(t.amount)}
      figureTestId="transfer-amount-figure"
      statusLine={
        <>
          {t.failureReason && (
            <Text size="sm" c="red">
              {t.failureReason}
            </Text>
          )}
          {t.reversal.state === 'reversed' && (
            <Text size="sm" c={WARNING_TEXT_COLOR}>
              {COPY.reversed}
            </Text>
          )}
        </>
      }
      actions={actions}
    >
      <DetailFields>
        <DetailField label={TRANSFER_COPY.recipient}>{`${t.accountName} · ${t.accountNumber}`}</DetailField>
        <DetailField label="Bank">{unescapeHtml(t.bankName ?? t.bankCode)}</DetailField>
        <DetailField label={TRANSFER_COPY.source}>{t.sourceWalletName}</DetailField>
        <DetailField label={TRANSFER_COPY.fee}>
          <span data-testid="transfer-fee">{formatMinorAsNaira(t.fee)}</span>
        </DetailField>
        <DetailField label={COPY.reference}>{t.reference}</DetailField>
        <DetailField label={COPY.session}>
          <span data-testid="transfer-session">{t.sessionId ?? '—'}</span>
        </DetailField>
        <DetailField label={COPY.bankReference}>{t.providerReference ?? '—'}</DetailField>
        <DetailField label="Narration">{t.narration || '—'}</DetailField>
      </DetailFields>
      <DetailSection title={COPY.progress}>
        <PayoutTimeline steps={payoutTimeline(t)} />
      </DetailSection>
      <LedgerMovement t={t} />
      <DetailSection title={COPY.parties} testId="transfer-parties">
        <DetailFields>
          <DetailField label={COPY.requestedBy}>{t.initiatedByName ?? '—'}</DetailField>
          <DetailField label={COPY.requestedAt}>{formatDateTime(t.createdAt)}</DetailField>
          {t.approvalRequestId && (
            <DetailField label={COPY.approvedBy}>
              <span data-testid="transfer-approvers">{t.approvedByNames.join(', ') || '—'}</span>
            </DetailField>
          )}
          <DetailField label={COPY.approval}>
            {t.approvalRequestId ? (
              <Anchor component={Link} to={`/approvals/dashboard?request=${t.approvalRequestId}`}>
                {COPY.openApproval}
              </Anchor>
            ) : (
              COPY.noApproval
            )}
          </DetailField>
        </DetailFields>
      </DetailSection>
      <Receipt t={t} />
    </DetailView>
  );
}
