export const approvalKeys = {
  all: ['approvals'] as const,
  workflows: () => [...approvalKeys.all, 'workflows'] as const,
  workflowList: (query: Record<string, string | number>) =>
    [...approvalKeys.workflows(), 'list', query] as const,
  workflow: (id: string) => [...approvalKeys.workflows(), 'one', id] as const,
  requests: () => [...approvalKeys.all, 'requests'] as const,
  requestList: (query: Record<string, string | number>) =>
    [...approvalKeys.requests(), 'list', query] as const,
  request: (id: string) => [...approvalKeys.requests(), 'one', id] as const,
  analytics: (granularity: string) => [...approvalKeys.all, 'analytics', granularity] as const,
  approverOptions: () => [...approvalKeys.all, 'approver-options'] as const,
  walletOptions: () => [...approvalKeys.all, 'wallet-options'] as const,
};
