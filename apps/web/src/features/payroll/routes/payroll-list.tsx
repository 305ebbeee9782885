// /payroll: the dashboard info and the year's analytics, then the payrolls with status and search in the URL, the
// download of the list, and the way to create one. A row opens the run at its current step; a draft can be deleted.
import { Button, Paper, Select, Skeleton, Stack } from '@mantine/core';
import { PAYROLL_RUN_PATHS, PAYROLL_RUN_STATUSES, type PayrollRunListItem } from '@paydesk/contracts';
import { IconCalendarDue, IconHistory, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ComplianceAlert,
  useComplianceAlertSettled,
} from '@/components/compliance-calendar/compliance-alert.tsx';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { FilterBar } from '@/components/filter-bar.tsx';
import { FilterActions } from '@/components/list-filter-parts.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { SearchFilter } from '@/components/search-filter.tsx';
import { useCan } from '@/lib/storage/use-permissions.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useDownload } from '../api/downloads.ts';
import { useDeleteRun } from '../api/run-mutations.ts';
import { usePayrollAnalytics, usePayrollDashboard, useRuns } from '../api/runs-query.ts';
import { PayrollOverview } from '../components/payroll-overview.tsx';
import { runColumns } from '../components/run-columns.tsx';
import { LIST_COPY as COPY, STATUS_LABELS } from '../copy.ts';
import { PAYROLL_ROUTES } from '../logic/paths.ts';
import { RUN_FILTERS } from '../logic/run-filters.ts';
import { runHome } from '../logic/run-home.ts';

const STATUS_OPTIONS = PAYROLL_RUN_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

export function Component() {
  const { filters, query, active, change, setPage, clear } = useUrlFilters(RUN_FILTERS);
  const runs = useRuns({ page: filters.page, status: filters.status, search: filters.search });
  // The compliance alert sits above the overview: the page draws below its title once it knows whether to show it
  // (CLS, issue 30), with the overview's reads sent alongside rather than after.
  const alertSettled = useComplianceAlertSettled();
  usePayrollDashboard();
  usePayrollAnalytics();
  const navigate = useNavigate();
  const canCreate = useCan('payroll.manage');
  const download = useDownload();
  const remove = useDeleteRun();
  const [deleting, setDeleting] = useState<PayrollRunListItem | null>(null);
  const columns = useMemo(() => runColumns(setDeleting), []);

  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle}>
        <Button
          component={Link}
          to={PAYROLL_ROUTES.history}
          variant="light"
          leftSection={<IconHistory size={16} />}
        >
          {COPY.history}
        </Button>
        <Button
          component={Link}
          to="/payroll/compliance"
          variant="light"
          leftSection={<IconCalendarDue size={16} />}
        >
          {COPY.compliance}
        </Button>
        {canCreate && (
          <Button
            component={Link}
            to={PAYROLL_ROUTES.create}
            leftSection={<IconPlus size={16} />}
            data-testid="create-payroll"
          >
            {COPY.create}
          </Button>
        )}
      </PageTitle>
      {alertSettled ? (
        <>
          <ComplianceAlert />
          <PayrollOverview />
          <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
            <Stack gap="lg">
              <FilterBar
                activeCount={[filters.status, filters.search].filter(Boolean).length}
                cols={{ base: 2, md: 3 }}
                actions={
                  <FilterActions
                    labels={{ clear: COPY.clearFilters, export: COPY.download }}
                    canClear={active}
                    onClear={clear}
                    onExport={() =>
                      download.mutate({
                        path: PAYROLL_RUN_PATHS.runs,
                        query: { ...query, download: 'csv' },
                        fallbackName: 'payrolls.csv',
                      })
                    }
                    exporting={download.isPending}
                    exportTestId="download-payrolls"
                  />
                }
              >
                <SearchFilter
                  value={filters.search ?? ''}
                  onSearch={(search) => change({ search })}
                  label={COPY.search}
                  testId="payroll-search"
                />
                <Select
                  label={COPY.status}
                  placeholder={COPY.allStatuses}
                  data={STATUS_OPTIONS}
                  value={filters.status ?? null}
                  onChange={(status) => change({ status })}
                  clearable
                  data-testid="payroll-status-filter"
                />
              </FilterBar>
              <DataTable
                label={COPY.title}
                columns={columns}
                getRowId={(run) => run._id}
                {...pagedQueryProps(runs, setPage)}
                onRowClick={(run) => navigate(runHome(run))}
                rowTestId="payroll-row"
                testId="payroll-table"
                errorTitle={COPY.loadFailed}
                minWidth={360}
                empty={
                  active
                    ? {
                        header: COPY.emptyFiltered.header,
                        subHeader: COPY.emptyFiltered.sub,
                        action: { label: COPY.clearFilters, onClick: clear },
                      }
                    : {
                        header: COPY.empty.header,
                        subHeader: COPY.empty.sub,
                        action: canCreate ? { label: COPY.create, to: PAYROLL_ROUTES.create } : undefined,
                      }
                }
              />
            </Stack>
          </Paper>
        </>
      ) : (
        <Stack gap="lg" aria-busy="true">
          <Skeleton h={96} />
          <Skeleton h={300} />
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={COPY.deleteTitle}
        question={deleting ? COPY.deleteQuestion(deleting.name) : ''}
        confirmLabel={COPY.delete}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
