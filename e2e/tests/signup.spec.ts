// Sign up → confirmation mail in the dev mailbox → confirm (by code, or by the link) → business password
// → log in → code from the mailbox → /compliance/onboarding (a new business is not verified yet).
import { newOwner } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { createBusinessPassword, enterCode, expectAuthBanner, logIn, signUp } from '../support/flows.ts';

test('sign up, resend and confirm the email by code, log in with a resent code, land on compliance onboarding', async ({
  page,
  mailbox,
  shot,
}) => {
  const owner = newOwner();
  const since = new Date();
  await signUp(page, owner, shot);
  await expectAuthBanner(page);

  // The first mail arrives; 'Resend' sends a second one, whose code is the one to use.
  const first = await mailbox.confirmation(owner.email, { since });
  await page.getByRole('button', { name: 'Resend' }).click();
  await expect(page.getByText('A new confirmation email has been sent')).toBeVisible();
  await shot('confirmation email resent');
  const { code } = await mailbox.confirmation(owner.email, { since, exclude: [first.message.id] });
  await enterCode(page, 'Confirmation code', code, 'Confirm email');
  await createBusinessPassword(page, owner, shot);

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, mailbox, owner, shot, { resendCode: true });

  await expect(page).toHaveURL(/\/compliance\/onboarding$/);
  await expect(page.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
  await shot('compliance onboarding');

  // A signed-in user who opens a logged-out page goes back to where an unverified business belongs.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/compliance\/onboarding$/);
  // …and so does one who opens a page that needs a verified business.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/compliance\/onboarding$/);
});

test('sign up as a freelance business, confirm the email by the link, log in', async ({
  page,
  browser,
  mailbox,
  shot,
}) => {
  const owner = newOwner({ businessType: 'freelance business (not registered)' });
  const since = new Date();
  await signUp(page, owner, shot);

  const { link } = await mailbox.confirmation(owner.email, { since });
  expect(new URL(link).pathname).toMatch(/^\/account\/confirmation\/[0-9a-f-]{36}\/[\w-]+$/);

  // The link is opened from the mail client: a new tab with nothing of the sign-up in memory.
  const context = await browser.newContext();
  const tab = await context.newPage();
  try {
    await tab.goto(link);
    await expect(tab).toHaveURL(/\/account-confirmation\/success$/);
    await expect(tab.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
    await shot('link confirmed in a new tab', tab);
    await tab.getByRole('link', { name: 'Create password' }).click();
    await createBusinessPassword(tab, owner, (step) => shot(step, tab));
    await tab.getByRole('link', { name: 'Log in' }).click();
    await logIn(tab, mailbox, owner, (step) => shot(step, tab));
    await expect(tab).toHaveURL(/\/compliance\/onboarding$/);
    await shot('compliance onboarding', tab);
  } finally {
    await context.close();
  }

  // The link works once: opening it again explains that it is no longer valid.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'We could not confirm your email' })).toBeVisible();
  await shot('link used twice');
});
