// axe-core over every route of spec §2 (issue 30, "Usable by keyboard and screen reader"): the logged-out and
// open pages as a stranger (here), the logged-in pages as the demo owner (in the owner's click walk of
// nav-click-walk.spec.ts, which reaches each of them once per size and scans it there; the routes no click reaches are
// opened after the walk and scanned too), at 1440 and 390 px. The bar: no serious or critical violation (axe's
// default rule set, which covers WCAG 2.0–2.2 A/AA and its best practices).
//
// Fast by construction (CI keeps all of `npm test` under 30 minutes): each size has one browser context in which
// LANES pages walk the routes side by side, each page loading the app once and then moving by in-app navigation; a
// route is scanned as soon as it has settled (no request in flight, no loader, no DOM change over two frames), never
// after a fixed delay; motion is reduced, so no transition is caught half-way; and axe runs only the rules that can
// report serious or critical.
import type { Browser, BrowserContext } from '@playwright/test';
import {
  KNOWN_VIOLATIONS,
  navigateInApp,
  settled,
  type Tracked,
  trackRequests,
  violations,
} from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';

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

async function openContext(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const use = test.info().project.use;
  return browser.newContext({
    baseURL: use.baseURL,
    viewport,
    locale: use.locale,
    timezoneId: use.timezoneId,
    // The app honours it (theme.respectReducedMotion): transitions end at once, so colours are the final ones.
    reducedMotion: 'reduce',
  });
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
  arrive: (lane: Tracked, route: string, first: boolean) => Promise<void>,
): Promise<Walked> {
  const queue = [...routes];
  const found: string[] = [];
  const unsettled: string[] = [];
  const spent = { arrive: 0, settle: 0, axe: 0 };
  const lanes = await Promise.all(
    Array.from({ length: Math.min(LANES, routes.length) }, async () =>
      trackRequests(await context.newPage()),
    ),
  );
  await Promise.all(
    lanes.map(async (lane) => {
      let first = true;
      for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
        const t0 = Date.now();
        await arrive(lane, route, first);
        first = false;
        const t1 = Date.now();
        if (!(await settled(lane))) unsettled.push(route);
        const t2 = Date.now();
        found.push(...(await violations(lane.page, route, { known: KNOWN_VIOLATIONS })));
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
  });
}

test('a member link page is readable while its link is being checked', async ({ page }) => {
  // The check is held: the page shows its spinner, which the walk above catches only when the server is slow.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/auth/member/password-link', async (route) => {
    await held;
    await route.fallback();
  });
  for (const path of [`/create-your-password/${TOKEN}`, `/reset-your-password/${TOKEN}`]) {
    await page.goto(path);
    await expect(page.getByLabel('Checking the link')).toBeVisible();
    expect(await violations(page, `${path} (checking)`)).toEqual([]);
  }
  release();
});
