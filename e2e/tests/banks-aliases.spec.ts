// Issue 29, banks: OPay and Moniepoint were not found in the bank pickers (OPay's NIP name is PAYCOM). Every bank
// picker searches a bank's official name and the names people call it by together, and the option shows both.
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { openFromSidebar } from './people-helpers.ts';

test('bank pickers find banks by their common names', async ({ page, mailbox, shot }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAsDemo(page, mailbox);

  // The employee form: "OPay" finds PAYCOM, which is chosen and its account checked.
  await openFromSidebar(page, 'Employees');
  await page.getByRole('link', { name: 'Add employee' }).first().click();
  const bank = page.getByRole('combobox', { name: 'Bank' });
  await bank.click();
  await bank.fill('OPay');
  const paycom = page.getByRole('option', { name: 'PAYCOM', exact: true });
  await expect(paycom).toBeVisible();
  await expect(paycom).toContainText('OPay');
  await shot('OPay found as PAYCOM');
  await paycom.click();
  await expect(bank).toHaveValue('PAYCOM');
  await page.getByLabel('Account number').fill(`81${String(Date.now()).slice(-8)}`);
  await expect(page.getByTestId('name-check')).toContainText(/^Account name: \S+/);

  // The same search in another picker: a beneficiary's bank.
  await page.goto('/payments/beneficiaries/add');
  const dialog = page.getByRole('dialog');
  const beneficiaryBank = dialog.getByRole('combobox', { name: 'Bank' });
  for (const [typed, official] of [
    ['Moniepoint', 'Rolez Microfinance Bank'],
    ['GTCO', 'GTBANK PLC'],
    ['kuda', 'KUDA MICROFINANCE BANK'],
    ['PalmPay', 'PALMPAY'],
    ['First Bank', 'FIRST BANK OF NIGERIA'],
  ] as const) {
    await beneficiaryBank.click();
    await beneficiaryBank.fill(typed);
    await expect(page.getByRole('option', { name: official, exact: true })).toBeVisible();
  }
  await shot('Moniepoint and others found by their common names');

  // On a phone the picker's options read whole; the mobile-money banks are there by their brands.
  await page.setViewportSize({ width: 390, height: 844 });
  await beneficiaryBank.click();
  await beneficiaryBank.fill('MoMo');
  const momo = page.getByRole('option', { name: 'MoMo PSB', exact: true });
  await expect(momo).toBeVisible();
  expect(await momo.evaluate((option) => option.scrollWidth <= option.clientWidth)).toBe(true);
  await shot('MoMo PSB found at 390');
});
