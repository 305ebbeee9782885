// The form of a recurring transfer, in a dialog: to a beneficiary or another wallet, amount, how often (daily,
// weekly on a weekday, monthly on a day), start, and an end date or a number of transfers; then the PIN. Editing
// shows the same fields with the schedule's values (the destination and source stay).
import {
  Button,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type RecurringFrequency, type RecurringTransfer, timingIssues, WEEKDAYS } from '@paydesk/contracts';
import { parseNaira } from '@paydesk/money';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { DateField } from '@/components/date-field.tsx';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { useAccounts } from '@/components/wallet-accounts/accounts-query.ts';
import { pickSource, useDefaultSourceWalletId } from '@/components/wallet-accounts/default-source.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { lagosToday } from '@/lib/format/time.ts';
import { useBeneficiaries } from '../api/beneficiaries-query.ts';
import { useCreateRecurringTransfer, useEditRecurringTransfer } from '../api/recurring-transfer-mutations.ts';
import { RECURRING_COPY as COPY } from '../recurring-copy.ts';

type Ends = 'never' | 'date' | 'count';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** The schedule being edited; none to create one. */
  editing?: RecurringTransfer | null;
}

export function RecurringTransferDialog({ opened, onClose, editing }: Props) {
  return (
    <AppDialog opened={opened} onClose={onClose} title={editing ? COPY.edit : COPY.create} size="lg">
      {opened && (
        <RecurringTransferForm key={editing?._id ?? 'new'} editing={editing ?? null} onDone={onClose} />
      )}
    </AppDialog>
  );
}

