// Add a transfers beneficiary: bank and account, the bank's name shown before saving, an optional nickname.
import { Button, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { AppDialog } from '@/components/app-dialog.tsx';
import { showToast } from '@/components/toast.tsx';
import { toApiError } from '@/lib/api/api-error.ts';
import { useCreateBeneficiary } from '../api/create-beneficiary-mutation.ts';
import { ADD_BENEFICIARY_COPY as COPY, PAYMENTS_TOASTS } from '../copy.ts';
import { AccountPicker, useAccountCheck } from './account-picker.tsx';

export function AddBeneficiaryDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [nickname, setNickname] = useState('');
  const create = useCreateBeneficiary();
  const check = useAccountCheck(bankCode, accountNumber);
  const fieldErrors = create.error ? toApiError(create.error).fieldErrors : {};

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens
  useEffect(() => {
    if (!opened) return;
    setBankCode('');
    setAccountNumber('');
    setNickname('');
    create.reset();
  }, [opened]);

  const save = () =>
    create.mutate(
      { type: 'transfers', bankCode, accountNumber, nickname },
      {
        onSuccess: (result) => {
          const pending = 'requestId' in result;
          showToast({
            kind: 'success',
            message: pending ? PAYMENTS_TOASTS.approvalPending : PAYMENTS_TOASTS.beneficiaryCreated,
          });
          onClose();
        },
      },
    );

  return (
    <AppDialog opened={opened} onClose={onClose} title={COPY.title} description={COPY.description}>
      <Stack gap="md">
        <AccountPicker
          bankCode={bankCode}
          accountNumber={accountNumber}
          onBankChange={setBankCode}
          onAccountNumberChange={setAccountNumber}
          check={check}
          errors={{ bankCode: fieldErrors.bankCode?.[0], accountNumber: fieldErrors.accountNumber?.[0] }}
          testId="beneficiary"
        />
        <TextInput
          label={COPY.nickname}
          maxLength={60}
          value={nickname}
          onChange={(e) => setNickname(e.currentTarget.value)}
          error={fieldErrors.nickname?.[0]}
        />
        <Button onClick={save} loading={create.isPending} disabled={check.state !== 'named'}>
          {COPY.save}
        </Button>
      </Stack>
    </AppDialog>
  );
}
