// The header chip's wallet balance (spec §2.6, §7): GET /b2b/employer/dashboard/wallet-balance, in kobo.
import { DASHBOARD_PATHS, walletBalanceResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { shellKeys } from './keys.ts';

export const walletBalanceQuery = () =>
  queryOptions({
    queryKey: shellKeys.walletBalance(),
    queryFn: async () =>
      parseResponse(
        walletBalanceResponse,
        await request({ method: 'GET', path: DASHBOARD_PATHS.walletBalance }),
      ).data,
    // The chip is a glance, not a statement: a failed fetch shows a dash instead of toasting on every page.
    meta: { silent: true },
  });

export const useWalletBalance = (enabled: boolean) => useQuery({ ...walletBalanceQuery(), enabled });
