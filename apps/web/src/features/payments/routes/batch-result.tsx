// /payments/transfers/batches/:id: a batch's live progress (polled while lines are sent or settling), its counts
// and a result per line — settled, failed, or failed and reversed.
import { Button, Group, Paper, Progress, Skeleton, Stack, Text } from '@mantine/core';
import type { BatchLine } from '@paydesk/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { awaitingBank, batchDisplayStatus, isMoving, useBatch, useBatchLines } from '../api/batch-query.ts';
import { batchLineColumns } from '../components/batch-line-columns.tsx';
import { TransferStatusBadge } from '../components/transfer-outcome.tsx';
import { BATCH_COPY as COPY } from '../copy.ts';

export function Component() {
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const batch = useBatch(id);
  const live = isMoving(batch.data);
  const lines = useBatchLines(id, page, live);
  const queryClient = useQueryClient();
  // When the batch stops moving, the lines' last poll may predate the batch's, and balances changed as lines were
  // debited and reversed: read everything on screen once more.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the batch stops moving
  useEffect(() => {
    if (!live) void queryClient.invalidateQueries();
  }, [live]);
  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title}>
        <Button component={Link} to="/payments/transfers/instant-transfers" variant="default">
          {COPY.another}
        </Button>
      </PageTitle>
      <QueryState query={batch} loading={<Skeleton height={120} radius="md" />} errorTitle={COPY.loadFailed}>
        {(data) => (
          <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="batch-summary">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text fw={600}>{data.fileName ?? COPY.title}</Text>
                <TransferStatusBadge status={batchDisplayStatus(data)} />
              </Group>
              <Progress
                value={data.total ? (data.processed / data.total) * 100 : 0}
                animated={live}
                aria-label={COPY.progress(data.processed, data.total)}
              />
              <Text size="sm" data-testid="batch-progress">
                {COPY.progress(data.processed, data.total)}
              </Text>
              <Group gap="xs" data-testid="batch-counts">
                <TransferStatusBadge status="pending" />
                <Text size="sm" data-testid="batch-count-pending">
                  {awaitingBank(data)}
                </Text>
                <TransferStatusBadge status="settled" />
                <Text size="sm" data-testid="batch-count-settled">
                  {data.counts.settled}
                </Text>
                <TransferStatusBadge status="failed" />
                <Text size="sm" data-testid="batch-count-failed">
                  {data.counts.failed}
                </Text>
                <TransferStatusBadge status="reversed" />
                <Text size="sm" data-testid="batch-count-reversed">
                  {data.counts.reversed}
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                {formatMinorAsNaira(data.totalAmount)} + {formatMinorAsNaira(data.totalFees)} fees
              </Text>
            </Stack>
          </Paper>
        )}
      </QueryState>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <DataTable<BatchLine>
          label={COPY.title}
          columns={batchLineColumns}
          getRowId={(line) => String(line.lineNo)}
          {...pagedQueryProps(lines, setPage)}
          rowTestId={(line) => `batch-line-${line.lineNo}`}
          testId="batch-lines"
          skeletonRows={5}
          empty={{ header: COPY.emptyHeader, subHeader: COPY.empty }}
        />
      </Paper>
    </Stack>
  );
}
