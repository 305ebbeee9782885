// Status, action and a date range; every change lands in the URL (the tab stays). On phones they sit behind the
// Filters button.
import { Button, Group, Select } from '@mantine/core';
import {
  APPROVAL_ACTION_LABELS,
  APPROVAL_ACTIONS,
  APPROVAL_STATUS_LABELS,
  APPROVAL_STATUSES,
} from '@paydesk/contracts';
import { IconFilterOff } from '@tabler/icons-react';
import { FilterBar } from '@/components/filter-bar.tsx';
import { DateRangeInputs } from '@/components/list-filter-parts.tsx';
import type { FilterPatch } from '@/lib/url-filters/url-filters.ts';
import { DASHBOARD_COPY as COPY } from '../copy.ts';
import type { REQUEST_FILTERS, RequestFilters } from '../logic/request-filters.ts';

const STATUSES = APPROVAL_STATUSES.map((s) => ({ value: s, label: APPROVAL_STATUS_LABELS[s] }));
const ACTIONS = APPROVAL_ACTIONS.map((a) => ({ value: a, label: APPROVAL_ACTION_LABELS[a] }));

interface RequestFilterBarProps {
  filters: RequestFilters;
  onChange: (patch: FilterPatch<typeof REQUEST_FILTERS>) => void;
  onClear: () => void;
}

export function RequestFilterBar({ filters, onChange, onClear }: RequestFilterBarProps) {
  const active = [filters.status, filters.action, filters.from, filters.to].filter(Boolean).length;
  return (
    <FilterBar
      activeCount={active}
      actions={
        <Group justify="flex-end">
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
        </Group>
      }
    >
      <Select
        label={COPY.status}
        placeholder={COPY.anyStatus}
        data={STATUSES}
        value={filters.status ?? null}
        onChange={(status) => onChange({ status })}
        clearable
        size="sm"
        data-testid="requests-filter-status"
      />
      <Select
        label={COPY.action}
        placeholder={COPY.anyAction}
        data={ACTIONS}
        value={filters.action ?? null}
        onChange={(action) => onChange({ action })}
        clearable
        searchable
        size="sm"
        data-testid="requests-filter-action"
      />
      <DateRangeInputs
        value={filters}
        onChange={onChange}
        labels={{ from: COPY.from, to: COPY.to }}
        testIdPrefix="requests-filter"
      />
    </FilterBar>
  );
}
