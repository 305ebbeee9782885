// The business's trade advances (one page, by status) and one advance with its repayments.
import { TRADE_PATHS, type TradeStatus, tradeAdvanceResponse, tradeListResponse } from '@paydesk/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { tradeKeys } from './keys.ts';

export const advancesQuery = (query: { status?: TradeStatus | undefined; page: number }) =>
  queryOptions({
    queryKey: tradeKeys.list(query),
    queryFn: async () =>
      parseResponse(
        tradeListResponse,
        await request({
          method: 'GET',
          path: TRADE_PATHS.advances,
          query: { ...(query.status ? { status: query.status } : {}), page: String(query.page), limit: '20' },
        }),
      ).data,
    placeholderData: keepPreviousData,
  });

export const advanceQuery = (id: string) =>
  queryOptions({
    queryKey: tradeKeys.one(id),
    queryFn: async () =>
      parseResponse(tradeAdvanceResponse, await request({ method: 'GET', path: TRADE_PATHS.one(id) })).data,
  });
