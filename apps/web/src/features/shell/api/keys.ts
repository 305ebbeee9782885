export const shellKeys = {
  all: ['shell'] as const,
  walletBalance: () => [...shellKeys.all, 'wallet-balance'] as const,
};
