// axe-core over every route of spec §2 (issue 30, "Usable by keyboard and screen reader"): the logged-out and
// open pages as a stranger, the logged-in pages as the demo owner, at 1440 and 390 px. Each route is visited once
// per viewport; the logged-in walk reuses one signed-in page and moves by in-app navigation. The bar: no serious
// or critical violation (axe's default rule set, which covers WCAG 2.0–2.2 A/AA and its best practices).
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { Mailbox } from '../support/mailbox.ts';
import { settledPath } from '../support/shell.ts';
import { LOGGED_IN_ROUTES } from '../support/spec-routes.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

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
 * rule id on the routes its pattern matches.
 */
const KNOWN: ReadonlyArray<{ rule: string; route: RegExp; why: string }> = [];

const BLOCKING = new Set(['serious', 'critical']);

/** axe on the page as it stands: the serious and critical violations not listed in KNOWN, one line per node. */
async function violations(page: Page, route: string): Promise<string[]> {
  // Let entrance transitions finish, so colour contrast is measured on the final colours.
  await page.waitForTimeout(300);
  const results = await new AxeBuilder({ page }).analyze();
  const lines: string[] = [];
  for (const v of results.violations) {
    if (!v.impact || !BLOCKING.has(v.impact)) continue;
    if (KNOWN.some((k) => k.rule === v.id && k.route.test(route))) continue;
    for (const node of v.nodes) {
      const why = node.failureSummary?.split('\n')[1]?.trim() ?? v.help;
      lines.push(`${route} [${v.impact}] ${v.id}: ${node.html.slice(0, 160)} — ${why}`);
    }
  }
  return lines;
}

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
    reducedMotion: 'reduce',
  });
}

/** Navigation inside the app, as a link does it, so the walk does not reload the app for every route. */
async function navigateInApp(page: Page, to: string) {
  // A walk of many routes outlasts the idle logout (2 minutes in the e2e server); a bare Shift is user activity.
  await page.keyboard.press('Shift');
  await page.evaluate((path) => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await expect(
    page.getByTestId('app-header').or(page.getByRole('heading', { name: 'Payroll Configuration', level: 1 })),
  ).toBeVisible();
  await settledPath(page);
  // Lists and details load after the shell: wait for their skeletons and spinners to go.
  // (A page that keeps a loader up is still checked as it stands.)
  await expect(page.locator('.mantine-Skeleton-root[data-visible="true"], .mantine-Loader-root'))
    .toHaveCount(0, { timeout: 8_000 })
    .catch(() => undefined);
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test(`the logged-out and open pages have no serious or critical violation (${viewport.name})`, async ({
      browser,
    }) => {
      test.setTimeout(60_000 + LOGGED_OUT_ROUTES.length * 8_000);
      const context = await openContext(browser, viewport);
      const page = await context.newPage();
      const found: string[] = [];
      for (const route of LOGGED_OUT_ROUTES) {
        await page.goto(route);
        await settledPath(page);
        await expect(page.getByRole('heading').first()).toBeVisible();
        found.push(...(await violations(page, route)));
      }
      await context.close();
      expect(found, found.join('\n')).toEqual([]);
    });

    test.describe('signed in as the demo owner', () => {
      let context: BrowserContext;
      let page: Page;

      test.beforeAll(async ({ browser }) => {
        test.setTimeout(90_000);
        context = await openContext(browser, viewport);
        page = await context.newPage();
        await logInAsDemo(page, new Mailbox(test.info().project.use.baseURL!));
      });
      test.afterAll(async () => {
        await context?.close();
      });

      for (const [section, routes] of Object.entries(LOGGED_IN_ROUTES)) {
        test(`the ${section} pages have no serious or critical violation (${viewport.name})`, async () => {
          test.setTimeout(30_000 + routes.length * 12_000);
          const found: string[] = [];
          for (const route of routes) {
            await navigateInApp(page, route);
            found.push(...(await violations(page, route)));
          }
          expect(found, found.join('\n')).toEqual([]);
        });
      }
    });
  });
}
