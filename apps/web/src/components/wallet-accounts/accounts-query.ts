// GET /wallet/employer/accounts (spec §7): the business's wallets with balances, for every page that picks one.
import { WALLET_PATHS, walletListResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '../../lib/api/index.ts';

/** Under the wallets' keys, so refreshing balances after money moves refreshes it too. */
export const WALLET_ACCOUNTS_KEY = ['wallets', 'accounts'] as const;

export const accountsQuery = () =>
  queryOptions({
    queryKey: WALLET_ACCOUNTS_KEY,
    queryFn: async () =>
      parseResponse(walletListResponse, await request({ method: 'GET', path: WALLET_PATHS.accounts })).data,
    meta: { silent: true },
  });

export const useAccounts = () => useQuery(accountsQuery());
