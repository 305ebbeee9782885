// Shared texts the spec quotes (§2.6).
export const TOAST_TITLES = {
  success: 'Success Message',
  warning: 'Warning Message',
  error: 'Error Message',
  info: 'System Notification',
} as const;

export const EMPTY_STATE_HEADER = 'Oops! Nothing to see here';

export const ASSIGNMENT_LABELS = { assigned: 'Assigned', notAssigned: 'Not Assigned' } as const;

/** The info toast every CSV export shows while the file downloads (spec §8). */
export const DOWNLOADING_DATA = 'Downloading Data...';
