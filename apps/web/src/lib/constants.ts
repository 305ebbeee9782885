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

/** The local-storage entries the app writes: the session and UI preferences (spec §3), and below them the
 * product onboarding pages completed per employer (spec §4). */
export const SESSION_STORAGE_KEY = 'paydesk.session';
export const UI_PREFERENCES_STORAGE_KEY = 'paydesk.ui-preferences';
/** Product onboarding pages completed, per employer (spec §4 rules 5, 6: remembered in local storage). */
export const PRODUCT_ONBOARDING_STORAGE_KEY = 'paydesk.product-onboarding';

/** The live unread-count stream reconnects after 1 s, doubling up to 30 s. */
export const STREAM_RECONNECT_MIN_MS = 1000;
export const STREAM_RECONNECT_MAX_MS = 30_000;
/** Search boxes wait this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;
export const NOTIFICATION_PAGE_SIZE = 20;
export const LIST_PAGE_SIZE = 20;

/**
 * Orange text of a warning (due soon, money returned, sent back) on white or the page's gray: orange's darkest
 * shade darkened by a fifth, 6.2:1 on white (Mantine's orange.8 is 3.6:1, orange.9 4.3:1; WCAG AA asks 4.5:1).
 */
export const WARNING_TEXT_COLOR = '#ae3a0c';
