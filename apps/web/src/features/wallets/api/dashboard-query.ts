// GET /wallet/employer/dashboard (spec §7). A 'Wallet Not Found' failure stays silent (spec §8); others toast.
import { WALLET_PATHS, walletDashboardResponse } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { notifyApiError, parseResponse, request } from '@/lib/api/index.ts';
import { isSilentDashboardError } from '../logic/dashboard-errors.ts';
import { walletKeys } from './keys.ts';

export function useWalletDashboard() {
  const query = useQuery({
    queryKey: walletKeys.dashboard(),
    queryFn: async () =>
      parseResponse(walletDashboardResponse, await request({ method: 'GET', path: WALLET_PATHS.dashboard }))
        .data,
    meta: { silent: true },
  });
  useEffect(() => {
    if (query.error && !isSilentDashboardError(query.error)) notifyApiError(query.error);
  }, [query.error]);
  return query;
}