function RecurringTransferForm({
  editing,
  onDone,
}: {
  editing: RecurringTransfer | null;
  onDone: () => void;
}) {
  const wallets = useAccounts();
  const active = (wallets.data?.accounts ?? []).filter((w) => w.status === 'active');
  const beneficiaries = useBeneficiaries('transfers', { page: 1 }, 100);
  const [sourceId, setSourceId] = useState('');
  const [mode, setMode] = useState<'beneficiary' | 'wallet'>('beneficiary');
  const [beneficiaryId, setBeneficiaryId] = useState('');
  const [walletId, setWalletId] = useState('');
  const [amountText, setAmountText] = useState(editing ? String(editing.amount / 100) : '');
  const [narration, setNarration] = useState(editing?.narration ?? '');
  const [frequency, setFrequency] = useState<RecurringFrequency>(editing?.frequency ?? 'monthly');
  const [day, setDay] = useState<number | null>(editing?.day ?? 1);
  const [startDate, setStartDate] = useState(editing?.startDate ?? lagosToday());
  const [ends, setEnds] = useState<Ends>(editing?.endDate ? 'date' : editing?.count ? 'count' : 'never');
  const [endDate, setEndDate] = useState(editing?.endDate ?? '');
  const [count, setCount] = useState<number | string>(editing?.count ?? 12);
  const [touched, setTouched] = useState(false);
  const [pinOpen, setPinOpen] = useState(false);
  const create = useCreateRecurringTransfer();
  const edit = useEditRecurringTransfer(editing?._id ?? '');
  const mutation = editing ? edit : create;

  const defaultSource = useDefaultSourceWalletId();
  const source = pickSource(active, sourceId, defaultSource.data);
  const kobo = parseNaira(amountText.trim());
  const amount = kobo !== null && kobo > 0 ? kobo : null;
  const timing = {
    frequency,
    day: frequency === 'daily' ? null : day,
    startDate,
    endDate: ends === 'date' ? endDate || null : null,
    count: ends === 'count' ? Number(count) || null : null,
  };
  const issues = Object.fromEntries(timingIssues(timing).map((i) => [i.path, i.message]));
  const recipientError =
    !editing && !(mode === 'beneficiary' ? beneficiaryId : walletId) ? COPY.recipientError : null;
  const valid = amount !== null && !recipientError && Object.keys(issues).length === 0 && Boolean(startDate);

  const confirm = (pin: string) => {
    const done = (message: string) => {
      showToast({ kind: 'success', message });
      onDone();
    };
    if (editing)
      edit.mutate(
        { amount: amount ?? undefined, narration, ...timing, pin },
        { onSuccess: (answer) => done(answer.message) },
      );
    else
      create.mutate(
        {
          sourceWalletId: source?._id ?? '',
          ...(mode === 'beneficiary' ? { beneficiaryId } : { destinationWalletId: walletId }),
          amount: amount ?? 0,
          narration,
          ...timing,
          pin,
        },
        {
          onSuccess: (answer) => done('requestId' in answer.data ? COPY.approvalSent : answer.message),
        },
      );
  };

  return (
    <Stack gap="md">
      {!editing && (
        <>
          <NativeSelect
            label={COPY.source}
            data={active.map((w) => ({
              value: w._id,
              label: `${w.name} · ${formatMinorAsNaira(w.balance)}`,
            }))}
            value={source?._id ?? ''}
            onChange={(e) => setSourceId(e.currentTarget.value)}
          />
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {COPY.to}
            </Text>
            <SegmentedControl
              value={mode}
              onChange={(value) => setMode(value as 'beneficiary' | 'wallet')}
              data={[
                { value: 'beneficiary', label: COPY.toBeneficiary },
                { value: 'wallet', label: COPY.toWallet },
              ]}
            />
          </Stack>
          {mode === 'beneficiary' ? (
            <Select
              label={COPY.beneficiary}
              data={(beneficiaries.data?.docs ?? []).map((b) => ({
                value: b._id,
                label: `${b.nickname ?? b.accountName} · ${b.accountNumber}`,
              }))}
              value={beneficiaryId || null}
              onChange={(id) => setBeneficiaryId(id ?? '')}
              searchable
              error={touched ? recipientError : null}
              data-testid="recurring-beneficiary"
            />
          ) : (
            <NativeSelect
              label={COPY.wallet}
              data={[
                { value: '', label: '—' },
                ...active.filter((w) => w._id !== source?._id).map((w) => ({ value: w._id, label: w.name })),
              ]}
              value={walletId}
              onChange={(e) => setWalletId(e.currentTarget.value)}
              error={touched ? recipientError : null}
            />
          )}
        </>
      )}
      <TextInput
        label={COPY.amount}
        inputMode="decimal"
        value={amountText}
        onChange={(e) => setAmountText(e.currentTarget.value)}
        error={touched && amount === null ? COPY.amountError : null}
        data-testid="recurring-amount"
      />
      <TextInput
        label={COPY.narration}
        maxLength={100}
        value={narration}
        onChange={(e) => setNarration(e.currentTarget.value)}
      />
      <NativeSelect
        label={COPY.frequency}
        data={(['daily', 'weekly', 'monthly'] as const).map((f) => ({
          value: f,
          label: COPY.frequencies[f],
        }))}
        value={frequency}
        onChange={(e) => {
          const next = e.currentTarget.value as RecurringFrequency;
          setFrequency(next);
          setDay(next === 'daily' ? null : 1);
        }}
        data-testid="recurring-frequency"
      />
      {frequency === 'weekly' && (
        <NativeSelect
          label={COPY.weekday}
          data={WEEKDAYS.map((name, i) => ({ value: String(i + 1), label: name }))}
          value={String(day ?? 1)}
          onChange={(e) => setDay(Number(e.currentTarget.value))}
          error={touched ? issues.day : null}
        />
      )}
      {frequency === 'monthly' && (
        <NumberInput
          label={COPY.dayOfMonth}
          description={COPY.dayOfMonthHint}
          min={1}
          max={31}
          allowDecimal={false}
          value={day ?? ''}
          onChange={(v) => setDay(typeof v === 'number' ? v : null)}
          error={touched ? issues.day : null}
          data-testid="recurring-day"
        />
      )}
      <DateField
        label={COPY.startDate}
        value={startDate}
        min={editing ? undefined : lagosToday()}
        onChange={setStartDate}
        data-testid="recurring-start"
      />
      <NativeSelect
        label={COPY.ends}
        data={[
          { value: 'never', label: COPY.endsNever },
          { value: 'date', label: COPY.endsOn },
          { value: 'count', label: COPY.endsAfter },
        ]}
        value={ends}
        onChange={(e) => setEnds(e.currentTarget.value as Ends)}
        data-testid="recurring-ends"
      />
      {ends === 'date' && (
        <DateField
          label={COPY.endDate}
          value={endDate}
          min={startDate}
          onChange={setEndDate}
          error={touched ? issues.endDate : null}
        />
      )}
      {ends === 'count' && (
        <NumberInput
          label={COPY.count}
          min={1}
          allowDecimal={false}
          value={count}
          onChange={setCount}
          error={touched ? issues.count : null}
          data-testid="recurring-count"
        />
      )}
      <Button
        onClick={() => {
          setTouched(true);
          if (valid && (editing || source)) setPinOpen(true);
        }}
      >
        {COPY.continue}
      </Button>
      <PinDialog
        opened={pinOpen}
        what={editing ? COPY.whatEdit : COPY.what(formatMinorAsNaira(amount ?? 0))}
        busy={mutation.isPending}
        error={mutation.error}
        onConfirm={confirm}
        onClose={() => setPinOpen(false)}
      />
    </Stack>
  );
}
