// /people/employees/era/{id}/transactions: one employee's on-demand pay account and its transactions. With no
// account open yet the page says so; an unknown employee says that instead.
import { Alert, Paper, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { BackButton } from '@/components/back-button.tsx';
import { EmptyState } from '@/components/empty-state.tsx';
import { NotFoundState } from '@/components/not-found-state.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { QueryState } from '@/components/query-state.tsx';
import { isNotFoundError } from '@/lib/api/index.ts';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate } from '@/lib/format/time.ts';
import { useEmployeeAccountTransactions } from '../api/employee-account-transactions-query.ts';
import { AccountAmount } from '../components/account-amount.tsx';
import { ACCOUNTS_COPY as COPY } from '../copy.ts';

export function Component() {
  const { id = '' } = useParams();
  const query = useEmployeeAccountTransactions(id);
  if (isNotFoundError(query.error))
    return (
      <NotFoundState message={COPY.notFound} backTo="/people/employees/ERA" backLabel={COPY.backToList} />
    );
  return (
    <Stack gap="lg">
      <div>
        <BackButton fallback="/people/employees/ERA" />
      </div>
      <QueryState query={query} loading={<Skeleton h={160} radius="md" />}>
        {({ employee, transactions }) => (
          <Stack gap="lg">
            <PageTitle
              title={`${employee.firstName} ${employee.lastName}`}
              subtitle={COPY.transactionsSubtitle(employee.staffId)}
            />
            {employee.account === null && (
              <Alert color="blue" variant="light" icon={<IconInfoCircle />} title={COPY.noAccountTitle}>
                {COPY.noAccount}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              {(['earned', 'drawn', 'saved', 'owed'] as const).map((field) => (
                <Paper key={field} withBorder p="md">
                  <Text size="sm" c="dimmed">
                    {COPY.columns[field]}
                  </Text>
                  <Text fw={700} fz="lg" data-testid={`account-${field}`}>
                    <AccountAmount account={employee.account} field={field} />
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
            <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
              {transactions.length === 0 ? (
                <EmptyState header={COPY.noTransactionsHeader} subHeader={COPY.noTransactions} />
              ) : (
                <Table aria-label={COPY.transactions}>
                  <Table.Tbody>
                    {transactions.map((tx) => (
                      <Table.Tr key={tx._id}>
                        <Table.Td>{formatDate(tx.createdAt)}</Table.Td>
                        <Table.Td>{tx.description}</Table.Td>
                        <Table.Td ta="right">{formatMinorAsNaira(tx.amount)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Paper>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
