// API key test helpers: a key created through the management route (so its secret is the one answer that holds
// it), and calls of the public API with it.
import {
  API_KEY_SCOPES,
  type ApiKeyInput,
  apiKeySecretResponse,
  INTEGRATIONS_PATHS,
  PUBLIC_API_PREFIX,
} from '@paydesk/contracts';
import type { z } from 'zod';
import type { AnyEnvelope } from './api-client.ts';
import type { Method, TestApp } from './test-app.ts';

export async function createKey(t: TestApp, token: string, input: Partial<ApiKeyInput> = {}) {
  const res = await t.api.post(
    `/api${INTEGRATIONS_PATHS.apiKeys}`,
    { name: 'Ledger sync', scopes: [...API_KEY_SCOPES], ...input },
    { token, schema: apiKeySecretResponse },
  );
  if (res.status !== 201) throw new Error(`create key failed: ${JSON.stringify(res.body)}`);
  return res.data;
}

export const v1 = (path: string) => `${PUBLIC_API_PREFIX}${path}`;

/** A public API call with the key in `Authorization: Bearer` (or `X-Api-Key` when asked). */
export function keyCall<S extends z.ZodType = AnyEnvelope>(
  t: TestApp,
  secret: string,
  method: Method,
  path: string,
  options: {
    body?: unknown;
    headers?: Record<string, string>;
    ip?: string;
    schema?: S;
    header?: 'x-api-key';
  } = {},
) {
  const auth: Record<string, string> =
    options.header === 'x-api-key' ? { 'x-api-key': secret } : { authorization: `Bearer ${secret}` };
  return t.api.send<S>(method, v1(path), options.body, {
    headers: { ...auth, ...options.headers },
    ...(options.ip ? { ip: options.ip } : {}),
    ...(options.schema ? { schema: options.schema } : {}),
  });
}
