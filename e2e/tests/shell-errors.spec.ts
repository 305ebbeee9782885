// The error pages of spec §2.5 with their exact texts and actions, and the framed warning of §1: inside someone
// else's frame the app shows only 'FAKE WEBSITE DETECTED', while the server's frame-ancestors 'none' stays.

import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { startFramingSite, withoutFrameAncestors } from '../support/framing.ts';
import { runtimeConfig } from '../support/shell.ts';

const NOT_PERMITTED =
  'Sorry, you are not permitted to access this page. Please contact us if you feel this is an error from us.';
const NOT_FOUND =
  'Oops! It seems like the page you are looking for, is not available! Please try again or go back to home.';
const FAKE = 'FAKE WEBSITE DETECTED';

test('logged out: the 401 page offers a login link, and 404 Exit leads to /dashboard (then login)', async ({
  page,
  shot,
}) => {
  await page.goto('/401');
  await expect(page.getByText(NOT_PERMITTED, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Go back' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in as another user' })).toHaveCount(0);
  const login = page.getByRole('link', { name: 'Log in' });
  await expect(login).toBeVisible();
  await shot('401 logged out');
  await login.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

  await page.goto('/there/is/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText(NOT_FOUND, { exact: true })).toBeVisible();
  await shot('404 logged out');
  await page.getByRole('link', { name: 'Exit' }).click();
  // /dashboard is a logged-in page: a stranger is sent on to the login page.
  await expect(page).toHaveURL(/\/login$/);
});

test('logged in: the 401 page offers going back and logging in as another user; 404 Exit leads to /dashboard', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);

  await page.goto('/audit-logs');
  await expect(page.getByRole('heading', { name: 'Audit Logs', level: 1 })).toBeVisible();
  await page.goto('/401');
  await expect(page.getByText(NOT_PERMITTED, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveCount(0);
  await shot('401 logged in');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/audit-logs$/);

  await page.goto('/payments/transfers/wire');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText(NOT_FOUND, { exact: true })).toBeVisible();
  await shot('404 logged in');
  await page.getByRole('link', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('app-header')).toBeVisible();

  await page.goto('/401');
  await page.getByRole('button', { name: 'Log in as another user' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // The session is gone: a logged-in page sends you back to the login page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await shot('logged in as another user: login page');
});

test('inside a look-alike frame the app shows only FAKE WEBSITE DETECTED; frame-ancestors none stays', async ({
  page,
  baseURL,
  shot,
}) => {
  const { supportEmail, siteUrl } = await runtimeConfig(baseURL!);
  expect(siteUrl, 'the public URL the server is given').toBe(baseURL);

  // The real server forbids framing on the app's pages and on the API alike.
  for (const path of ['/login', '/dashboard', '/temp/iframe-check', '/config.js']) {
    const response = await fetch(new URL(path, baseURL));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp, `CSP of ${path}`).toMatch(/(^|;)\s*frame-ancestors 'none'\s*(;|$)/);
    expect(response.headers.get('x-frame-options'), `X-Frame-Options of ${path}`).toBe('DENY');
  }

  // /temp/iframe-check shows the warning at the top level, so it can be checked.
  await page.goto('/temp/iframe-check');
  await expect(page.getByRole('heading', { name: FAKE })).toBeVisible();
  await expect(page.getByRole('link', { name: supportEmail })).toHaveAttribute(
    'href',
    `mailto:${supportEmail}`,
  );
  await expect(page.getByRole('link', { name: siteUrl })).toHaveAttribute('href', siteUrl);
  await shot('iframe check page');

  const site = await startFramingSite(baseURL!, '/login');
  try {
    const proxied = page.waitForResponse((r) => r.url().startsWith(`${site.proxyOrigin}/login`));
    const blocked = page.waitForEvent('requestfailed', (r) => r.url() === new URL('/login', baseURL).href);
    await page.goto(site.outerUrl);
    // What the proxy handed the browser: no X-Frame-Options, no frame-ancestors, the rest of the CSP kept.
    const headers = (await proxied).headers();
    expect(headers['x-frame-options']).toBeUndefined();
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).not.toContain('frame-ancestors');
    expect(withoutFrameAncestors("default-src 'self';frame-ancestors 'none';object-src 'none'")).toBe(
      "default-src 'self'; object-src 'none'",
    );

    const framed = page.frameLocator('iframe[title="Proxied Paydesk"]');
    await expect(framed.getByRole('heading', { name: FAKE })).toBeVisible();
    const alert = framed.getByRole('alert').first();
    await expect(alert).toContainText('Do not click anything or submit any information on this page.');
    await expect(alert).toContainText(`Report it by e-mail to ${supportEmail}.`);
    await expect(alert).toContainText('Leave this page now.');
    // The real site is the configured public address, never the look-alike's own origin.
    await expect(alert).toContainText(`Visit the real site at ${siteUrl}.`);
    await expect(framed.getByRole('link', { name: siteUrl })).toHaveAttribute('href', siteUrl);
    await expect(alert).not.toContainText(site.proxyOrigin);
    await expect(framed.getByRole('link', { name: supportEmail })).toHaveAttribute(
      'href',
      `mailto:${supportEmail}`,
    );
    // Only the warning: none of the login page is there to be clicked.
    await expect(framed.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
    await expect(framed.getByRole('textbox')).toHaveCount(0);
    await expect(framed.getByRole('button')).toHaveCount(0);

    // Straight from the real server, the browser refuses to show the app in the frame at all.
    expect((await blocked).failure()?.errorText).toBe('net::ERR_BLOCKED_BY_RESPONSE');
    const direct = await (
      await page.locator('iframe[title="Direct Paydesk"]').elementHandle()
    )?.contentFrame();
    expect(direct?.url()).not.toContain(new URL(baseURL!).host);
    await expect(page.frameLocator('iframe[title="Direct Paydesk"]').locator('#root')).toHaveCount(0);
    await shot('look-alike page: proxied frame warns, direct frame blocked');
  } finally {
    await site.close();
  }
});
