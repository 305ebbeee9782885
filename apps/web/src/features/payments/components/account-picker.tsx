// Bank (from the directory, names unescaped) and account number, with the bank's account name shown as soon as
// the number is complete — or why it could not be checked ('Error Validating Account Details' when no reason).
import { Group, Loader, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { bankSelectProps } from '@/components/banks/bank-option.tsx';
import { useBanks } from '@/components/banks/banks-query.ts';
import { nameEnquiryFailure } from '@/components/banks/name-enquiry-failure.ts';
import { useAccountName } from '../api/account-name-query.ts';
import { ADD_BENEFICIARY_COPY as COPY } from '../copy.ts';

export interface AccountCheck {
  state: 'idle' | 'checking' | 'named' | 'failed';
  accountName: string | null;
  message: string | null;
}

export function useAccountCheck(bankCode: string, accountNumber: string): AccountCheck {
  const enquiry = useAccountName(bankCode, accountNumber);
  if (!enquiry.enabled) return { state: 'idle', accountName: null, message: null };
  if (enquiry.isFetching && !enquiry.data) return { state: 'checking', accountName: null, message: null };
  if (enquiry.error || !enquiry.data) {
    return { state: 'failed', accountName: null, message: nameEnquiryFailure(enquiry.error) };
  }
  return { state: 'named', accountName: enquiry.data.accountName, message: null };
}

/** The bank picker's options, alias-aware search and option rendering. */
export function useBankOptions() {
  const banks = useBanks();
  return bankSelectProps(banks.data);
}

interface AccountPickerProps {
  bankCode: string;
  accountNumber: string;
  onBankChange: (code: string) => void;
  onAccountNumberChange: (value: string) => void;
  check: AccountCheck;
  errors?: { bankCode?: string | null; accountNumber?: string | null };
  testId?: string;
}

export function AccountPicker(props: AccountPickerProps) {
  const options = useBankOptions();
  const { check } = props;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={COPY.bank}
          placeholder={COPY.bankPlaceholder}
          {...options}
          value={props.bankCode || null}
          onChange={(code) => props.onBankChange(code ?? '')}
          searchable
          withAsterisk
          error={props.errors?.bankCode}
          nothingFoundMessage="No bank found"
          data-testid={`${props.testId ?? 'account'}-bank`}
        />
        <TextInput
          label={COPY.accountNumber}
          inputMode="numeric"
          maxLength={10}
          withAsterisk
          value={props.accountNumber}
          onChange={(e) => props.onAccountNumberChange(e.currentTarget.value.replace(/\D/g, ''))}
          error={props.errors?.accountNumber}
          rightSection={check.state === 'checking' ? <Loader size="xs" /> : undefined}
          data-testid={`${props.testId ?? 'account'}-number`}
        />
      </SimpleGrid>
      <div aria-live="polite" data-testid={`${props.testId ?? 'account'}-name`}>
        {check.state === 'checking' && (
          <Text size="sm" c="dimmed">
            {COPY.checking}
          </Text>
        )}
        {check.state === 'named' && check.accountName && (
          <Group gap={6}>
            <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" />
            <Text size="sm" fw={600} c="teal.9">
              {COPY.accountName(check.accountName)}
            </Text>
          </Group>
        )}
        {check.state === 'failed' && (
          <Text size="sm" c="red">
            {check.message}
          </Text>
        )}
      </div>
    </>
  );
}
