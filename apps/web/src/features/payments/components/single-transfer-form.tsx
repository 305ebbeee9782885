// One transfer: from a wallet to a beneficiary or a new account (checked by name enquiry), amount and narration;
// a summary with the fee before the PIN. Not enough money or above the member's limits shows under the amount, like
// moving money; a wrong PIN shows in the PIN dialog.
import {
  Button,
  Checkbox,
  NativeSelect,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type ApprovalPending, ErrorCode, type Transfer } from '@paydesk/contracts';
import { parseNaira } from '@paydesk/money';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { bankLabel } from '@/components/banks/bank-select.ts';
import { useBanks } from '@/components/banks/banks-query.ts';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { pickSource, useDefaultSourceWalletId } from '@/components/wallet-accounts/default-source.ts';
import { toApiError } from '@/lib/api/api-error.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useBeneficiaries } from '../api/beneficiaries-query.ts';
import { useFeeQuote } from '../api/fee-schedule-query.ts';
import { useSingleTransfer } from '../api/single-transfer-mutation.ts';
import { TRANSFER_COPY as COPY } from '../copy.ts';
import { AccountPicker, useAccountCheck } from './account-picker.tsx';
import { TransferOutcome } from './transfer-outcome.tsx';

const AMOUNT_REFUSALS = new Set<string>([ErrorCode.insufficientFunds, ErrorCode.limitExceeded]);

