// The receipt of one transaction, with a PDF download. Every line is money that moved (decision 0018): a reversed
// one has its receipt too, and says where its money went back. A transfer's line leads to its payout drawer.
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { TRANSACTION_TYPE_LABELS, type WalletTransaction } from '@paydesk/contracts';
import { IconDownload } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { AppDialog } from '@/components/app-dialog.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDateTime } from '@/lib/format/time.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { openParamSearch } from '@/lib/url-filters/use-open-param.ts';
import { useDownloadReceipt } from '../api/downloads.ts';
import { WALLETS_COPY as COPY } from '../copy.ts';
import { SignedAmount, TransactionStatus } from './money.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" fw={500} style={{ wordBreak: 'break-word' }} component="div">
        {children}
      </Text>
    </Group>
  );
}

export function ReceiptDrawer({
  transaction,
  onClose,
}: {
  /** A dashboard line carries its fee (`fee`): the fee line itself is not listed there. */
  transaction: (WalletTransaction & { fee?: number | null }) | null;
  onClose: () => void;
}) {
  const download = useDownloadReceipt();
  // A link only to a page the member may open (the route's own permission).
  const canSeeNotes = useCan('payments.invoices.view');
  const canSeeBills = useCan('payments.bills.pay');
  const [params] = useSearchParams();
  const f = COPY.receipt.fields;
  const t = transaction;
  return (
    <AppDialog opened={Boolean(t)} onClose={onClose} title={COPY.receipt.title} variant="drawer">
      {t && (
        <Stack gap="sm" data-testid="receipt">
          <SignedAmount amount={t.amount} direction={t.direction} fz={28} />
          <Divider />
          <Field label={f.status}>
            <TransactionStatus status={t.status} />
          </Field>
          <Field label={f.type}>{TRANSACTION_TYPE_LABELS[t.type]}</Field>
          {t.fee ? (
            <Field label={f.fee}>
              <span data-testid="receipt-fee">{formatMinorAsNaira(t.fee)}</span>
            </Field>
          ) : null}
          <Field label={f.reference}>{t.reference}</Field>
          <Field label={f.date}>{formatDateTime(t.createdAt)}</Field>
          <Field label={f.wallet}>
            {t.walletName}
            {t.walletAccountNumber ? ` · ${t.walletAccountNumber}` : ''}
          </Field>
          <Field label={f.narration}>{t.narration}</Field>
          {t.counterpartyName && <Field label={f.counterparty}>{t.counterpartyName}</Field>}
          {t.counterpartyAccount && <Field label={f.counterpartyAccount}>{t.counterpartyAccount}</Field>}
          {t.counterpartyBank && <Field label={f.counterpartyBank}>{t.counterpartyBank}</Field>}
          {t.balanceAfter !== null && (
            <Field label={f.balanceAfter}>{formatMinorAsNaira(t.balanceAfter)}</Field>
          )}
          {t.status === 'reversed' && (
            <Text size="sm" c="dimmed" mt="md" data-testid="reversed-note">
              {t.direction === 'debit' ? COPY.receipt.reversedDebit : COPY.receipt.reversedCredit}
            </Text>
          )}
          <Button
            mt="md"
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate({ id: t._id, reference: t.reference })}
          >
            {COPY.receipt.download}
          </Button>
          {t.type === 'transfer_out' && (
            <Button
              component={Link}
              // The payout drawer, over this same list (?transfer=reference), in place of this receipt.
              to={{ search: openParamSearch(params, 'transfer', t.reference, ['open']) }}
              variant="default"
            >
              {COPY.receipt.transferDetails}
            </Button>
          )}
          {t.type === 'bill_payment' && canSeeBills && (
            <Button
              component={Link}
              to={`/bill-payment?search=${encodeURIComponent(t.reference)}`}
              variant="default"
            >
              {COPY.receipt.billDetails}
            </Button>
          )}
          {t.type === 'payment_note' && canSeeNotes && (
            <Button component={Link} to="/payment-history" variant="default">
              {COPY.receipt.noteDetails}
            </Button>
          )}
        </Stack>
      )}
    </AppDialog>
  );
}
