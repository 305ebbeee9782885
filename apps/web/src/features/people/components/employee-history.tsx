// An employee's history: each audited change, newest first, named as the audit log names it (auditActionLabel),
// with who made it and every field's old and new value, in words (logic/employee-labels): banks and PFAs by name,
// from the directories the form picks them from.
import { Paper, Skeleton, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { auditActionLabel } from '@paydesk/contracts';
import { useMemo } from 'react';
import { useBanks } from '@/components/banks/banks-query.ts';
import { QueryState } from '@/components/query-state.tsx';
import { formatDateTime } from '@/lib/format/time.ts';
import { useEmployeeHistory } from '../api/employee-history-query.ts';
import { usePensionProviders } from '../api/pension-providers-query.ts';
import { EMPLOYEE_EDIT_COPY as COPY } from '../copy.ts';
import { type HistoryNames, historyFieldLabel, historyValue } from '../logic/employee-labels.ts';
import { groupHistory } from '../logic/history.ts';

export function EmployeeHistory({ employeeId }: { employeeId: string }) {
  const history = useEmployeeHistory(employeeId);
  const banks = useBanks();
  const pfas = usePensionProviders();
  const names = useMemo((): HistoryNames => {
    const bankNames = new Map(banks.data?.map((b) => [b.institutionCode, b.institutionName]));
    const pfaNames = new Map(pfas.data?.map((p) => [p.id, p.name]));
    return { bank: (code) => bankNames.get(code), pfa: (id) => pfaNames.get(id) };
  }, [banks.data, pfas.data]);
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder data-testid="employee-history">
      <Title order={2} fz="lg" mb="md">
        {COPY.history}
      </Title>
      <QueryState
        query={history}
        errorTitle={COPY.historyFailed}
        loading={<Skeleton h={120} radius="md" />}
        isEmpty={(entries) => entries.length === 0}
        empty={{ header: COPY.historyEmpty }}
      >
        {(rows) => (
          <Timeline bulletSize={14} lineWidth={2}>
            {groupHistory(rows).map((entry) => (
              <Timeline.Item
                key={entry.key}
                title={
                  <Text size="sm" fw={600}>
                    {auditActionLabel(entry.action)}
                  </Text>
                }
              >
                <Stack gap={6}>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(entry.at)} {entry.actor ? COPY.by(entry.actor) : ''}
                  </Text>
                  {entry.changes.length > 0 && (
                    <Table.ScrollContainer minWidth={360}>
                      <Table withTableBorder fz="xs" verticalSpacing={4}>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th>{COPY.field}</Table.Th>
                            <Table.Th>{COPY.from}</Table.Th>
                            <Table.Th>{COPY.to}</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {entry.changes.map((change) => (
                            <Table.Tr key={change.field}>
                              <Table.Td>{historyFieldLabel(change.field)}</Table.Td>
                              <Table.Td>{historyValue(change.field, change.from, names)}</Table.Td>
                              <Table.Td>{historyValue(change.field, change.to, names)}</Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </Table.ScrollContainer>
                  )}
                </Stack>
              </Timeline.Item>
            ))}
          </Timeline>
        )}
      </QueryState>
    </Paper>
  );
}
