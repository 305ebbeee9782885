// Forgot password → the reset PIN from the dev mailbox → a new password → log in with it.
import { newOwner } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { enterCode, expectAuthBanner, logIn } from '../support/flows.ts';

test('forgot password, reset it with the emailed PIN, log in with the new password', async ({
  page,
  api,
  mailbox,
  shot,
}) => {
  // The owner exists already (created through the API): this journey is about the reset.
  const owner = await api.createConfirmedOwner(mailbox, newOwner());
  const newPassword = `Abuja-Sunrise-${Date.now().toString(36)}!`;

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await expectAuthBanner(page);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(owner.email);
  await shot('forgot password');
  const since = new Date();
  await page.getByRole('button', { name: 'Send reset PIN' }).click();

  await expect(page.getByText('Password reset pin has been sent to your email address')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(owner.email);
  await shot('reset password, pin sent');

  const { pin, link } = await mailbox.resetPin(owner.email, { since });
  expect(new URL(link).pathname).toMatch(/^\/reset-your-password\/[\w-]+$/);
  await enterCode(page, 'Reset PIN', pin);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
  await shot('reset password, filled in');
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(/\/reset-password\/success$/);
  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
  await shot('reset password success');

  // The old password no longer works…
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(owner.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await shot('old password refused');

  // …the new one does.
  await logIn(page, mailbox, { email: owner.email, password: newPassword }, shot);
  await expect(page).toHaveURL(/\/compliance\/onboarding$/);
  await shot('logged in with the new password');
});
