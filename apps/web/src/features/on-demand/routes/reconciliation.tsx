// /reconciliation: one pay period at a time, each employee's drawn, to deduct and recovered amounts; differences are
// flagged and can be listed alone; the CSV exports what is shown.
import { Checkbox, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { ReconciliationLine } from '@paydesk/contracts';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { EmptyState } from '@/components/empty-state.tsx';
import { FilterBar } from '@/components/filter-bar.tsx';
import { FilterActions } from '@/components/list-filter-parts.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { QueryError } from '@/components/query-state.tsx';
import { SearchFilter } from '@/components/search-filter.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatPeriod } from '@/lib/format/time.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import {
  useReconciliation,
  useReconciliationExport,
  useReconciliationPeriods,
} from '../api/reconciliation-api.ts';
import { OnDemandNav } from '../components/on-demand-nav.tsx';
import { reconciliationColumns } from '../components/reconciliation-columns.tsx';
import { RECONCILIATION_COPY as COPY } from '../copy.ts';
import { RECONCILIATION_FILTERS } from '../logic/reconciliation-filters.ts';

function Total({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {formatMinorAsNaira(value)}
      </Text>
    </Stack>
  );
}

export function Component() {
  const { filters, change, setPage, clear } = useUrlFilters(RECONCILIATION_FILTERS, { replace: true });
  const periods = useReconciliationPeriods();
  const period = filters.period ?? periods.data?.[0]?.period;
  const lines = useReconciliation(filters, period);
  const exporter = useReconciliationExport();
  const active = Boolean(filters.search || filters.flagged);
  const totals = lines.data?.totals;

  return (
    <Stack gap="lg">
      <PageTitle title={COPY.title} subtitle={COPY.subtitle} />
      <OnDemandNav />
      {periods.isPending ? (
        <Skeleton h={320} radius="lg" />
      ) : periods.isError ? (
        <QueryError
          title={COPY.loadFailed}
          error={periods.error}
          onRetry={() => void periods.refetch()}
          retrying={periods.isFetching}
        />
      ) : !period ? (
        <EmptyState header={COPY.noPeriodsHeader} subHeader={COPY.noPeriods} />
      ) : (
        <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
          <Stack gap="lg">
            <FilterBar
              activeCount={active ? 1 : 0}
              actions={
                <FilterActions
                  labels={{ clear: COPY.clearFilters, export: COPY.export }}
                  canClear={active}
                  onClear={clear}
                  onExport={() => exporter.mutate({ filters, period })}
                  exporting={exporter.isPending}
                  exportTestId="reconciliation-export"
                />
              }
            >
              <Select
                label={COPY.period}
                placeholder={COPY.choosePeriod}
                data={(periods.data ?? []).map((p) => ({
                  value: p.period,
                  label: p.closed ? `${formatPeriod(p.period)} (${COPY.closed})` : formatPeriod(p.period),
                }))}
                value={period}
                onChange={(value) => change({ period: value })}
                allowDeselect={false}
                size="sm"
                data-testid="reconciliation-period"
              />
              <SearchFilter
                label={COPY.search}
                placeholder={COPY.searchPlaceholder}
                value={filters.search ?? ''}
                onSearch={(search) => change({ search })}
                testId="reconciliation-search"
              />
              <Checkbox
                mt={{ base: 0, sm: 28 }}
                label={COPY.flaggedOnly}
                checked={filters.flagged === 'true'}
                onChange={(event) => change({ flagged: event.currentTarget.checked ? 'true' : null })}
                data-testid="reconciliation-flagged"
              />
            </FilterBar>
            {totals && (
              <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="reconciliation-totals">
                <Total label={COPY.columns.drawn} value={totals.drawn} />
                <Total
                  label={COPY.columns.toDeduct}
                  value={totals.toDeduct}
                  testId="reconciliation-to-deduct"
                />
                <Total
                  label={COPY.columns.recovered}
                  value={totals.recoveredByPayroll + totals.recoveredByNote}
                />
                <Total label={COPY.columns.outstanding} value={totals.outstanding} />
              </SimpleGrid>
            )}
            {totals && totals.flaggedCount > 0 && (
              <Group>
                <Text size="sm" c="red" fw={600}>
                  {COPY.flaggedCount(totals.flaggedCount)}
                </Text>
              </Group>
            )}
            <DataTable<ReconciliationLine>
              label={COPY.title}
              columns={reconciliationColumns}
              getRowId={(l) => l.employeeId}
              {...pagedQueryProps(lines, setPage)}
              rowTestId="reconciliation-row"
              testId="reconciliation-table"
              errorTitle={COPY.loadFailed}
              minWidth={720}
              empty={
                active
                  ? {
                      header: COPY.emptyHeader,
                      subHeader: COPY.empty,
                      action: { label: COPY.clearFilters, onClick: clear },
                    }
                  : { header: COPY.emptyHeader, subHeader: COPY.empty }
              }
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
