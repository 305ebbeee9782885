import { businessSearchResponse, OPS_PATHS } from '@paydesk/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opsKeys } from './keys.ts';
import { opsCall } from './ops-request.ts';

export const businessesQuery = (query: { search: string; page: number }) =>
  queryOptions({
    queryKey: opsKeys.businesses(query),
    queryFn: async () =>
      (
        await opsCall(
          { method: 'GET', path: OPS_PATHS.businesses, query: { ...query, limit: 20 } },
          businessSearchResponse,
        )
      ).data,
    placeholderData: keepPreviousData,
  });
