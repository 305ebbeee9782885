// Status, pay period, date range and search for /withdrawals; every change lands in the URL.
import { Select } from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import { REQUEST_STATUSES } from '@paydesk/contracts';
import { IconCalendar } from '@tabler/icons-react';
import { FilterBar } from '@/components/filter-bar.tsx';
import { DateRangeInputs, FilterActions } from '@/components/list-filter-parts.tsx';
import { SearchFilter } from '@/components/search-filter.tsx';
import { MONTH_INPUT_FORMAT } from '@/lib/format/time.ts';
import { type FilterPatch, filterFields } from '@/lib/url-filters/url-filters.ts';
import { useWithdrawalsExportMutation } from '../api/withdrawals-export-mutation.ts';
import { WITHDRAWALS_COPY as COPY, STATUS_LABELS } from '../copy.ts';
import { WITHDRAWAL_FILTERS, type WithdrawalFilters } from '../logic/withdrawal-filters.ts';

interface WithdrawalFiltersProps {
  filters: WithdrawalFilters;
  onChange: (patch: FilterPatch<typeof WITHDRAWAL_FILTERS>) => void;
  onClear: () => void;
}

export function WithdrawalFilterBar({ filters, onChange, onClear }: WithdrawalFiltersProps) {
  const exporter = useWithdrawalsExportMutation();
  const { kind: _tab, ...rest } = filterFields(WITHDRAWAL_FILTERS, filters);
  const active = Object.keys(rest).length;
  return (
    <FilterBar
      activeCount={active}
      actions={
        <FilterActions
          labels={{ clear: COPY.clearFilters, export: COPY.export }}
          canClear={active > 0}
          onClear={onClear}
          onExport={() => exporter.mutate(filters)}
          exporting={exporter.isPending}
          exportTestId="withdrawals-export"
        />
      }
    >
      <SearchFilter
        label={COPY.search}
        placeholder={COPY.searchPlaceholder}
        value={filters.search ?? ''}
        onSearch={(search) => onChange({ search })}
        testId="withdrawals-search"
      />
      <Select
        label={COPY.status}
        placeholder={COPY.anyStatus}
        data={REQUEST_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        value={filters.status ?? null}
        onChange={(status) => onChange({ status })}
        clearable
        size="sm"
        data-testid="withdrawals-filter-status"
      />
      <MonthPickerInput
        label={COPY.period}
        placeholder={COPY.periodPlaceholder}
        value={filters.period ? `${filters.period}-01` : null}
        onChange={(month) => onChange({ period: month ? month.slice(0, 7) : null })}
        valueFormat={MONTH_INPUT_FORMAT}
        clearable
        clearButtonProps={{ 'aria-label': `Clear ${COPY.period}` }}
        leftSection={<IconCalendar size={16} aria-hidden />}
        popoverProps={{ withinPortal: true }}
        size="sm"
        data-testid="withdrawals-filter-period"
      />
      <DateRangeInputs
        value={filters}
        onChange={onChange}
        labels={{ from: COPY.from, to: COPY.to }}
        testIdPrefix="withdrawals-filter"
      />
    </FilterBar>
  );
}
