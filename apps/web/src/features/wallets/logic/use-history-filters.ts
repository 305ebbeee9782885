// The history filters as React state, stored in the URL's search params.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, type HistoryFilters, paramsFromFilters, withFilters } from './filters.ts';

export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const change = useCallback(
    (patch: Partial<Omit<HistoryFilters, 'page'>>) =>
      setParams(paramsFromFilters(withFilters(filtersFromParams(params), patch))),
    [params, setParams],
  );
  const setPage = useCallback(
    (page: number) => setParams(paramsFromFilters({ ...filtersFromParams(params), page })),
    [params, setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);
  return { filters, change, setPage, clear };
}
