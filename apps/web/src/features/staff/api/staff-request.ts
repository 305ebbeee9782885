// Staff app calls carry the staff token (never the business session's). An expired access token is renewed
// silently with the refresh token (one refresh at a time, shared by concurrent calls) and the call is replayed once;
// when the refresh is refused the staff session ends.
import { STAFF_PATHS, staffTokensResponse } from '@paydesk/contracts';
import type { z } from 'zod';
import { isApiError, parseResponse, type RequestOptions, request } from '@/lib/api/index.ts';
import { staffToken, useStaffSession } from '../state/staff-session-store.ts';

const OPEN_PATHS: string[] = [
  STAFF_PATHS.requestCode,
  STAFF_PATHS.verifyCode,
  STAFF_PATHS.acceptInvitation,
  STAFF_PATHS.invitation,
  STAFF_PATHS.refresh,
];

let refreshing: Promise<string | null> | null = null;

async function refreshOnce(refreshToken: string): Promise<string | null> {
  try {
    const payload = await request({
      method: 'POST',
      path: STAFF_PATHS.refresh,
      body: { refreshToken },
      useLoginToken: false,
    });
    const { data } = parseResponse(staffTokensResponse, payload);
    useStaffSession.getState().renew(data);
    return data.token;
  } catch (error) {
    // Only a refused refresh ends the session; a network failure leaves it for the next try.
    if (isApiError(error) && error.status === 401) useStaffSession.getState().clear();
    return null;
  }
}

/** A fresh access token from the refresh token; concurrent callers share the one refresh in flight. */
export function refreshStaffToken(): Promise<string | null> {
  const refreshToken = useStaffSession.getState().session?.refreshToken;
  if (!refreshToken) {
    useStaffSession.getState().clear();
    return Promise.resolve(null);
  }
  refreshing ??= refreshOnce(refreshToken).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

function send(options: Omit<RequestOptions, 'customToken' | 'useLoginToken'>, token: string | null) {
  return request({ ...options, ...(token ? { customToken: token } : { useLoginToken: false }) });
}

export async function staffCall<S extends z.ZodType>(
  options: Omit<RequestOptions, 'customToken' | 'useLoginToken'>,
  schema: S,
): Promise<z.infer<S>> {
  const open = OPEN_PATHS.includes(options.path);
  let token = staffToken();
  if (!token && !open && useStaffSession.getState().session) token = await refreshStaffToken();
  try {
    return parseResponse(schema, await send(options, token));
  } catch (error) {
    if (!(isApiError(error) && error.status === 401) || open) throw error;
    const renewed = await refreshStaffToken();
    if (!renewed) throw error;
    return parseResponse(schema, await send(options, renewed));
  }
}
