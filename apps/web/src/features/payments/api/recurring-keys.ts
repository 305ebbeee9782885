export const recurringKeys = {
  all: ['payments', 'recurring'] as const,
  list: (query: Record<string, string | number>) => [...recurringKeys.all, 'list', query] as const,
  one: (id: string) => [...recurringKeys.all, 'one', id] as const,
  history: (id: string, page: number) => [...recurringKeys.all, 'history', id, page] as const,
};
