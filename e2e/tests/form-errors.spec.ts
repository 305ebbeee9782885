// Issue 17: a wrong login code cleared the boxes with only a toast; the wrong-PIN message overlapped the PIN boxes;
// error toasts survived onto the next screen. Errors show once, inline under the boxes, and the error toasts of a
// screen close when the user moves on or the next try succeeds.

import { DEMO, logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { enterCode } from '../support/flows.ts';
import { chooseOption, confirmWithPin } from './wallets-helpers.ts';

const errorToasts = (page: import('@playwright/test').Page) => page.locator('[data-toast-kind="error"]');

test('login errors show once: a stale toast closes on the next screen, a wrong code shows under the boxes', async ({
  page,
  mailbox,
  shot,
}) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Not-The-Password-1!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(errorToasts(page)).toHaveCount(1);
  await shot('wrong password toast');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
  const since = new Date();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login\/two-factor-auth$/);
  await expect(errorToasts(page)).toHaveCount(0);

  const { code } = await mailbox.loginCode(DEMO.email, { since });
  const wrong = code === '000000' ? '111111' : '000000';
  await enterCode(page, 'Login code', wrong);
  const codeError = page
    .getByText(/code/i)
    .and(page.locator('.mantine-InputWrapper-error, .mantine-Input-error'));
  await expect(codeError).toBeVisible();
  await expect(errorToasts(page)).toHaveCount(0);
  const boxes = await page.getByLabel('Login code, digit 6 of 6', { exact: true }).boundingBox();
  const message = await codeError.boundingBox();
  expect(message!.y).toBeGreaterThanOrEqual(boxes!.y + boxes!.height);
  await shot('wrong login code under the boxes');

  await enterCode(page, 'Login code', code);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong transaction PIN shows once, under the PIN boxes', async ({ page, mailbox, shot }) => {
  const name = `Petty cash ${Date.now().toString(36).slice(-5)}`;
  await logInAsDemo(page, mailbox, '/account/all-accounts');
  await page.getByRole('button', { name: 'Add wallet' }).click();
  const addDialog = page.getByRole('dialog');
  await addDialog.getByLabel('Wallet name').fill(name);
  await addDialog.getByRole('radio', { name: 'Collection' }).check();
  await addDialog.getByRole('button', { name: 'Create wallet' }).click();
  await expect(page.getByText('Wallet created')).toBeVisible();

  const move = async () => {
    await page.getByTestId('wallet-card').filter({ hasText: 'Main wallet' }).click();
    await expect(page).toHaveURL(/\/account\/all-accounts\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('wallet-detail-balance')).toBeVisible();
    await page.getByRole('button', { name: 'Move money' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('To')).toBeVisible();
    await chooseOption(dialog.getByLabel('To'), name);
    await dialog.getByLabel('Amount (₦)').fill('10');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    return dialog;
  };
  // The first move creates the PIN if the member has none (by emailed code), so the PIN is known.
  await move();
  await confirmWithPin(page, mailbox);
  await expect(page.getByText('Money moved')).toBeVisible();

  await page.goto('/account/all-accounts');
  const dialog = await move();
  const wrongPin = '1111'; // not DEMO_PIN (2580)
  await dialog.getByLabel('Transaction PIN, digit 1 of 4', { exact: true }).click();
  await page.keyboard.type(wrongPin, { delay: 30 });
  const pinError = dialog.getByRole('alert');
  await expect(pinError).toHaveCount(1);
  await expect(errorToasts(page)).toHaveCount(0);
  const lastBox = await dialog.getByLabel('Transaction PIN, digit 4 of 4', { exact: true }).boundingBox();
  const message = await pinError.boundingBox();
  expect(message!.y).toBeGreaterThanOrEqual(lastBox!.y + lastBox!.height);
  await shot('wrong pin under the boxes');
});

test('one form style: dropdowns as tall as text inputs, placeholders not red on an error', async ({
  page,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox, '/settings/team-management');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  const email = dialog.getByLabel('Email address');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await shot('form with errors');
  const role = dialog.getByRole('combobox', { name: 'Role' });
  const [emailBox, roleBox] = [await email.boundingBox(), await role.boundingBox()];
  expect(Math.round(roleBox!.height)).toBe(Math.round(emailBox!.height));
  const fontSize = (locator: import('@playwright/test').Locator) =>
    locator.evaluate((el) => getComputedStyle(el).fontSize);
  expect(await fontSize(dialog.locator('label', { hasText: 'Role' }).first())).toBe(
    await fontSize(dialog.locator('label', { hasText: 'Email address' }).first()),
  );
  // The Role field is empty and in error: its placeholder 'Choose a role' stays grey.
  await expect(role).toHaveAttribute('placeholder', 'Choose a role');
  const placeholderColor = await role.evaluate((el) => getComputedStyle(el, '::placeholder').color);
  const errorColor = await dialog
    .locator('.mantine-InputWrapper-error')
    .first()
    .evaluate((el) => getComputedStyle(el).color);
  expect(placeholderColor).not.toBe(errorColor);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(email).toBeVisible();
  await shot('form with errors on a phone');
});
