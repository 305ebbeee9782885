// Member, action, outcome, date range and a debounced search; every change lands in the URL. On phones they sit
// behind the Filters button.
import { Select } from '@mantine/core';
import { FilterBar } from '@/components/filter-bar.tsx';
import { DateRangeInputs, FilterActions } from '@/components/list-filter-parts.tsx';
import { SearchFilter } from '@/components/search-filter.tsx';
import type { FilterPatch } from '@/lib/url-filters/url-filters.ts';
import { useAuditExportMutation } from '../api/audit-export-mutation.ts';
import { useAuditFacets } from '../api/audit-facets-query.ts';
import { AUDIT_LOGS_COPY as COPY } from '../copy.ts';
import { actionLabel } from '../logic/action-label.ts';
import { type AUDIT_FILTERS, type AuditFilters, filterQuery } from '../logic/filters.ts';

interface AuditLogFiltersProps {
  filters: AuditFilters;
  onChange: (patch: FilterPatch<typeof AUDIT_FILTERS>) => void;
  onClear: () => void;
}

export function AuditLogFilters({ filters, onChange, onClear }: AuditLogFiltersProps) {
  const facets = useAuditFacets();
  const exporter = useAuditExportMutation();
  const actors = (facets.data?.actors ?? []).map((a) => ({ value: a.id, label: a.name }));
  const actions = (facets.data?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) }));
  const active = Object.keys(filterQuery(filters)).length;

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
          exportTestId="audit-export"
        />
      }
    >
      <SearchFilter
        label={COPY.search}
        placeholder={COPY.searchPlaceholder}
        value={filters.search ?? ''}
        onSearch={(search) => onChange({ search })}
        testId="audit-search"
      />
      <Select
        label={COPY.member}
        placeholder={COPY.anyMember}
        data={actors}
        value={filters.actorId ?? null}
        onChange={(actorId) => onChange({ actorId })}
        searchable
        clearable
        size="sm"
        nothingFoundMessage="No member found"
        data-testid="audit-filter-member"
      />
      <Select
        label={COPY.action}
        placeholder={COPY.anyAction}
        data={actions}
        value={filters.action ?? null}
        onChange={(action) => onChange({ action })}
        searchable
        clearable
        size="sm"
        data-testid="audit-filter-action"
      />
      <Select
        label={COPY.outcome}
        placeholder={COPY.anyOutcome}
        data={[
          { value: 'success', label: COPY.outcomes.success },
          { value: 'failure', label: COPY.outcomes.failure },
        ]}
        value={filters.outcome ?? null}
        onChange={(outcome) => onChange({ outcome })}
        clearable
        size="sm"
        data-testid="audit-filter-outcome"
      />
      <DateRangeInputs
        value={filters}
        onChange={onChange}
        labels={{ from: COPY.from, to: COPY.to }}
        testIdPrefix="audit-filter"
      />
    </FilterBar>
  );
}
