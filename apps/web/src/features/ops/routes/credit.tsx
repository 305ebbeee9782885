// /ops/credit: credit requests by status, newest first; approve (disbursed at once) after a confirmation, or
// reject with a comment.
import { Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { CREDIT_STATUSES, type CreditRequest } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { showToast } from '@/components/toast.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDateTime } from '@/lib/format/time.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useCreditDecisionMutation } from '../api/credit-decision-mutation.ts';
import { creditsQuery } from '../api/credits-query.ts';
import { CreditRejectDialog } from '../components/credit-reject-dialog.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { OPS_COPY } from '../copy.ts';

const COPY = OPS_COPY.credit;
const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'in_review', label: 'In review' },
  { value: 'disbursed', label: 'Disbursed' },
  { value: 'rejected', label: 'Rejected' },
];
const isOpen = (c: CreditRequest) => c.status === 'pending' || c.status === 'in_review';
const CREDIT_FILTERS = z.object({
  status: z.enum(CREDIT_STATUSES).optional(),
});

function creditColumns(act: {
  approve: (c: CreditRequest) => void;
  reject: (c: CreditRequest) => void;
}): ColumnDef<CreditRequest>[] {
  return [
    {
      id: 'business',
      header: 'Business',
      cell: ({ row: { original: c } }) => (
        <>
          <Text size="sm" fw={600}>
            {c.companyName}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
            {c.reference}
          </Text>
        </>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      cell: ({ row: { original: c } }) => (
        <>
          <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {formatMinorAsNaira(c.amount)}
          </Text>
          {c.approvedAmount !== null && c.approvedAmount !== c.amount && (
            <Text size="xs" c="teal.9" style={{ whiteSpace: 'nowrap' }}>
              approved {formatMinorAsNaira(c.approvedAmount)}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'tenor',
      header: 'Tenor',
      cell: ({ row: { original: c } }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {c.tenorMonths} month{c.tenorMonths === 1 ? '' : 's'}
        </Text>
      ),
    },
    {
      id: 'purpose',
      header: 'Purpose',
      cell: ({ row: { original: c } }) => (
        <Text size="sm" lineClamp={2} title={c.purpose} maw={260}>
          {c.purpose}
        </Text>
      ),
    },
    {
      id: 'createdAt',
      header: 'Requested',
      cell: ({ row: { original: c } }) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatDateTime(c.createdAt)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      meta: { width: 140 },
      cell: ({ row: { original: c } }) => (
        <>
          <StatusBadge status={c.status} />
          {c.reviewComment && (
            <Text size="xs" c="dimmed" mt={4} maw={200}>
              {c.reviewComment}
            </Text>
          )}
        </>
      ),
    },
    {
      id: 'decision',
      header: 'Decision',
      meta: { align: 'right', hiddenHeader: true },
      cell: ({ row: { original: c } }) =>
        isOpen(c) ? (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            <Button size="xs" color="orange" variant="light" onClick={() => act.reject(c)}>
              {OPS_COPY.reject}
            </Button>
            <Button size="xs" color="teal" onClick={() => act.approve(c)}>
              {OPS_COPY.approve}
            </Button>
          </Group>
        ) : (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {COPY.decided} {c.decidedAt ? formatDateTime(c.decidedAt) : ''}
          </Text>
        ),
    },
  ];
}

export function Component() {
  const { filters, change, setPage } = useUrlFilters(CREDIT_FILTERS);
  const status = filters.status;
  const credits = useQuery(creditsQuery({ ...(status ? { status } : {}), page: filters.page }));
  const decide = useCreditDecisionMutation();
  const [approving, setApproving] = useState<CreditRequest | null>(null);
  const [rejecting, setRejecting] = useState<CreditRequest | null>(null);
  const columns = useMemo(() => creditColumns({ approve: setApproving, reject: setRejecting }), []);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {COPY.title}
          </Title>
          <Text c="dimmed">{COPY.intro}</Text>
        </Stack>
        <SegmentedControl
          value={status ?? 'all'}
          onChange={(value) => change({ status: value === 'all' ? null : value })}
          data={FILTERS}
          aria-label="Status"
        />
      </Group>
      <Card withBorder radius="md">
        <DataTable
          label={COPY.title}
          columns={columns}
          getRowId={(c) => c._id}
          {...pagedQueryProps(credits, setPage)}
          rowTestId="credit-row"
          minWidth={880}
          skeletonRows={3}
          empty={{ subHeader: COPY.empty }}
        />
      </Card>
      <ConfirmDialog
        opened={approving !== null}
        title={COPY.approveTitle}
        question={
          approving ? COPY.approveQuestion(formatMinorAsNaira(approving.amount), approving.companyName) : ''
        }
        confirmLabel={OPS_COPY.approve}
        cancelLabel="Cancel"
        busy={decide.isPending}
        onCancel={() => setApproving(null)}
        onConfirm={() =>
          approving &&
          decide.mutate(
            { id: approving._id, kind: 'approve' },
            {
              onSuccess: ({ data: credit }) =>
                showToast({
                  kind: 'success',
                  message: COPY.approved(
                    formatMinorAsNaira(credit.approvedAmount ?? credit.amount),
                    credit.companyName,
                  ),
                }),
              onSettled: () => setApproving(null),
            },
          )
        }
      />
      <CreditRejectDialog
        target={rejecting}
        busy={decide.isPending}
        onClose={() => setRejecting(null)}
        onReject={(comment, done) =>
          rejecting &&
          decide.mutate(
            { id: rejecting._id, kind: 'reject', comment },
            {
              onSuccess: () => {
                done();
                showToast({ kind: 'success', message: COPY.rejected });
              },
            },
          )
        }
      />
    </Stack>
  );
}
