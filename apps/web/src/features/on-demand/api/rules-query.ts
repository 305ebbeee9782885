// GET …/on-demand/rules: the business rules (null until first saved) and the groups' overrides.
import { ON_DEMAND_PATHS, onDemandRulesResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
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
