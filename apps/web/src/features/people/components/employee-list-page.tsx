// The employees list of /people/employees and its on-demand views (accepted, invited): search, filters, page size
// and sort (every column) in the URL, server pages, bulk actions (enable, disable, archive, invite to on-demand pay,
// assign to group; disable and archive confirmed first), CSV and XLSX export from the server. A view fixes the
// on-demand state. Actions the member may not take are not offered. A row opens the employee's drawer (?open=id).
import { Button, Paper, Stack } from '@mantine/core';
import type { Employee, OnDemandState } from '@paydesk/contracts';
import { IconUserPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import { type ReactNode, useMemo } from 'react';
import { Link, Navigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { PageTitle } from '@/components/page-title.tsx';
import { showToast } from '@/components/toast.tsx';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useOpenParam } from '@/lib/url-filters/use-open-param.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useResendInviteMutation } from '../api/employee-action-mutation.ts';
import { useEmployees } from '../api/employees-query.ts';
import { EMPLOYEES_COPY as COPY, PEOPLE_TOASTS } from '../copy.ts';
import {
  EMPLOYEE_FILTERS,
  EMPLOYEE_PAGE_SIZE,
  EMPLOYEE_PAGE_SIZES,
  EMPLOYEE_SORTABLE,
} from '../logic/employee-filters.ts';
import { EmployeeBulkActions } from './employee-bulk-actions.tsx';
import { type EmployeeColumnOptions, employeeColumns } from './employee-columns.tsx';
import { EmployeeDrawer } from './employee-drawer.tsx';
import { EmployeeFilterBar } from './employee-filter-bar.tsx';

interface EmployeeListPageProps {
  title: string;
  subtitle: string;
  /** The on-demand state this view shows (its filter is then not offered). */
  onDemand?: OnDemandState;
  /** What the view says when it has nobody (and no filter is set). */
  emptyView?: { header: string; subHeader: string };
  /** The view's own columns (the register's by default). */
  columns?: (options: EmployeeColumnOptions) => ColumnDef<Employee>[];
  /** The view's own actions on the selection (the register's bulk actions by default). */
  bulkActions?: (selected: Employee[], clearSelection: () => void) => ReactNode;
  /** The selection survives searches and filters (see DataTable). */
  keepSelectionAcrossFilters?: boolean;
}

export function EmployeeListPage({
  title,
  subtitle,
  onDemand,
  emptyView,
  columns: viewColumns = employeeColumns,
  bulkActions,
  keepSelectionAcrossFilters,
}: EmployeeListPageProps) {
  const mayView = useCan('people.employees.view');
  const mayManage = useCan('people.employees.manage');
  const { filters, active, change, setPage, setSort, setLimit, clear } = useUrlFilters(EMPLOYEE_FILTERS, {
    sortable: EMPLOYEE_SORTABLE,
    pageSizes: EMPLOYEE_PAGE_SIZES,
    replace: true,
  });
  const scoped = onDemand ? { ...filters, onDemand } : filters;
  const employees = useEmployees({ ...scoped, limit: filters.limit ?? EMPLOYEE_PAGE_SIZE });
  const resend = useResendInviteMutation();
  const { mutate: resendInvite } = resend;
  const [openId, setOpenId] = useOpenParam('open');
  const columns = useMemo(
    () =>
      viewColumns({
        onResendInvite: mayManage
          ? (employee) =>
              resendInvite(employee._id, {
                onSuccess: () => showToast({ kind: 'success', message: PEOPLE_TOASTS.inviteSent }),
              })
          : undefined,
        onQuickView: (employee) => setOpenId(employee._id),
      }),
    [viewColumns, mayManage, resendInvite, setOpenId],
  );
  if (!mayView) return <Navigate to="/401" replace />;

  return (
    <Stack gap="lg">
      <PageTitle title={title} subtitle={subtitle}>
        {mayManage && (
          <Button component={Link} to="/people/employees/add" leftSection={<IconUserPlus size={18} />}>
            {COPY.add}
          </Button>
        )}
      </PageTitle>
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <Stack gap="lg">
          <EmployeeFilterBar
            filters={scoped}
            onChange={change}
            onClear={clear}
            fixedOnDemand={Boolean(onDemand)}
          />
          <DataTable<Employee>
            label={title}
            columns={columns}
            getRowId={(employee) => employee._id}
            {...pagedQueryProps(employees, setPage, {
              pageSizes: EMPLOYEE_PAGE_SIZES,
              onPageSizeChange: setLimit,
            })}
            sort={filters.sort}
            onSortChange={setSort}
            onRowClick={(employee) => setOpenId(employee._id)}
            rowTestId={(employee) => `employee-row-${employee.email}`}
            testId="employees-table"
            rangeTestId="employees-range"
            errorTitle={COPY.loadFailed}
            errorTestId="employees-error"
            columnMenu
            minWidth={820}
            keepSelectionAcrossFilters={keepSelectionAcrossFilters}
            bulkActions={
              !mayManage
                ? undefined
                : (bulkActions ??
                  ((selected, clearSelection) => (
                    <EmployeeBulkActions selected={selected} onDone={clearSelection} />
                  )))
            }
            empty={
              active
                ? {
                    header: COPY.emptyFilteredHeader,
                    subHeader: COPY.emptyFiltered,
                    action: { label: COPY.clearFilters, onClick: clear },
                  }
                : emptyView
                  ? emptyView
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
      <EmployeeDrawer employeeId={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
