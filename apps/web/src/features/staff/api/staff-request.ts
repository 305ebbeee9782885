// Staff app calls carry the staff token (never the business session's); a 401 ends the staff session.
import { STAFF_PATHS } from '@paydesk/contracts';
import type { z } from 'zod';
import { isApiError, parseResponse, type RequestOptions, request } from '../../../lib/api/index.ts';
import { staffToken, useStaffSession } from '../state/staff-session-store.ts';

const OPEN_PATHS: string[] = [STAFF_PATHS.requestCode, STAFF_PATHS.verifyCode, STAFF_PATHS.acceptInvitation];

export async function staffCall<S extends z.ZodType>(
  options: Omit<RequestOptions, 'customToken' | 'useLoginToken'>,
  schema: S,
): Promise<z.infer<S>> {
  const token = staffToken();
  try {
    const payload = await request({
      ...options,
      ...(token ? { customToken: token } : { useLoginToken: false }),
    });
    return parseResponse(schema, payload);
  } catch (error) {
    if (isApiError(error) && error.status === 401 && !OPEN_PATHS.includes(options.path))
      useStaffSession.getState().clear();
    throw error;
  }
}
