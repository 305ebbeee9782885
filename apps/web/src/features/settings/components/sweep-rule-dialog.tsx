// Setting up a sweep rule: the wallet, a confirmed settlement account, the floor kept in the wallet, how often and
// from when; the transaction PIN confirms it. A workflow may hold it for approval (the server's message says so).
import { Alert, Button, Group, NumberInput, Select, Stack } from '@mantine/core';
import {
  RECURRING_FREQUENCIES,
  type RecurringFrequency,
  type SettlementAccount,
  WEEKDAYS,
} from '@paydesk/contracts';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { DateField } from '@/components/date-field.tsx';
import { PinDialog } from '@/components/pin/pin-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { lagosToday } from '@/lib/format/time.ts';
import { useCreateSweepRule } from '../api/sweep-rules.ts';
import { SETTINGS_COPY } from '../copy.ts';
import { fieldError, formError } from '../logic/server-errors.ts';

const COPY = SETTINGS_COPY.settlements;
const FIELDS = ['walletId', 'settlementAccountId', 'floor', 'frequency', 'day', 'startDate'];
const MONTH_DAYS = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

export function SweepRuleDialog({
  opened,
  onClose,
  wallets,
  accounts,
}: {
  opened: boolean;
  onClose: () => void;
  wallets: { id: string; name: string }[];
  accounts: SettlementAccount[];
}) {
  const create = useCreateSweepRule();
  const [walletId, setWalletId] = useState<string | null>(wallets[0]?.id ?? null);
  const [accountId, setAccountId] = useState<string | null>(accounts[0]?.id ?? null);
  const [floor, setFloor] = useState<number | string>('');
  const [frequency, setFrequency] = useState<RecurringFrequency>('weekly');
  const [day, setDay] = useState<string | null>('5');
  const [startDate, setStartDate] = useState(lagosToday());
  const [asking, setAsking] = useState(false);
  const floorKobo = typeof floor === 'number' ? Math.round(floor * 100) : Number.NaN;
  const ready = walletId && accountId && Number.isFinite(floorKobo) && (frequency === 'daily' || day);
  const close = () => {
    create.reset();
    setAsking(false);
    onClose();
  };
  const body = {
    walletId: walletId ?? '',
    settlementAccountId: accountId ?? '',
    floor: floorKobo,
    frequency,
    day: frequency === 'daily' ? null : Number(day),
    startDate,
  };
  const pinError = create.error && !FIELDS.some((f) => fieldError(create.error, f)) ? create.error : null;
  return (
    <>
      <AppDialog opened={opened && !asking} onClose={close} title={COPY.addRule} description={COPY.rulesHelp}>
        <Stack gap="md">
          <Select
            label={COPY.wallet}
            required
            data={wallets.map((w) => ({ value: w.id, label: w.name }))}
            value={walletId}
            onChange={setWalletId}
            allowDeselect={false}
            error={fieldError(create.error, 'walletId')}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={COPY.to}
            required
            data={accounts.map((a) => ({
              value: a.id,
              label: `${a.accountName} · ${a.accountNumber} (${a.bankName ?? a.bankCode})`,
            }))}
            value={accountId}
            onChange={setAccountId}
            allowDeselect={false}
            error={fieldError(create.error, 'settlementAccountId')}
            comboboxProps={{ withinPortal: true }}
          />
          <NumberInput
            label={COPY.floor}
            description={COPY.floorHelp}
            required
            min={0}
            decimalScale={2}
            thousandSeparator=","
            value={floor}
            onChange={setFloor}
            error={fieldError(create.error, 'floor')}
          />
          <Group grow align="flex-start">
            <Select
              label={COPY.frequency}
              required
              data={RECURRING_FREQUENCIES.map((f) => ({ value: f, label: COPY.frequencies[f] }))}
              value={frequency}
              onChange={(f) => {
                const next = (f ?? 'weekly') as RecurringFrequency;
                setFrequency(next);
                setDay(next === 'weekly' ? '5' : next === 'monthly' ? '1' : null);
              }}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            {frequency !== 'daily' && (
              <Select
                label={frequency === 'weekly' ? COPY.weekday : COPY.dayOfMonth}
                required
                data={
                  frequency === 'weekly'
                    ? WEEKDAYS.map((name, i) => ({ value: String(i + 1), label: name }))
                    : MONTH_DAYS
                }
                value={day}
                onChange={setDay}
                allowDeselect={false}
                error={fieldError(create.error, 'day')}
                comboboxProps={{ withinPortal: true }}
              />
            )}
          </Group>
          <DateField
            label={COPY.startDate}
            required
            value={startDate}
            onChange={(d) => setStartDate(d || lagosToday())}
            min={lagosToday()}
            error={fieldError(create.error, 'startDate')}
          />
          {create.error && !pinError && formError(create.error, FIELDS) && (
            <Alert color="red" role="alert">
              {formError(create.error, FIELDS)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button disabled={!ready} onClick={() => setAsking(true)} data-testid="sweep-rule-continue">
              {COPY.create}
            </Button>
          </Group>
        </Stack>
      </AppDialog>
      <PinDialog
        opened={opened && asking}
        what={COPY.pinWhat}
        busy={create.isPending}
        error={pinError}
        onClose={() => setAsking(false)}
        onConfirm={(pin) =>
          create.mutate(
            { ...body, pin },
            {
              onSuccess: (answer) => {
                showToast({
                  kind: answer.data && 'requestId' in answer.data ? 'info' : 'success',
                  message: answer.message,
                });
                close();
              },
              onError: (error) => {
                // A field the form shows: back to the form.
                if (FIELDS.some((f) => fieldError(error, f))) setAsking(false);
              },
            },
          )
        }
      />
    </>
  );
}
