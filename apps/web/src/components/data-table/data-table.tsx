// DataTable: every list's table on TanStack Table — server pages and sort, row selection with a bulk-actions bar,
// column visibility, a sticky header, skeleton rows, the §2.6 empty state and an error with retry.
import './column-meta.ts';
import { Box, Checkbox, Group, Stack, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import {
  type ColumnDef,
  type ColumnDefTemplate,
  getCoreRowModel,
  type RowSelectionState,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { type ReactNode, useMemo, useState } from 'react';
import type { SortState } from '../../lib/url-filters/url-filters.ts';
import { EmptyState, type EmptyStateProps } from '../empty-state.tsx';
import { QueryError } from '../query-state.tsx';
import classes from './data-table.module.css';
import {
  BulkBar,
  ColumnMenu,
  DATA_TABLE_COPY,
  type DataTablePagination,
  PageFooter,
  SkeletonRows,
} from './data-table-parts.tsx';

export type { DataTablePagination } from './data-table-parts.tsx';

/**
 * Draws a column's header or cell inside one component type. TanStack's `flexRender` mounts a template function as its
 * own component, so a column list rebuilt on each render (an inline `columns` prop) gave every cell a new type on
 * every render of the page: the cell remounted and an open row menu closed under the pointer.
 */
function Rendered<Context extends object>({
  template,
  context,
}: {
  template: ColumnDefTemplate<Context> | undefined;
  context: Context;
}) {
  return <>{typeof template === 'function' ? template(context) : (template ?? null)}</>;
}

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: column values differ by column, as in TanStack Table's own types.
  columns: ColumnDef<Row, any>[];
  /** The rows of the current page; undefined until the first answer. */
  rows: Row[] | undefined;
  getRowId: (row: Row) => string;
  /** The first answer is awaited: skeleton rows under the header. */
  loading?: boolean;
  /** Another page is on its way: the shown one dims. */
  stale?: boolean;
  error?: Error | null;
  onRetry?: () => void;
  retrying?: boolean;
  errorTitle?: string;
  errorTestId?: string;
  /** Shown when there are no rows: say what to do next. */
  empty: EmptyStateProps;
  pagination?: DataTablePagination | undefined;
  rangeTestId?: string;
  /** Server sort; columns opt in with `enableSorting: true`. */
  sort?: SortState | undefined;
  onSortChange?: (sort: SortState | undefined) => void;
  /** Turns on row selection; renders the actions for the selected rows. */
  bulkActions?: (selected: Row[], clearSelection: () => void) => ReactNode;
  /**
   * Keeps selected rows when other rows replace them (a search, a filter, another page), and the actions act on
   * them too; the bar counts them ("3 selected (1 not shown)"). For lists where gathering people across searches is
   * the point (contacts to message); off by default, since elsewhere acting on unseen rows would surprise.
   */
  keepSelectionAcrossFilters?: boolean;
  /** Offers a menu to show and hide columns (those with a string header and `enableHiding` not false). */
  columnMenu?: boolean;
  toolbar?: ReactNode;
  onRowClick?: (row: Row) => void;
  rowTestId?: string | ((row: Row) => string);
  testId?: string;
  minWidth?: number;
  skeletonRows?: number;
  /** The table scrolls inside this height so its header stays in view. */
  maxHeight?: number | string;
}

const toSorting = (sort: SortState | undefined): SortingState => (sort ? [sort] : []);

/** A header click's next server sort: ascending first, then descending, then none. */
export const nextSort = (sort: SortState | undefined, id: string): SortState | undefined =>
  sort?.id !== id ? { id, desc: false } : sort.desc ? undefined : { id, desc: true };

function selectionColumn<Row>(): ColumnDef<Row> {
  return {
    id: 'select',
    enableHiding: false,
    meta: { width: 40, hiddenHeader: false },
    header: ({ table }) => (
      <Checkbox
        size="xs"
        aria-label={DATA_TABLE_COPY.selectAll}
        // Nothing to select while the rows load (or when there are none).
        disabled={table.getRowModel().rows.length === 0}
        // The shown rows only: rows kept selected from another search neither tick it nor are cleared by it.
        checked={table.getIsAllPageRowsSelected()}
        indeterminate={table.getIsSomePageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        size="xs"
        aria-label={DATA_TABLE_COPY.selectRow}
        checked={row.getIsSelected()}
        onChange={row.getToggleSelectedHandler()}
        onClick={(event) => event.stopPropagation()}
      />
    ),
  };
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, loading, error, empty, pagination, bulkActions, onRowClick, rowTestId } = props;
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>({});
  // Selected rows no longer shown, remembered when keepSelectionAcrossFilters is on (by id, as last seen).
  const [hiddenSelected, setHiddenSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  // New rows (another page, other filters, or a refetch after a change): by default the selection keeps only rows
  // still shown, since a selection of hidden rows would act on rows the user cannot see.
  const [selectionRows, setSelectionRows] = useState(rows);
  if (selectionRows !== rows) {
    setSelectionRows(rows);
    const shown = new Set((rows ?? []).map(props.getRowId));
    if (props.keepSelectionAcrossFilters) {
      const remembered = new Map(hiddenSelected);
      for (const row of selectionRows ?? []) {
        const id = props.getRowId(row);
        if (rowSelection[id]) remembered.set(id, row);
      }
      for (const id of shown) remembered.delete(id);
      setHiddenSelected(remembered);
    } else {
      const kept = Object.keys(rowSelection).filter((id) => rowSelection[id] && shown.has(id));
      if (kept.length !== Object.keys(rowSelection).length)
        setRowSelection(Object.fromEntries(kept.map((id) => [id, true])));
    }
  }
  const clearSelection = () => {
    setRowSelection({});
    setHiddenSelected(new Map());
  };
  const columns = useMemo(
    () => (bulkActions ? [selectionColumn<Row>(), ...props.columns] : props.columns),
    [bulkActions, props.columns],
  );
  const sorting = toSorting(props.sort);
  const table = useReactTable<Row>({
    data: rows ?? [],
    columns,
    getRowId: props.getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: Boolean(bulkActions),
    state: { rowSelection, columnVisibility, sorting },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
  });
  // The table sorts a column itself, not through TanStack's getCanSort: that also wants an accessor, which columns
  // drawing their own cells (most of ours) lack, so their headers never offered the sort they opted into.
  const onSortChange = props.onSortChange;
  const sortsBy = (column: { columnDef: { enableSorting?: boolean } }) =>
    Boolean(onSortChange) && column.columnDef.enableSorting === true;

  if (error && !rows)
    return (
      <QueryError
        title={props.errorTitle}
        error={error}
        onRetry={() => props.onRetry?.()}
        retrying={props.retrying}
        testId={props.errorTestId}
      />
    );
  const shownSelected = table.getSelectedRowModel().rows.map((row) => row.original);
  const hidden = [...hiddenSelected.entries()].filter(([id]) => rowSelection[id]).map(([, row]) => row);
  const selected = [...hidden, ...shownSelected];
  const bulkBar = bulkActions && selected.length > 0 && (
    <BulkBar count={selected.length} hidden={hidden.length}>
      {bulkActions(selected, clearSelection)}
    </BulkBar>
  );
  // A search that finds nothing still shows the bar of rows kept selected from earlier searches.
  if (!loading && rows?.length === 0)
    return bulkBar ? (
      <Stack gap="sm">
        {bulkBar}
        <EmptyState {...empty} />
      </Stack>
    ) : (
      <EmptyState {...empty} />
    );

  const testIdOf = (row: Row) => (typeof rowTestId === 'function' ? rowTestId(row) : rowTestId);
  return (
    <Stack gap="sm">
      {(props.toolbar || props.columnMenu) && (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Box>{props.toolbar}</Box>
          {props.columnMenu && <ColumnMenu table={table} />}
        </Group>
      )}
      {bulkBar}
      {/* A region that scrolls is reachable by keyboard, so its overflow can be scrolled without a mouse. */}
      <Box
        className={classes.scroller}
        style={{ maxHeight: props.maxHeight ?? '70vh' }}
        tabIndex={0}
        role="region"
        aria-label={props.label}
      >
        <Table
          verticalSpacing="sm"
          highlightOnHover={!loading}
          // Phones get the essential columns (the rest have visibleFrom) at the screen's width, not a sideways scroll.
          miw={{ base: 0, sm: props.minWidth ?? 640 }}
          className={classes.table}
          style={{ opacity: props.stale ? 0.6 : 1 }}
          aria-label={props.label}
          aria-busy={loading || undefined}
          data-testid={props.testId}
        >
          <Table.Thead className={classes.head}>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const content = (
                    <Rendered template={header.column.columnDef.header} context={header.getContext()} />
                  );
                  const direction = header.column.getIsSorted();
                  return (
                    <Table.Th
                      key={header.id}
                      w={meta?.width}
                      ta={meta?.align}
                      visibleFrom={meta?.visibleFrom}
                      aria-sort={direction ? (direction === 'desc' ? 'descending' : 'ascending') : undefined}
                    >
                      {meta?.hiddenHeader ? (
                        <span className={classes.visuallyHidden}>{content}</span>
                      ) : sortsBy(header.column) ? (
                        <UnstyledButton
                          className={classes.sort}
                          onClick={() => onSortChange?.(nextSort(props.sort, header.column.id))}
                        >
                          {content}
                          {direction === 'asc' ? (
                            <IconArrowUp size={14} />
                          ) : direction === 'desc' ? (
                            <IconArrowDown size={14} />
                          ) : (
                            <IconSelector size={14} />
                          )}
                        </UnstyledButton>
                      ) : (
                        content
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {loading ? (
              <SkeletonRows table={table} count={props.skeletonRows ?? 8} />
            ) : (
              table.getRowModel().rows.map((row) => (
                <Table.Tr
                  key={row.id}
                  className={onRowClick ? classes.clickable : undefined}
                  // Rows that open on click say so (the click walk of e2e finds them by it).
                  data-clickable={onRowClick ? true : undefined}
                  onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                  data-testid={testIdOf(row.original)}
                  data-selected={row.getIsSelected() || undefined}
                >
                  {row.getVisibleCells().map((cell) => {
                    const meta = cell.column.columnDef.meta;
                    return (
                      <Table.Td key={cell.id} ta={meta?.align} visibleFrom={meta?.visibleFrom}>
                        <Rendered template={cell.column.columnDef.cell} context={cell.getContext()} />
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Box>
      {pagination && rows && rows.length > 0 && (
        <PageFooter pagination={pagination} shown={rows.length} rangeTestId={props.rangeTestId} />
      )}
    </Stack>
  );
}
