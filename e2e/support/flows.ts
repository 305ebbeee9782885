// Steps several journeys share, written the way a user does them: by visible labels and roles.
import { expect, type Page } from '@playwright/test';
import type { Owner } from './api.ts';
import type { Mailbox } from './mailbox.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const BANNER = {
  heading: 'Power your business growth',
  chips: ['Payments', 'Payroll', 'Business Accounts', 'Approvals'],
} as const;

/** The split auth layout's banner: the heading and the four chips. */
export async function expectAuthBanner(page: Page) {
  const banner = page.getByRole('complementary', { name: 'About Paydesk' });
  await expect(banner.getByRole('heading', { name: BANNER.heading })).toBeVisible();
  for (const chip of BANNER.chips) {
    await expect(
      banner.getByRole('listitem').filter({ hasText: new RegExp(`^${escapeRegExp(chip)}$`) }),
    ).toBeVisible();
  }
}

/**
 * Types a 6-digit code into the labelled PinInput ('<label>, digit 1 of 6' …). The code fields submit by
 * themselves when complete; `submit` is clicked only if the page has not moved on by then.
 */
export async function enterCode(page: Page, label: string, code: string, submit?: string) {
  const urlBefore = page.url();
  await page.getByLabel(`${label}, digit 1 of 6`, { exact: true }).click();
  await page.keyboard.type(code, { delay: 20 });
  if (!submit) return;
  const moved = await page
    .waitForURL((url) => url.href !== urlBefore, { timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!moved) {
    const button = page.getByRole('button', { name: submit });
    if (await button.isEnabled().catch(() => false)) await button.click();
  }
}

/** Sign-up steps 1 and 2 up to the 'Confirm your email' page. */
export async function signUp(page: Page, owner: Owner, shot?: (step: string) => Promise<void>) {
  await page.goto('/onboarding/get-started');
  await expect(page.getByRole('heading', { name: 'Create your business account' })).toBeVisible();
  await page.getByLabel('First name').fill(owner.firstName);
  await page.getByLabel('Last name').fill(owner.lastName);
  await page.getByLabel('Work email').fill(owner.email);
  await page.getByLabel('Phone number').fill(owner.phoneNumber);
  await page.getByLabel('Job title').fill(owner.jobTitle);
  await shot?.('owner details');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/get-started\/complete$/);
  await expect(page.getByRole('heading', { name: 'About your business' })).toBeVisible();
  await page.getByLabel('Business name').fill(owner.companyName);
  await page.getByRole('radio', { name: new RegExp(`^${escapeRegExp(owner.businessType)}`, 'i') }).click();
  await shot?.('business details');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/onboarding\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByText(owner.email)).toBeVisible();
  await shot?.('verify email');
}

/** The business password page (reached by code or by link) up to the 'account ready' page. */
export async function createBusinessPassword(
  page: Page,
  owner: Owner,
  shot?: (step: string) => Promise<void>,
) {
  await expect(page).toHaveURL(/\/onboarding\/create-business-password$/);
  await expect(page.getByRole('heading', { name: 'Create your password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(owner.password);
  await shot?.('create business password');
  await page.getByRole('button', { name: 'Create password' }).click();
  await expect(page).toHaveURL(/\/get-started\/success$/);
  await expect(page.getByRole('heading', { name: 'Your business account is ready' })).toBeVisible();
  await shot?.('account ready');
}

/** Both login stages: email and password, then the code from the mailbox. Ends where the app lands. */
export async function logIn(
  page: Page,
  mailbox: Mailbox,
  credentials: { email: string; password: string },
  shot?: (step: string) => Promise<void>,
  options: { resendCode?: boolean } = {},
) {
  if (!/\/login$/.test(new URL(page.url()).pathname)) await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(credentials.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(credentials.password);
  await shot?.('login');
  const since = new Date();
  // A code sent within the clock-skew allowance before this one (an API sign-in a moment ago) is not this login's.
  const seen = (await mailbox.list(credentials.email)).map((m) => m.id);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/login\/two-factor-auth$/);
  await expect(page.getByRole('heading', { name: 'Enter your login code' })).toBeVisible();
  await shot?.('login code');
  let { code, message } = await mailbox.loginCode(credentials.email, { since, exclude: seen });
  if (options.resendCode) {
    // 'Resend code' replaces the code of this login attempt: only the newest one works.
    await page.getByRole('button', { name: 'Resend code' }).click();
    await expect(page.getByText('A new code has been sent to your email')).toBeVisible();
    await shot?.('login code resent');
    ({ code, message } = await mailbox.loginCode(credentials.email, {
      since,
      exclude: [...seen, message.id],
    }));
  }
  await enterCode(page, 'Login code', code, 'Verify and log in');
  // Journeys running in parallel may sign the same member in at once: the first code to arrive can be the other
  // login's (each login has its own code). A refused code is followed by the next one that arrived.
  const tried = [...seen, message.id];
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const left = await page
      .waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 5_000 })
      .then(() => true)
      .catch(() => false);
    if (left) break;
    const next = await mailbox
      .loginCode(credentials.email, { since, exclude: tried, timeoutMs: 2_000 })
      .catch(() => null);
    if (!next) break;
    tried.push(next.message.id);
    await enterCode(page, 'Login code', next.code, 'Verify and log in');
  }
  await expect(page).not.toHaveURL(/\/login/);
}

/** Logout lives in the header's profile menu: open it and choose Logout, which asks for confirmation. */
export async function chooseLogout(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}
