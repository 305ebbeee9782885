// The pieces around a DataTable's rows: the page footer, the column menu, the bulk-actions bar and skeleton rows.
import {
  ActionIcon,
  Box,
  Group,
  Menu,
  NativeSelect,
  Pagination,
  Paper,
  Skeleton,
  Table,
  Text,
} from '@mantine/core';
import { IconCheck, IconColumns3 } from '@tabler/icons-react';
import type { Table as TanTable } from '@tanstack/react-table';
import { type ReactNode, useId } from 'react';

export const DATA_TABLE_COPY = {
  showing: (first: number, last: number, total: number) =>
    `Showing ${first.toLocaleString('en-NG')}–${last.toLocaleString('en-NG')} of ${total.toLocaleString('en-NG')}`,
  columns: 'Columns',
  selected: (count: number, hidden = 0) =>
    `${count.toLocaleString('en-NG')} selected${hidden > 0 ? ` (${hidden.toLocaleString('en-NG')} not shown)` : ''}`,
  selectAll: 'Select all rows on this page',
  selectRow: 'Select row',
  pages: 'Pages',
  pageSize: 'Rows per page',
} as const;

export interface DataTablePagination {
  page: number;
  limit: number;
  totalDocs: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Offers these page sizes in the footer (a list opts in; without them the size is fixed). */
  pageSizes?: readonly number[] | undefined;
  onPageSizeChange?: ((limit: number) => void) | undefined;
}

/** The icon-only edge buttons of the pager, named. */
const PAGE_CONTROLS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;

export function PageFooter({
  pagination,
  shown,
  rangeTestId,
}: {
  pagination: DataTablePagination;
  shown: number;
  rangeTestId?: string;
}) {
  const { page, limit, totalDocs, totalPages, onPageChange, pageSizes, onPageSizeChange } = pagination;
  const first = (page - 1) * limit + 1;
  return (
    <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
      <Group gap="md" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid={rangeTestId}>
          {DATA_TABLE_COPY.showing(first, first + shown - 1, totalDocs)}
        </Text>
        {pageSizes && onPageSizeChange && (
          <PageSizeSelect limit={limit} pageSizes={pageSizes} onChange={onPageSizeChange} />
        )}
      </Group>
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={page}
          onChange={onPageChange}
          size="sm"
          withEdges
          aria-label={DATA_TABLE_COPY.pages}
          getControlProps={(control) => ({ 'aria-label': PAGE_CONTROLS[control] })}
          getItemProps={(item) => ({
            'aria-label': `Page ${item}`,
            'aria-current': item === page ? 'page' : undefined,
          })}
        />
      )}
    </Group>
  );
}

/** A native select with its visible label beside it: named for screen readers, usable by keyboard and on phones. */
function PageSizeSelect({
  limit,
  pageSizes,
  onChange,
}: {
  limit: number;
  pageSizes: readonly number[];
  onChange: (limit: number) => void;
}) {
  const id = useId();
  return (
    <Group gap="xs" wrap="nowrap">
      <Text component="label" htmlFor={id} size="sm" c="dimmed">
        {DATA_TABLE_COPY.pageSize}
      </Text>
      <NativeSelect
        id={id}
        size="xs"
        w={72}
        value={String(limit)}
        data={pageSizes.map(String)}
        onChange={(event) => onChange(Number(event.currentTarget.value))}
        data-testid="page-size"
      />
    </Group>
  );
}

export function ColumnMenu<Row>({ table }: { table: TanTable<Row> }) {
  const hideable = table.getAllLeafColumns().filter((column) => column.getCanHide());
  return (
    <Menu position="bottom-end" closeOnItemClick={false} withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="default" aria-label={DATA_TABLE_COPY.columns}>
          <IconColumns3 size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{DATA_TABLE_COPY.columns}</Menu.Label>
        {hideable.map((column) => (
          <Menu.Item
            key={column.id}
            leftSection={column.getIsVisible() ? <IconCheck size={14} /> : <Box w={14} />}
            onClick={() => column.toggleVisibility()}
          >
            {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function BulkBar({
  count,
  hidden,
  children,
}: {
  count: number;
  hidden?: number;
  children: ReactNode;
}) {
  return (
    <Paper withBorder px="md" py="xs" bg="var(--mantine-color-brand-light)" data-testid="bulk-actions">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" fw={600} aria-live="polite">
          {DATA_TABLE_COPY.selected(count, hidden)}
        </Text>
        <Group gap="xs">{children}</Group>
      </Group>
    </Paper>
  );
}

const SKELETON_KEYS = Array.from({ length: 20 }, (_, i) => `skeleton-${i}`);

export function SkeletonRows<Row>({ table, count }: { table: TanTable<Row>; count: number }) {
  const columns = table.getVisibleLeafColumns();
  return SKELETON_KEYS.slice(0, count).map((key) => (
    <Table.Tr key={key}>
      {columns.map((column) => (
        <Table.Td key={column.id} visibleFrom={column.columnDef.meta?.visibleFrom}>
          <Skeleton h={12} w={column.columnDef.meta?.skeletonWidth ?? 100} />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
