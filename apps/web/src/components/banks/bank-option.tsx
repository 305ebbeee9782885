// A bank picker's option: the official name, with the names people know it by beneath ("PAYCOM" / "OPay").

import type { SelectProps } from '@mantine/core';
import { Stack, Text } from '@mantine/core';
import { bankAliases } from '@paydesk/contracts';
import { bankFilter, bankOptions } from './bank-select.ts';

export const renderBankOption: NonNullable<SelectProps['renderOption']> = ({ option }) => {
  const aliases = bankAliases(option.value);
  return (
    <Stack gap={0}>
      <Text size="sm">{option.label}</Text>
      {aliases.length > 0 && (
        <Text size="xs" c="dimmed" aria-hidden>
          {aliases.slice(0, 3).join(' · ')}
        </Text>
      )}
    </Stack>
  );
};

/** The Select props every bank picker shares: options, the alias-aware search and the option rendering. */
export const bankSelectProps = (banks: Parameters<typeof bankOptions>[0]) => ({
  data: bankOptions(banks),
  filter: bankFilter,
  renderOption: renderBankOption,
});
