// GET …/on-demand/transactions: the business's on-demand ledger movements, newest first.
import { ON_DEMAND_PATHS, onDemandTransactionListResponse } from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import type { TransactionFilters } from '../logic/transaction-filters.ts';
import { onDemandKeys } from './keys.ts';

export const useOnDemandTransactions = (filters: TransactionFilters) => {
  const query: Record<string, string | number> = { page: filters.page, limit: LIST_PAGE_SIZE };
  for (const field of ['kind', 'from', 'to'] as const) {
    const value = filters[field];
    if (value) query[field] = value;
  }
  return useQuery({
    queryKey: [...onDemandKeys.all, 'transactions', query],
    queryFn: async () =>
      parseResponse(
        onDemandTransactionListResponse,
        await request({ method: 'GET', path: ON_DEMAND_PATHS.transactions, query }),
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
};
