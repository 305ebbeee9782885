// The bill history on the list kit: type, status and a search in the URL, each bill's token and receipt.
import { Group, Paper, Select, Stack } from '@mantine/core';
import { BILL_CATEGORIES, BILL_STATUSES, type BillPayment } from '@paydesk/contracts';
import { useMemo } from 'react';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { SearchFilter } from '@/components/search-filter.tsx';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useBills, useDownloadBillReceipt } from '../api/bills-query.ts';
import { BILL_CATEGORY_LABELS, BILL_HISTORY_COPY as COPY } from '../copy.ts';
import { BILL_FILTERS } from '../logic/bill-filters.ts';
import { billColumns } from './bill-columns.tsx';

export function BillsHistory() {
  const { filters, active, change, setPage, clear } = useUrlFilters(BILL_FILTERS, { replace: true });
  const list = useBills(filters);
  const receipt = useDownloadBillReceipt();
  const columns = useMemo(
    () => billColumns((b: BillPayment) => receipt.mutate({ id: b._id, reference: b.reference })),
    [receipt.mutate],
  );
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} withBorder>
      <Stack gap="lg">
        <Group gap="sm" wrap="wrap">
          <SearchFilter
            ariaLabel={COPY.search}
            placeholder={COPY.searchPlaceholder}
            value={filters.search ?? ''}
            onSearch={(search) => change({ search })}
            w={{ base: '100%', sm: 260 }}
            testId="bills-search"
          />
          <Select
            aria-label={COPY.category}
            placeholder={COPY.category}
            data={BILL_CATEGORIES.map((c) => ({ value: c, label: BILL_CATEGORY_LABELS[c] }))}
            value={filters.category ?? null}
            onChange={(category) => change({ category: (category ?? undefined) as typeof filters.category })}
            clearable
            w={{ base: '100%', sm: 180 }}
          />
          <Select
            aria-label={COPY.status}
            placeholder={COPY.status}
            data={[...BILL_STATUSES]}
            value={filters.status ?? null}
            onChange={(status) => change({ status: (status ?? undefined) as typeof filters.status })}
            clearable
            w={{ base: '100%', sm: 160 }}
          />
        </Group>
        <DataTable<BillPayment>
          label={COPY.title}
          columns={columns}
          getRowId={(b) => b._id}
          {...pagedQueryProps(list, setPage)}
          rowTestId={(b) => `bill-row-${b.reference}`}
          testId="bills-table"
          errorTitle={COPY.loadFailed}
          skeletonRows={5}
          empty={
            active
              ? {
                  header: COPY.emptyFilteredHeader,
                  subHeader: COPY.emptyFiltered,
                  action: { label: 'Clear filters', onClick: clear },
                }
              : { header: COPY.emptyHeader, subHeader: COPY.empty }
          }
        />
      </Stack>
    </Paper>
  );
}
