// Search, status, group, department and on-demand state; every change lands in the URL. Export CSV or XLSX of the
// filtered employees, in the table's sort, from the server. On phones the filters sit behind the Filters button.
import { Button, Group, Select } from '@mantine/core';
import { EMPLOYEE_STATUSES, ON_DEMAND_STATES } from '@paydesk/contracts';
import { IconDownload, IconFilterOff } from '@tabler/icons-react';
import { FilterBar } from '@/components/filter-bar.tsx';
import { SearchFilter } from '@/components/search-filter.tsx';
import { type FilterPatch, filterFields } from '@/lib/url-filters/url-filters.ts';
import { useEmployeeExportMutation } from '../api/employee-export-mutation.ts';
import { useGroupOptions } from '../api/group-options-query.ts';
import { EMPLOYEES_COPY as COPY } from '../copy.ts';
import { EMPLOYEE_FILTERS, type EmployeeFilters, serverSort } from '../logic/employee-filters.ts';

interface EmployeeFilterBarProps {
  filters: EmployeeFilters;
  onChange: (patch: FilterPatch<typeof EMPLOYEE_FILTERS>) => void;
  onClear: () => void;
  /** The page fixes the on-demand state: no select for it. */
  fixedOnDemand?: boolean;
}

export function EmployeeFilterBar({ filters, onChange, onClear, fixedOnDemand }: EmployeeFilterBarProps) {
  const groups = useGroupOptions();
  const exporter = useEmployeeExportMutation();
  const query = filterFields(EMPLOYEE_FILTERS, filters);
  const active = Object.keys(query).filter((key) => !(fixedOnDemand && key === 'onDemand')).length;
  // The file lists the employees in the order the table shows them.
  const sort = serverSort(filters.sort);
  const exported = sort ? { ...query, sort } : query;
  return (
    <FilterBar
      activeCount={active}
      cols={{ base: 2, md: 3, xl: 5 }}
      actions={
        <Group gap="sm" justify="flex-end">
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconFilterOff size={16} />}
            onClick={onClear}
            disabled={active === 0}
            size="sm"
          >
            {COPY.clearFilters}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => exporter.mutate({ query: exported, format: 'csv' })}
            loading={exporter.isPending && exporter.variables?.format === 'csv'}
            size="sm"
            data-testid="employees-export-csv"
          >
            {COPY.exportCsv}
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            onClick={() => exporter.mutate({ query: exported, format: 'xlsx' })}
            loading={exporter.isPending && exporter.variables?.format === 'xlsx'}
            size="sm"
            data-testid="employees-export-xlsx"
          >
            {COPY.exportXlsx}
          </Button>
        </Group>
      }
    >
      <SearchFilter
        label={COPY.search}
        placeholder={COPY.searchPlaceholder}
        value={filters.search ?? ''}
        onSearch={(search) => onChange({ search })}
        testId="employees-search"
      />
      <Select
        label={COPY.status}
        placeholder={COPY.anyStatus}
        data={EMPLOYEE_STATUSES.map((value) => ({ value, label: COPY.statuses[value] }))}
        value={filters.status ?? null}
        onChange={(status) => onChange({ status })}
        clearable
        size="sm"
        data-testid="employees-filter-status"
      />
      <Select
        label={COPY.group}
        placeholder={COPY.anyGroup}
        data={groups.data ?? []}
        value={filters.group ?? null}
        onChange={(group) => onChange({ group })}
        searchable
        clearable
        size="sm"
        data-testid="employees-filter-group"
      />
      <SearchFilter
        label={COPY.department}
        placeholder={COPY.anyDepartment}
        value={filters.department ?? ''}
        onSearch={(department) => onChange({ department })}
        testId="employees-filter-department"
      />
      {!fixedOnDemand && (
        <Select
          label={COPY.onDemand}
          placeholder={COPY.anyOnDemand}
          data={ON_DEMAND_STATES.map((value) => ({ value, label: COPY.onDemandStates[value] }))}
          value={filters.onDemand ?? null}
          onChange={(onDemand) => onChange({ onDemand })}
          clearable
          size="sm"
          data-testid="employees-filter-on-demand"
        />
      )}
    </FilterBar>
  );
}
