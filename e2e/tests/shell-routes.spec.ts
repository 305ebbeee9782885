// The route table of spec §2.3–§2.4, walked in the browser: a stranger who opens any logged-in route is sent to
// /login and never by way of /404; signed in, the redirects hold exactly, every logged-in route opens without a
// detour by /404, and anything else ends on /404.
import type { Page } from '@playwright/test';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { settledPath, trackNavigations, watchRequests } from '../support/shell.ts';
import { LOGGED_IN_ROUTES, REDIRECTS } from '../support/spec-routes.ts';

const NOT_FOUND =
  'Oops! It seems like the page you are looking for, is not available! Please try again or go back to home.';
const pathname = (page: Page) => new URL(page.url()).pathname;

/** Paths no route of §2 matches, at the top level and under known prefixes. */
const UNKNOWN = [
  '/nope',
  '/dashboards',
  '/payments/transfers/wire',
  '/payments/bills/gas',
  '/settings/profile/extra',
  '/settings/team-management/roles/create',
  '/payroll-configuration/unknown',
  '/people',
  '/account',
  '/approvals/dashboard/today',
];

/** Moves the app to `path` as a link or the back button does (no reload). */
const navigateInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

for (const [section, paths] of Object.entries(LOGGED_IN_ROUTES)) {
  test(`a stranger opening any ${section} route is sent to /login, never to /404`, async ({
    page,
    request,
    shot,
  }) => {
    test.setTimeout(30_000 + paths.length * 3_000);
    const { trail, reset } = trackNavigations(page);
    // Opening the address: the server answers every route with the app itself (asked all at once) …
    const answers = await Promise.all(
      paths.map(async (path) => {
        const answer = await request.get(path);
        return { path, answer, body: await answer.text() };
      }),
    );
    for (const { path, answer, body } of answers) {
      expect(answer.status(), `${path} is served`).toBe(200);
      expect(answer.headers()['content-type'], `${path} is served a page`).toMatch(/^text\/html/);
      expect(body, `${path} is served the app`).toContain('<div id="root">');
    }
    // … which, loaded at the section's first route, sends the stranger to /login (the session check on load) …
    const [first, ...rest] = paths;
    await page.goto(first!);
    await expect(page, `${first} sends a stranger to /login`).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    expect(trail, `${first} went by way of /404: ${trail.join(' → ')}`).not.toContain('/404');
    // … and so does every other route, reached in the app (the same router; a full load each would start the
    // app 130 times for the same answer).
    for (const path of rest) {
      reset();
      await navigateInApp(page, path);
      await expect.poll(() => trail[0], { message: `${path} was navigated to` }).toBe(path);
      await expect(page, `${path} sends a stranger to /login`).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      expect(trail, `${path} went by way of /404: ${trail.join(' → ')}`).not.toContain('/404');
    }
    await shot(`${section}: a stranger lands on the login page`);
  });
}

test('a stranger following a §2.4 redirect also ends on /login; unknown paths show the 404 page', async ({
  page,
  shot,
}) => {
  const { trail, reset } = trackNavigations(page);
  for (const [from] of REDIRECTS) {
    reset();
    await page.goto(from);
    await expect(page, `${from} sends a stranger to /login`).toHaveURL(/\/login$/);
    expect(trail, `${from} went by way of /404: ${trail.join(' → ')}`).not.toContain('/404');
  }
  for (const path of UNKNOWN.slice(0, 3)) {
    await page.goto(path);
    await expect(page, `${path} is not a route`).toHaveURL(/\/404$/);
    await expect(page.getByText(NOT_FOUND, { exact: true })).toBeVisible();
  }
  await shot('a stranger on an unknown path sees the 404 page');
});

test('signed in, the §2.4 redirects hold exactly and anything else goes to /404', async ({
  page,
  mailbox,
  shot,
}) => {
  test.setTimeout(180_000);
  await logInAsDemo(page, mailbox);
  const { trail, reset } = trackNavigations(page);

  for (const [from, to] of REDIRECTS) {
    reset();
    await page.goto(from);
    await expect.poll(() => pathname(page), { message: `${from} redirects to ${to}` }).toBe(to);
    expect(trail[0], `${from} is where the visit started`).toBe(from);
    expect(trail, `${from} went by way of /404: ${trail.join(' → ')}`).not.toContain('/404');
    expect(trail, `${from} went by way of /login`).not.toContain('/login');
    if (from === '/wallet') await shot('/wallet redirects to all accounts');
  }
  // Redirected pages are real pages in the shell (or, for payroll configuration, its own layout).
  await page.goto('/payroll-configuration');
  await expect(page).toHaveURL(/\/payroll-configuration\/pay-schedule$/);
  await expect(page.getByRole('heading', { name: 'Payroll Configuration' })).toBeVisible();
  await shot('/payroll-configuration redirects to pay schedule');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(
    page.getByTestId('app-header').getByTestId('breadcrumb').locator('[aria-current="page"]'),
  ).toHaveText('Profile');

  for (const path of UNKNOWN) {
    reset();
    await page.goto(path);
    await expect(page, `${path} is not a route`).toHaveURL(/\/404$/);
    await expect(page.getByText(NOT_FOUND, { exact: true })).toBeVisible();
    expect(trail, `${path} went by way of /login`).not.toContain('/login');
  }
  await shot('signed in: an unknown path shows the 404 page');
});

test('signed in, every logged-in route of §2.3 opens without a detour by /404 or /login', async ({
  page,
  mailbox,
  shot,
}) => {
  const all = Object.values(LOGGED_IN_ROUTES).flat();
  test.setTimeout(60_000 + all.length * 3_000);
  await logInAsDemo(page, mailbox);
  const { trail, reset } = trackNavigations(page);
  const requests = watchRequests(page);
  const moved: string[] = [];

  for (const path of all) {
    reset();
    // In-app navigation (as a link or the back button does it), so the walk does not reload the app 130 times.
    await navigateInApp(page, path);
    await expect.poll(() => trail.length, { message: `${path} was navigated to` }).toBeGreaterThan(0);
    // The page has rendered (the shell, or payroll configuration's own layout) and its address has settled: both
    // waited for at once.
    const [, end] = await Promise.all([
      expect(
        page
          .getByTestId('app-header')
          .or(page.getByRole('heading', { name: 'Payroll Configuration', level: 1 })),
      ).toBeVisible(),
      settledPath(page, requests),
    ]);
    expect(trail, `${path} went by way of /404: ${trail.join(' → ')}`).not.toContain('/404');
    expect(trail, `${path} went by way of /login: ${trail.join(' → ')}`).not.toContain('/login');
    expect(end, `${path} ended on ${end}`).not.toMatch(/^\/(404|401|login)$/);
    if (end.toLowerCase() !== path.toLowerCase()) moved.push(`${path} → ${end}`);
  }
  // Pages that send you on by their own rules (e.g. a compliant business's verification steps) are listed in the
  // report; none of them may be the 404, 401 or login page (checked above).
  test
    .info()
    .annotations.push({ type: 'moved on by the page itself', description: moved.join('\n') || 'none' });
  await shot('signed in: the last route of the walk');
});
