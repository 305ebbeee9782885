export const walletKeys = {
  all: ['wallets'] as const,
  accounts: () => [...walletKeys.all, 'accounts'] as const,
  account: (walletId: string) => [...walletKeys.all, 'account', walletId] as const,
  walletTransactions: (walletId: string, page: number) =>
    [...walletKeys.all, 'wallet-transactions', walletId, page] as const,
  dashboard: () => [...walletKeys.all, 'dashboard'] as const,
  dashboardWeek: () => [...walletKeys.all, 'dashboard-week'] as const,
  transactions: (query: Record<string, string | number>) =>
    [...walletKeys.all, 'transactions', query] as const,
  counts: (query: Record<string, string>) => [...walletKeys.all, 'counts', query] as const,
  transaction: (id: string) => [...walletKeys.all, 'transaction', id] as const,
  funding: (reference: string) => [...walletKeys.all, 'funding', reference] as const,
  checkout: (reference: string) => [...walletKeys.all, 'checkout', reference] as const,
  limits: () => [...walletKeys.all, 'limits'] as const,
  myLimits: () => [...walletKeys.all, 'my-limits'] as const,
  statements: (walletId: string) => [...walletKeys.all, 'statements', walletId] as const,
  statement: (id: string) => [...walletKeys.all, 'statement', id] as const,
  yieldSettings: () => [...walletKeys.all, 'yield-settings'] as const,
  yieldBalance: () => [...walletKeys.all, 'yield-balance'] as const,
  yieldReport: (display: string) => [...walletKeys.all, 'yield-report', display] as const,
  credits: () => [...walletKeys.all, 'credits'] as const,
};
