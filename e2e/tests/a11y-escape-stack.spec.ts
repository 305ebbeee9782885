// Escape closes the top dialog only (issue 30, "every dialog traps and returns focus"): a dialog opened from a
// drawer — the approval request's Reject and PIN dialogs, the command palette over a transaction's details —
// closes alone on Escape, the drawer stays with the focus back inside it, and a second Escape closes the drawer.
// Mantine's dialogs each listen for Escape on the window, so without the shared stack one key closed both.
import type { Locator, Page } from '@playwright/test';
import { Api } from '../support/api.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { Mailbox } from '../support/mailbox.ts';
import { arrangeTransferAwaitingOwner, person } from './approvals-helpers.ts';

/** The approval request's amount, in a range no other journey sends (kobo). */
const REQUEST_AMOUNT = 172_634_00;
const REQUEST_NAIRA = '₦172,634.00';

test.use({ reducedMotion: 'reduce' });

test.beforeAll(async ({ baseURL }) => {
  // One transfer waiting for the owner's approval, as a11y-dialogs arranges its own.
  await arrangeTransferAwaitingOwner(await Api.connect(baseURL!), new Mailbox(baseURL!), {
    amount: REQUEST_AMOUNT,
    naira: REQUEST_NAIRA,
    initiator: person('Tunde', 'Bakare'),
  });
});

/** Whether the focused element is inside `scope`. */
const holdsFocus = (scope: Locator) => scope.evaluate((el) => el.contains(document.activeElement));

/** Escape closes `top` only: `drawer` stays open with the focus inside; Escape again closes the drawer. */
async function escapeClosesTopOnly(page: Page, top: Locator, drawer: Locator) {
  await expect(top).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(top).toBeHidden();
  await expect(drawer).toBeVisible();
  await expect.poll(() => holdsFocus(drawer), { message: 'focus back in the drawer' }).toBe(true);
  // Still open a moment later: nothing closes it behind the first key's back.
  await page.waitForTimeout(300);
  await expect(drawer).toBeVisible();
}

test('Escape in a dialog opened from a drawer closes that dialog only', async ({ page, mailbox, shot }) => {
  await logInAsDemo(page, mailbox);

  // The approval request's drawer, its Reject dialog, then its PIN dialog.
  await page.goto('/approvals/dashboard');
  await page.getByRole('row').filter({ hasText: REQUEST_NAIRA }).first().click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByTestId('request-drawer') });
  await expect(drawer.getByTestId('request-amount')).toHaveText(REQUEST_NAIRA);

  await drawer.getByTestId('request-reject').click();
  const reject = page.getByRole('dialog', { name: 'Reject request' });
  await expect(reject).toBeVisible();
  await shot('escape-stack-reject-over-drawer');
  await escapeClosesTopOnly(page, reject, drawer);
  // The focus went back to the button that opened the dialog.
  await expect(drawer.getByTestId('request-reject')).toBeFocused();

  await drawer.getByTestId('request-approve').click();
  const pin = page
    .getByRole('dialog')
    .filter({ has: page.getByLabel('Transaction PIN, digit 1 of 4', { exact: true }) });
  await escapeClosesTopOnly(page, pin, drawer);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The command palette over a transaction's details.
  await page.goto('/payments/transaction-history');
  await page.getByTestId('transactions-table').getByTestId('transaction-row').first().click();
  const receipt = page.getByRole('dialog').filter({ has: page.getByTestId('receipt') });
  await expect(receipt).toBeVisible();
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog', { name: 'Command palette' });
  await escapeClosesTopOnly(page, palette, receipt);
  await page.keyboard.press('Escape');
  await expect(receipt).toBeHidden();
});
