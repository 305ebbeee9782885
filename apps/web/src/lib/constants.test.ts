import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';

describe('business constants and limits (spec §9)', () => {
  it('hold the spec’s values', () => {
    expect(constants).toMatchObject({
      CHANNEL: 'business-web',
      MAX_CONCURRENT_REQUESTS: 5,
      REQUEST_SLOT_POLL_MS: 100,
      REPLAY_DELAY_MS: 100,
      LOGOUT_AFTER_FAILED_REFRESH_MS: 1000,
      LOGOUT_TOAST_MS: 2000,
      TOAST_AUTO_CLOSE_MS: 5000,
      SWITCH_TO_MAIN_DELAY_MS: 2000,
      IDLE_TIMEOUT_MS: 600000,
      IDLE_PROMPT_MS: 60000,
      ACTIVITY_THROTTLE_MS: 500,
      COUNTDOWN_UPDATE_MS: 500,
      SIDEBAR_WIDTH_PX: 250,
      SIDEBAR_COLLAPSED_WIDTH_PX: 60,
      BUSINESS_SWITCH_LIST_HEIGHT_PX: 438,
      NOTIFICATION_LIST_HEIGHT_PX: 340,
      WIDE_LAYOUT_BREAKPOINT_PX: 4441,
      TRUNCATE_DEFAULT_LENGTH: 25,
      SUB_ACCOUNTS_QUERY: { page: 1, limit: 50, download: false },
      YIELD_REPORT_DISPLAY_DEFAULT: 'days',
      NOTIFICATION_TABS: ['all', 'unread', 'read'],
    });
  });
});
