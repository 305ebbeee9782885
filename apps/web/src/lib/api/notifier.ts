// Where the request layer's toasts go. The toast UI registers itself at start-up (app/providers.tsx); lib stays
// free of UI imports. A module of its own so that the app's entry registers the toasts without loading the
// request layer (the API client, the payload cipher, zod and the contracts: issue 30, docs/web-performance.md).
import { isApiError, toApiError } from './api-error.ts';
import type { Toast } from './client.ts';
import { toastMessagesFor } from './toast-messages.ts';

let notifier: (toast: Toast) => void = () => {};

export function setApiNotifier(notify: (toast: Toast) => void): void {
  notifier = notify;
}

export function notify(toast: Toast): void {
  notifier(toast);
}

/** Shows a failed call by the spec's toast rules — the one place errors become toasts. */
export function notifyApiError(error: unknown): void {
  const apiError = toApiError(error);
  if (apiError.notified) return;
  apiError.notified = true;
  const payload =
    isApiError(error) && error.payload !== undefined ? error.payload : { message: apiError.message };
  for (const { message } of toastMessagesFor(payload)) notify({ kind: 'error', message });
}