export function SingleTransferForm() {
  const wallets = useAccounts();
  const sources = (wallets.data?.accounts ?? []).filter((w) => w.status === 'active');
  const beneficiaries = useBeneficiaries('transfers', { page: 1 }, 100);
  const banks = useBanks();
  const [sourceId, setSourceId] = useState('');
  const [mode, setMode] = useState<'beneficiary' | 'account'>('beneficiary');
  const [beneficiaryId, setBeneficiaryId] = useState('');
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [amountText, setAmountText] = useState('');
  const [narration, setNarration] = useState('');
  const [save, setSave] = useState(false);
  const [touched, setTouched] = useState(false);
  const [step, setStep] = useState<'details' | 'summary' | 'pin'>('details');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [result, setResult] = useState<Transfer | ApprovalPending | null>(null);
  const send = useSingleTransfer();
  const check = useAccountCheck(mode === 'account' ? bankCode : '', accountNumber);

  const defaultSource = useDefaultSourceWalletId();
  const source = pickSource(sources, sourceId, defaultSource.data);
  const kobo = parseNaira(amountText.trim());
  const amount = kobo !== null && kobo > 0 ? kobo : null;
  const beneficiary = beneficiaries.data?.docs.find((b) => b._id === beneficiaryId);
  const fees = useFeeQuote(amount);
  const fee = beneficiary?.isPaydeskWallet
    ? (fees.data?.walletTransferFee ?? 0)
    : (fees.data?.quote?.fee ?? 0);
  const recipient: { name: string; bank: string; number: string } | null =
    mode === 'beneficiary'
      ? beneficiary
        ? {
            name: beneficiary.accountName,
            bank: bankLabel(banks.data, beneficiary.bankCode, beneficiary.bankName),
            number: beneficiary.accountNumber,
          }
        : null
      : check.accountName
        ? {
            name: check.accountName,
            bank: bankLabel(banks.data, bankCode),
            number: accountNumber,
          }
        : null;
  const errors = {
    amount: amount === null ? COPY.amountError : null,
    recipient: recipient ? null : 'Choose a beneficiary or enter an account we can check',
  };

  const reset = () => {
    setResult(null);
    setAmountText('');
    setNarration('');
    setTouched(false);
    setRefusal(null);
    setStep('details');
    send.reset();
  };

  const confirm = (pin: string) =>
    send.mutate(
      {
        sourceWalletId: source?._id ?? '',
        ...(mode === 'beneficiary' ? { beneficiaryId } : { bankCode, accountNumber, saveBeneficiary: save }),
        amount: amount ?? 0,
        narration,
        pin,
      },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setStep('details');
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

  if (result) return <TransferOutcome result={result} onAnother={reset} />;

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} maw={640}>
      <Stack gap="md">
        <NativeSelect
          label={COPY.source}
          data={sources.map((w) => ({ value: w._id, label: `${w.name} · ${formatMinorAsNaira(w.balance)}` }))}
          value={source?._id ?? ''}
          onChange={(e) => setSourceId(e.currentTarget.value)}
          description={source ? COPY.available(formatMinorAsNaira(source.balance)) : undefined}
          data-testid="transfer-source"
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {COPY.to}
          </Text>
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value as 'beneficiary' | 'account')}
            data={[
              { value: 'beneficiary', label: COPY.toBeneficiary },
              { value: 'account', label: COPY.toAccount },
            ]}
          />
        </Stack>
        {mode === 'beneficiary' ? (
          <Select
            label={COPY.beneficiary}
            placeholder={COPY.beneficiaryPlaceholder}
            data={(beneficiaries.data?.docs ?? []).map((b) => ({
              value: b._id,
              label: `${b.nickname ?? b.accountName} · ${b.accountNumber}`,
            }))}
            value={beneficiaryId || null}
            onChange={(id) => setBeneficiaryId(id ?? '')}
            searchable
            error={touched ? errors.recipient : null}
            data-testid="transfer-beneficiary"
          />
        ) : (
          <>
            <AccountPicker
              bankCode={bankCode}
              accountNumber={accountNumber}
              onBankChange={setBankCode}
              onAccountNumberChange={setAccountNumber}
              check={check}
              testId="transfer"
            />
            <Checkbox
              label={COPY.saveBeneficiary}
              checked={save}
              onChange={(e) => setSave(e.currentTarget.checked)}
            />
          </>
        )}
        <TextInput
          label={COPY.amount}
          inputMode="decimal"
          placeholder="0.00"
          value={amountText}
          onChange={(e) => {
            setAmountText(e.currentTarget.value);
            setRefusal(null);
          }}
          error={(touched ? errors.amount : null) ?? refusal}
          data-testid="transfer-amount"
        />
        <TextInput
          label={COPY.narration}
          maxLength={100}
          value={narration}
          onChange={(e) => setNarration(e.currentTarget.value)}
        />
        <Button
          onClick={() => {
            setTouched(true);
            if (!errors.amount && !errors.recipient && source) setStep('summary');
          }}
          disabled={!source}
        >
          {COPY.continue}
        </Button>
      </Stack>
      <AppDialog opened={step === 'summary'} onClose={() => setStep('details')} title={COPY.summaryTitle}>
        <Stack gap="md">
          <Stack gap={4} data-testid="transfer-summary">
            <Text size="sm">
              {COPY.recipient}: <b>{recipient?.name}</b> · {recipient?.bank} · {recipient?.number}
            </Text>
            <Text size="sm">
              {COPY.source}: {source?.name}
            </Text>
            <Text size="sm">
              {COPY.amountLabel}: {formatMinorAsNaira(amount ?? 0)}
            </Text>
            <Text size="sm">
              {COPY.fee}: {formatMinorAsNaira(fee)}
            </Text>
            <Text size="sm" fw={600}>
              {COPY.total}: {formatMinorAsNaira((amount ?? 0) + fee)}
            </Text>
          </Stack>
          <Button onClick={() => setStep('pin')}>{COPY.toPin}</Button>
        </Stack>
      </AppDialog>
      <PinDialog
        opened={step === 'pin'}
        what={COPY.what(formatMinorAsNaira(amount ?? 0))}
        busy={send.isPending}
        error={send.error && !refusal ? send.error : null}
        onConfirm={confirm}
        onClose={() => setStep('details')}
      />
    </Paper>
  );
}
