// GET /payroll/runs (one page with the URL's filters), the dashboard info and the analytics of the Lagos year.
import {
  PAYROLL_RUN_PATHS,
  payrollAnalyticsResponse,
  payrollDashboardResponse,
  payrollRunListResponse,
} from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { payrollKeys } from './keys.ts';

export interface RunListQuery {
  page: number;
  status?: string | undefined;
  search?: string | undefined;
}

export const useRuns = (filters: RunListQuery) => {
  const query = { ...filters, limit: LIST_PAGE_SIZE };
  return useQuery({
    queryKey: payrollKeys.list(query),
    queryFn: async () =>
      parseResponse(
        payrollRunListResponse,
        await request({ method: 'GET', path: PAYROLL_RUN_PATHS.runs, query }),
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
};

export const usePayrollDashboard = () =>
  useQuery({
    queryKey: payrollKeys.dashboard(),
    queryFn: async () =>
      parseResponse(
        payrollDashboardResponse,
        await request({ method: 'GET', path: PAYROLL_RUN_PATHS.dashboard }),
      ).data,
    meta: { silent: true },
  });

export const usePayrollAnalytics = () =>
  useQuery({
    queryKey: payrollKeys.analytics(),
    queryFn: async () =>
      parseResponse(
        payrollAnalyticsResponse,
        await request({ method: 'GET', path: PAYROLL_RUN_PATHS.analytics }),
      ).data,
    meta: { silent: true },
  });
