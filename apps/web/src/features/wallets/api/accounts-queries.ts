// GET /wallet/employer/accounts, POST …/accounts/single and …/employer-wallet-transactions (spec §7).
import { transactionListResponse, WALLET_PATHS, walletResponse } from '@paydesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { LIST_PAGE_SIZE } from '@/lib/constants.ts';
import { walletKeys } from './keys.ts';

export const useAccount = (walletId: string) =>
  useQuery({
    queryKey: walletKeys.account(walletId),
    queryFn: async () =>
      parseResponse(
        walletResponse,
        await request({ method: 'POST', path: WALLET_PATHS.accountSingle, body: { walletId } }),
      ).data,
    meta: { silent: true },
  });

export const useWalletTransactions = (walletId: string, page: number) =>
  useQuery({
    queryKey: walletKeys.walletTransactions(walletId, page),
    queryFn: async () =>
      parseResponse(
        transactionListResponse,
        await request({
          method: 'POST',
          path: WALLET_PATHS.walletTransactions,
          body: { walletId, page, limit: LIST_PAGE_SIZE },
        }),
      ).data,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
