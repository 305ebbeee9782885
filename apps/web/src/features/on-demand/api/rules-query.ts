// GET …/on-demand/rules: the business rules (null until first saved) and the groups' overrides.
import { type FundingMode, ON_DEMAND_PATHS, onDemandRulesResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { usePermissions } from '@/lib/storage/use-permissions.ts';
import { onDemandKeys } from './keys.ts';

export const rulesQuery = () =>
  queryOptions({
    queryKey: onDemandKeys.rules(),
    queryFn: async () =>
      parseResponse(onDemandRulesResponse, await request({ method: 'GET', path: ON_DEMAND_PATHS.rules }))
        .data,
    meta: { silent: true },
  });

export const useOnDemandRules = () => useQuery(rulesQuery());

/**
 * The business's funding mode where the member may read the rules (null while loading, before the first save, or
 * for a role that cannot read them): payment notes belong to the advanced mode only (issue 29).
 */
export function useFundingMode(): FundingMode | null {
  const readsRules = usePermissions().has('people.employees.view');
  const { data } = useQuery({ ...rulesQuery(), enabled: readsRules });
  return readsRules ? (data?.rules?.fundingMode ?? null) : null;
}
