// POST /auth/employer/sub-accounts with page 1, limit 50, download false (spec §7, §9). 'You cannot access On
// Demand Pay' is not shown (spec §8); other failures toast.
import { BUSINESS_PATHS, subAccountsResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, notifyApiError, parseResponse, request } from '@/lib/api/index.ts';
import { SUB_ACCOUNTS_QUERY } from '@/lib/constants.ts';
import { businessKeys } from './keys.ts';
import { mainAccountCall } from './main-account-call.ts';

export const SUPPRESSED_SUB_ACCOUNT_ERROR = 'You cannot access On Demand Pay';

export const subAccountsQuery = () =>
  queryOptions({
    queryKey: businessKeys.subAccounts(),
    queryFn: async () => {
      try {
        const payload = await request({
          method: 'POST',
          path: BUSINESS_PATHS.subAccounts,
          body: SUB_ACCOUNTS_QUERY,
          encrypted: true,
          ...mainAccountCall(),
        });
        return parseResponse(subAccountsResponse, payload).data;
      } catch (error) {
        if (!(isApiError(error) && error.message === SUPPRESSED_SUB_ACCOUNT_ERROR)) notifyApiError(error);
        throw error;
      }
    },
    meta: { silent: true },
  });

export const useSubAccounts = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...subAccountsQuery(), enabled: options.enabled ?? true });
