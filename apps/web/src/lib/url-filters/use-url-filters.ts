// useUrlFilters(schema): a list's filters, page and sort as typed React state stored in the URL's search params.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type FilterPatch,
  type FilterSchema,
  filterFields,
  hasUrlFilters,
  patchUrlFilters,
  readUrlFilters,
  type SortState,
  type UrlFilters,
  writeUrlFilters,
} from './url-filters.ts';

export interface UrlFiltersOptions {
  /** Column ids the server can sort by; any other `sort` in the URL is ignored. */
  sortable?: readonly string[];
  /** Replace the history entry instead of pushing one (typing in a search box). */
  replace?: boolean;
  /** Page sizes the list offers; any other `limit` in the URL is ignored. */
  pageSizes?: readonly number[];
}

const NO_PAGE_SIZES: readonly number[] = [];

export function useUrlFilters<S extends FilterSchema>(schema: S, options: UrlFiltersOptions = {}) {
  const { sortable = [], replace = false, pageSizes = NO_PAGE_SIZES } = options;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => readUrlFilters(schema, params, sortable, pageSizes),
    [schema, params, sortable, pageSizes],
  );
  const write = useCallback(
    (next: UrlFilters<S>) => setParams(writeUrlFilters(schema, next), { replace }),
    [schema, setParams, replace],
  );
  const change = useCallback(
    (patch: FilterPatch<S>) => write(patchUrlFilters(filters, patch)),
    [filters, write],
  );
  const setPage = useCallback((page: number) => write({ ...filters, page }), [filters, write]);
  const setSort = useCallback(
    (sort: SortState | undefined) => {
      const next = { ...filters, page: 1 } as UrlFilters<S>;
      if (sort) next.sort = sort;
      else delete next.sort;
      write(next);
    },
    [filters, write],
  );
  // Another page size shows the first page again: the old page number may be past the end.
  const setLimit = useCallback((limit: number) => write({ ...filters, page: 1, limit }), [filters, write]);
  // Clearing the filters keeps the page size: it is how the user reads the list, not which rows it holds.
  const clear = useCallback(() => {
    const kept = { page: 1, ...(filters.limit ? { limit: filters.limit } : {}) } as UrlFilters<S>;
    setParams(writeUrlFilters(schema, kept), { replace });
  }, [schema, filters.limit, setParams, replace]);
  return {
    filters,
    /** The filter fields only, for the list query and its export. */
    query: filterFields(schema, filters),
    active: hasUrlFilters(schema, filters),
    change,
    setPage,
    setSort,
    setLimit,
    clear,
  };
}
