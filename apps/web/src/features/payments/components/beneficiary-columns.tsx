// The beneficiaries table's columns: name (and nickname), bank, account number, added, delete.
import { Stack, Text } from '@mantine/core';
import type { Beneficiary } from '@paydesk/contracts';
import { IconTrash } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { RowActionsMenu } from '@/components/row-actions-menu.tsx';
import { unescapeHtml } from '@/lib/format/text.ts';
import { formatDate } from '@/lib/format/time.ts';
import { BENEFICIARIES_COPY as COPY } from '../copy.ts';

export function beneficiaryColumns(
  mayManage: boolean,
  onDelete: (beneficiary: Beneficiary) => void,
): ColumnDef<Beneficiary>[] {
  const c = COPY.columns;
  const columns: ColumnDef<Beneficiary>[] = [
    {
      id: 'name',
      header: c.name,
      enableHiding: false,
      meta: { skeletonWidth: 160 },
      cell: ({ row: { original: b } }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {b.accountName}
          </Text>
          {b.nickname && (
            <Text size="xs" c="dimmed">
              {b.nickname}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'bank',
      header: c.bank,
      meta: { visibleFrom: 'sm', skeletonWidth: 140 },
      cell: ({ row }) => (
        <Text size="sm">{unescapeHtml(row.original.bankName ?? row.original.bankCode)}</Text>
      ),
    },
    {
      id: 'account',
      header: c.account,
      meta: { skeletonWidth: 100 },
      cell: ({ row }) => <Text size="sm">{row.original.accountNumber}</Text>,
    },
    {
      id: 'added',
      header: c.added,
      meta: { visibleFrom: 'md', skeletonWidth: 90 },
      cell: ({ row }) => (
        <Text size="sm" c="dimmed">
          {formatDate(row.original.createdAt)}
        </Text>
      ),
    },
  ];
  if (mayManage)
    columns.push({
      id: 'actions',
      header: 'Actions',
      enableHiding: false,
      meta: { width: 56, hiddenHeader: true, skeletonWidth: 24 },
      cell: ({ row }) => (
        <RowActionsMenu
          label={`Actions for ${row.original.accountName}`}
          actions={[
            {
              key: 'delete',
              label: COPY.delete,
              icon: <IconTrash size={16} />,
              danger: true,
              onClick: () => onDelete(row.original),
            },
          ]}
        />
      ),
    });
  return columns;
}
