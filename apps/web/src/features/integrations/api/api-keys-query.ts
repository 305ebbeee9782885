// GET …/integrations/api-keys: the business's API keys, newest first, a page at a time.
import { apiKeyListResponse, INTEGRATIONS_PATHS } from '@paydesk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { integrationKeys } from './keys.ts';

export const API_KEY_PAGE_SIZE = 20;

export const apiKeysQuery = (page: number) =>
  queryOptions({
    queryKey: integrationKeys.apiKeyList(page),
    queryFn: async () =>
      parseResponse(
        apiKeyListResponse,
        await request({
          method: 'GET',
          path: INTEGRATIONS_PATHS.apiKeys,
          query: { page, limit: API_KEY_PAGE_SIZE },
        }),
      ).data,
    placeholderData: keepPreviousData,
  });

export const useApiKeys = (page: number) => useQuery(apiKeysQuery(page));
