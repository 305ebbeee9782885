// Date range, type, status, direction, wallet and a debounced search; every change lands in the URL.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  TRANSACTION_TYPE_LABELS,
  WALLET_TRANSACTION_STATUSES,
  WALLET_TRANSACTION_TYPES,
  type Wallet,
} from '@paydesk/contracts';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { DateRangeInputs, FilterActions } from '../../../components/list-filter-parts.tsx';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants.ts';
import { useExportTransactions } from '../api/downloads.ts';
import { WALLETS_COPY as COPY } from '../copy.ts';
import { type HistoryFilters, hasActiveFilters } from '../logic/filters.ts';

function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const lastSent = useRef(debounced);
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);
  useEffect(() => {
    if (debounced === lastSent.current) return;
    lastSent.current = debounced;
    if (debounced !== value) onSearch(debounced);
  }, [debounced, value, onSearch]);
  return (
    <TextInput
      label={COPY.history.search}
      placeholder={COPY.history.searchPlaceholder}
      leftSection={<IconSearch size={16} />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={100}
      size="sm"
    />
  );
}

interface Props {
  filters: HistoryFilters;
  wallets: Wallet[];
  onChange: (patch: Partial<Omit<HistoryFilters, 'page'>>) => void;
  onClear: () => void;
}

export function TransactionFilters({ filters, wallets, onChange, onClear }: Props) {
  const exporter = useExportTransactions();
  const h = COPY.history;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
      <SearchBox value={filters.search ?? ''} onSearch={(search) => onChange({ search })} />
      <Select
        label={h.type}
        placeholder={h.anyType}
        data={WALLET_TRANSACTION_TYPES.map((t) => ({ value: t, label: TRANSACTION_TYPE_LABELS[t] }))}
        value={filters.type ?? null}
        onChange={(type) => onChange({ type: type ?? '' })}
        clearable
        size="sm"
      />
      <Select
        label={h.status}
        placeholder={h.anyStatus}
        data={WALLET_TRANSACTION_STATUSES.map((s) => ({ value: s, label: COPY.statusLabels[s] ?? s }))}
        value={filters.status ?? null}
        onChange={(status) => onChange({ status: status ?? '' })}
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
        onChange={(direction) => onChange({ direction: direction ?? '' })}
        clearable
        size="sm"
      />
      <Select
        label={h.wallet}
        placeholder={h.anyWallet}
        data={wallets.map((w) => ({ value: w._id, label: w.name }))}
        value={filters.walletId ?? null}
        onChange={(walletId) => onChange({ walletId: walletId ?? '' })}
        clearable
        size="sm"
      />
      <DateRangeInputs value={filters} onChange={onChange} labels={{ from: h.from, to: h.to }} />
      <FilterActions
        labels={{ clear: h.clear, export: h.export }}
        canClear={hasActiveFilters(filters)}
        onClear={onClear}
        onExport={() => exporter.mutate(filters)}
        exporting={exporter.isPending}
        align="flex-end"
      />
    </SimpleGrid>
  );
}
