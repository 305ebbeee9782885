// The columns of the bill history: bill (biller and product), customer, amount, fee, status, token and receipt.
import { ActionIcon, Code, Stack, Text, Tooltip } from '@mantine/core';
import type { BillPayment } from '@paydesk/contracts';
import { IconReceipt } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDateTime } from '@/lib/format/time.ts';
import { BILL_CATEGORY_LABELS, BILL_HISTORY_COPY as COPY } from '../copy.ts';
import { groupedToken } from '../logic/bill-format.ts';
import { BillStatusBadge } from './bill-outcome.tsx';

export function billColumns(onReceipt: (bill: BillPayment) => void): ColumnDef<BillPayment>[] {
  return [
    {
      id: 'bill',
      header: COPY.columns.bill,
      enableHiding: false,
      cell: ({ row: { original: b } }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {b.productName ?? b.billerName}
          </Text>
          <Text size="xs" c="dimmed">
            {BILL_CATEGORY_LABELS[b.category]} · {b.billerName}
          </Text>
        </Stack>
      ),
    },
    {
      id: 'customer',
      header: COPY.columns.customer,
      cell: ({ row: { original: b } }) => (
        <Stack gap={0}>
          <Text size="sm">{b.customerNumber}</Text>
          {b.customerName && (
            <Text size="xs" c="dimmed">
              {b.customerName}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'amount',
      header: COPY.columns.amount,
      meta: { align: 'right' },
      cell: ({ row }) => formatMinorAsNaira(row.original.amount),
    },
    {
      id: 'fee',
      header: COPY.columns.fee,
      meta: { align: 'right' },
      cell: ({ row }) => formatMinorAsNaira(row.original.fee),
    },
    {
      id: 'status',
      header: COPY.columns.status,
      cell: ({ row: { original: b } }) => (
        <Stack gap={2}>
          <BillStatusBadge status={b.status} />
          {b.failureReason && (
            <Text size="xs" c="dimmed">
              {b.failureReason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'token',
      header: COPY.columns.token,
      cell: ({ row: { original: b } }) => (b.token ? <Code>{groupedToken(b.token)}</Code> : '—'),
    },
    {
      id: 'date',
      header: COPY.columns.date,
      cell: ({ row }) => formatDateTime(row.original.createdAt),
    },
    {
      id: 'receipt',
      header: '',
      meta: { width: 56 },
      enableHiding: false,
      cell: ({ row: { original: b } }) => (
        <Tooltip label={COPY.receipt}>
          <ActionIcon
            variant="subtle"
            aria-label={`${COPY.receipt} ${b.reference}`}
            onClick={() => onReceipt(b)}
          >
            <IconReceipt size={18} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];
}
