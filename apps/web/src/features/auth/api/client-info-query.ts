// The caller's IP address for the login payload. Best effort: when it fails, login simply omits it.
import { AUTH_PATHS, clientInfoResponse } from '@paydesk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseResponse, request } from '../../../lib/api/index.ts';
import { authKeys } from './keys.ts';

export const clientInfoQuery = () =>
  queryOptions({
    queryKey: authKeys.clientInfo(),
    queryFn: async () =>
      parseResponse(
        clientInfoResponse,
        await request({ method: 'GET', path: AUTH_PATHS.clientInfo, encrypted: true }),
      ).data,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });

/** The IP address, or undefined while loading or when the lookup failed. */
export function useClientIp(): string | undefined {
  return useQuery(clientInfoQuery()).data?.ipAddress;
}
