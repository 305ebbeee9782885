// The employee's remittance history on their page (issue 28): each payslip's deductions traced to the remittance
// that carried them and the authority's receipt, gaps first. Shown to members who may view payroll.
import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { QueryState } from '../../../components/query-state.tsx';
import { REMITTANCE_HISTORY_COPY as COPY } from '../../../components/remittance-history/copy.ts';
import { RemittanceHistoryView } from '../../../components/remittance-history/remittance-history.tsx';
import { useCan } from '../../../lib/storage/use-permissions.ts';
import { useDownloadAuthorityReceipt, useEmployeeRemittances } from '../api/employee-remittances-query.ts';

export function EmployeeRemittances({ employeeId }: { employeeId: string }) {
  const mayView = useCan('payroll.view');
  const history = useEmployeeRemittances(employeeId, mayView);
  const download = useDownloadAuthorityReceipt();
  if (!mayView) return null;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" data-testid="employee-remittances">
      <Stack gap="sm">
        <Title order={2} fz="md">
          {COPY.title}
        </Title>
        <Text size="sm" c="dimmed">
          {COPY.hint}
        </Text>
        <QueryState query={history} loading={<Skeleton h={120} />}>
          {(data) => <RemittanceHistoryView history={data} onDownload={(file) => download.mutate(file)} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}
