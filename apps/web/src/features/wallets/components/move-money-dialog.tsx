// Move money between own wallets: choose the wallets and the amount, then confirm with the transaction PIN. Only
// active wallets are offered as the source (frozen and closed ones cannot send); a refusal about a wallet (frozen,
// closed, not enough money) shows under that wallet's field, not under the PIN as if the PIN were wrong.
import { Alert, Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { APPROVAL_MESSAGES, ErrorCode, type Wallet } from '@paydesk/contracts';
import { useEffect, useMemo, useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { pickSource, useDefaultSourceWalletId } from '@/components/wallet-accounts/default-source.ts';
import { toApiError } from '@/lib/api/api-error.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useMoveMoney } from '../api/move-money-mutation.ts';
import { WALLETS_COPY as COPY } from '../copy.ts';
import { nairaToKobo } from '../logic/amounts.ts';

interface MoveMoneyDialogProps {
  opened: boolean;
  onClose: () => void;
  wallets: Wallet[];
  sourceWalletId?: string;
}

export function MoveMoneyDialog({ opened, onClose, wallets, sourceWalletId }: MoveMoneyDialogProps) {
  const open = useMemo(() => wallets.filter((w) => w.status !== 'closed'), [wallets]);
  const sources = useMemo(() => wallets.filter((w) => w.status === 'active'), [wallets]);
  // What the member picked (null until they pick): the form shows the defaults below meanwhile.
  const [chosenFrom, setFrom] = useState<string | null>(null);
  const [chosenTo, setTo] = useState<string | null>(null);
  const [amountText, setAmountText] = useState('');
  const [narration, setNarration] = useState('');
  const [step, setStep] = useState<'details' | 'pin'>('details');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<{ field: 'from' | 'to' | 'amount'; message: string } | null>(null);
  const move = useMoveMoney();
  const preferred = useDefaultSourceWalletId().data ?? null;
  // Until the member picks: the wallet the page is about, else their default source (Preferences), else the first
  // one — worked out on every render, so preferences that answer after the dialog opened still choose it.
  const from = pickSource(sources, chosenFrom ?? sourceWalletId, preferred)?._id ?? '';
  const to = chosenTo ?? open.find((w) => w._id !== from)?._id ?? '';

  // Reset the form only when the dialog opens, not when the wallets list refreshes behind it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on open only
  useEffect(() => {
    if (!opened) return;
    setFrom(null);
    setTo(null);
    setAmountText('');
    setNarration('');
    setStep('details');
    setTouched(false);
    setRefusal(null);
    move.reset();
  }, [opened]);

  const amount = nairaToKobo(amountText);
  const source = sources.find((w) => w._id === from);
  const errors = {
    amount: amount === null ? 'Enter an amount, e.g. 5,000 or 2500.50' : null,
    to: from && from === to ? COPY.move.sameWallet : !to ? 'Choose a wallet' : null,
  };
  const valid = !errors.amount && !errors.to && Boolean(from);
  const optionOf = (w: Wallet) => ({ value: w._id, label: `${w.name} · ${formatMinorAsNaira(w.balance)}` });
  const options = open.map(optionOf);
  const sourceOptions = sources.map(optionOf);
  const refusedOn = (field: 'from' | 'to' | 'amount') => (refusal?.field === field ? refusal.message : null);

  const confirm = (pin: string) =>
    move.mutate(
      {
        sourceWalletId: from,
        destinationWalletId: to,
        amount: amount!,
        narration: narration || undefined,
        pin,
      },
      {
        onSuccess: (answer) => {
          showToast(
            answer.gated
              ? { kind: 'info', message: answer.message || APPROVAL_MESSAGES.sentForApproval }
              : { kind: 'success', message: COPY.move.done },
          );
          onClose();
        },
        onError: (error) => {
          const failure = toApiError(error);
          // Not enough money: about the amount.
          if (failure.code === ErrorCode.insufficientFunds) {
            setRefusal({ field: 'amount', message: failure.message });
          } else if (failure.code === ErrorCode.walletUnavailable) {
            // The message names the wallet it is about ('Savings is frozen; …').
            const about = open.find((w) => w._id === to && failure.message.startsWith(w.name))
              ? 'to'
              : 'from';
            setRefusal({ field: about, message: failure.message });
          } else {
            return;
          }
          setStep('details');
        },
      },
    );

  if (step === 'pin') {
    const destination = open.find((w) => w._id === to);
    return (
      <PinDialog
        opened={opened}
        what={`moving ${formatMinorAsNaira(amount ?? 0)}`}
        busy={move.isPending}
        error={move.error}
        onConfirm={confirm}
        onClose={onClose}
      >
        <Text size="sm">
          {formatMinorAsNaira(amount ?? 0)} from <b>{source?.name}</b> to <b>{destination?.name}</b>
        </Text>
      </PinDialog>
    );
  }

  return (
    <AppDialog opened={opened} onClose={onClose} title={COPY.move.title} description={COPY.move.description}>
      <Stack gap="md">
        <NativeSelect
          size="md"
          label={COPY.move.from}
          data={sourceOptions}
          value={from}
          onChange={(e) => {
            setFrom(e.currentTarget.value);
            setRefusal(null);
          }}
          description={
            source
              ? `${COPY.move.available(formatMinorAsNaira(source.balance))}${
                  sources.length < open.length ? ` ${COPY.move.onlyActiveSources}` : ''
                }`
              : undefined
          }
          error={refusedOn('from')}
        />
        <NativeSelect
          size="md"
          label={COPY.move.to}
          data={[{ value: '', label: 'Choose a wallet' }, ...options]}
          value={to}
          onChange={(e) => {
            setTo(e.currentTarget.value);
            setRefusal(null);
          }}
          error={(touched ? errors.to : null) ?? refusedOn('to')}
        />
        <TextInput
          label={COPY.move.amount}
          inputMode="decimal"
          placeholder="0.00"
          value={amountText}
          onChange={(e) => {
            setAmountText(e.currentTarget.value);
            setRefusal(null);
          }}
          error={(touched ? errors.amount : null) ?? refusedOn('amount')}
        />
        <TextInput
          label={COPY.move.narration}
          maxLength={100}
          value={narration}
          onChange={(e) => setNarration(e.currentTarget.value)}
        />
        {(open.length < 2 || sources.length === 0) && (
          <Alert color="blue" variant="light">
            Add another wallet to move money between wallets.
          </Alert>
        )}
        <Button
          onClick={() => {
            setTouched(true);
            if (valid) setStep('pin');
          }}
          disabled={open.length < 2 || sources.length === 0}
        >
          {COPY.move.continue}
        </Button>
      </Stack>
    </AppDialog>
  );
}
