export const opsKeys = {
  all: ['ops'] as const,
  queue: (query: { status?: string; page: number }) => [...opsKeys.all, 'queue', query] as const,
  verification: (id: string) => [...opsKeys.all, 'verification', id] as const,
  businesses: (query: { search: string; page: number }) => [...opsKeys.all, 'businesses', query] as const,
  credits: (query: { status?: string; page: number }) => [...opsKeys.all, 'credits', query] as const,
  trade: (query: { status?: string; page: number }) => [...opsKeys.all, 'trade', query] as const,
  tradeAdvance: (id: string) => [...opsKeys.all, 'trade-advance', id] as const,
  reconciliation: () => [...opsKeys.all, 'reconciliation'] as const,
};
