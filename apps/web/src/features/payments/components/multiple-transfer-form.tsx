// Several transfers in one form: add and remove lines, see the count, total and fees, confirm with the PIN (each
// recipient named with its bank and number), then the batch's result per line. Not enough money or above the limits
// shows under the totals; a line that repeats an earlier one exactly (same account, amount and narration) is flagged
// and sent only once the repeats are confirmed.
import { Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { ErrorCode, MULTIPLE_TRANSFER_MAX_LINES } from '@paydesk/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppDialog } from '@/components/app-dialog.tsx';
import { useBanks } from '@/components/banks/banks-query.ts';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { pickSource, useDefaultSourceWalletId } from '@/components/wallet-accounts/default-source.ts';
import { toApiError } from '@/lib/api/api-error.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useBeneficiaries } from '../api/beneficiaries-query.ts';
import { useFeeQuote } from '../api/fee-schedule-query.ts';
import { useMultipleTransfer } from '../api/multiple-transfer-mutation.ts';
import { MULTIPLE_COPY as COPY, TRANSFER_COPY } from '../copy.ts';
import {
  emptyLine,
  lineAmount,
  lineDuplicates,
  lineReady,
  lineRecipient,
  lineTotals,
  requestLines,
  type TransferLine,
} from '../logic/transfer-lines.ts';
import { DuplicatesNotice } from './duplicates-notice.tsx';
import { TransferLineFields } from './transfer-line-fields.tsx';
import { ApprovalSent } from './transfer-outcome.tsx';

const AMOUNT_REFUSALS = new Set<string>([ErrorCode.insufficientFunds, ErrorCode.limitExceeded]);

export function MultipleTransferForm() {
  const navigate = useNavigate();
  const wallets = useAccounts();
  const sources = (wallets.data?.accounts ?? []).filter((w) => w.status === 'active');
  const beneficiaries = useBeneficiaries('transfers', { page: 1 }, 100).data?.docs ?? [];
  const banks = useBanks();
  const fees = useFeeQuote(null);
  const [sourceId, setSourceId] = useState('');
  const [lines, setLines] = useState<TransferLine[]>(() => [emptyLine(), emptyLine()]);
  const [narration, setNarration] = useState('');
  const [touched, setTouched] = useState(false);
  const [step, setStep] = useState<'details' | 'summary' | 'pin'>('details');
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = useMultipleTransfer();
  const defaultSource = useDefaultSourceWalletId();
  const source = pickSource(sources, sourceId, defaultSource.data);
  const totals = lineTotals(lines, fees.data, beneficiaries);
  const ready = lines.every(lineReady);
  const duplicateOf = lineDuplicates(lines, beneficiaries, narration);
  const duplicateCount = duplicateOf.filter((first) => first !== null).length;
  const [duplicatesConfirmed, setDuplicatesConfirmed] = useState(false);

  const patch = (key: string, change: Partial<TransferLine>) => {
    setRefusal(null);
    setDuplicatesConfirmed(false);
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...change } : line)));
  };
  const confirm = (pin: string) =>
    send.mutate(
      {
        sourceWalletId: source?._id ?? '',
        pin,
        narration,
        lines: requestLines(lines),
        ...(duplicateCount > 0 && duplicatesConfirmed ? { confirmDuplicates: true } : {}),
      },
      {
        onSuccess: (answer) => {
          setStep('details');
          if ('_id' in answer) navigate(`/payments/transfers/batches/${answer._id}`);
        },
        onError: (error) => {
          const failure = toApiError(error);
          if (AMOUNT_REFUSALS.has(failure.code ?? '')) {
            setRefusal(failure.message);
            setStep('details');
          }
        },
      },
    );

  if (send.data && 'requestId' in send.data) return <ApprovalSent />;

  const summary = (
    <Stack gap={2} data-testid="multiple-totals">
      <Text size="sm">{COPY.count(totals.count)}</Text>
      <Text size="sm">
        {TRANSFER_COPY.amountLabel}: {formatMinorAsNaira(totals.amount)}
      </Text>
      <Text size="sm">
        {TRANSFER_COPY.fee}: {formatMinorAsNaira(totals.fees)}
      </Text>
      <Text size="sm" fw={600}>
        {TRANSFER_COPY.total}: {formatMinorAsNaira(totals.total)}
      </Text>
    </Stack>
  );

  return (
    <Stack gap="md" maw={760}>
      <NativeSelect
        label={TRANSFER_COPY.source}
        data={sources.map((w) => ({ value: w._id, label: `${w.name} · ${formatMinorAsNaira(w.balance)}` }))}
        value={source?._id ?? ''}
        onChange={(e) => setSourceId(e.currentTarget.value)}
      />
      {lines.map((line, index) => (
        <TransferLineFields
          key={line.key}
          index={index}
          line={line}
          beneficiaries={beneficiaries}
          onChange={(change) => patch(line.key, change)}
          onRemove={
            lines.length > 1 ? () => setLines((current) => current.filter((l) => l.key !== line.key)) : null
          }
          error={touched && lineAmount(line) === null ? TRANSFER_COPY.amountError : null}
          duplicateOf={duplicateOf[index] ?? null}
        />
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={lines.length >= MULTIPLE_TRANSFER_MAX_LINES}
          onClick={() => setLines((current) => [...current, emptyLine()])}
        >
          {COPY.addLine}
        </Button>
      </Group>
      <TextInput
        label={COPY.narration}
        maxLength={100}
        value={narration}
        onChange={(e) => setNarration(e.currentTarget.value)}
      />
      <Paper withBorder p="md">
        <Stack gap="xs">
          <Text fw={600} size="sm">
            {COPY.totals}
          </Text>
          {summary}
          {refusal && (
            <Text size="sm" c="red" role="alert" data-testid="multiple-refusal">
              {refusal}
            </Text>
          )}
          {touched && !ready && (
            <Text size="sm" c="red">
              {COPY.lineIncomplete}
            </Text>
          )}
        </Stack>
      </Paper>
      <Button
        onClick={() => {
          setTouched(true);
          setDuplicatesConfirmed(false);
          if (ready && source) setStep('summary');
        }}
        disabled={!source}
      >
        {COPY.send}
      </Button>
      <AppDialog
        opened={step === 'summary'}
        onClose={() => setStep('details')}
        title={TRANSFER_COPY.summaryTitle}
      >
        <Stack gap="md">
          <Text size="sm">
            {TRANSFER_COPY.source}: {source?.name}
          </Text>
          <Stack gap={2} data-testid="multiple-recipients">
            {lines.map((line, index) => {
              const recipient = lineRecipient(line, beneficiaries, banks.data);
              return (
                <Text size="sm" key={line.key}>
                  {index + 1}. <b>{recipient.name}</b> · {recipient.bank} · {recipient.number} ·{' '}
                  {formatMinorAsNaira(lineAmount(line) ?? 0)}
                </Text>
              );
            })}
          </Stack>
          {summary}
          <DuplicatesNotice
            count={duplicateCount}
            confirmed={duplicatesConfirmed}
            onConfirm={setDuplicatesConfirmed}
          />
          <Button disabled={duplicateCount > 0 && !duplicatesConfirmed} onClick={() => setStep('pin')}>
            {TRANSFER_COPY.toPin}
          </Button>
        </Stack>
      </AppDialog>
      <PinDialog
        opened={step === 'pin'}
        what={TRANSFER_COPY.what(formatMinorAsNaira(totals.total))}
        busy={send.isPending}
        error={send.error && !refusal ? send.error : null}
        onConfirm={confirm}
        onClose={() => setStep('details')}
      />
    </Stack>
  );
}
