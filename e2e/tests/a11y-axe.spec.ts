// axe-core over every route of spec §2 (issue 30, "Usable by keyboard and screen reader"): the logged-out and
// open pages as a stranger, the logged-in pages as the demo owner, at 1440 and 390 px. The bar: no serious or
// critical violation (axe's default rule set, which covers WCAG 2.0–2.2 A/AA and its best practices).
//
// Fast by construction (CI keeps all of `npm test` under 30 minutes): the demo owner signs in once and both
// sizes reuse that session; each size has one browser context in which LANES pages walk the routes side by side,
// each page loading the app once and then moving by in-app navigation; a route is scanned as soon as it has
// settled (no request in flight, no loader, no DOM change over two frames), never after a fixed delay; motion is
// reduced, so no transition is caught half-way; and axe runs only the rules that can report serious or critical.
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { type Known, violations } from '../support/axe.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { Mailbox } from '../support/mailbox.ts';
import { LOGGED_IN_ROUTES } from '../support/spec-routes.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Pages walking the routes at once in one context (two cores: more only queue behind each other). */
const LANES = Number(process.env.A11Y_LANES ?? 4);

const TOKEN = 'a11y-walk-token-0000000000000000';

/** Spec §2.1 (logged-out only) and §2.2 (open), with made-up tokens where the path has one. */
const LOGGED_OUT_ROUTES = [
  '/login',
  '/onboarding/get-started',
  '/onboarding/verify-email',
  '/onboarding/create-business-password',
  '/get-started/complete',
  '/get-started/success',
  '/account-confirmation',
  '/account-confirmation/success',
  '/forgot-password',
  '/reset-password',
  '/reset-password/success',
  `/create-your-password/${TOKEN}`,
  '/create-your-password/member/success',
  `/reset-your-password/${TOKEN}`,
  '/reset-your-password/member/success',
  '/admin/verify/success',
  '/401',
  '/404',
];

/**
 * Violations known and not yet fixed, each named with the reason it stays. Empty is the goal; an entry matches a
 * rule id on the routes its pattern (`where`) matches.
 */
const KNOWN: readonly Known[] = [];

/** Skeletons and spinners: a list or detail still loading after the shell. */
const LOADING = '.mantine-Skeleton-root[data-visible="true"], .mantine-Loader-root';

/** A page of the walk and the requests it has in flight. */
interface Lane {
  page: Page;
  inFlight: Set<Request>;
}

async function openLane(context: BrowserContext): Promise<Lane> {
  const page = await context.newPage();
  const inFlight = new Set<Request>();
  // Every request counts: API calls, and the lazy chunk of the route being opened.
  page.on('request', (r) => inFlight.add(r));
  // An event stream never ends: it has settled once its headers came.
  page.on('response', (r) => {
    if (r.headers()['content-type']?.includes('text/event-stream')) inFlight.delete(r.request());
  });
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  return { page, inFlight };
}

/**
 * True once the page has settled: no request in flight, no loader showing, the app mounted, and neither the DOM
 * nor the path changed over two animation frames. Polled until `timeoutMs`; a page that keeps a loader up (or keeps
 * polling) is then scanned as it stands, and answered false so the walk can name it.
 */
async function settle({ page, inFlight }: Lane, timeoutMs = 8_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (inFlight.size > 0) {
      await Promise.race([
        page.waitForEvent('requestfinished', { timeout: 1_000 }),
        page.waitForEvent('requestfailed', { timeout: 1_000 }),
      ]).catch(() => undefined);
      continue;
    }
    const quiet = await page.evaluate(async (loading) => {
      const frame = () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() => resolve());
          setTimeout(resolve, 100);
        });
      let changed = false;
      const observer = new MutationObserver(() => {
        changed = true;
      });
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
      const path = location.pathname;
      await frame();
      await frame();
      observer.disconnect();
      const loaderShown = [...document.querySelectorAll(loading)].some(
        (el) => el.getClientRects().length > 0,
      );
      return !changed && !loaderShown && location.pathname === path && !!document.querySelector('#root > *');
    }, LOADING);
    if (quiet && inFlight.size === 0) return true;
  }
  return false;
}

async function openContext(
  browser: Browser,
  viewport: { width: number; height: number },
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  const use = test.info().project.use;
  return browser.newContext({
    baseURL: use.baseURL,
    viewport,
    locale: use.locale,
    timezoneId: use.timezoneId,
    // The app honours it (theme.respectReducedMotion): transitions end at once, so colours are the final ones.
    reducedMotion: 'reduce',
    storageState,
  });
}

