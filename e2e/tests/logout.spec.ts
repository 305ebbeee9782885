// Logout: the confirmation dialog (No keeps you in, Yes logs out), the 'Logging out, please wait' toast,
// back to /login, and afterwards a logged-in route sends you to /login.
import { DEMO } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { chooseLogout, logIn } from '../support/flows.ts';

const SESSION_KEY = 'paydesk.session';

test('log out after confirming, then logged-in pages send you to the login page', async ({
  page,
  api,
  mailbox,
  shot,
}) => {
  await logIn(page, mailbox, DEMO, shot);
  await expect(page).toHaveURL(/\/dashboard$/);
  await shot('dashboard');

  // A signed-in user who opens a logged-out page is sent back to the dashboard.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The refresh token the web app holds, to check afterwards that the server revoked it.
  const refreshToken = await page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    const parsed = raw ? (JSON.parse(raw) as { state?: { data?: { refreshToken?: string } } }) : null;
    return parsed?.state?.data?.refreshToken ?? null;
  }, SESSION_KEY);
  expect(refreshToken, 'the session in local storage holds a refresh token').toBeTruthy();

  const question = 'Are you sure you want to logout of your account?';
  await chooseLogout(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(question)).toBeVisible();
  await shot('logout question');
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);

  await chooseLogout(page);
  await expect(page.getByRole('dialog').getByText(question)).toBeVisible();
  const logoutCall = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/employer/logout') && r.request().method() === 'POST',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Logging out, please wait')).toBeVisible();
  await shot('logging out toast');

  expect((await logoutCall).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await shot('back on login');

  // Nothing of the session is left in local storage.
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  expect(stored === null || !/"token"\s*:\s*"/.test(stored)).toBe(true);

  // The server revoked the session: its refresh token no longer works.
  const refreshed = await api.post('/auth/employer/refresh-token', { refreshToken, channel: 'business-web' });
  expect(refreshed.status, refreshed.message).toBe(401);

  // A logged-in route now sends you to the login page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/people/employees');
  await expect(page).toHaveURL(/\/login$/);
  await shot('logged-in route redirects to login');
});
