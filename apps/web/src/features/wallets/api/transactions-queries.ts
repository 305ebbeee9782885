// GET /wallet/employer/transactions (server pages, filters from the URL), …/transactions/counts, one transaction.
import {
  transactionCountsResponse,
  transactionListResponse,
  transactionResponse,
  WALLET_PATHS,
} from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { filterQuery, type HistoryFilters } from '../logic/filters.ts';
import { walletKeys } from './keys.ts';

export function useTransactions(filters: HistoryFilters) {
  const query = { ...filterQuery(filters), page: filters.page, limit: LIST_PAGE_SIZE };
  return useQuery({
    queryKey: walletKeys.transactions(query),
    queryFn: async () =>
      parseResponse(
        transactionListResponse,
        await request({ method: 'GET', path: WALLET_PATHS.transactions, query }),
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export function useTransactionCounts(filters: HistoryFilters) {
  const query = filterQuery(filters);
  return useQuery({
    queryKey: walletKeys.counts(query),
    queryFn: async () =>
      parseResponse(
        transactionCountsResponse,
        await request({ method: 'GET', path: WALLET_PATHS.transactionCounts, query }),
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export const useTransaction = (id: string | null) =>
  useQuery({
    queryKey: walletKeys.transaction(id ?? ''),
    queryFn: async () =>
      parseResponse(
        transactionResponse,
        await request({ method: 'GET', path: WALLET_PATHS.transaction(id!) }),
      ).data,
    enabled: Boolean(id),
  });
