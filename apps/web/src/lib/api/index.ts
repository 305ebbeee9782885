// The app's one request layer instance, wired to the runtime config, the session store and the toasts.
import { PayloadCipher } from '@paydesk/contracts';
import { config } from '../config.ts';
import { useSessionStore } from '../storage/session-store.ts';
import { createApiClient, type RequestOptions } from './client.ts';
import { earlyReads } from './early-reads.ts';
import { createEventStream } from './event-stream.ts';
import { withMainAccountHeader } from './main-account-header.ts';
import { notify } from './notifier.ts';

export { ApiError, isApiError, isNotFoundError, isRefreshTrigger } from './api-error.ts';
export type { RequestOptions, Toast } from './client.ts';
export { type DownloadedFile, saveFile } from './download.ts';
export { notifyApiError, setApiNotifier } from './notifier.ts';
export { parseResponse } from './parse.ts';
export { buildQueryString, cleanPayload } from './payload.ts';
export type { ServerSentEvent } from './sse.ts';

let cipher: Promise<PayloadCipher | null> | undefined;
const getCipher = () => {
  const key = config.payloadEncryptionKey;
  cipher ??= key ? PayloadCipher.fromHexKey(key) : Promise.resolve(null);
  return cipher;
};

const client = createApiClient({
  // A read the entry sent early (early-reads.ts) is answered from there, once.
  fetch: (url, init) => earlyReads.fetch(url, init),
  baseUrls: { main: config.apiBaseUrl, secondary: config.secondaryApiBaseUrl },
  cipher: getCipher,
  isOnline: () => navigator.onLine,
  // The spec's limit keeps a browser's few connections free for the page. The server's first paint
  // (first-paint.tsx) has no connections to share: its reads are calls inside the API, all sent at once.
  maxConcurrent: typeof window === 'undefined' ? Number.POSITIVE_INFINITY : undefined,
  notify,
  session: {
    token: () => useSessionStore.getState().data?.token ?? null,
    refreshToken: () => useSessionStore.getState().data?.refreshToken ?? null,
    refreshed: (tokens) => useSessionStore.getState().updateTokens(tokens),
    // Clearing the session is the logout: the route guard sends the user to /login.
    expired: () => useSessionStore.getState().clear(),
  },
});

/** Every call of the app; a sub-account session adds the main account id header (spec §6). */
export function request<T = unknown>(options: RequestOptions): Promise<T> {
  return client.request<T>(
    withMainAccountHeader(options, useSessionStore.getState().mainAccount?._id ?? null),
  );
}

/** Live server-sent events on the main base URL with the session token (e.g. the unread count). */
export const followEventStream = createEventStream({
  fetch: (url, init) => fetch(url, init),
  baseUrl: config.apiBaseUrl,
  token: () => useSessionStore.getState().data?.token ?? null,
  isOnline: () => navigator.onLine,
}).follow;
