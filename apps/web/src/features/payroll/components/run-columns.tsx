// The payroll list's columns: name (with the period on phones), period, pay date, employees, net pay, cost, status
// and the row's actions (open; delete for a draft).
import { Text } from '@mantine/core';
import type { PayrollRunListItem } from '@paydesk/contracts';
import { IconArrowRight, IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { RowActionsMenu } from '@/components/row-actions-menu.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate } from '@/lib/format/time.ts';
import { LIST_COPY as COPY } from '../copy.ts';
import { runHome } from '../logic/run-home.ts';
import { RunStatusPills } from './status-pill.tsx';

const money = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
export const periodText = (run: { periodStart: string; periodEnd: string }) =>
  `${formatDate(run.periodStart)} – ${formatDate(run.periodEnd)}`;

export function runColumns(onDelete: (run: PayrollRunListItem) => void): ColumnDef<PayrollRunListItem>[] {
  const c = COPY.columns;
  return [
    {
      id: 'name',
      header: c.name,
      meta: { skeletonWidth: 160 },
      cell: ({ row }) => (
        <>
          <Text size="sm" fw={600}>
            {row.original.name}
          </Text>
          <Text size="xs" c="dimmed" hiddenFrom="md">
            {periodText(row.original)}
          </Text>
        </>
      ),
    },
    {
      id: 'period',
      header: c.period,
      meta: { visibleFrom: 'md', skeletonWidth: 160 },
      cell: ({ row }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {periodText(row.original)}
        </Text>
      ),
    },
    {
      id: 'payDate',
      header: c.payDate,
      meta: { visibleFrom: 'sm', skeletonWidth: 90 },
      cell: ({ row }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(row.original.payDate)}
        </Text>
      ),
    },
    {
      id: 'employees',
      header: c.employees,
      meta: { align: 'right', visibleFrom: 'lg', skeletonWidth: 40 },
      cell: ({ row }) => <Text size="sm">{row.original.employeeCount}</Text>,
    },
    {
      id: 'net',
      header: c.netPay,
      meta: { align: 'right', visibleFrom: 'lg', skeletonWidth: 90 },
      cell: ({ row }) => (
        <Text size="sm" style={money}>
          {formatMinorAsNaira(row.original.netPayKobo)}
        </Text>
      ),
    },
    {
      id: 'cost',
      header: c.cost,
      meta: { align: 'right', visibleFrom: 'sm', skeletonWidth: 90 },
      cell: ({ row }) => (
        <Text size="sm" fw={600} style={money}>
          {formatMinorAsNaira(row.original.totalCostKobo)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: c.status,
      meta: { skeletonWidth: 70 },
      cell: ({ row }) => <RunStatusPills run={row.original} />,
    },
    {
      id: 'actions',
      header: '',
      enableHiding: false,
      meta: { width: 48, hiddenHeader: true },
      cell: ({ row }) => (
        <RowActionsMenu
          label={`${COPY.open} ${row.original.name}`}
          actions={[
            {
              key: 'open',
              label: COPY.open,
              icon: <IconArrowRight size={16} />,
              to: runHome(row.original),
            },
            ...(row.original.status === 'draft'
              ? [
                  {
                    key: 'delete',
                    label: COPY.delete,
                    icon: <IconTrash size={16} />,
                    danger: true,
                    onClick: () => onDelete(row.original),
                  },
                ]
              : []),
          ]}
        />
      ),
    },
  ];
}
