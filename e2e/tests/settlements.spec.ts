// Settlements (issue 16, /settings/settlements): the demo business sees its seeded settlement account and sweep rule
// with one sweep in its history; adds a settlement account with the code from the dev mailbox; sets up a weekly
// sweep rule with the PIN and sees it in the list. Screenshots at 1440×900 and 390×844.
import { DEMO, logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { sixDigits } from '../support/mailbox.ts';
import { confirmWithPin } from './wallets-helpers.ts';

test('add a settlement account with the emailed code and set up a sweep rule', async ({
  page,
  mailbox,
  shot,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox);

  await page.goto('/settings/settlements');
  await expect(page.getByRole('heading', { name: 'Settlements', level: 1 })).toBeVisible();
  // The demo seed: one confirmed account and one rule, whose history has one sweep.
  await expect(page.getByTestId('settlement-account-row').first()).toContainText('1012345678');
  const seeded = page.getByTestId('sweep-rule-row').first();
  await expect(seeded).toContainText('ADUNNI FOODS LIMITED');
  await seeded.getByRole('button', { name: 'History' }).click();
  await expect(page.getByTestId('sweep-row')).toHaveCount(1);
  await expect(page.getByTestId('sweep-row')).toContainText('Nothing above the floor');
  await shot('seeded sweep history');
  await page.keyboard.press('Escape');

  // A new account: the bank and number, then the code we email.
  const accountNumber = `06${String(Date.now()).slice(-8)}`;
  await page.getByTestId('add-settlement-account').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('settlement-bank').click();
  await dialog.getByTestId('settlement-bank').fill('GTBANK');
  await page
    .getByRole('option', { name: /GTBANK/ })
    .first()
    .click();
  await dialog.getByLabel('Account number').fill(accountNumber);
  const since = new Date(Date.now() - 1000);
  await shot('add settlement account');
  await dialog.getByTestId('add-settlement-continue').click();
  const mail = await mailbox.waitFor(DEMO.email, { subject: /^Your settlement account code/, since });
  await expect(dialog.getByText(/We sent a code to/)).toBeVisible();
  await page.getByLabel('Code from your email, digit 1 of 6', { exact: true }).click();
  await page.keyboard.type(sixDigits(mail.subject), { delay: 30 });
  await expect(page.getByText('Settlement account added')).toBeVisible();
  const added = page.getByTestId('settlement-account-row').filter({ hasText: accountNumber });
  await expect(added).toContainText('Confirmed');

  // A weekly rule to it, with a floor far above the demo balance: it sweeps nothing while the journeys run.
  await page.getByTestId('add-sweep-rule').click();
  const ruleDialog = page.getByRole('dialog');
  await ruleDialog.getByRole('combobox', { name: 'Settlement account' }).click();
  await page.getByRole('option', { name: new RegExp(accountNumber) }).click();
  await ruleDialog.getByLabel(/Keep in the wallet/).fill('900000000');
  await shot('sweep rule form');
  await ruleDialog.getByTestId('sweep-rule-continue').click();
  await confirmWithPin(page, mailbox);
  await expect(page.getByText('Sweep rule created')).toBeVisible();
  const rule = page.getByTestId('sweep-rule-row').filter({ hasText: '₦900,000,000.00' });
  await expect(rule).toContainText('Weekly, Friday');
  await expect(rule).toContainText('Active');
  await shot('settlements, 1440');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(rule).toBeVisible();
  await shot('settlements, 390');
});
