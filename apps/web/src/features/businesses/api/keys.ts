export const businessKeys = {
  all: ['businesses'] as const,
  subAccounts: () => [...businessKeys.all, 'sub-accounts'] as const,
};
