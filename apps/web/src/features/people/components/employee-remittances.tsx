// The employee's remittance history on their page (issue 28): each payslip's deductions traced to the remittance
// that carried them and the authority's receipt, gaps first; the annual tax statement PDF of a year. Shown to
// members who may view payroll.
import { Button, Group, Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '@/components/query-state.tsx';
import { REMITTANCE_HISTORY_COPY as COPY } from '@/components/remittance-history/copy.ts';
import { RemittanceHistoryView } from '@/components/remittance-history/remittance-history.tsx';
import { useCan } from '@/lib/storage/use-permissions.ts';
import {
  useDownloadAuthorityReceipt,
  useDownloadTaxStatement,
  useEmployeeRemittances,
} from '../api/employee-remittances-query.ts';

export const TAX_STATEMENT_DOWNLOAD_COPY = {
  year: 'Tax year',
  download: 'Tax statement (PDF)',
  hint: 'The annual tax statement: gross, reliefs, taxable income, and PAYE per month with where it was remitted.',
} as const;

/** The years offered: the years of the history's payslips, this year when there are none. */
const yearsOf = (periodEnds: string[]) => {
  const years = [...new Set(periodEnds.map((d) => d.slice(0, 4)))].sort().reverse();
  return years.length ? years : [String(new Date().getFullYear())];
};

function TaxStatementDownload({ employeeId, years }: { employeeId: string; years: string[] }) {
  const [year, setYear] = useState(years[0]!);
  const download = useDownloadTaxStatement();
  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="sm">
        <Select
          label={TAX_STATEMENT_DOWNLOAD_COPY.year}
          data={years}
          value={year}
          onChange={(value) => value && setYear(value)}
          allowDeselect={false}
          w={110}
        />
        <Button
          variant="light"
          leftSection={<IconDownload size={14} />}
          loading={download.isPending}
          onClick={() => download.mutate({ employeeId, year: Number(year) })}
        >
          {TAX_STATEMENT_DOWNLOAD_COPY.download}
        </Button>
      </Group>
      <Text size="xs" c="dimmed">
        {TAX_STATEMENT_DOWNLOAD_COPY.hint}
      </Text>
    </Stack>
  );
}

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
          {(data) => (
            <Stack gap="md">
              <TaxStatementDownload
                employeeId={employeeId}
                years={yearsOf(data.months.map((m) => m.periodEnd))}
              />
              <RemittanceHistoryView history={data} onDownload={(file) => download.mutate(file)} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