/** Navigation inside the app, as a link does it, so the walk does not reload the app for every route. */
async function navigateInApp(page: Page, to: string) {
  // A walk outlasting the idle logout (2 minutes in the e2e server) must not end in it; a bare Shift is activity.
  await page.keyboard.press('Shift');
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** What a walk found, the routes scanned unsettled, and the time its lanes spent in each step (ms, summed). */
interface Walked {
  found: string[];
  unsettled: string[];
  spent: { arrive: number; settle: number; axe: number };
}

/**
 * Scans every route with LANES pages of `context` side by side; `arrive` brings a lane's page to the route and
 * waits for what must show. Answers the violations found, and the routes that never settled.
 */
async function walk(
  context: BrowserContext,
  routes: readonly string[],
  arrive: (lane: Lane, route: string, first: boolean) => Promise<void>,
): Promise<Walked> {
  const queue = [...routes];
  const found: string[] = [];
  const unsettled: string[] = [];
  const spent = { arrive: 0, settle: 0, axe: 0 };
  const lanes = await Promise.all(
    Array.from({ length: Math.min(LANES, routes.length) }, () => openLane(context)),
  );
  await Promise.all(
    lanes.map(async (lane) => {
      let first = true;
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const t0 = Date.now();
        await arrive(lane, route, first);
        first = false;
        const t1 = Date.now();
        if (!(await settle(lane))) unsettled.push(route);
        const t2 = Date.now();
        found.push(...(await violations(lane.page, route, { known: KNOWN })));
        spent.arrive += t1 - t0;
        spent.settle += t2 - t1;
        spent.axe += Date.now() - t2;
      }
    }),
  );
  await Promise.all(lanes.map((lane) => lane.page.close()));
  return { found, unsettled, spent };
}

function report(viewport: string, { found, unsettled, spent }: Walked, started: number) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const lanes = `lanes spent ${(spent.arrive / 1000).toFixed(0)} s arriving, ${(spent.settle / 1000).toFixed(0)} s settling, ${(spent.axe / 1000).toFixed(0)} s in axe`;
  test.info().annotations.push({ type: 'walk', description: `${viewport}: ${seconds} s (${lanes})` });
  console.log(
    `[a11y] ${test.info().title}: walked in ${seconds} s (${lanes}); never settled: ${unsettled.join(', ') || 'none'}`,
  );
  if (unsettled.length > 0)
    test.info().annotations.push({ type: 'scanned unsettled', description: unsettled.join(', ') });
  expect(found, found.join('\n')).toEqual([]);
}

let signedIn: Awaited<ReturnType<BrowserContext['storageState']>>;

test.beforeAll(async ({ browser }) => {
  // The one sign-in of the file: both sizes' contexts start from this session.
  const context = await openContext(browser, VIEWPORTS[0]);
  const page = await context.newPage();
  await logInAsDemo(page, new Mailbox(test.info().project.use.baseURL!));
  signedIn = await context.storageState();
  await context.close();
});

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test(`the logged-out and open pages have no serious or critical violation (${viewport.name})`, async ({
      browser,
    }) => {
      const started = Date.now();
      const context = await openContext(browser, viewport);
      const result = await walk(context, LOGGED_OUT_ROUTES, async ({ page }, route, first) => {
        if (first) await page.goto('/login');
        await navigateInApp(page, route);
        await expect(page.getByRole('heading').first()).toBeVisible();
      });
      await context.close();
      report(viewport.name, result, started);
    });

    test(`the signed-in pages have no serious or critical violation (${viewport.name})`, async ({
      browser,
    }) => {
      const routes = Object.values(LOGGED_IN_ROUTES).flat();
      // Generous: on a loaded machine (other suites sharing the two cores) a route can take several seconds.
      test.setTimeout(60_000 + routes.length * 5_000);
      const started = Date.now();
      const context = await openContext(browser, viewport, signedIn);
      const result = await walk(context, routes, async ({ page }, route, first) => {
        // Each lane loads the app once, at the dashboard, as the signed-in walk of a user starts.
        if (first) {
          await page.goto('/dashboard');
          // Four cold loads of the app at once, on two shared cores: more than the usual ten seconds.
          await expect(page.getByTestId('app-header')).toBeVisible({ timeout: 30_000 });
        }
        await navigateInApp(page, route);
        await expect(
          page
            .getByTestId('app-header')
            .or(page.getByRole('heading', { name: 'Payroll Configuration', level: 1 })),
        ).toBeVisible();
      });
      await context.close();
      report(viewport.name, result, started);
    });
  });
}
