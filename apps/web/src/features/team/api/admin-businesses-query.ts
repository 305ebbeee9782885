// The main account's businesses (sub accounts) to assign administrators to: the sub-accounts call of spec §7.
import { BUSINESS_PATHS, subAccountsResponse } from '@paydesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { SUB_ACCOUNTS_QUERY } from '@/lib/constants.ts';
import { adminKeys } from './admin-keys.ts';

export const useAssignableBusinesses = (enabled = true) =>
  useQuery({
    queryKey: adminKeys.businesses(),
    queryFn: async () =>
      parseResponse(
        subAccountsResponse,
        await request({
          method: 'POST',
          path: BUSINESS_PATHS.subAccounts,
          body: SUB_ACCOUNTS_QUERY,
          encrypted: true,
        }),
      ).data.docs,
    enabled,
  });
