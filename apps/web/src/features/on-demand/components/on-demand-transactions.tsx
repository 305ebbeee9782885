// The on-demand transactions list (shown on /transaction-history for companies with the employeeEva flag).
import { Select } from '@mantine/core';
import { ON_DEMAND_TRANSACTION_KINDS, type OnDemandTransaction } from '@paydesk/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { FilterBar } from '@/components/filter-bar.tsx';
import { DateRangeInputs } from '@/components/list-filter-parts.tsx';
import { formatMinorAsNaira } from '@/lib/format/money.ts';
import { formatDate } from '@/lib/format/time.ts';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useOnDemandTransactions } from '../api/transactions-query.ts';
import { TRANSACTIONS_COPY as COPY } from '../copy.ts';
import { TRANSACTION_FILTERS } from '../logic/transaction-filters.ts';

const columns: ColumnDef<OnDemandTransaction>[] = [
  {
    id: 'date',
    header: COPY.columns.date,
    cell: ({ row: { original: t } }) => formatDate(t.createdAt),
  },
  { id: 'kind', header: COPY.columns.kind, cell: ({ row: { original: t } }) => COPY.kinds[t.kind] },
  {
    id: 'employee',
    header: COPY.columns.employee,
    meta: { visibleFrom: 'sm' },
    cell: ({ row: { original: t } }) => t.employeeName ?? '—',
  },
  {
    id: 'description',
    header: COPY.columns.description,
    accessorKey: 'description',
    meta: { visibleFrom: 'md' },
  },
  {
    id: 'amount',
    header: COPY.columns.amount,
    cell: ({ row: { original: t } }) => formatMinorAsNaira(t.amount),
  },
];

export function OnDemandTransactions() {
  const { filters, change, setPage } = useUrlFilters(TRANSACTION_FILTERS, { replace: true });
  const transactions = useOnDemandTransactions(filters);
  const active = [filters.kind, filters.from, filters.to].filter(Boolean).length;
  return (
    <>
      <FilterBar activeCount={active}>
        <Select
          label={COPY.kind}
          placeholder={COPY.anyKind}
          data={ON_DEMAND_TRANSACTION_KINDS.map((value) => ({ value, label: COPY.kinds[value] }))}
          value={filters.kind ?? null}
          onChange={(kind) => change({ kind })}
          clearable
          size="sm"
        />
        <DateRangeInputs value={filters} onChange={change} labels={{ from: COPY.from, to: COPY.to }} />
      </FilterBar>
      <DataTable<OnDemandTransaction>
        label={COPY.title}
        columns={columns}
        getRowId={(t) => t._id}
        {...pagedQueryProps(transactions, setPage)}
        testId="on-demand-transactions"
        errorTitle={COPY.loadFailed}
        empty={{ header: COPY.emptyHeader, subHeader: COPY.empty }}
      />
    </>
  );
}
