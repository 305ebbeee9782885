// Console calls carry the operator token (never the business session's); a 401 ends the console session.
import type { z } from 'zod';
import {
  type DownloadedFile,
  isApiError,
  parseResponse,
  type RequestOptions,
  request,
} from '@/lib/api/index.ts';
import { operatorToken, useOperatorSession } from '../state/operator-session-store.ts';

export async function opsCall<S extends z.ZodType>(
  options: Omit<RequestOptions, 'customToken' | 'useLoginToken'>,
  schema: S,
): Promise<z.infer<S>> {
  try {
    const payload = await request({
      ...options,
      ...(operatorToken() ? { customToken: operatorToken()! } : { useLoginToken: false }),
    });
    return parseResponse(schema, payload);
  } catch (error) {
    if (isApiError(error) && error.status === 401 && options.path !== '/ops/auth/login')
      useOperatorSession.getState().clear();
    throw error;
  }
}

/** A document as a file, for download with the operator token. */
export async function opsFile(path: string): Promise<DownloadedFile> {
  const token = operatorToken();
  return request({
    method: 'GET',
    path,
    responseType: 'file',
    ...(token ? { customToken: token } : { useLoginToken: false }),
  });
}
