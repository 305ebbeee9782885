// Keyboard journeys with no mouse (issue 30, "Usable by keyboard and screen reader"): every step is Tab, arrows,
// typing and Enter/Space, and each control is reached by tabbing to it, so a control the keyboard cannot reach fails
// the journey. Set-up that is not the point (the transaction PIN) goes through the API.
import type { Locator, Page } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import type { Mailbox } from '../support/mailbox.ts';
import { ensurePin, signInApi } from './approvals-helpers.ts';
import { acknowledgeWarnings, call, computedRun, groupEmployee, payGroupOf } from './session-api.ts';
import { DEMO_PIN } from './wallets-helpers.ts';

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails when it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  await target.first().waitFor();
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(target.first())) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target.first()), `reached by ${back ? 'Shift+' : ''}Tab within ${max} presses`).toBe(
    true,
  );
}

/** Signs the demo owner in by keyboard alone: email, password, Enter, then the emailed code typed into its boxes. */
async function logInByKeyboard(page: Page, mailbox: Mailbox) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: 'Email', exact: true }));
  await page.keyboard.type(DEMO.email);
  await tabTo(page, page.getByRole('textbox', { name: 'Password', exact: true }));
  await page.keyboard.type(DEMO.password);
  const seen = (await mailbox.list(DEMO.email)).map((m) => m.id);
  const since = new Date();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/login\/two-factor-auth$/);
  await expect(page.getByRole('heading', { name: 'Enter your login code' })).toBeVisible();
  const { code } = await mailbox.loginCode(DEMO.email, { since, exclude: seen });
  await tabTo(page, page.getByLabel('Login code, digit 1 of 6', { exact: true }));
  await page.keyboard.type(code, { delay: 30 });
  // The code boxes submit by themselves once full; Enter is the keyboard's fallback.
  const left = await page
    .waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!left) await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('app-header')).toBeVisible();
}

test('sign in with the emailed code, by keyboard alone', async ({ page, mailbox, shot }) => {
  await logInByKeyboard(page, mailbox);
  await shot('signed in by keyboard');
});

test('filter the employees list and open a row, by keyboard alone', async ({ page, mailbox, shot }) => {
  await logInByKeyboard(page, mailbox);
  await page.goto('/people/employees');
  const search = page.getByTestId('employees-search');
  await tabTo(page, search);
  await page.keyboard.type('Ngozi');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/search=Ngozi/);
  const link = page.getByTestId('employees-table').getByRole('link', { name: /Ngozi/ }).first();
  await expect(link).toBeVisible();
  await shot('filtered by keyboard');
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/people\/employees\/edit\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: /Ngozi/ })).toBeVisible();
  await shot('row opened by keyboard');
});

test('send a transfer to a beneficiary and confirm it with the PIN, by keyboard alone', async ({
  page,
  api,
  mailbox,
  shot,
}) => {
  const token = await signInApi(api, mailbox, DEMO);
  await ensurePin(api, mailbox, token, DEMO.email);
  await logInByKeyboard(page, mailbox);
  await page.goto('/payments/transfers/instant-transfers');

  const beneficiary = page
    .getByRole('textbox', { name: 'Beneficiary' })
    .or(page.getByRole('combobox', { name: 'Beneficiary' }));
  await tabTo(page, beneficiary);
  await page.keyboard.type('0123456789');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(beneficiary.first()).toHaveValue(/0123456789/);
  await tabTo(page, page.getByRole('textbox', { name: 'Amount (₦)' }));
  await page.keyboard.type('1250');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('transfer-summary')).toContainText('₦1,250.00');
  await shot('summary, reached by keyboard');
  await tabTo(page, dialog.getByRole('button', { name: 'Confirm with PIN' }));
  await page.keyboard.press('Enter');
  const pin = page.getByLabel('Transaction PIN, digit 1 of 4', { exact: true });
  await tabTo(page, pin);
  await page.keyboard.type(DEMO_PIN, { delay: 30 });

  const outcome = page.getByTestId('transfer-outcome');
  await expect(outcome).toContainText('Transfer sent', { timeout: 20_000 });
  await shot('transfer sent by keyboard');
});

test('approve a payroll run and pay its salaries with the PIN, by keyboard alone', async ({
  page,
  api,
  mailbox,
  shot,
}) => {
  test.setTimeout(240_000);
  const token = await signInApi(api, mailbox, DEMO);
  await ensurePin(api, mailbox, token, DEMO.email);
  await logInByKeyboard(page, mailbox);
  // A run of one employee in a pay group of its own, computed and submitted through the API: not the point here.
  const tag = `kbd${Date.now().toString(36)}`;
  const staff = await call<{ _id: string }>(
    page,
    'POST',
    '/b2b/employer/people/employees',
    groupEmployee(tag, 1),
  );
  const group = await payGroupOf(page, `Keyboard ${tag}`, [staff._id]);
  const runId = await computedRun(page, `Payroll ${tag}`, '2025-08', [group]);
  await call(page, 'POST', `/payroll/runs/${runId}/submit`, { comment: 'By keyboard' });
  await acknowledgeWarnings(page, runId);

  await page.goto(`/payroll/${runId}/finalize`);
  await tabTo(page, page.getByTestId('approve-payroll'));
  await page.keyboard.press('Enter');
  const pin = page.getByLabel('Transaction PIN, digit 1 of 4', { exact: true });
  await tabTo(page, pin);
  await page.keyboard.type(DEMO_PIN, { delay: 30 });
  await expect(page.getByTestId('payroll-status').first()).toHaveAttribute('data-status', 'approved');
  await shot('payroll approved by keyboard');

  await tabTo(page, page.getByTestId('go-pay-salaries'));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByTestId('pay-salaries'));
  await page.keyboard.press('Enter');
  await tabTo(page, pin);
  await page.keyboard.type(DEMO_PIN, { delay: 30 });
  await expect(page.getByTestId('payroll-status').first()).toHaveAttribute('data-status', 'completed', {
    timeout: 90_000,
  });
  await shot('salaries paid by keyboard');
});

test('a dialog keeps the focus inside and gives it back to its opener on Escape', async ({
  page,
  mailbox,
}) => {
  await logInByKeyboard(page, mailbox);
  await page.goto('/payments/transfers/instant-transfers');
  const beneficiary = page
    .getByRole('textbox', { name: 'Beneficiary' })
    .or(page.getByRole('combobox', { name: 'Beneficiary' }));
  await tabTo(page, beneficiary);
  await page.keyboard.type('0123456789');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('textbox', { name: 'Amount (₦)' }));
  await page.keyboard.type('10');
  const opener = page.getByRole('button', { name: 'Continue' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Twenty Tabs never leave the dialog.
  for (let i = 0; i < 20; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1} stays in`).toBe(
      true,
    );
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
