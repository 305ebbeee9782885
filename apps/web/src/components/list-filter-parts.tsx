// Pieces every filtered list shares: a from/to date range that cannot be turned around, and the row of
// 'clear filters' and 'export' actions.
import { Button, Group } from '@mantine/core';
import { IconDownload, IconFilterOff } from '@tabler/icons-react';
import { DateField } from './date-field.tsx';

export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

export function DateRangeInputs({
  value,
  onChange,
  labels,
  testIdPrefix,
}: {
  value: DateRange;
  onChange: (change: DateRange) => void;
  labels: { from: string; to: string };
  testIdPrefix?: string;
}) {
  return (
    <>
      <DateField
        label={labels.from}
        value={value.from}
        max={value.to}
        onChange={(from) => onChange({ from })}
        clearable
        size="sm"
        data-testid={testIdPrefix && `${testIdPrefix}-from`}
      />
      <DateField
        label={labels.to}
        value={value.to}
        min={value.from}
        onChange={(to) => onChange({ to })}
        clearable
        size="sm"
        data-testid={testIdPrefix && `${testIdPrefix}-to`}
      />
    </>
  );
}

export function FilterActions({
  labels,
  canClear,
  onClear,
  onExport,
  exporting,
  exportTestId,
  style,
  align,
}: {
  labels: { clear: string; export: string };
  canClear: boolean;
  onClear: () => void;
  onExport: () => void;
  exporting: boolean;
  exportTestId?: string;
  style?: React.CSSProperties;
  align?: 'flex-end';
}) {
  return (
    <Group gap="sm" style={style} align={align} justify="flex-end">
      <Button
        variant="subtle"
        color="gray"
        leftSection={<IconFilterOff size={16} />}
        onClick={onClear}
        disabled={!canClear}
        size="sm"
      >
        {labels.clear}
      </Button>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} />}
        onClick={onExport}
        loading={exporting}
        size="sm"
        data-testid={exportTestId}
      >
        {labels.export}
      </Button>
    </Group>
  );
}
