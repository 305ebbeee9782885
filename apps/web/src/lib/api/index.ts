// The app's one request layer instance, wired to the runtime config, the session store and the toasts.
import { PayloadCipher } from '@paydesk/contracts';
import { config } from '../config.ts';
import { useSessionStore } from '../storage/session-store.ts';
import { isApiError, toApiError } from './api-error.ts';
import { createApiClient, type RequestOptions, type Toast } from './client.ts';
import { createEventStream } from './event-stream.ts';
import { withMainAccountHeader } from './main-account-header.ts';
import { toastMessagesFor } from './toast-messages.ts';

export { ApiError, isApiError, isNotFoundError, isRefreshTrigger } from './api-error.ts';
export type { RequestOptions, Toast } from './client.ts';
export { type DownloadedFile, saveFile } from './download.ts';
export { parseResponse } from './parse.ts';
export { buildQueryString, cleanPayload } from './payload.ts';
export type { ServerSentEvent } from './sse.ts';

// The toast UI registers itself at start-up; lib stays free of UI imports.
let notifier: (toast: Toast) => void = () => {};
export function setApiNotifier(notify: (toast: Toast) => void): void {
  notifier = notify;
}

let cipher: Promise<PayloadCipher | null> | undefined;
const getCipher = () => {
  const key = config.payloadEncryptionKey;
  cipher ??= key ? PayloadCipher.fromHexKey(key) : Promise.resolve(null);
  return cipher;
};

const client = createApiClient({
  fetch: (url, init) => fetch(url, init),
  baseUrls: { main: config.apiBaseUrl, secondary: config.secondaryApiBaseUrl },
  cipher: getCipher,
  isOnline: () => navigator.onLine,
  notify: (toast) => notifier(toast),
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

/** Shows a failed call by the spec's toast rules — the one place errors become toasts. */
export function notifyApiError(error: unknown): void {
  const apiError = toApiError(error);
  if (apiError.notified) return;
  apiError.notified = true;
  const payload =
    isApiError(error) && error.payload !== undefined ? error.payload : { message: apiError.message };
  for (const { message } of toastMessagesFor(payload)) notifier({ kind: 'error', message });
}
