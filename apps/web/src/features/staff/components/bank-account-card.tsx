// The account pay goes to, with its name check; the employee confirms it (a name enquiry at the bank).
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import type { StaffProfile } from '@paydesk/contracts';
import { useConfirmBankMutation } from '../api/account-mutations.ts';
import { STAFF_COPY } from '../copy.ts';

const CHECK = {
  matched: { color: 'teal', text: STAFF_COPY.bankMatched },
  mismatch: { color: 'red', text: STAFF_COPY.bankMismatch },
  unverified: { color: 'gray', text: STAFF_COPY.bankUnverified },
} as const;

export function BankAccountCard({ account }: { account: StaffProfile['bankAccount'] }) {
  const confirm = useConfirmBankMutation();
  const check = CHECK[account.nameCheck];
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="staff-bank-title">
      <Stack gap="xs">
        <Title order={2} fz={18} id="staff-bank-title">
          {STAFF_COPY.bankTitle}
        </Title>
        <Text fw={600}>{account.bankName}</Text>
        <Text>{account.accountNumber}</Text>
        {account.accountName && <Text c="dimmed">{account.accountName}</Text>}
        <Text size="sm" fw={600} c={`${check.color}.8`} role="status">
          {check.text}
        </Text>
        {/* A confirmed account offers a fresh check, not a confirmation it already has. */}
        <Button
          variant={account.nameCheck === 'unverified' ? 'light' : 'subtle'}
          color={account.nameCheck === 'unverified' ? undefined : 'gray'}
          loading={confirm.isPending}
          onClick={() => confirm.mutate({ bankCode: account.bankCode, accountNumber: account.accountNumber })}
        >
          {account.nameCheck === 'unverified' ? STAFF_COPY.confirmBank : STAFF_COPY.checkBankAgain}
        </Button>
      </Stack>
    </Card>
  );
}
