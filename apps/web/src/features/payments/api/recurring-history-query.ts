// GET …/recurring-transfers/:id/history: a page of a schedule's runs, newest first.
import { RECURRING_PATHS, recurringHistoryResponse } from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { recurringKeys } from './recurring-keys.ts';

export const useRecurringHistory = (id: string, page: number) =>
  useQuery({
    queryKey: recurringKeys.history(id, page),
    queryFn: async () =>
      parseResponse(
        recurringHistoryResponse,
        await request({
          method: 'GET',
          path: RECURRING_PATHS.history(id),
          query: { page, limit: LIST_PAGE_SIZE },
        }),
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
