export const adminKeys = {
  all: ['administrators'] as const,
  lists: () => [...adminKeys.all, 'list'] as const,
  list: (query: Record<string, string | number>) => [...adminKeys.lists(), query] as const,
  one: (id: string) => [...adminKeys.all, 'one', id] as const,
  businesses: () => [...adminKeys.all, 'businesses'] as const,
  members: () => [...adminKeys.all, 'members'] as const,
};
