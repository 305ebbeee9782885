// The run's lines on the list kit: search (and payment state on the pay page) in the URL, server pages; a draft's
// line opens the edit dialog; on review each line opens its payslip (the pay page has the payslips panel for that).
import { Paper, Select, Stack, Title } from '@mantine/core';
import { LINE_PAYMENT_STATES, type PayrollLine } from '@paydesk/contracts';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { pagedQueryProps } from '@/components/data-table/paged-query.ts';
import { FilterBar } from '@/components/filter-bar.tsx';
import { SearchFilter } from '@/components/search-filter.tsx';
import { useUrlFilters } from '@/lib/url-filters/use-url-filters.ts';
import { useRunLines } from '../api/run-query.ts';
import { FINALIZE_COPY as COPY, PAY_COPY, PAYMENT_STATE_LABELS } from '../copy.ts';
import { LINE_FILTERS } from '../logic/run-filters.ts';
import { lineColumns } from './line-columns.tsx';
import { LineEditDialog } from './line-edit-dialog.tsx';
import { PayslipDrawer } from './payslip-drawer.tsx';

const STATES = LINE_PAYMENT_STATES.map((s) => ({ value: s, label: PAYMENT_STATE_LABELS[s] }));

export function LinesPanel({
  runId,
  editable,
  payment = false,
  refetchMs = false,
}: {
  runId: string;
  editable: boolean;
  payment?: boolean;
  refetchMs?: number | false;
}) {
  const { filters, change, setPage } = useUrlFilters(LINE_FILTERS);
  const lines = useRunLines(
    runId,
    { page: filters.page, search: filters.search, paymentState: filters.paymentState },
    refetchMs,
  );
  const [editing, setEditing] = useState<PayrollLine | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const columns = useMemo(
    () =>
      lineColumns({
        onEdit: editable ? setEditing : undefined,
        onView: payment ? undefined : (line) => setViewing(line._id),
        payment,
      }),
    [editable, payment],
  );
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
      <Stack gap="md">
        <Title order={2} fz="md">
          {payment ? PAY_COPY.lines : COPY.lines}
        </Title>
        <FilterBar
          activeCount={[filters.search, filters.paymentState].filter(Boolean).length}
          cols={{ base: 1, sm: 2 }}
        >
          <SearchFilter
            value={filters.search ?? ''}
            onSearch={(search) => change({ search })}
            label={COPY.searchLines}
            testId="line-search"
          />
          {payment && (
            <Select
              label="Payment"
              placeholder="All"
              data={STATES}
              value={filters.paymentState ?? null}
              onChange={(paymentState) => change({ paymentState })}
              clearable
            />
          )}
        </FilterBar>
        <DataTable
          label={COPY.lines}
          columns={columns}
          getRowId={(line) => line._id}
          {...pagedQueryProps(lines, setPage)}
          rowTestId="payroll-line"
          testId="payroll-lines"
          errorTitle={COPY.loadFailed}
          minWidth={340}
          empty={{ header: 'No employees', subHeader: 'No line matches.' }}
          {...(editable ? { onRowClick: setEditing } : {})}
        />
      </Stack>
      <LineEditDialog runId={runId} line={editing} onClose={() => setEditing(null)} />
      {!payment && (
        <PayslipDrawer runId={runId} lineId={viewing} onClose={() => setViewing(null)} downloadable={false} />
      )}
    </Paper>
  );
}
