// /people/employees: the business's employees — search and filters in the URL, server pages and sort, bulk actions
// (enable, disable, archive, invite to on-demand pay, assign to group; disable and archive confirmed first), CSV and
// XLSX export from the server. Actions the member may not take are not offered.
import { Button, Paper, Stack } from '@mantine/core';
import type { Employee } from '@paydesk/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, Navigate } from 'react-router';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { pagedQueryProps } from '../../../components/data-table/paged-query.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { useCan } from '../../../lib/storage/use-permissions.ts';
import { useUrlFilters } from '../../../lib/url-filters/use-url-filters.ts';
import { useEmployees } from '../api/employees-query.ts';
import { EmployeeBulkActions } from '../components/employee-bulk-actions.tsx';
import { employeeColumns } from '../components/employee-columns.tsx';
import { EmployeeFilterBar } from '../components/employee-filter-bar.tsx';
import { EMPLOYEES_COPY as COPY } from '../copy.ts';
import { EMPLOYEE_FILTERS, EMPLOYEE_SORTABLE } from '../logic/employee-filters.ts';

export function Component() {
  const mayView = useCan('people.employees.view');
  const mayManage = useCan('people.employees.manage');
  const { filters, active, change, setPage, setSort, clear } = useUrlFilters(EMPLOYEE_FILTERS, {
    sortable: EMPLOYEE_SORTABLE,
    replace: true,
  });
  const employees = useEmployees(filters);
  const columns = useMemo(() => employeeColumns(), []);
  if (!mayView) return <Navigate to="/401" replace />;

  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle}>
        {mayManage && (
          <Button component={Link} to="/people/employees/add" leftSection={<IconUserPlus size={18} />}>
            {COPY.add}
          </Button>
        )}
      </PageTitle>
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <Stack gap="lg">
          <EmployeeFilterBar filters={filters} onChange={change} onClear={clear} />
          <DataTable<Employee>
            label={COPY.title}
            columns={columns}
            getRowId={(employee) => employee._id}
            {...pagedQueryProps(employees, setPage)}
            sort={filters.sort}
            onSortChange={setSort}
            rowTestId={(employee) => `employee-row-${employee.email}`}
            testId="employees-table"
            rangeTestId="employees-range"
            errorTitle={COPY.loadFailed}
            errorTestId="employees-error"
            columnMenu
            minWidth={820}
            bulkActions={
              mayManage
                ? (selected, clearSelection) => (
                    <EmployeeBulkActions selected={selected} onDone={clearSelection} />
                  )
                : undefined
            }
            empty={
              active
                ? {
                    header: COPY.emptyFilteredHeader,
                    subHeader: COPY.emptyFiltered,
                    action: { label: COPY.clearFilters, onClick: clear },
                  }
                : mayManage
                  ? {
                      header: COPY.emptyAllHeader,
                      subHeader: COPY.emptyAll,
                      action: { label: COPY.add, to: '/people/employees/add' },
                    }
                  : { header: COPY.emptyAllHeader, subHeader: COPY.emptyAll }
            }
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
