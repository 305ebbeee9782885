// Columns of /reconciliation; what was recovered names the paid payslips behind it (a link to their payroll), and a
// line whose recovery differs from what was to deduct is flagged.
import { Anchor, Badge, Box, Stack, Text } from '@mantine/core';
import type { ReconciliationLine } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { RECONCILIATION_COPY as COPY } from '../copy.ts';
import { payrollPayslipsPath } from '../logic/paths.ts';

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

/** What was recovered for the period, with a link to each payslip that recovered it. */
function Recovered({ line: l, label = false }: { line: ReconciliationLine; label?: boolean }) {
  const canSeePayroll = useCan('payroll.view');
  const total = formatMinorAsNaira(l.recoveredByPayroll + l.recoveredByNote);
  return (
    <Stack gap={2}>
      <Text size={label ? 'xs' : 'sm'}>{label ? COPY.recoveredTotal(total) : total}</Text>
      {/* One recovery per payroll and period: the run (or the reference) is unique in the list. */}
      {l.payrollRecoveries.map((r) => {
        const text = COPY.recoveredBy(r.runName, formatMinorAsNaira(r.amount));
        return r.runId && canSeePayroll ? (
          <Anchor
            key={r.runId}
            component={Link}
            to={payrollPayslipsPath(r.runId, r.lineId)}
            size="xs"
            data-testid={label ? 'reconciliation-payslip-phone' : 'reconciliation-payslip'}
          >
            {text}
          </Anchor>
        ) : (
          <Text key={r.runName} size="xs" c="dimmed">
            {text}
          </Text>
        );
      })}
    </Stack>
  );
}

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
  {
    id: 'toDeduct',
    header: COPY.columns.toDeduct,
    cell: ({ row: { original: l } }) => (
      <Stack gap={2}>
        <Text size="sm">{formatMinorAsNaira(l.toDeduct)}</Text>
        {/* Phones have no Recovered column: what was recovered, and by which payslip, shows here. */}
        {l.recoveredByPayroll + l.recoveredByNote > 0 && (
          <Box hiddenFrom="sm">
            <Recovered line={l} label />
          </Box>
        )}
      </Stack>
    ),
  },
  {
    id: 'recovered',
    header: COPY.columns.recovered,
    meta: { visibleFrom: 'sm' },
    cell: ({ row: { original: l } }) => <Recovered line={l} />,
  },
  {
    id: 'outstanding',
    header: COPY.columns.outstanding,
    meta: { visibleFrom: 'sm' },
    cell: ({ row: { original: l } }) => (
      <Stack gap={2}>
        <Text size="sm">{formatMinorAsNaira(l.outstanding)}</Text>
        {l.outstanding > 0 && l.recoveredByPayroll > 0 && (
          <Text size="xs" c="dimmed">
            {COPY.carriedForward}
          </Text>
        )}
      </Stack>
    ),
  },
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
