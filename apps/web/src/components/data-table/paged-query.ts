// Turns a TanStack Query result holding one server page ({ docs, page, limit, totalDocs, totalPages }) into DataTable props.
import type { DataTableProps } from './data-table.tsx';

interface PageLike<Row> {
  docs: Row[];
  page: number;
  limit: number;
  totalDocs: number;
  totalPages: number;
}

interface PagedQuery<Row> {
  data: PageLike<Row> | undefined;
  isPending: boolean;
  isFetching: boolean;
  isPlaceholderData: boolean;
  error: Error | null;
  refetch: () => unknown;
}

/** A list that lets the user choose its page size passes the sizes and what to do on a change. */
interface PageSizeChoice {
  pageSizes: readonly number[];
  onPageSizeChange: (limit: number) => void;
}

export function pagedQueryProps<Row>(
  query: PagedQuery<Row>,
  onPageChange: (page: number) => void,
  pageSize?: PageSizeChoice,
): Pick<DataTableProps<Row>, 'rows' | 'loading' | 'stale' | 'error' | 'onRetry' | 'retrying' | 'pagination'> {
  const data = query.data;
  return {
    rows: data?.docs,
    loading: query.isPending,
    stale: query.isPlaceholderData,
    error: data ? null : query.error,
    onRetry: () => void query.refetch(),
    retrying: query.isFetching,
    pagination: data
      ? {
          page: data.page,
          limit: data.limit,
          totalDocs: data.totalDocs,
          totalPages: data.totalPages,
          onPageChange,
          ...pageSize,
        }
      : undefined,
  };
}
