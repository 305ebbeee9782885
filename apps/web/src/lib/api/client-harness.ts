// A fake transport for the request layer's tests: records every call and answers as the test says.
import type { PayloadCipher } from '@paydesk/contracts';
import { type ApiClientDeps, createApiClient, type Toast } from './client.ts';

export interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  at: number;
}

export const reply = (status: number, body: unknown, raw = false) =>
  ({
    ok: status >= 200 && status < 300,
    status,
    text: async () => (raw ? String(body) : JSON.stringify(body)),
  }) as Response;

export function harness(
  handle: (call: Call) => Response | Promise<Response>,
  options: { cipher?: PayloadCipher; online?: boolean } = {},
) {
  const calls: Call[] = [];
  const toasts: Toast[] = [];
  const state = {
    token: 't1' as string | null,
    refreshToken: 'r1' as string | null,
    tokenExpiry: 0,
    expired: false,
  };
  const deps: ApiClientDeps = {
    fetch: async (url, init) => {
      const call: Call = {
        url,
        method: String(init.method),
        headers: init.headers as Record<string, string>,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        at: Date.now(),
      };
      calls.push(call);
      return handle(call);
    },
    baseUrls: { main: '/api', secondary: '/api-2' },
    cipher: async () => options.cipher ?? null,
    isOnline: () => options.online ?? true,
    notify: (toast) => toasts.push(toast),
    session: {
      token: () => state.token,
      refreshToken: () => state.refreshToken,
      refreshed: (tokens) => Object.assign(state, tokens),
      expired: () => {
        state.expired = true;
      },
    },
  };
  return { client: createApiClient(deps), calls, toasts, state };
}
