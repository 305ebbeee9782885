// Issue 17: 'Switch business' was missing for a person with one business. It is offered with the way to add one.
// (This file runs before the journeys that add businesses to the demo account: alphabetical order, one worker.)

import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

test('a person with one business finds Switch business and the way to add one', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Switch business' }).click();
  const switcher = page.getByTestId('business-switcher');
  await expect(switcher.getByTestId('business-row-main').getByText('Logged in')).toBeVisible();
  await expect(switcher.locator('[data-testid^="business-row-"]')).toHaveCount(1);
  await shot('switcher with one business');
  await switcher.getByRole('link', { name: 'Add a business' }).click();
  await expect(page).toHaveURL(/\/account\/add\/company$/);
  await expect(page.getByRole('heading', { name: 'Add a business' })).toBeVisible();
});
