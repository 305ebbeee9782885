// /ops/reconciliation: run the ledger reconciliation now; the latest result (all balanced, or each account
// whose cached balance differs from its postings) and the latest runs.
import { Badge, Button, Card, Center, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { showToast } from '@/components/toast.tsx';
import { formatDateTime } from '@/lib/format/time.ts';
import { useRunReconciliationMutation } from '../api/reconciliation-mutation.ts';
import { reconciliationQuery } from '../api/reconciliation-query.ts';
import { ReconciliationDifferences } from '../components/reconciliation-differences.tsx';
import { isBalanced, ReconciliationSummary } from '../components/reconciliation-summary.tsx';
import { OPS_COPY } from '../copy.ts';

const COPY = OPS_COPY.reconciliation;

export function Component() {
  const runs = useQuery(reconciliationQuery());
  const run = useRunReconciliationMutation();
  const latest = runs.data?.[0];
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={26}>
            {COPY.title}
          </Title>
          <Text c="dimmed">{COPY.intro}</Text>
        </Stack>
        <Button
          leftSection={<IconRefresh size={16} />}
          loading={run.isPending}
          onClick={() =>
            run.mutate(undefined, {
              onSuccess: ({ message }) => showToast({ kind: 'info', title: COPY.ranOk, message }),
            })
          }
        >
          {COPY.run}
        </Button>
      </Group>
      <QueryState
        query={runs}
        loading={
          <Center py={60}>
            <Loader />
          </Center>
        }
        errorTitle={COPY.loadFailed}
        isEmpty={(data) => data.length === 0}
        empty={{ header: COPY.neverHeader, subHeader: COPY.never }}
      >
        {(data) => (
          <>
            {latest && <ReconciliationSummary run={latest} />}
            <Card withBorder radius="md" p={0}>
              <Title order={2} fz="md" p="md" pb={0}>
                {COPY.latest}
              </Title>
              <Table verticalSpacing="sm" horizontalSpacing="md">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Ran at</Table.Th>
                    <Table.Th>Trigger</Table.Th>
                    <Table.Th>Accounts checked</Table.Th>
                    <Table.Th>Result</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.map((r) => (
                    <Fragment key={r._id}>
                      <Table.Tr data-testid="reconciliation-run">
                        <Table.Td>{formatDateTime(r.ranAt)}</Table.Td>
                        <Table.Td tt="capitalize">{r.trigger}</Table.Td>
                        <Table.Td>{r.accountsChecked}</Table.Td>
                        <Table.Td>
                          {isBalanced(r) ? (
                            <Badge color="teal" variant="light">
                              Balanced
                            </Badge>
                          ) : (
                            <Badge color="red" variant="light">
                              {r.mismatches.length} differences · {r.unbalancedEntries} unbalanced entries
                            </Badge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                      {r.mismatches.length > 0 && r !== latest && (
                        <Table.Tr>
                          <Table.Td colSpan={4} bg="red.0">
                            <ReconciliationDifferences mismatches={r.mismatches} />
                          </Table.Td>
                        </Table.Tr>
                      )}
                    </Fragment>
                  ))}
                </Table.Tbody>
              </Table>
            </Card>
          </>
        )}
      </QueryState>
    </Stack>
  );
}
