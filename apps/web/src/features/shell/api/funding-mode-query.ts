// The on-demand funding mode the sidebar needs (payment notes belong to the advanced mode, issue 29): GET
// …/on-demand/rules. The same key and data as on-demand's own rules query (features do not import each other), so
// one fetch serves both and saving the rules refreshes the sidebar.
import { FUNDING_MODES, type FundingMode, ON_DEMAND_PATHS, onDemandRulesResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';

const onDemandRulesQuery = () =>
  queryOptions({
    queryKey: ['on-demand', 'rules'] as const,
    queryFn: async () =>
      parseResponse(onDemandRulesResponse, await request({ method: 'GET', path: ON_DEMAND_PATHS.rules }))
        .data,
    meta: { silent: true },
  });

/** The business's funding mode; null when it has no rules yet, while loading, or when not read (`enabled` false). */
export function useOnDemandFundingMode(enabled: boolean): FundingMode | null {
  const { data } = useQuery({ ...onDemandRulesQuery(), enabled });
  const mode = enabled ? data?.rules?.fundingMode : undefined;
  return mode && FUNDING_MODES.includes(mode) ? mode : null;
}
