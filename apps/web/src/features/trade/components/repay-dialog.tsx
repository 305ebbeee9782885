// Repay an advance, all or part, from a wallet: the amount (at most what is owed) and the wallet, then the PIN.
// Not enough money or more than owed shows under the amount; a wrong PIN in the PIN dialog.
import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { ErrorCode, type TradeAdvance } from '@paydesk/contracts';
import { parseNaira } from '@paydesk/money';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useRepayMutation } from '../api/repay-mutation.ts';
import { repaymentWalletsQuery } from '../api/wallets-query.ts';
import { TRADE_COPY } from '../copy.ts';

const COPY = TRADE_COPY.repay;

export function RepayDialog({
  advance,
  opened,
  onClose,
}: {
  advance: TradeAdvance;
  opened: boolean;
  onClose: () => void;
}) {
  const wallets = useQuery({ ...repaymentWalletsQuery(), enabled: opened });
  const repay = useRepayMutation(advance._id);
  const [amountText, setAmountText] = useState('');
  const [walletId, setWalletId] = useState('');
  const [step, setStep] = useState<'details' | 'pin'>('details');
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const active = (wallets.data ?? []).filter((w) => w.status === 'active');

  // biome-ignore lint/correctness/useExhaustiveDependencies: resets on open only
  useEffect(() => {
    if (!opened) return;
    setAmountText((advance.outstanding / 100).toFixed(2));
    setStep('details');
    setTouched(false);
    setRefusal(null);
    repay.reset();
  }, [opened]);
  useEffect(() => {
    if (!walletId && active.length > 0)
      setWalletId(active.find((w) => w.purpose === 'main')?._id ?? active[0]!._id);
  }, [active, walletId]);

  const parsed = parseNaira(amountText.trim());
  const amount = parsed !== null && parsed > 0 ? parsed : null;
  const amountError =
    amount === null ? TRADE_COPY.form.amountError : amount > advance.outstanding ? COPY.tooMuch : null;

  if (step === 'pin')
    return (
      <PinDialog
        opened={opened}
        what={COPY.what(formatMinorAsNaira(amount ?? 0))}
        busy={repay.isPending}
        error={repay.error}
        onClose={onClose}
        onConfirm={(pin) =>
          repay.mutate(
            { amount: amount!, pin, walletId },
            {
              onSuccess: (answer) => {
                showToast({
                  kind: 'success',
                  message: answer.data.status === 'repaid' ? COPY.fullyRepaid : COPY.done,
                });
                onClose();
              },
              onError: (error) => {
                const failure = toApiError(error);
                if (
                  failure.code === ErrorCode.insufficientFunds ||
                  failure.code === ErrorCode.validation ||
                  failure.code === ErrorCode.limitExceeded
                ) {
                  setRefusal(failure.message);
                  setStep('details');
                }
              },
            },
          )
        }
      >
        <Text size="sm">
          {formatMinorAsNaira(amount ?? 0)} for invoice <b>{advance.invoiceNumber}</b>
        </Text>
      </PinDialog>
    );

  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={COPY.title}
      description={COPY.owed(formatMinorAsNaira(advance.outstanding))}
    >
      <Stack gap="sm">
        <TextInput
          label={COPY.amount}
          inputMode="decimal"
          value={amountText}
          onChange={(e) => {
            setAmountText(e.currentTarget.value);
            setRefusal(null);
          }}
          error={refusal ?? (touched ? amountError : null)}
          rightSectionWidth={90}
          rightSection={
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => setAmountText((advance.outstanding / 100).toFixed(2))}
            >
              {COPY.all}
            </Button>
          }
        />
        <NativeSelect
          label={COPY.wallet}
          value={walletId}
          onChange={(e) => setWalletId(e.currentTarget.value)}
          data={active.map((w) => ({ value: w._id, label: `${w.name} · ${formatMinorAsNaira(w.balance)}` }))}
        />
        <Button
          onClick={() => {
            setTouched(true);
            if (!amountError && walletId) setStep('pin');
          }}
        >
          {TRADE_COPY.details.repay}
        </Button>
      </Stack>
    </AppDialog>
  );
}
