// GET …/on-demand/withdrawals: one page of withdrawals or savings requests with the URL's filters.
import { ON_DEMAND_PATHS, withdrawalListResponse } from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { type WithdrawalFilters, withdrawalQuery } from '../logic/withdrawal-filters.ts';
import { onDemandKeys } from './keys.ts';

export const withdrawalsQuery = (filters: WithdrawalFilters) => {
  const query = { ...withdrawalQuery(filters), page: filters.page, limit: LIST_PAGE_SIZE };
  return queryOptions({
    queryKey: onDemandKeys.requestList(query),
    queryFn: async () =>
      parseResponse(
        withdrawalListResponse,
        await request({ method: 'GET', path: ON_DEMAND_PATHS.withdrawals, query }),
      ).data,
    meta: { silent: true },
  });
};

export const useWithdrawals = (filters: WithdrawalFilters) =>
  useQuery({ ...withdrawalsQuery(filters), placeholderData: keepPreviousData });
