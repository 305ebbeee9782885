// The columns of a batch's lines: line number, account (a sent line's opens its payout drawer, ?transfer=id),
// amount, fee, status (with the reversal) and the reason.
import { Anchor, Stack, Text } from '@mantine/core';
import type { BatchLine } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { BATCH_COPY as COPY } from '../copy.ts';
import { TransferStatusBadge } from './transfer-outcome.tsx';

export const batchLineColumns: ColumnDef<BatchLine>[] = [
  { id: 'line', header: COPY.line, meta: { width: 64 }, cell: ({ row }) => row.original.lineNo },
  {
    id: 'account',
    header: COPY.account,
    enableHiding: false,
    cell: ({ row: { original: l } }) => (
      <Stack gap={0}>
        {l.transferId ? (
          <Anchor component={Link} to={{ search: `?transfer=${l.transferId}` }} size="sm" fw={600}>
            {l.accountName ?? l.accountNumber}
          </Anchor>
        ) : (
          <Text size="sm" fw={600}>
            {l.accountName ?? '—'}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {l.accountNumber}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'amount',
    header: COPY.amount,
    meta: { align: 'right' },
    cell: ({ row }) => formatMinorAsNaira(row.original.amount),
  },
  {
    id: 'fee',
    header: COPY.fee,
    meta: { align: 'right', visibleFrom: 'sm' },
    cell: ({ row }) => formatMinorAsNaira(row.original.fee),
  },
  {
    id: 'status',
    header: COPY.status,
    cell: ({ row: { original: l } }) => (
      <Stack gap={2} align="flex-start">
        <TransferStatusBadge status={l.reversal === 'reversed' ? 'reversed' : l.status} />
      </Stack>
    ),
  },
  {
    id: 'reason',
    header: COPY.reason,
    meta: { visibleFrom: 'sm' },
    // Why the line was refused or what the bank said, then whether its money is back in the wallet.
    cell: ({ row: { original: l } }) => (
      <Stack gap={0}>
        {l.error && (
          <Text size="xs" c="red">
            {l.error}
          </Text>
        )}
        {l.reversal === 'reversed' && (
          <Text size="xs" c="dimmed">
            {COPY.reversed}
          </Text>
        )}
      </Stack>
    ),
  },
];
