// A bill batch's live progress (polled while lines are paid) and its result per line: paid (with the token),
// failed and reversed, or refused (funds, limits) with the reason.
import { Code, Group, Paper, Progress, Skeleton, Stack, Table, Text } from '@mantine/core';
import { QueryState } from '@/components/query-state.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { isBatchMoving, useBillBatch } from '../api/bill-batch-query.ts';
import { BULK_BILLS_COPY as COPY } from '../copy.ts';
import { groupedToken } from '../logic/bill-format.ts';
import { BillStatusBadge } from './bill-outcome.tsx';

export function BillBatchProgress({ batchId }: { batchId: string }) {
  const batch = useBillBatch(batchId);
  return (
    <QueryState query={batch} loading={<Skeleton height={160} radius="md" />} errorTitle={COPY.title}>
      {(data) => (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="bill-batch">
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={600}>{data.fileName ?? COPY.title}</Text>
              <BillStatusBadge status={data.status} />
            </Group>
            <Progress
              value={data.total ? (data.processed / data.total) * 100 : 0}
              animated={isBatchMoving(data)}
              aria-label={COPY.progress(data.processed, data.total)}
            />
            <Text size="sm" data-testid="bill-batch-progress">
              {COPY.progress(data.processed, data.total)}
            </Text>
            <Text size="sm" c="dimmed">
              {formatMinorAsNaira(data.totalAmount)} + {formatMinorAsNaira(data.totalFees)} fees
            </Text>
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{COPY.line}</Table.Th>
                    <Table.Th>Bill</Table.Th>
                    <Table.Th>Number</Table.Th>
                    <Table.Th ta="right">Amount</Table.Th>
                    <Table.Th>Result</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.lines.map((line) => (
                    <Table.Tr key={line.lineNo} data-testid={`bill-line-${line.lineNo}`}>
                      <Table.Td>{line.lineNo}</Table.Td>
                      <Table.Td>{line.productName ?? line.billerName}</Table.Td>
                      <Table.Td>
                        {line.customerNumber}
                        {line.customerName ? ` · ${line.customerName}` : ''}
                      </Table.Td>
                      <Table.Td ta="right">{formatMinorAsNaira(line.amount)}</Table.Td>
                      <Table.Td>
                        <Stack gap={2}>
                          <Group gap={4}>
                            <BillStatusBadge status={line.status} />
                            {line.reversal === 'reversed' && <Text size="xs">reversed</Text>}
                          </Group>
                          {line.token && <Code>{groupedToken(line.token)}</Code>}
                          {line.error && (
                            <Text size="xs" c="dimmed">
                              {line.error}
                            </Text>
                          )}
                        </Stack>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        </Paper>
      )}
    </QueryState>
  );
}
