export const onDemandKeys = {
  all: ['on-demand'] as const,
  rules: () => [...onDemandKeys.all, 'rules'] as const,
  requests: () => [...onDemandKeys.all, 'requests'] as const,
  requestList: (query: Record<string, string | number>) =>
    [...onDemandKeys.requests(), 'list', query] as const,
  link: (payload: string) => [...onDemandKeys.all, 'link', payload] as const,
  reconciliation: () => [...onDemandKeys.all, 'reconciliation'] as const,
  notes: () => [...onDemandKeys.all, 'notes'] as const,
};
