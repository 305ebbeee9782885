// The caller's IP address for the login payload. Best effort: when it fails, login simply omits it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { authKeys } from './keys.ts';
import { loadLoginCalls } from './load-login-calls.ts';

export const clientInfoQuery = () =>
  queryOptions({
    queryKey: authKeys.clientInfo(),
    queryFn: async () => (await loadLoginCalls()).fetchClientInfo(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });

/**
 * The IP address, or undefined while loading or when the lookup failed. `enabled: false` holds the lookup back
 * (the login form asks once the user starts on it, so that /login itself loads no request layer).
 */
export function useClientIp({ enabled = true }: { enabled?: boolean } = {}): string | undefined {
  return useQuery({ ...clientInfoQuery(), enabled }).data?.ipAddress;
}
