// GET /payroll/history (completed and rejected runs), one run of the history, and its transactions.
import {
  PAYROLL_RUN_PATHS,
  payrollHistoryDetailResponse,
  payrollHistoryResponse,
  payrollRunPath,
  payrollTransactionsResponse,
} from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { payrollKeys } from './keys.ts';

export const useHistory = (filters: {
  page: number;
  outcome?: string | undefined;
  search?: string | undefined;
}) => {
  const query = { ...filters, limit: LIST_PAGE_SIZE };
  return useQuery({
    queryKey: payrollKeys.history(query),
    queryFn: async () =>
      parseResponse(
        payrollHistoryResponse,
        await request({ method: 'GET', path: PAYROLL_RUN_PATHS.history, query }),
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
};

export const useHistoryRun = (id: string) =>
  useQuery({
    queryKey: payrollKeys.historyRun(id),
    queryFn: async () =>
      parseResponse(
        payrollHistoryDetailResponse,
        await request({ method: 'GET', path: payrollRunPath(PAYROLL_RUN_PATHS.historyRun, { id }) }),
      ).data,
    meta: { silent: true },
  });

export const useHistoryTransactions = (id: string, page: number) =>
  useQuery({
    queryKey: payrollKeys.transactions(id, page),
    queryFn: async () =>
      parseResponse(
        payrollTransactionsResponse,
        await request({
          method: 'GET',
          path: payrollRunPath(PAYROLL_RUN_PATHS.historyTransactions, { id }),
          query: { page, limit: LIST_PAGE_SIZE },
        }),
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
