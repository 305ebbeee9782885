// Bank (from the directory) and account number, with the name check shown inline: the bank's account name when it
// matches the employee, or a flagged mismatch the user must confirm before saving.
import { Alert, Checkbox, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { bankSelectProps } from '@/components/banks/bank-option.tsx';
import { useBanks } from '@/components/banks/banks-query.ts';
import { nameEnquiryFailure } from '@/components/banks/name-enquiry-failure.ts';
import { useNameEnquiry } from '../api/name-enquiry-query.ts';
import { EMPLOYEE_FORM_COPY as COPY } from '../copy.ts';
import { nameMatches } from '../logic/name-match.ts';

export interface NameCheck {
  state: 'idle' | 'checking' | 'named' | 'matched' | 'mismatch' | 'failed';
  accountName: string | null;
}

interface BankAccountFieldsProps {
  bankCode: string;
  accountNumber: string;
  onBankChange: (code: string) => void;
  accountNumberInput: React.ComponentProps<typeof TextInput>;
  errors: {
    bankCode?: string | undefined;
    accountNumber?: string | undefined;
    mismatch?: string | undefined;
  };
  check: NameCheck & { error: Error | null };
  mismatchConfirmed: boolean;
  onMismatchConfirmed: (confirmed: boolean) => void;
}

/** The name check stored with the employee's account (one result, shown the same on every screen and export). */
export interface SavedNameCheck {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  nameCheck: 'matched' | 'mismatch' | 'unverified';
}

export function useNameCheck(
  bankCode: string,
  accountNumber: string,
  employee: { firstName: string; lastName: string },
  saved?: SavedNameCheck,
): NameCheck & { error: Error | null } {
  // The account on file, already checked: its stored result stands until the bank or the number changes.
  const stored =
    saved &&
    saved.nameCheck !== 'unverified' &&
    saved.bankCode === bankCode &&
    saved.accountNumber === accountNumber
      ? saved
      : undefined;
  const enquiry = useNameEnquiry(
    bankCode,
    accountNumber,
    `${employee.firstName} ${employee.lastName}`.trim(),
    !stored,
  );
  if (stored)
    return {
      state: stored.nameCheck === 'matched' ? 'matched' : 'mismatch',
      accountName: stored.accountName,
      error: null,
    };
  if (!enquiry.enabled) return { state: 'idle', accountName: null, error: null };
  if (enquiry.isFetching && !enquiry.data) return { state: 'checking', accountName: null, error: null };
  if (enquiry.error || !enquiry.data) return { state: 'failed', accountName: null, error: enquiry.error };
  const accountName = enquiry.data.accountName;
  // Before the employee's name is typed there is nothing to compare: the bank's name is shown as it is.
  const named = `${employee.firstName}${employee.lastName}`.trim() !== '';
  return {
    state: !named ? 'named' : nameMatches(accountName, employee) ? 'matched' : 'mismatch',
    accountName,
    error: null,
  };
}

export function BankAccountFields(props: BankAccountFieldsProps) {
  const banks = useBanks();
  const { check } = props;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={COPY.bank}
          placeholder={COPY.bankPlaceholder}
          {...bankSelectProps(banks.data)}
          value={props.bankCode || null}
          onChange={(code) => props.onBankChange(code ?? '')}
          searchable
          withAsterisk
          error={props.errors.bankCode}
          nothingFoundMessage="No bank found"
          data-testid="employee-bank"
        />
        <TextInput
          label={COPY.accountNumber}
          inputMode="numeric"
          maxLength={10}
          withAsterisk
          error={props.errors.accountNumber}
          rightSection={check.state === 'checking' ? <Loader size="xs" /> : undefined}
          {...props.accountNumberInput}
        />
      </SimpleGrid>
      <div aria-live="polite" data-testid="name-check">
        {check.state === 'checking' && (
          <Text size="sm" c="dimmed">
            {COPY.checking}
          </Text>
        )}
        {check.state === 'named' && check.accountName && (
          <Text size="sm" fw={600}>
            {COPY.accountName(check.accountName)}
          </Text>
        )}
        {check.state === 'matched' && check.accountName && (
          <Group gap={6}>
            <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" />
            <Text size="sm" fw={600} c="teal.9">
              {COPY.accountName(check.accountName)}
            </Text>
          </Group>
        )}
        {check.state === 'mismatch' && check.accountName && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />} p="sm">
            <Stack gap="xs">
              <Text size="sm">{COPY.mismatch(check.accountName)}</Text>
              <Checkbox
                label={COPY.confirmMismatch}
                checked={props.mismatchConfirmed}
                onChange={(event) => props.onMismatchConfirmed(event.currentTarget.checked)}
                error={props.errors.mismatch}
              />
            </Stack>
          </Alert>
        )}
        {check.state === 'failed' && (
          <Text size="sm" c="red">
            {nameEnquiryFailure(check.error)}
          </Text>
        )}
      </div>
    </Stack>
  );
}
