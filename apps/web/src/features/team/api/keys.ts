export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  memberList: (query: Record<string, string | number>) => [...teamKeys.members(), query] as const,
  roles: () => [...teamKeys.all, 'roles'] as const,
  roleList: (query: Record<string, string | number>) => [...teamKeys.roles(), 'list', query] as const,
  role: (id: string) => [...teamKeys.roles(), 'one', id] as const,
  catalogue: () => [...teamKeys.all, 'catalogue'] as const,
};
