// The app's one request layer instance, wired to the runtime config, the session store and the toasts.
import { PayloadCipher } from '@paydesk/contracts';
import { config } from '../config.ts';
import { useSessionStore } from '../storage/session-store.ts';
import { isApiError, toApiError } from './api-error.ts';
import { createApiClient, type Toast } from './client.ts';
import { toastMessagesFor } from './toast-messages.ts';

export { ApiError, isApiError } from './api-error.ts';
export type { RequestOptions, Toast } from './client.ts';
export { parseResponse } from './parse.ts';
export { buildQueryString, cleanPayload } from './payload.ts';

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

export const request = client.request;

/** Shows a failed call by the spec's toast rules — the one place errors become toasts. */
export function notifyApiError(error: unknown): void {
  const apiError = toApiError(error);
  if (apiError.notified) return;
  apiError.notified = true;
  const payload =
    isApiError(error) && error.payload !== undefined ? error.payload : { message: apiError.message };
  for (const { message } of toastMessagesFor(payload)) notifier({ kind: 'error', message });
}
