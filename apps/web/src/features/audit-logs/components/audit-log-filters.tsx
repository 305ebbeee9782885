// Member, action, outcome, date range and a debounced search; every change lands in the URL.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { DateRangeInputs, FilterActions } from '../../../components/list-filter-parts.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants.ts';
import { useAuditExportMutation } from '../api/audit-export-mutation.ts';
import { useAuditFacets } from '../api/audit-facets-query.ts';
import { AUDIT_LOGS_COPY as COPY } from '../copy.ts';
import { actionLabel } from '../logic/action-label.ts';
import { type AuditFilters, hasActiveFilters } from '../logic/filters.ts';

interface AuditLogFiltersProps {
  filters: AuditFilters;
  onChange: (patch: Partial<Omit<AuditFilters, 'page'>>) => void;
  onClear: () => void;
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(debounced);
  // The URL changed from elsewhere (Clear filters, back button): show it, keeping what is being typed.
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  // Only a new debounced text is sent, so clearing the filters is not undone by a stale one.
  useEffect(() => {
    if (debounced === lastSent.current) return;
    lastSent.current = debounced;
    if (debounced !== value) onSearch(debounced);
  }, [debounced, value, onSearch]);
  return (
    <TextInput
      label={COPY.search}
      placeholder={COPY.searchPlaceholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={100}
      size="sm"
      data-testid="audit-search"
    />
  );
}

export function AuditLogFilters({ filters, onChange, onClear }: AuditLogFiltersProps) {
  const facets = useAuditFacets();
  const exporter = useAuditExportMutation();
  const actors = (facets.data?.actors ?? []).map((a) => ({ value: a.id, label: a.name }));
  const actions = (facets.data?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) }));

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }} spacing="sm" verticalSpacing="sm">
      <SearchBox value={filters.search ?? ''} onSearch={(search) => onChange({ search })} />
      <Select
        label={COPY.member}
        placeholder={COPY.anyMember}
        data={actors}
        value={filters.actorId ?? null}
        onChange={(actorId) => onChange({ actorId: actorId ?? '' })}
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
        onChange={(action) => onChange({ action: action ?? '' })}
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
        onChange={(outcome) => onChange({ outcome: (outcome ?? '') as AuditFilters['outcome'] })}
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
      <FilterActions
        labels={{ clear: COPY.clearFilters, export: COPY.export }}
        canClear={hasActiveFilters(filters)}
        onClear={onClear}
        onExport={() => exporter.mutate(filters)}
        exporting={exporter.isPending}
        exportTestId="audit-export"
        style={{ gridColumn: '1 / -1' }}
      />
    </SimpleGrid>
  );
}
