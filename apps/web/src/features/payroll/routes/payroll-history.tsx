// /payroll/history: completed and rejected payrolls, outcome and search in the URL, with the CSV download.
import { Paper, Select, Stack } from '@mantine/core';
import { HISTORY_OUTCOMES, PAYROLL_RUN_PATHS, type PayrollHistoryItem } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { FilterBar } from '@/components/filter-bar.tsx';
import { FilterActions } from '@/components/list-filter-parts.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { SearchFilter } from '@/components/search-filter.tsx';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useDownload } from '../api/downloads.ts';
import { useHistory } from '../api/history-query.ts';
import { runColumns } from '../components/run-columns.tsx';
import { HISTORY_COPY as COPY, LIST_COPY, STATUS_LABELS } from '../copy.ts';
import { PAYROLL_ROUTES } from '../logic/paths.ts';
import { HISTORY_FILTERS } from '../logic/run-filters.ts';

const OUTCOMES = HISTORY_OUTCOMES.map((o) => ({ value: o, label: STATUS_LABELS[o] }));

export function Component() {
  const { filters, query, active, change, setPage, clear } = useUrlFilters(HISTORY_FILTERS);
  const history = useHistory({ page: filters.page, outcome: filters.outcome, search: filters.search });
  const navigate = useNavigate();
  const download = useDownload();
  // The list's columns without the row menu: a history row only opens.
  const columns = useMemo(
    () => runColumns(() => {}).filter((c) => c.id !== 'actions') as ColumnDef<PayrollHistoryItem>[],
    [],
  );
  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle} />
      <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
        <Stack gap="lg">
          <FilterBar
            activeCount={[filters.outcome, filters.search].filter(Boolean).length}
            cols={{ base: 2, md: 3 }}
            actions={
              <FilterActions
                labels={{ clear: LIST_COPY.clearFilters, export: LIST_COPY.download }}
                canClear={active}
                onClear={clear}
                onExport={() =>
                  download.mutate({
                    path: PAYROLL_RUN_PATHS.history,
                    query: { ...query, download: 'csv' },
                    fallbackName: 'payroll-history.csv',
                  })
                }
                exporting={download.isPending}
              />
            }
          >
            <SearchFilter
              value={filters.search ?? ''}
              onSearch={(search) => change({ search })}
              label={LIST_COPY.search}
            />
            <Select
              label={COPY.outcome}
              placeholder={COPY.all}
              data={OUTCOMES}
              value={filters.outcome ?? null}
              onChange={(outcome) => change({ outcome })}
              clearable
            />
          </FilterBar>
          <DataTable
            label={COPY.title}
            columns={columns}
            getRowId={(run) => run._id}
            {...pagedQueryProps(history, setPage)}
            onRowClick={(run) => navigate(PAYROLL_ROUTES.historyRun(run._id))}
            rowTestId="history-row"
            errorTitle={COPY.loadFailed}
            minWidth={360}
            empty={
              active
                ? {
                    header: LIST_COPY.emptyFiltered.header,
                    action: { label: LIST_COPY.clearFilters, onClick: clear },
                  }
                : { header: COPY.empty.header, subHeader: COPY.empty.sub }
            }
          />
        </Stack>
      </Paper>
    </Stack>
  );
}
