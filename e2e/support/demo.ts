// The seeded demo business and the one way a journey logs its owner in.
import { expect, type Page, test } from '@playwright/test';
import { CHANNEL, type LoginSession } from '../../packages/contracts/src/index.ts';
import { Api } from './api.ts';
import type { Mailbox } from './mailbox.ts';

/** Seeded by `npm start` (SEED_DEMO): a verified, compliant business with every product. */
export const DEMO = {
  email: 'demo@paydesk.ng',
  password: 'Paydesk-Demo-2026!',
  company: 'Adunni Foods Ltd',
  memberName: 'Adunni Okafor',
} as const;

const SESSION_KEY = 'paydesk.session';

/** The month `n` months after `month` (`YYYY-MM`; n may be negative). */
export function addMonths(month: string, n: number): string {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mm - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The demo's pay month today (`YYYY-MM`), as its seed reads it: this month in Lagos to the 28th, the next month after
 * it. The twelve months before it are paid; it is the demo's draft.
 */
export function demoPayMonth(now = new Date()): string {
  const lagos = new Date(now.getTime() + 60 * 60 * 1000).toISOString();
  return addMonths(lagos.slice(0, 7), Number(lagos.slice(8, 10)) > 28 ? 1 : 0);
}

/**
 * Logs the demo owner in and opens `at` (the dashboard by default) inside the shell. The two login pages are the
 * journey of their own specs; every other journey signs in through the same two API stages with the browser's user
 * agent (the code comes from the dev mailbox) and opens its first page with the session the web app would have
 * stored: straight at the page it is about, not by way of the dashboard (the heaviest page to draw).
 */
export async function logInAsDemo(page: Page, mailbox: Mailbox, at = '/dashboard') {
  await logInWithApi(page, mailbox, DEMO, at);
}

/**
 * Signs a member in through the API's two stages with the browser's user agent and opens `at` (the dashboard by
 * default) with the session the web app would have stored (for a member other than the demo owner: a custom
 * role's, say).
 */
export async function logInWithApi(
  page: Page,
  mailbox: Mailbox,
  credentials: { email: string; password: string },
  at = '/dashboard',
) {
  const session = await apiLogIn(page, mailbox, credentials);
  // Seeds the first document of this tab only: a later reload (after a logout, say) sees what the app stored.
  await page.addInitScript(
    ([key, value]) => {
      if (sessionStorage.getItem('e2e.seeded')) return;
      sessionStorage.setItem('e2e.seeded', '1');
      localStorage.setItem(key, value);
    },
    [SESSION_KEY, JSON.stringify({ state: storedSession(session), version: 1 })] as const,
  );
  await page.goto(at);
  if (at === '/dashboard') await expect(page).toHaveURL(/\/dashboard$/);
  else await expect(page).not.toHaveURL(/\/(login|401|404)$/);
  await expect(page.getByTestId('app-header')).toBeVisible({ timeout: 30_000 });
}

/** The persisted shape of apps/web's session store after a stage-2 login. */
function storedSession(login: LoginSession) {
  return {
    loggedIn: true,
    data: {
      token: login.token,
      refreshToken: login.refreshToken,
      tokenExpiry: login.tokenExpiry,
      name: login.name,
    },
    company: login.company,
    employer: login.employer,
    member: login.member,
    mainAccount: null,
    alias: login.alias,
    employerList: login.employerList,
    support: null,
  };
}

async function apiLogIn(
  page: Page,
  mailbox: Mailbox,
  credentials: { email: string; password: string },
): Promise<LoginSession> {
  const baseURL = test.info().project.use.baseURL!;
  const api = await Api.connect(baseURL);
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const headers = { 'user-agent': userAgent };
  const login = (body: Record<string, unknown>) =>
    api.call<LoginSession & { challengeId: string }>('POST', '/auth/employer/login', {
      body: { ...credentials, channel: CHANNEL, ...body },
      encrypted: true,
      headers,
    });
  const since = new Date();
  // A code sent within the clock-skew allowance before this one (an API sign-in a moment ago) is not this login's.
  const tried = (await mailbox.list(credentials.email)).map((m) => m.id);
  const started = await login({ stage: 1 });
  if (started.status !== 200) throw new Error(`login stage 1 answered ${started.status}: ${started.message}`);
  // Journeys may sign the same member in at once: the first code to arrive can be the other login's (each login
  // has its own code). A refused code is followed by the next one that arrived.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const { code, message } = await mailbox.loginCode(credentials.email, { since, exclude: tried });
    tried.push(message.id);
    const done = await login({ stage: 2, otp: code, challengeId: started.data.challengeId });
    if (done.status === 200) return done.data;
  }
  throw new Error('no login code of this login arrived');
}
