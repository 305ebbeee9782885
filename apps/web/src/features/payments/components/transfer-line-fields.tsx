// One line of the multiple transfer form: a beneficiary, or a bank and account checked by name enquiry; amount
// and narration; remove; the line it repeats exactly, if any.
import { ActionIcon, Badge, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Beneficiary } from '@paydesk/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { MULTIPLE_COPY as COPY, TRANSFER_COPY } from '../copy.ts';
import type { TransferLine } from '../logic/transfer-lines.ts';
import { AccountPicker, useAccountCheck } from './account-picker.tsx';

interface TransferLineFieldsProps {
  index: number;
  line: TransferLine;
  beneficiaries: Beneficiary[];
  onChange: (patch: Partial<TransferLine>) => void;
  onRemove: (() => void) | null;
  error: string | null;
  /** The index of the earlier line this one repeats exactly, or null. */
  duplicateOf: number | null;
}

export function TransferLineFields({
  index,
  line,
  beneficiaries,
  onChange,
  onRemove,
  error,
  duplicateOf,
}: TransferLineFieldsProps) {
  const check = useAccountCheck(line.beneficiaryId ? '' : line.bankCode, line.accountNumber);
  // biome-ignore lint/correctness/useExhaustiveDependencies: report the bank's answer only when it changes
  useEffect(() => {
    if (check.accountName !== line.accountName) onChange({ accountName: check.accountName });
  }, [check.accountName]);
  return (
    <Paper withBorder p="md" data-testid={`transfer-line-${index + 1}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={600} size="sm">
              {COPY.line(index + 1)}
            </Text>
            {duplicateOf !== null && (
              <Badge color="yellow" variant="light" data-testid={`line-${index + 1}-duplicate`}>
                {COPY.duplicateOf(duplicateOf + 1)}
              </Badge>
            )}
          </Group>
          {onRemove && (
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={COPY.removeLine(index + 1)}
              onClick={onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          )}
        </Group>
        <Select
          label={TRANSFER_COPY.beneficiary}
          placeholder={TRANSFER_COPY.toAccount}
          data={beneficiaries.map((b) => ({
            value: b._id,
            label: `${b.nickname ?? b.accountName} · ${b.accountNumber}`,
          }))}
          value={line.beneficiaryId || null}
          onChange={(id) => onChange({ beneficiaryId: id ?? '' })}
          searchable
          clearable
        />
        {!line.beneficiaryId && (
          <AccountPicker
            bankCode={line.bankCode}
            accountNumber={line.accountNumber}
            onBankChange={(bankCode) => onChange({ bankCode })}
            onAccountNumberChange={(accountNumber) => onChange({ accountNumber })}
            check={check}
            testId={`line-${index + 1}`}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={TRANSFER_COPY.amount}
            inputMode="decimal"
            placeholder="0.00"
            value={line.amountText}
            onChange={(e) => onChange({ amountText: e.currentTarget.value })}
            error={error}
          />
          <TextInput
            label={TRANSFER_COPY.narration}
            maxLength={100}
            value={line.narration}
            onChange={(e) => onChange({ narration: e.currentTarget.value })}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
