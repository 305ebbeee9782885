// The members filters as React state, stored in the URL's search params.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { filtersFromParams, type MemberFilters, paramsFromFilters } from './member-filters.ts';

export function useMemberFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const change = useCallback(
    (patch: Partial<MemberFilters>) =>
      setParams(paramsFromFilters({ ...filtersFromParams(params), page: 1, ...patch }), { replace: true }),
    [params, setParams],
  );
  return { filters, change };
}
