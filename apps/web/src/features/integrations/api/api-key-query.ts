// GET …/integrations/api-keys/{id}: one key (never its secret).
import { apiKeyResponse, INTEGRATIONS_PATHS, pathWithId } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '@/lib/api/index.ts';
import { integrationKeys } from './keys.ts';

export const apiKeyQuery = (id: string) =>
  queryOptions({
    queryKey: integrationKeys.apiKey(id),
    queryFn: async () =>
      parseResponse(
        apiKeyResponse,
        await request({ method: 'GET', path: pathWithId(INTEGRATIONS_PATHS.apiKey, id) }),
      ).data,
    meta: { silent: true },
  });

export const useApiKey = (id: string | undefined) =>
  useQuery({ ...apiKeyQuery(id ?? ''), enabled: Boolean(id) });
