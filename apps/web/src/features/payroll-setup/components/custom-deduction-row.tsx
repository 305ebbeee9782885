// One custom deduction of the pay structure form: a fixed amount a month or a percentage of a deduction base (spec §3).
import {
  ActionIcon,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { DEDUCTION_TYPE_LABELS, DEDUCTION_TYPES, type DeductionType } from '@paydesk/contracts';
import { IconTrash } from '@tabler/icons-react';
import { SETUP_COPY } from '../copy.ts';
import { type CustomDeductionDraft, customDeductionErrors } from '../logic/structure-form.ts';

const COPY = SETUP_COPY.structures;

export const DEDUCTION_BASES = DEDUCTION_TYPES.map((t) => ({ value: t, label: DEDUCTION_TYPE_LABELS[t] }));

/** One custom deduction: a fixed amount a month or a percentage of a deduction base, with the contract's messages
 * (the name's once a save was tried, so a new row is not red at once). */
export function CustomDeductionRow({
  row,
  showNameError,
  serverErrors = {},
  onChange,
  onRemove,
}: {
  row: CustomDeductionDraft;
  showNameError: boolean;
  /** What the server refused in this row on the last save (see customDeductionServerErrors). */
  serverErrors?: Record<string, string>;
  onChange: (patch: Partial<CustomDeductionDraft>) => void;
  onRemove: () => void;
}) {
  const own = customDeductionErrors(row);
  const errors = { ...serverErrors, ...own };
  return (
    <Paper p="sm" withBorder data-testid="custom-deduction">
      <Stack gap="xs">
        <Group align="flex-start" wrap="nowrap">
          <TextInput
            label={COPY.deductionName}
            value={row.name}
            flex={1}
            onChange={(e) => onChange({ name: e.currentTarget.value })}
            error={own.name ? (showNameError ? own.name : undefined) : serverErrors.name}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={24}
            aria-label={`Remove ${row.name || 'deduction'}`}
            onClick={onRemove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <SegmentedControl
          aria-label={COPY.deductionKind}
          value={row.kind}
          onChange={(kind) => onChange({ kind: kind as CustomDeductionDraft['kind'] })}
          data={[
            { value: 'fixed', label: COPY.fixedAmount },
            { value: 'percent', label: COPY.percentOfBase },
          ]}
          w="fit-content"
        />
        {row.kind === 'fixed' ? (
          <NumberInput
            label={COPY.amount}
            value={row.naira}
            onChange={(naira) => onChange({ naira })}
            thousandSeparator=","
            maw={220}
            error={errors.amount}
          />
        ) : (
          <Group grow align="flex-start">
            <NumberInput
              label={COPY.rate}
              value={row.percent}
              onChange={(percent) => onChange({ percent })}
              decimalScale={2}
              error={errors.rate}
            />
            <Select
              label={COPY.deductionBase}
              data={DEDUCTION_BASES}
              value={row.base}
              onChange={(v) => v && onChange({ base: v as DeductionType })}
              allowDeselect={false}
              error={errors.base}
            />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
