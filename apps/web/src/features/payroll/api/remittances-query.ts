// The run's remittances grouped by party, one remittance with its employees, and the run's payslips.
import {
  PAYROLL_RUN_PATHS,
  payrollRunPath,
  payslipListResponse,
  remittanceDetailResponse,
  remittanceListResponse,
} from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { payrollKeys } from './keys.ts';

export const useRemittances = (id: string, enabled = true) =>
  useQuery({
    queryKey: payrollKeys.remittances(id),
    queryFn: async () =>
      parseResponse(
        remittanceListResponse,
        await request({ method: 'GET', path: payrollRunPath(PAYROLL_RUN_PATHS.remittances, { id }) }),
      ).data,
    enabled,
    refetchInterval: (query) => (query.state.data?.some((r) => r.status === 'pending') ? 3_000 : false),
    meta: { silent: true },
  });

export const useRemittance = (id: string, remittanceId: string, page: number) =>
  useQuery({
    queryKey: payrollKeys.remittance(id, remittanceId, page),
    queryFn: async () =>
      parseResponse(
        remittanceDetailResponse,
        await request({
          method: 'GET',
          path: payrollRunPath(PAYROLL_RUN_PATHS.remittance, { id, remittanceId }),
          query: { page, limit: LIST_PAGE_SIZE },
        }),
      ).data,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 3_000 : false),
    meta: { silent: true },
  });

export const usePayslips = (id: string, page: number, enabled = true) =>
  useQuery({
    queryKey: payrollKeys.payslips(id, page),
    queryFn: async () =>
      parseResponse(
        payslipListResponse,
        await request({
          method: 'GET',
          path: payrollRunPath(PAYROLL_RUN_PATHS.payslips, { id }),
          query: { page, limit: LIST_PAGE_SIZE },
        }),
      ).data,
    enabled,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
