// GET the recurring transfers (a page, filtered by status) and one of them.
import {
  RECURRING_PATHS,
  recurringTransferListResponse,
  recurringTransferResponse,
} from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { recurringKeys } from './recurring-keys.ts';

export const recurringTransfersQuery = (page: number, status?: string) => {
  const query: Record<string, string | number> = {
    page,
    limit: LIST_PAGE_SIZE,
    ...(status ? { status } : {}),
  };
  return queryOptions({
    queryKey: recurringKeys.list(query),
    queryFn: async () =>
      parseResponse(
        recurringTransferListResponse,
        await request({ method: 'GET', path: RECURRING_PATHS.recurringTransfers, query }),
      ).data,
    meta: { silent: true },
  });
};

export const useRecurringTransfers = (page: number, status?: string) =>
  useQuery({ ...recurringTransfersQuery(page, status), placeholderData: keepPreviousData });

export const useRecurringTransfer = (id: string) =>
  useQuery({
    queryKey: recurringKeys.one(id),
    queryFn: async () =>
      parseResponse(
        recurringTransferResponse,
        await request({ method: 'GET', path: RECURRING_PATHS.recurringTransfer(id) }),
      ).data,
    meta: { silent: true },
  });
