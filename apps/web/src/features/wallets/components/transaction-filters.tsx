// Date range, type, status, direction, wallet and a debounced search; every change lands in the URL. On phones they
// sit behind the Filters button.
import { Select } from '@mantine/core';
import {
  TRANSACTION_TYPE_LABELS,
  WALLET_TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
  type Wallet,
} from '@paydesk/contracts';
import { FilterBar } from '@/components/filter-bar.tsx';
import { DateRangeInputs, FilterActions } from '@/components/list-filter-parts.tsx';
import { SearchFilter } from '@/components/search-filter.tsx';
import type { FilterPatch } from '@/lib/url-filters/url-filters.ts';
import { useExportTransactions } from '../api/downloads.ts';
import { WALLETS_COPY as COPY } from '../copy.ts';
import { filterQuery, type HISTORY_FILTERS, type HistoryFilters } from '../logic/filters.ts';

// No line is 'failed' (a line is money that moved, decision 0018): the filter offers the statuses a line can have.
const HISTORY_STATUSES = WALLET_TRANSACTION_STATUSES.filter((s) => s !== 'failed');

interface Props {
  filters: HistoryFilters;
  wallets: Wallet[];
  onChange: (patch: FilterPatch<typeof HISTORY_FILTERS>) => void;
  onClear: () => void;
}

export function TransactionFilters({ filters, wallets, onChange, onClear }: Props) {
  const exporter = useExportTransactions();
  const h = COPY.history;
  const active = Object.keys(filterQuery(filters)).length;
  return (
    <FilterBar
      activeCount={active}
      cols={{ base: 2, md: 4 }}
      actions={
        <FilterActions
          labels={{ clear: h.clear, export: h.export }}
          canClear={active > 0}
          onClear={onClear}
          onExport={() => exporter.mutate(filters)}
          exporting={exporter.isPending}
        />
      }
    >
      <SearchFilter
        label={h.search}
        placeholder={h.searchPlaceholder}
        value={filters.search ?? ''}
        onSearch={(search) => onChange({ search })}
      />
      <Select
        label={h.type}
        placeholder={h.anyType}
        data={WALLET_TRANSACTION_TYPES.map((t) => ({ value: t, label: TRANSACTION_TYPE_LABELS[t] }))}
        value={filters.type ?? null}
        onChange={(type) => onChange({ type })}
        clearable
        size="sm"
      />
      <Select
        label={h.status}
        placeholder={h.anyStatus}
        data={HISTORY_STATUSES.map((s) => ({ value: s, label: COPY.statusLabels[s] ?? s }))}
        value={filters.status ?? null}
        onChange={(status) => onChange({ status })}
        clearable
        size="sm"
      />
      <Select
        label={h.direction}
        placeholder={h.anyDirection}
        data={[
          { value: 'credit', label: h.credit },
          { value: 'debit', label: h.debit },
        ]}
        value={filters.direction ?? null}
        onChange={(direction) => onChange({ direction })}
        clearable
        size="sm"
      />
      <Select
        label={h.wallet}
        placeholder={h.anyWallet}
        data={wallets.map((w) => ({ value: w._id, label: w.name }))}
        value={filters.walletId ?? null}
        onChange={(walletId) => onChange({ walletId })}
        clearable
        size="sm"
      />
      <DateRangeInputs value={filters} onChange={onChange} labels={{ from: h.from, to: h.to }} />
    </FilterBar>
  );
}
