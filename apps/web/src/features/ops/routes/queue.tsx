// /ops: businesses waiting for review, oldest first, a page at a time.
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
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { queueQuery } from '../api/queue-query.ts';
import { StatusBadge } from '../components/status-badge.tsx';
import { OPS_COPY, typeLabel } from '../copy.ts';
import { OPS_ROUTES } from '../paths.ts';

const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-NG', { dateStyle: 'medium', timeStyle: 'short' }) : '—';

export function Component() {
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') ?? undefined) as 'submitted' | 'in_review' | undefined;
  const page = Number(params.get('page') ?? 1) || 1;
  const { data, isPending, isError, error } = useQuery(queueQuery({ ...(status ? { status } : {}), page }));
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
            {OPS_COPY.queue}
          </Title>
          <Text c="dimmed">{OPS_COPY.queueIntro}</Text>
        </Stack>
        <SegmentedControl
          value={status ?? 'all'}
          onChange={(value) => set({ status: value === 'all' ? null : value, page: null })}
          data={[
            { value: 'all', label: 'All open' },
            { value: 'submitted', label: 'Submitted' },
            { value: 'in_review', label: 'In review' },
          ]}
        />
      </Group>
      {isError ? (
        <Alert color="red">{error.message}</Alert>
      ) : (
        <Card withBorder radius="md" p={0}>
          <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Business</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Owner</Table.Th>
                <Table.Th>Submitted</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {isPending
                ? [1, 2, 3].map((row) => (
                    <Table.Tr key={row}>
                      <Table.Td colSpan={6}>
                        <Skeleton h={20} />
                      </Table.Td>
                    </Table.Tr>
                  ))
                : data.docs.map((item) => (
                    <Table.Tr key={item._id} data-testid="queue-row">
                      <Table.Td fw={600}>{item.companyName}</Table.Td>
                      <Table.Td>{typeLabel(item.businessType)}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{item.ownerName}</Text>
                        <Text size="xs" c="dimmed">
                          {item.ownerEmail}
                        </Text>
                      </Table.Td>
                      <Table.Td>{formatDate(item.submittedAt)}</Table.Td>
                      <Table.Td>
                        <StatusBadge status={item.status} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Button component={Link} to={OPS_ROUTES.verification(item._id)} size="xs">
                          {OPS_COPY.review}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
              {data && data.docs.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed" ta="center" py="lg">
                      {OPS_COPY.emptyQueue}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              )}
            </Table.Tbody>
          </Table>
        </Card>
      )}
      {data && data.totalPages > 1 && (
        <Pagination total={data.totalPages} value={page} onChange={(next) => set({ page: String(next) })} />
      )}
    </Stack>
  );
}
