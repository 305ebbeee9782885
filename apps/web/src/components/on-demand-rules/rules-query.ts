// The business's on-demand rules (GET …/on-demand/rules; null until first saved): one query read by the shell's
// sidebar (payment notes belong to the advanced funding mode, issue 29) and by on-demand's own pages, so one fetch
// serves both and saving the rules refreshes the sidebar too.
import { type FundingMode, ON_DEMAND_PATHS, onDemandRulesResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '../../lib/api/index.ts';
import { usePermissions } from '../../lib/storage/use-permissions.ts';

/** Under on-demand's keys (`onDemandKeys.rules()` is this one). */
export const ON_DEMAND_RULES_KEY = ['on-demand', 'rules'] as const;

export const rulesQuery = () =>
  queryOptions({
    queryKey: ON_DEMAND_RULES_KEY,
    queryFn: async () =>
      parseResponse(onDemandRulesResponse, await request({ method: 'GET', path: ON_DEMAND_PATHS.rules }))
        .data,
    meta: { silent: true },
  });

/**
 * The funding mode where the member may read the rules and `enabled` holds (null while loading, before the first
 * save, or for a role that cannot read them).
 */
export function useFundingMode(enabled = true): FundingMode | null {
  const permitted = usePermissions().has('people.employees.view');
  const reads = enabled && permitted;
  const { data } = useQuery({ ...rulesQuery(), enabled: reads });
  return reads ? (data?.rules?.fundingMode ?? null) : null;
}
