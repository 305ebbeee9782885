// GET /miscellaneous/get-pension-providers: the pension fund administrators, for the employee's PFA. Rarely changes.
import { BANKING_PATHS, pensionProviderListResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { peopleKeys } from './keys.ts';

export const pensionProvidersQuery = () =>
  queryOptions({
    queryKey: peopleKeys.pensionProviders(),
    queryFn: async () =>
      parseResponse(
        pensionProviderListResponse,
        await request({ method: 'GET', path: BANKING_PATHS.pensionProviders }),
      ).data,
    staleTime: 60 * 60_000,
  });

export const usePensionProviders = () => useQuery(pensionProvidersQuery());
