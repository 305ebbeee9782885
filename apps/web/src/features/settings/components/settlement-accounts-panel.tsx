// Settlement accounts: the list (pending ones can take their code), adding one in two steps — the bank account,
// checked by name enquiry, then the code we email — and removing one after a confirmation.
import { Alert, Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { SettlementAccount } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { bankSelectProps } from '@/components/banks/bank-option.tsx';
import { useBanks } from '@/components/banks/banks-query.ts';
import { CodeInput } from '@/components/code-input.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { showToast } from '@/components/toast.tsx';
import {
  useAddSettlementAccount,
  useConfirmSettlementAccount,
  useRemoveSettlementAccount,
  useResendSettlementCode,
  useSettlementAccounts,
} from '../api/settlement-accounts.ts';
import { SETTINGS_COPY } from '../copy.ts';
import { fieldError, formError } from '../logic/server-errors.ts';

const COPY = SETTINGS_COPY.settlements;

type Step = { kind: 'account' } | { kind: 'code'; account: SettlementAccount; email: string };

function AddAccountDialog({ start, onClose }: { start: Step | null; onClose: () => void }) {
  const banks = useBanks();
  const add = useAddSettlementAccount();
  const confirm = useConfirmSettlementAccount();
  const resend = useResendSettlementCode();
  const [step, setStep] = useState<Step | null>(start);
  const [bankCode, setBankCode] = useState<string | null>(null);
  const [accountNumber, setAccountNumber] = useState('');
  const [code, setCode] = useState('');
  const close = () => {
    add.reset();
    confirm.reset();
    setCode('');
    setAccountNumber('');
    setBankCode(null);
    setStep(null);
    onClose();
  };
  const submitCode = (value: string) =>
    step?.kind === 'code' &&
    confirm.mutate(
      { id: step.account.id, code: value },
      {
        onSuccess: (answer) => {
          showToast({ kind: 'success', message: answer.message });
          close();
        },
        onError: () => setCode(''),
      },
    );
  return (
    <AppDialog opened={start !== null} onClose={close} title={COPY.addAccount}>
      {step?.kind === 'code' ? (
        <Stack gap="md">
          <Text size="sm">{COPY.codeHelp(step.email, step.account.accountName)}</Text>
          <CodeInput
            label={COPY.code}
            value={code}
            onChange={setCode}
            onComplete={submitCode}
            error={confirm.error ? formError(confirm.error, []) : undefined}
          />
          {confirm.error && (
            <Text size="sm" c="red" role="alert">
              {formError(confirm.error, [])}
            </Text>
          )}
          <Group justify="space-between">
            <Button
              variant="subtle"
              loading={resend.isPending}
              onClick={() =>
                resend.mutate(step.account.id, {
                  onSuccess: (answer) => showToast({ kind: 'success', message: answer.message }),
                })
              }
            >
              {COPY.resend}
            </Button>
            <Button
              loading={confirm.isPending}
              disabled={code.length < 6}
              onClick={() => submitCode(code)}
              data-testid="confirm-settlement-account"
            >
              {COPY.confirm}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Select
            label={COPY.bank}
            searchable
            required
            {...bankSelectProps(banks.data)}
            value={bankCode}
            onChange={setBankCode}
            error={fieldError(add.error, 'bankCode')}
            comboboxProps={{ withinPortal: true }}
            data-testid="settlement-bank"
          />
          <TextInput
            label={COPY.accountNumber}
            required
            inputMode="numeric"
            maxLength={10}
            value={accountNumber}
            onChange={(e) => setAccountNumber(e.currentTarget.value.replace(/\D/g, ''))}
            error={fieldError(add.error, 'accountNumber')}
          />
          {formError(add.error, ['bankCode', 'accountNumber']) && (
            <Alert color="red" role="alert">
              {formError(add.error, ['bankCode', 'accountNumber'])}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              loading={add.isPending}
              disabled={!bankCode || accountNumber.length !== 10}
              onClick={() =>
                bankCode &&
                add.mutate(
                  { bankCode, accountNumber },
                  {
                    onSuccess: (answer) =>
                      setStep({ kind: 'code', account: answer.data.account, email: answer.data.email }),
                  },
                )
              }
              data-testid="add-settlement-continue"
            >
              {COPY.continue}
            </Button>
          </Group>
        </Stack>
      )}
    </AppDialog>
  );
}

export function SettlementAccountsPanel() {
  const accounts = useSettlementAccounts();
  const remove = useRemoveSettlementAccount();
  const [adding, setAdding] = useState<Step | null>(null);
  const [removing, setRemoving] = useState<SettlementAccount | null>(null);
  const columns: ColumnDef<SettlementAccount>[] = [
    {
      id: 'account',
      header: COPY.account,
      cell: ({ row }) => (
        <div>
          <Text size="sm" fw={500}>
            {row.original.accountName}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.accountNumber} · {row.original.bankName}
          </Text>
        </div>
      ),
    },
    {
      id: 'status',
      header: COPY.status,
      cell: ({ row }) => (
        <Badge variant="light" color={row.original.status === 'active' ? 'green' : 'yellow'}>
          {row.original.status === 'active' ? COPY.active : COPY.pending}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: '',
      cell: ({ row }) => (
        <Group gap="xs" justify="flex-end" wrap="nowrap">
          {row.original.status === 'pending' && (
            <Button
              size="xs"
              variant="light"
              onClick={() => setAdding({ kind: 'code', account: row.original, email: '' })}
            >
              {COPY.enterCode}
            </Button>
          )}
          <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(row.original)}>
            {COPY.remove}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <DataTable
        label={COPY.accounts}
        columns={columns}
        rows={accounts.data}
        getRowId={(a) => a.id}
        loading={accounts.isPending}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
        empty={{ header: COPY.noAccounts, subHeader: COPY.accountsHelp }}
        rowTestId="settlement-account-row"
        minWidth={480}
      />
      <Group justify="flex-end">
        <Button onClick={() => setAdding({ kind: 'account' })} data-testid="add-settlement-account">
          {COPY.addAccount}
        </Button>
      </Group>
      {adding && <AddAccountDialog start={adding} onClose={() => setAdding(null)} />}
      <ConfirmDialog
        opened={removing !== null}
        question={removing ? COPY.removeQuestion(removing.accountName) : ''}
        confirmLabel={COPY.remove}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: (answer) => {
              showToast({ kind: 'success', message: answer.message });
              setRemoving(null);
            },
            onError: () => setRemoving(null),
          })
        }
      />
    </Stack>
  );
}
