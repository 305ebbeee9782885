// Toasts of spec §2.6: success, warning, error and info with default titles, auto-close after 5 s, no progress bar,
// and a loading variant with a spinner.
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { TOAST_AUTO_CLOSE_MS } from '../lib/constants.ts';
import { TOAST_TITLES } from './copy.ts';

export type ToastKind = keyof typeof TOAST_TITLES;

export interface ToastOptions {
  kind: ToastKind;
  message: string;
  title?: string;
  /** Milliseconds, or false to stay open. */
  autoClose?: number | false;
  id?: string;
}

// Every toast is a live region: errors and warnings interrupt (role alert), the rest wait their turn (role status).
const LOOK: Record<ToastKind, { color: string; icon: React.ReactNode; role: 'alert' | 'status' }> = {
  success: { color: 'teal', icon: <IconCheck size={18} aria-hidden="true" />, role: 'status' },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} aria-hidden="true" />, role: 'alert' },
  error: { color: 'red', icon: <IconX size={18} aria-hidden="true" />, role: 'alert' },
  info: { color: 'blue', icon: <IconInfoCircle size={18} aria-hidden="true" />, role: 'status' },
};
const CLOSE = { 'aria-label': 'Close notification' };

/** Error toasts still open, with when they were shown (issue 17: they outlived the screen they were about). */
const openErrors = new Map<string, number>();
// A toast raised together with a navigation (an error that sends the user elsewhere) belongs to the new screen.
const SAME_ACTION_MS = 400;

/**
 * Closes the error toasts of the screen being left (on navigation) or of a form whose next try succeeded. Toasts
 * raised in the last moment are kept: they came with the navigation itself.
 */
export function clearErrorToasts(now: number = Date.now()): void {
  for (const [id, shownAt] of openErrors) {
    if (now - shownAt < SAME_ACTION_MS) continue;
    notifications.hide(id);
    openErrors.delete(id);
  }
}

export function showToast({ kind, message, title, autoClose, id }: ToastOptions): string {
  const shown = notifications.show({
    ...(id ? { id } : {}),
    title: title ?? TOAST_TITLES[kind],
    message,
    color: LOOK[kind].color,
    icon: LOOK[kind].icon,
    role: LOOK[kind].role,
    closeButtonProps: CLOSE,
    autoClose: autoClose ?? TOAST_AUTO_CLOSE_MS,
    'data-toast-kind': kind,
    onClose: () => openErrors.delete(shown),
  });
  if (kind === 'error') openErrors.set(shown, Date.now());
  return shown;
}

/** A toast with a spinner that stays until `done` turns it into a normal one or `close` removes it. */
export function showLoadingToast(message: string, title: string = TOAST_TITLES.info) {
  const id = notifications.show({
    title,
    message,
    loading: true,
    autoClose: false,
    withCloseButton: false,
    role: 'status',
    closeButtonProps: CLOSE,
  });
  return {
    id,
    done: (options: Omit<ToastOptions, 'id'>) =>
      notifications.update({
        id,
        loading: false,
        title: options.title ?? TOAST_TITLES[options.kind],
        message: options.message,
        color: LOOK[options.kind].color,
        icon: LOOK[options.kind].icon,
        role: LOOK[options.kind].role,
        autoClose: options.autoClose ?? TOAST_AUTO_CLOSE_MS,
        withCloseButton: true,
      }),
    close: () => notifications.hide(id),
  };
}
