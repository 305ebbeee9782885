// /people/employees/ERA: each employee's on-demand pay account (earned, drawn, saved, owed). Accounts open when
// on-demand pay starts for the business; until then the page says so and shows a dash, not zeros.
import { Alert, Anchor, Badge, Button, Paper, Stack } from '@mantine/core';
import type { EmployeeAccount } from '@paydesk/contracts';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { SearchFilter } from '@/components/search-filter.tsx';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useEmployeeAccounts } from '../api/employee-accounts-query.ts';
import { AccountAmount } from '../components/account-amount.tsx';
import { ACCOUNTS_COPY as COPY, EMPLOYEES_COPY } from '../copy.ts';
import { ACCOUNT_FILTERS } from '../logic/account-filters.ts';

const columns: ColumnDef<EmployeeAccount>[] = [
  {
    id: 'name',
    header: COPY.columns.employee,
    enableHiding: false,
    cell: ({ row: { original: e } }) => (
      <Anchor component={Link} to={`/people/employees/era/${e._id}/transactions`} size="sm" fw={600}>
        {e.firstName} {e.lastName}
      </Anchor>
    ),
  },
  { id: 'staffId', header: COPY.columns.staffId, accessorKey: 'staffId', meta: { visibleFrom: 'sm' } },
  {
    id: 'onDemand',
    header: COPY.columns.onDemand,
    meta: { visibleFrom: 'md' },
    cell: ({ row: { original: e } }) => (
      <Badge variant="light" color="gray" radius="sm">
        {EMPLOYEES_COPY.onDemandStates[e.onDemandState]}
      </Badge>
    ),
  },
  ...(['earned', 'drawn', 'saved', 'owed'] as const).map(
    (field): ColumnDef<EmployeeAccount> => ({
      id: field,
      header: COPY.columns[field],
      meta: field === 'earned' ? undefined : { visibleFrom: 'md' },
      cell: ({ row: { original: e } }) => <AccountAmount account={e.account} field={field} />,
    }),
  ),
];

export function Component() {
  const { filters, change, setPage } = useUrlFilters(ACCOUNT_FILTERS, { replace: true });
  const accounts = useEmployeeAccounts(filters);
  const noneOpen = accounts.data?.docs.every((e) => e.account === null) ?? false;
  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle}>
        <Button component={Link} to="/withdrawals" variant="light" data-testid="accounts-withdrawals">
          {COPY.withdrawalsLink}
        </Button>
      </PageTitle>
      {noneOpen && (accounts.data?.totalDocs ?? 0) > 0 && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle />} title={COPY.noAccountsTitle}>
          {COPY.noAccounts}
        </Alert>
      )}
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <Stack gap="lg">
          <SearchFilter
            label={EMPLOYEES_COPY.search}
            placeholder={EMPLOYEES_COPY.searchPlaceholder}
            value={filters.search ?? ''}
            onSearch={(search) => change({ search })}
            testId="accounts-search"
          />
          <DataTable<EmployeeAccount>
            label={COPY.title}
            columns={columns}
            getRowId={(e) => e._id}
            {...pagedQueryProps(accounts, setPage)}
            testId="accounts-table"
            rangeTestId="accounts-range"
            errorTitle={COPY.loadFailed}
            empty={{ header: COPY.emptyHeader, subHeader: COPY.empty }}
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
