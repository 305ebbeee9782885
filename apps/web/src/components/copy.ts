// Shared texts the spec quotes (§2.6).
export const TOAST_TITLES = {
  success: 'Success Message',
  warning: 'Warning Message',
  error: 'Error Message',
  info: 'System Notification',
} as const;

export const EMPTY_STATE_HEADER = 'Oops! Nothing to see here';
