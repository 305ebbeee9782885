export const paymentsKeys = {
  all: ['payments'] as const,
  beneficiaries: () => [...paymentsKeys.all, 'beneficiaries'] as const,
  beneficiaryList: (query: Record<string, string | number>) =>
    [...paymentsKeys.beneficiaries(), 'list', query] as const,
  accountName: (bankCode: string, accountNumber: string) =>
    [...paymentsKeys.all, 'account-name', bankCode, accountNumber] as const,
  fees: () => [...paymentsKeys.all, 'fees'] as const,
  transfer: (id: string) => [...paymentsKeys.all, 'transfer', id] as const,
  batch: (id: string) => [...paymentsKeys.all, 'batch', id] as const,
};
