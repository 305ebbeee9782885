import { ON_DEMAND_RULES_KEY } from '@/components/on-demand-rules/rules-query.ts';

export const onDemandKeys = {
  all: ['on-demand'] as const,
  rules: () => ON_DEMAND_RULES_KEY,
  requests: () => [...onDemandKeys.all, 'requests'] as const,
  requestList: (query: Record<string, string | number>) =>
    [...onDemandKeys.requests(), 'list', query] as const,
  link: (payload: string) => [...onDemandKeys.all, 'link', payload] as const,
  reconciliation: () => [...onDemandKeys.all, 'reconciliation'] as const,
  notes: () => [...onDemandKeys.all, 'notes'] as const,
};
