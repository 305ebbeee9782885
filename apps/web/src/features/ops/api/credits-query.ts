import { type CREDIT_STATUSES, OPS_WALLET_PATHS, opsCreditListResponse } from '@paydesk/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsKeys } from './keys.ts';
import { opsCall } from './ops-request.ts';

export type CreditStatus = (typeof CREDIT_STATUSES)[number];

export const creditsQuery = (query: { status?: CreditStatus; page: number }) =>
  queryOptions({
    queryKey: opsKeys.credits(query),
    queryFn: async () =>
      (
        await opsCall(
          { method: 'GET', path: OPS_WALLET_PATHS.credits, query: { ...query, limit: 20 } },
          opsCreditListResponse,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
