// Helpers of the authenticated-shell journeys (tests/shell-*.spec.ts): the runtime
// configuration the app is given, a second login made through the API (another device), where a visit ended up
// and every address it passed on the way there.
import type { Page } from '@playwright/test';
import type { Api } from './api.ts';
import { DEMO } from './demo.ts';
import type { Mailbox } from './mailbox.ts';

export const CHANNEL = 'business-web';

/** What /config.js hands the web app (window.__PAYDESK_CONFIG__). */
export interface RuntimeConfig {
  supportEmail: string;
  /** The real site's public address, named by the framed warning. */
  siteUrl: string;
  idleTimeoutMs: number;
  idlePromptMs: number;
  hostKind: string;
}

export async function runtimeConfig(baseURL: string): Promise<RuntimeConfig> {
  const script = await (await fetch(new URL('/config.js', baseURL))).text();
  return JSON.parse(script.slice(script.indexOf('{'), script.lastIndexOf('}') + 1)) as RuntimeConfig;
}

/**
 * Both login stages through the API, as a second device would: it writes the 'New login' notification. The code
 * is the newest one that was not in the mailbox before this call. Answers the access token.
 */
export async function logInThroughApi(
  api: Api,
  mailbox: Mailbox,
  credentials: { email: string; password: string } = DEMO,
): Promise<string> {
  const seen = (await mailbox.list(credentials.email)).map((m) => m.id);
  const first = await api.post<{ challengeId: string }>('/auth/employer/login', {
    stage: 1,
    email: credentials.email,
    password: credentials.password,
    channel: CHANNEL,
  });
  if (first.status !== 200) throw new Error(`login stage 1 answered ${first.status}: ${first.message}`);
  const { code } = await mailbox.loginCode(credentials.email, { exclude: seen });
  const second = await api.post<{ token: string }>('/auth/employer/login', {
    stage: 2,
    email: credentials.email,
    password: credentials.password,
    otp: code,
    challengeId: first.data.challengeId,
    channel: CHANNEL,
  });
  if (second.status !== 200) throw new Error(`login stage 2 answered ${second.status}: ${second.message}`);
  return second.data.token;
}

/**
 * Records every address the top frame passes through (full loads and history pushes/replaces alike), so a test can
 * tell that a redirect never went by /404.
 */
export function trackNavigations(page: Page): { trail: string[]; reset: () => void } {
  const trail: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) trail.push(new URL(frame.url()).pathname);
  });
  return { trail, reset: () => trail.splice(0, trail.length) };
}

/** Counts `page`'s requests: those in flight, and how many have started so far. */
export function watchRequests(page: Page): { inFlight: Set<unknown>; started: () => number } {
  const inFlight = new Set<unknown>();
  let started = 0;
  page.on('request', (r) => {
    started += 1;
    inFlight.add(r);
  });
  // An event stream never ends: it has settled once its headers came.
  page.on('response', (r) => {
    if (r.headers()['content-type']?.includes('text/event-stream')) inFlight.delete(r.request());
  });
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return { inFlight, started: () => started };
}

/**
 * The page's path once the app has settled: the router may redirect once or twice after the load, and a page may
 * send you on by its own rules once its data has come. Settled is a state, not a pace: no request in flight, none
 * started, the app mounted and the same path over two animation frames (10 s at most, then it fails).
 */
export async function settledPath(page: Page, requests: ReturnType<typeof watchRequests>): Promise<string> {
  const deadline = Date.now() + 10_000;
  let last = '';
  while (Date.now() < deadline) {
    if (requests.inFlight.size > 0) {
      await Promise.race([
        page.waitForEvent('requestfinished', { timeout: 1_000 }),
        page.waitForEvent('requestfailed', { timeout: 1_000 }),
      ]).catch(() => undefined);
      continue;
    }
    const before = requests.started();
    last = await page.evaluate(async () => {
      const frame = () =>
        new Promise<void>((done) => {
          requestAnimationFrame(() => done());
          setTimeout(done, 100);
        });
      const path = location.pathname;
      await frame();
      await frame();
      return location.pathname === path && document.querySelector('#root > *') ? path : '';
    });
    if (last && requests.started() === before && requests.inFlight.size === 0) return last;
  }
  throw new Error(`the page did not settle in 10 s (last at ${new URL(page.url()).pathname})`);
}
