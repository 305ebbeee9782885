// Every timing and limit of the web client, with the values of spec §9. Nothing else hard-codes these.
export { CHANNEL } from '@paydesk/contracts';

/** Requests allowed in flight at once; the rest wait, checking again every REQUEST_SLOT_POLL_MS. */
export const MAX_CONCURRENT_REQUESTS = 5;
export const REQUEST_SLOT_POLL_MS = 100;
/** After a token refresh, queued requests are replayed this far apart. */
export const REPLAY_DELAY_MS = 100;
/** After a failed refresh the user is logged out this long after the toast. */
export const LOGOUT_AFTER_FAILED_REFRESH_MS = 1000;
/** The 'Logging out, please wait' toast stays this long before the logout call is made. */
export const LOGOUT_TOAST_MS = 2000;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const SWITCH_TO_MAIN_DELAY_MS = 2000;

export const IDLE_TIMEOUT_MS = 600_000;
export const IDLE_PROMPT_MS = 60_000;
export const ACTIVITY_THROTTLE_MS = 500;
export const COUNTDOWN_UPDATE_MS = 500;

export const SIDEBAR_WIDTH_PX = 250;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 60;
export const BUSINESS_SWITCH_LIST_HEIGHT_PX = 438;
export const NOTIFICATION_LIST_HEIGHT_PX = 340;
export const WIDE_LAYOUT_BREAKPOINT_PX = 4441;

export const TRUNCATE_DEFAULT_LENGTH = 25;
export const SUB_ACCOUNTS_QUERY = { page: 1, limit: 50, download: false } as const;
export const YIELD_REPORT_DISPLAY_DEFAULT = 'days';
export const NOTIFICATION_TABS = ['all', 'unread', 'read'] as const;

/** The only two local-storage entries the app writes (spec §3). */
export const SESSION_STORAGE_KEY = 'paydesk.session';
export const UI_PREFERENCES_STORAGE_KEY = 'paydesk.ui-preferences';
