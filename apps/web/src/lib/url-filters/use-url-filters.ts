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
}

export function useUrlFilters<S extends FilterSchema>(schema: S, options: UrlFiltersOptions = {}) {
  const { sortable = [], replace = false } = options;
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readUrlFilters(schema, params, sortable), [schema, params, sortable]);
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
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace }), [setParams, replace]);
  return {
    filters,
    /** The filter fields only, for the list query and its export. */
    query: filterFields(schema, filters),
    active: hasUrlFilters(schema, filters),
    change,
    setPage,
    setSort,
    clear,
  };
}
