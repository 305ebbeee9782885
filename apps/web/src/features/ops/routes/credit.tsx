// /ops/credit: credit requests by status, newest first; approve (disbursed at once) after a confirmation, or
// reject with a comment.
import {
  Alert,
  Button,
  Card,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { CreditRequest } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showToast } from '../../../components/toast.tsx';
import { formatMinorAsNaira } from '../../../lib/format/money.ts';
import { formatDateTime } from '../../../lib/format/time.ts';
import { useCreditDecisionMutation } from '../api/credit-decision-mutation.ts';
import { type CreditStatus, creditsQuery } from '../api/credits-query.ts';
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

export function Component() {
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? undefined) as CreditStatus | undefined;
  const page = Number(params.get('page') ?? 1) || 1;
  const { data, isPending, isError, error } = useQuery(creditsQuery({ ...(status ? { status } : {}), page }));
  const decide = useCreditDecisionMutation();
  const [approving, setApproving] = useState<CreditRequest | null>(null);
  const [rejecting, setRejecting] = useState<CreditRequest | null>(null);
  const set = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) value ? merged.set(key, value) : merged.delete(key);
    setParams(merged);
  };
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
          onChange={(value) => set({ status: value === 'all' ? null : value, page: null })}
          data={FILTERS}
          aria-label="Status"
        />
      </Group>
      {isError ? (
        <Alert color="red">{error.message}</Alert>
      ) : (
        <Card withBorder radius="md" p={0}>
          <Table.ScrollContainer minWidth={880}>
            <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Business</Table.Th>
                  <Table.Th>Amount</Table.Th>
                  <Table.Th>Tenor</Table.Th>
                  <Table.Th>Purpose</Table.Th>
                  <Table.Th>Requested</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {isPending
                  ? [1, 2, 3].map((row) => (
                      <Table.Tr key={row}>
                        <Table.Td colSpan={7}>
                          <Skeleton h={20} />
                        </Table.Td>
                      </Table.Tr>
                    ))
                  : data.docs.map((c) => (
                      <Table.Tr key={c._id} data-testid="credit-row">
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {c.companyName}
                          </Text>
                          <Text size="xs" c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                            {c.reference}
                          </Text>
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <Text size="sm" fw={600}>
                            {formatMinorAsNaira(c.amount)}
                          </Text>
                          {c.approvedAmount !== null && c.approvedAmount !== c.amount && (
                            <Text size="xs" c="teal.8">
                              approved {formatMinorAsNaira(c.approvedAmount)}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {c.tenorMonths} month{c.tenorMonths === 1 ? '' : 's'}
                        </Table.Td>
                        <Table.Td maw={260}>
                          <Text size="sm" lineClamp={2} title={c.purpose}>
                            {c.purpose}
                          </Text>
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.createdAt)}</Table.Td>
                        <Table.Td miw={120}>
                          <StatusBadge status={c.status} />
                          {c.reviewComment && (
                            <Text size="xs" c="dimmed" mt={4} maw={200}>
                              {c.reviewComment}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {isOpen(c) ? (
                            <Group gap="xs" justify="flex-end" wrap="nowrap">
                              <Button
                                size="xs"
                                color="orange"
                                variant="light"
                                onClick={() => setRejecting(c)}
                              >
                                {OPS_COPY.reject}
                              </Button>
                              <Button size="xs" color="teal" onClick={() => setApproving(c)}>
                                {OPS_COPY.approve}
                              </Button>
                            </Group>
                          ) : (
                            <Text size="xs" c="dimmed">
                              {COPY.decided} {c.decidedAt ? formatDateTime(c.decidedAt) : ''}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                {data && data.docs.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={7}>
                      <Text c="dimmed" ta="center" py="lg">
                        {COPY.empty}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      )}
      {data && data.totalPages > 1 && (
        <Pagination total={data.totalPages} value={page} onChange={(next) => set({ page: String(next) })} />
      )}
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
