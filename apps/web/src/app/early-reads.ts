// Which reads each page makes as it first draws, sent by the entry before the page's code arrives (issue 30,
// lib/api/early-reads.ts). Each URL is exactly the one the page asks for; e2e web-performance checks that every
// one is taken (a drifted URL would be sent twice). Zod-free: the entry cannot load the contracts' schemas.

import { MAIN_ACCOUNT_HEADER } from '@paydesk/contracts/constants';
import { earlyReads } from '../lib/api/early-reads.ts';
import { config } from '../lib/config.ts';
import { useSessionStore } from '../lib/storage/session-store.ts';

/** Every signed-in page: the session's profile, the header's balance, the bell's unread count, the preferences. */
const SHELL = [
  '/b2b/employer/profile',
  '/b2b/employer/dashboard/wallet-balance',
  '/b2b/employer/notifications?status=unread&page=1&limit=1',
  '/b2b/settings/preferences',
];

/** The pages most visits open first, by path, with what each reads as it draws. */
export const PAGE_READS: readonly [RegExp, readonly string[]][] = [
  [
    /^\/(dashboard\/?)?$/,
    [
      '/wallet/employer/dashboard',
      '/b2b/employer/dashboard/week',
      '/payroll/compliance/summary',
      '/wallet/employer/accounts',
    ],
  ],
  [
    /^\/people\/employees\/?$/,
    ['/b2b/employer/people/groups?page=1&limit=100', '/b2b/employer/people/employees?page=1&limit=25'],
  ],
  [
    /^\/payroll\/?$/,
    [
      '/payroll/runs?page=1&limit=20',
      '/payroll/compliance/summary',
      '/payroll/runs/dashboard',
      '/payroll/runs/analytics',
    ],
  ],
];

/** Sends the reads of the page at `location` when a session is signed in and its token still valid. */
export function sendEarlyReads(location: Pick<Location, 'pathname' | 'search'>): void {
  // A page opened with filters or a page number in its URL reads other URLs.
  if (location.search !== '') return;
  // The first paint the boot script asked for carries the page's reads (app/first-paint-boot.ts).
  if (window.__PAYDESK_FIRST_PAINT__) return;
  const page = PAGE_READS.find(([pattern]) => pattern.test(location.pathname));
  const { loggedIn, data, mainAccount } = useSessionStore.getState();
  if (!page || !loggedIn || !data || data.tokenExpiry <= Date.now()) return;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${data.token}`,
  };
  if (mainAccount) headers[MAIN_ACCOUNT_HEADER] = mainAccount._id;
  earlyReads.send(
    [...SHELL, ...page[1]].map((path) => `${config.apiBaseUrl}${path}`),
    headers,
  );
}
