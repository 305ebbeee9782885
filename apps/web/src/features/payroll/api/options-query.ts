// The create form's choices: pay groups and pay schedules of payroll configuration (first 100 of each).
import { PAYROLL_SETUP_PATHS, payGroupListResponse, payScheduleListResponse } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { payrollKeys } from './keys.ts';

const OPTIONS_LIMIT = 100;

export const usePayGroupOptions = () =>
  useQuery({
    queryKey: payrollKeys.payGroupOptions(),
    queryFn: async () =>
      parseResponse(
        payGroupListResponse,
        await request({
          method: 'GET',
          path: PAYROLL_SETUP_PATHS.payGroups,
          query: { page: 1, limit: OPTIONS_LIMIT },
        }),
      ).data.docs,
    meta: { silent: true },
  });

export const useScheduleOptions = () =>
  useQuery({
    queryKey: payrollKeys.scheduleOptions(),
    queryFn: async () =>
      parseResponse(
        payScheduleListResponse,
        await request({
          method: 'GET',
          path: PAYROLL_SETUP_PATHS.paySchedules,
          query: { page: 1, limit: OPTIONS_LIMIT },
        }),
      ).data.docs,
    meta: { silent: true },
  });
