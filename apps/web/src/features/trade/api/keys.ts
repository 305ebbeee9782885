export const tradeKeys = {
  all: ['trade'] as const,
  list: (query: { status?: string; page: number }) => [...tradeKeys.all, 'list', query] as const,
  one: (id: string) => [...tradeKeys.all, 'advance', id] as const,
};
