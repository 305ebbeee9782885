// The boot script is compiled on its own (build/first-paint.ts), so it cannot import the constants it shares with
// the app and the API: these keep them the same.
import { MAIN_ACCOUNT_HEADER } from '@paydesk/contracts/constants';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../lib/config.ts';
import {
  PRODUCT_ONBOARDING_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  UI_PREFERENCES_STORAGE_KEY,
} from '../lib/constants.ts';
import { VIEWPORT_QUERIES } from '../lib/viewport.ts';
import { PAGE_READS } from './early-reads.ts';
import * as boot from './first-paint-boot.ts';

describe('the first paint boot script', () => {
  it('reads the stores the app writes and sends the headers the request layer sends', () => {
    expect(boot.STORAGE_KEYS).toEqual({
      session: SESSION_STORAGE_KEY,
      preferences: UI_PREFERENCES_STORAGE_KEY,
      onboarding: PRODUCT_ONBOARDING_STORAGE_KEY,
    });
    expect(boot.MAIN_ACCOUNT_HEADER).toBe(MAIN_ACCOUNT_HEADER);
    expect(boot.FIRST_PAINT_URL).toBe(`${DEFAULT_CONFIG.apiBaseUrl}/web/first-paint`);
  });

  it('tells the server what the app will draw for the viewport', () => {
    expect(boot.VIEWPORT_QUERIES).toEqual(VIEWPORT_QUERIES);
  });

  it('asks for the dashboard only, with or without its trailing slash, and never with a query', () => {
    for (const path of ['/', '/dashboard', '/dashboard/'])
      expect(boot.FIRST_PAINT_PATHS.test(path)).toBe(true);
    for (const path of ['/dashboard/verify-fund-status', '/people/employees', '/login', '/dashboardx'])
      expect(boot.FIRST_PAINT_PATHS.test(path)).toBe(false);
    // A page the server draws is one whose reads the entry would otherwise send early.
    const dashboard = PAGE_READS.find(([pattern]) => pattern.test('/dashboard'));
    expect(dashboard).toBeDefined();
  });
});
