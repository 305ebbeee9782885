// Steps the wallet journeys share: reading the header chip, and the transaction PIN dialog
// (creating the PIN by emailed code the first time, as a member without one would).
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../support/demo.ts';
import { type Mailbox, sixDigits } from '../support/mailbox.ts';

export const DEMO_PIN = '2580';

/** '₦3,250,000.00' → 325000000 kobo. */
export const kobo = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
export const naira = (k: number) =>
  `₦${Math.floor(k / 100).toLocaleString('en-US')}.${String(k % 100).padStart(2, '0')}`;

export const chipAmount = (page: Page) =>
  page.getByTestId('wallet-balance-chip').getByTestId('wallet-balance-amount');

/** The header chip's amount, in kobo. */
export async function chipBalance(page: Page): Promise<number> {
  await expect(chipAmount(page)).toContainText('₦');
  return kobo((await chipAmount(page).textContent()) ?? '');
}

async function typeDigits(page: Page, label: string, digits: string) {
  await page.getByLabel(`${label}, digit 1 of ${digits.length}`, { exact: true }).click();
  await page.keyboard.type(digits, { delay: 30 });
}

/** In the PIN dialog: creates the PIN first if the member has none, then enters it. */
export async function confirmWithPin(page: Page, mailbox: Mailbox, shot?: (s: string) => Promise<void>) {
  const dialog = page.getByRole('dialog');
  const create = dialog.getByRole('button', { name: 'Email me a code' });
  const pinField = dialog.getByLabel('Transaction PIN, digit 1 of 4', { exact: true });
  await expect(create.or(pinField)).toBeVisible();
  if (await create.isVisible()) {
    await shot?.('create pin');
    const since = new Date(Date.now() - 1000);
    await create.click();
    const mail = await mailbox.waitFor(DEMO.email, { subject: /^Your transaction PIN code/, since });
    await typeDigits(page, 'Code from your email', sixDigits(mail.textBody));
    await typeDigits(page, 'New PIN', DEMO_PIN);
    await typeDigits(page, 'Confirm new PIN', DEMO_PIN);
    await shot?.('pin codes entered');
    await dialog.getByRole('button', { name: 'Save PIN' }).click();
    await expect(pinField).toBeVisible();
  }
  await typeDigits(page, 'Transaction PIN', DEMO_PIN);
}

/** Picks the option of a native select whose text starts with `text` (options read "name · balance"). */
export async function chooseOption(select: Locator, text: string) {
  const value = await select.locator('option', { hasText: text }).first().getAttribute('value');
  await select.selectOption(value ?? '');
}
