// Issue 17: a second business that is not verified yet was a dead end (no Verification item, a dashboard saying the
// wallet opens once verified with no way to start, and Fund wallet with an empty wallet list). Its sidebar shows
// Verification (spec §2.6: the compliance flag is not true), the dashboard offers 'Start verification', and no
// money action is offered before a wallet exists.

import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

test('an unverified second business leads to verification and offers no money actions', async ({
  page,
  mailbox,
  shot,
}) => {
  const name = `Adunni Foods Kano ${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox, '/account/add');
  await page.getByLabel('Business name').fill(name);
  await page.getByRole('radio', { name: /^registered business/i }).check();
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Food and beverages' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/account\/add\/user$/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Add business' }).click();
  await page.getByRole('button', { name: 'Switch to it now' }).click();
  await page.waitForURL(/\/dashboard$/);
  await expect(page.getByTestId('company-name')).toHaveText(name);

  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(sidebar.getByTestId('nav-verification')).toBeVisible();
  await expect(page.getByText('Your wallet opens once your business is verified.')).toBeVisible();
  const quickActions = page.getByTestId('quick-actions');
  await expect(page.getByRole('link', { name: 'Fund wallet' })).toHaveCount(0);
  await expect(quickActions.getByRole('button', { name: 'Move money' })).toHaveCount(0);
  await shot('unverified second business dashboard');

  // The funding page itself says why there is nothing to fund, with the same way out.
  await page.goto('/wallet/fund');
  await expect(page.getByText('Your wallet opens once your business is verified.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue to payment' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Start verification' }).click();
  await expect(page).toHaveURL(/\/compliance\/onboarding$/);
});
