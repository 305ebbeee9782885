// The trade review queue (open advances by default, oldest first) and one advance, with the operator token.
import {
  OPS_TRADE_PATHS,
  opsTradeListResponse,
  type TradeStatus,
  tradeAdvanceResponse,
} from '@paydesk/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsKeys } from './keys.ts';
import { opsCall } from './ops-request.ts';

export const tradeQueueQuery = (query: { status?: TradeStatus | undefined; page: number }) =>
  queryOptions({
    queryKey: opsKeys.trade(query),
    queryFn: async () =>
      (
        await opsCall(
          {
            method: 'GET',
            path: OPS_TRADE_PATHS.queue,
            query: { ...(query.status ? { status: query.status } : {}), page: query.page, limit: 20 },
          },
          opsTradeListResponse,
        )
      ).data,
    placeholderData: keepPreviousData,
  });

export const tradeAdvanceQuery = (id: string) =>
  queryOptions({
    queryKey: opsKeys.tradeAdvance(id),
    queryFn: async () =>
      (await opsCall({ method: 'GET', path: OPS_TRADE_PATHS.one(id) }, tradeAdvanceResponse)).data,
  });
