export const auditLogKeys = {
  all: ['audit-logs'] as const,
  lists: () => [...auditLogKeys.all, 'list'] as const,
  list: (query: Record<string, string | number>) => [...auditLogKeys.lists(), query] as const,
  one: (id: string) => [...auditLogKeys.all, 'one', id] as const,
  facets: () => [...auditLogKeys.all, 'facets'] as const,
  chain: () => [...auditLogKeys.all, 'chain'] as const,
};
