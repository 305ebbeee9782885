// Columns of /reconciliation; a line whose recovery differs from what was to deduct is flagged.
import { Badge, Stack, Text } from '@mantine/core';
import type { ReconciliationLine } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { formatMinorAsNaira } from '../../../lib/format/money.ts';
import { RECONCILIATION_COPY as COPY } from '../copy.ts';

const money = (
  id: keyof typeof COPY.columns,
  value: (line: ReconciliationLine) => number,
  visibleFrom?: 'sm' | 'md',
): ColumnDef<ReconciliationLine> => ({
  id,
  header: COPY.columns[id],
  ...(visibleFrom ? { meta: { visibleFrom } } : {}),
  cell: ({ row: { original } }) => formatMinorAsNaira(value(original)),
});

export const reconciliationColumns: ColumnDef<ReconciliationLine>[] = [
  {
    id: 'employee',
    header: COPY.columns.employee,
    enableHiding: false,
    cell: ({ row: { original: l } }) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {l.employeeName}
        </Text>
        <Text size="xs" c="dimmed">
          {l.staffId}
        </Text>
      </Stack>
    ),
  },
  money('drawn', (l) => l.drawn, 'md'),
  money('fees', (l) => l.fees, 'md'),
  money('saved', (l) => l.saved, 'md'),
  money('toDeduct', (l) => l.toDeduct),
  money('recovered', (l) => l.recoveredByPayroll + l.recoveredByNote, 'sm'),
  money('outstanding', (l) => l.outstanding, 'sm'),
  {
    id: 'difference',
    header: COPY.columns.difference,
    cell: ({ row: { original: l } }) =>
      l.flagged ? (
        <Badge color="red" variant="light" data-testid="reconciliation-flag">
          {COPY.flagged} {formatMinorAsNaira(l.difference)}
        </Badge>
      ) : (
        '—'
      ),
  },
];
