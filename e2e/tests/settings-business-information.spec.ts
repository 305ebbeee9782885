// Issue 29: a verified registered business showed RC number, TIN, address and contacts as "—" with no way to
// complete them. Settings → Company Details holds the business information form: a bad RC number or TIN is refused
// with the reason, a good one is saved (toast) and still there after a reload, locked once on record; the demo
// business carries its RC number, TIN and address. Screenshots at 1440×900 and 390×844.
import type { Page } from '@playwright/test';
import { withDatabase } from '../support/database.ts';
import { DEMO, logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { logIn } from '../support/flows.ts';

const form = (page: Page) => page.getByTestId('business-information');

test('the owner completes the business information; a bad TIN or RC number is refused with the reason', async ({
  page,
  api,
  mailbox,
  shot,
}) => {
  const owner = await api.createConfirmedOwner(mailbox);
  // Verified before RC number and TIN were collected (as the demo was): what an operator's approval cannot give.
  await withDatabase((db) =>
    db.query('update companies set admin_verify = true, is_compliant = true where name = $1', [
      owner.companyName,
    ]),
  );
  await logIn(page, mailbox, owner);
  await page.goto('/settings/info');
  const info = form(page);
  await expect(info.getByRole('textbox', { name: 'RC number' })).toBeEditable();

  await info.getByRole('textbox', { name: 'RC number' }).fill('12345');
  await info.getByRole('textbox', { name: 'Tax identification number' }).fill('1234-abc');
  await info.getByRole('textbox', { name: 'Street address' }).fill('14 Allen Avenue');
  await info.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    info.getByText('Enter the CAC number as RC or BN followed by digits, e.g. RC1234567'),
  ).toBeVisible();
  await expect(info.getByText('Enter a valid TIN, e.g. 12345678-0001')).toBeVisible();
  await expect(info.getByText('City is required')).toBeVisible();
  await expect(info.getByText('Choose a state')).toBeVisible();
  await expect(page.getByText('Company details updated')).toHaveCount(0);
  await shot('refused RC number and TIN');

  await info.getByRole('textbox', { name: 'RC number' }).fill('rc 123-4567');
  await info.getByRole('textbox', { name: 'Tax identification number' }).fill('12345678-0001');
  await info.getByRole('textbox', { name: 'City' }).fill('Ikeja');
  await info.getByRole('combobox', { name: 'State' }).click();
  await page.getByRole('option', { name: 'Lagos', exact: true }).click();
  await info.getByRole('textbox', { name: 'Contact email' }).fill('accounts@ezekitchens.ng');
  await info.getByRole('textbox', { name: 'Contact phone' }).fill('08031234567');
  await info.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Company details updated')).toBeVisible();

  await page.reload();
  const rc = form(page).getByRole('textbox', { name: 'RC number' });
  await expect(rc).toHaveValue('RC1234567');
  await expect(rc).not.toBeEditable();
  await expect(form(page).getByRole('textbox', { name: 'Tax identification number' })).toHaveValue(
    '12345678-0001',
  );
  await expect(form(page).getByRole('textbox', { name: 'Street address' })).toHaveValue('14 Allen Avenue');
  await expect(form(page).getByRole('textbox', { name: 'City' })).toHaveValue('Ikeja');
  await expect(form(page).getByRole('combobox', { name: 'State' })).toHaveValue('Lagos');
  await expect(form(page).getByRole('textbox', { name: 'Contact email' })).toHaveValue(
    'accounts@ezekitchens.ng',
  );
  await expect(
    form(page).getByText('Confirmed on record; contact support to change it').first(),
  ).toBeVisible();
  await shot('saved business information 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rc).toBeVisible();
  await shot('saved business information 390');
});

test('the demo business carries its RC number, TIN and address', async ({ page, mailbox, shot }) => {
  await logInAsDemo(page, mailbox, '/settings/info');
  await expect(page.getByTestId('company-name')).toHaveText(DEMO.company);
  const info = form(page);
  await expect(info.getByRole('textbox', { name: 'RC number' })).toHaveValue(/^RC\d{7}$/);
  await expect(info.getByRole('textbox', { name: 'Tax identification number' })).toHaveValue(/^\d{8}-\d{4}$/);
  await expect(info.getByRole('textbox', { name: 'Street address' })).not.toHaveValue('');
  await expect(info.getByRole('combobox', { name: 'State' })).toHaveValue('Lagos');
  await shot('demo business information 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(info.getByRole('textbox', { name: 'RC number' })).toBeVisible();
  await shot('demo business information 390');
});
