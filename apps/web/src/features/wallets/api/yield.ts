// Yield (spec §7): settings, balance, the report by days, weeks or months, and opting in or out.
import {
  YIELD_PATHS,
  type YieldDisplayType,
  type YieldOptInOutRequest,
  yieldBalanceResponse,
  yieldReportResponse,
  yieldSettingsResponse,
} from '@paydesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { walletKeys } from './keys.ts';

export const useYieldSettings = () =>
  useQuery({
    queryKey: walletKeys.yieldSettings(),
    queryFn: async () =>
      parseResponse(yieldSettingsResponse, await request({ method: 'GET', path: YIELD_PATHS.settings })).data,
    meta: { silent: true },
  });

export const useYieldBalance = () =>
  useQuery({
    queryKey: walletKeys.yieldBalance(),
    queryFn: async () =>
      parseResponse(yieldBalanceResponse, await request({ method: 'GET', path: YIELD_PATHS.balance })).data,
    meta: { silent: true },
  });

export const useYieldReport = (displayByType: YieldDisplayType) =>
  useQuery({
    queryKey: walletKeys.yieldReport(displayByType),
    queryFn: async () =>
      parseResponse(
        yieldReportResponse,
        await request({
          method: 'GET',
          path: YIELD_PATHS.report,
          query: { displayByType, page: 1, limit: 30 },
        }),
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export function useOptInOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: YieldOptInOutRequest) =>
      parseResponse(
        yieldSettingsResponse,
        await request({ method: 'PATCH', path: YIELD_PATHS.optInOut, body }),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
