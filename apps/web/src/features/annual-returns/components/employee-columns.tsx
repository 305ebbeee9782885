// The columns of a state's return: employee (Tax ID and months under the name on phones), Tax ID, months paid,
// gross emoluments, pension, NHF, rent relief, other reliefs, taxable income and PAYE.
import { Badge, Text } from '@mantine/core';
import type { AnnualReturnEmployee } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate } from '@/lib/format/time.ts';
import { ANNUAL_RETURN_COPY as COPY } from '../copy.ts';

const money = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
const c = COPY.columns;

const amount = (
  id: string,
  header: string,
  value: (e: AnnualReturnEmployee) => number,
  visibleFrom?: 'md' | 'lg',
): ColumnDef<AnnualReturnEmployee> => ({
  id,
  header,
  meta: { align: 'right', ...(visibleFrom ? { visibleFrom } : {}) },
  cell: ({ row }) => (
    <Text size="sm" style={money}>
      {formatMinorAsNaira(value(row.original))}
    </Text>
  ),
});

const TaxId = ({ taxId }: { taxId: string | null }) =>
  taxId ? (
    <Text size="sm">{taxId}</Text>
  ) : (
    <Badge color="red" variant="light">
      {COPY.missingTaxId}
    </Badge>
  );

export const EMPLOYEE_COLUMNS: ColumnDef<AnnualReturnEmployee>[] = [
  {
    id: 'employee',
    header: c.employee,
    meta: { skeletonWidth: 160 },
    cell: ({ row }) => (
      <>
        <Text size="sm" fw={600}>
          {row.original.name}
        </Text>
        {row.original.exitDate && (
          <Text size="xs" c="dimmed">
            {COPY.left(formatDate(row.original.exitDate))}
          </Text>
        )}
        <Text size="xs" c="dimmed" hiddenFrom="md" component="div">
          {row.original.taxId ?? COPY.missingTaxId} · {COPY.monthsPaid(row.original.monthsPaid)}
        </Text>
      </>
    ),
  },
  {
    id: 'taxId',
    header: c.taxId,
    meta: { visibleFrom: 'md' },
    cell: ({ row }) => <TaxId taxId={row.original.taxId} />,
  },
  {
    id: 'months',
    header: c.months,
    meta: { visibleFrom: 'md', align: 'right' },
    cell: ({ row }) => <Text size="sm">{row.original.monthsPaid}</Text>,
  },
  amount('gross', c.gross, (e) => e.grossEmolumentsKobo, 'md'),
  amount('pension', c.pension, (e) => e.reliefs.pensionKobo, 'lg'),
  amount('nhf', c.nhf, (e) => e.reliefs.nhfKobo, 'lg'),
  amount('rent', c.rent, (e) => e.reliefs.rentReliefKobo, 'lg'),
  amount(
    'other',
    c.otherReliefs,
    (e) => e.reliefs.nhisKobo + e.reliefs.craKobo + e.reliefs.otherReliefKobo,
    'lg',
  ),
  amount('taxable', c.taxable, (e) => e.taxableIncomeKobo, 'md'),
  amount('paye', c.paye, (e) => e.payeKobo),
];
