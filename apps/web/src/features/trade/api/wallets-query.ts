// The business's wallets, to choose where a repayment comes from.
import { WALLET_PATHS, walletListResponse } from '@paydesk/contracts';
import { queryOptions } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { tradeKeys } from './keys.ts';

export const repaymentWalletsQuery = () =>
  queryOptions({
    queryKey: [...tradeKeys.all, 'wallets'] as const,
    queryFn: async () =>
      parseResponse(walletListResponse, await request({ method: 'GET', path: WALLET_PATHS.accounts })).data
        .accounts,
  });
