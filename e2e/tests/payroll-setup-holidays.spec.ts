// Issue 14: the public holidays the pay schedules skip, maintained under payroll configuration. Reached by clicking
// (the pay schedule page's link and the layout's tab), listed by year; a holiday added moves a pay day to the working
// day before, an edit moves it back, a second holiday on one day is refused under the date, and a delete asks first.
// Screenshots at 1440×900 and 390×844.
import { appDate, pickDate } from '../support/date-field.ts';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

test('maintain the public holidays and see the next pay dates follow', async ({ page, mailbox, shot }) => {
  const tag = Date.now().toString(36);
  await logInAsDemo(page, mailbox);

  // A schedule paid on the 14th from June 2027: 14 June is Democracy Day (a Monday), 14 August a Saturday.
  await page.goto('/payroll-configuration/pay-schedule');
  await page.getByRole('link', { name: 'Create pay schedule' }).first().click();
  await page.getByLabel('Schedule name').fill(`Fourteenth ${tag}`);
  await page.getByRole('combobox', { name: 'Pay day' }).click();
  await page.getByRole('option', { name: 'A fixed day', exact: true }).click();
  await page.getByLabel('Day of the month').fill('14');
  await pickDate(page, 'First period starts', '2027-06-01');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Pay schedule saved')).toBeVisible();
  const nextDates = page.getByTestId(`pay-schedules-row-Fourteenth ${tag}`).getByTestId('next-pay-dates');
  await expect(nextDates).toHaveText(['11 Jun 2027', '14 Jul 2027', '13 Aug 2027'].join(''));

  // The pay schedule page links to the holidays; the layout has a tab for them.
  await page.getByRole('link', { name: 'Manage public holidays' }).click();
  await expect(page).toHaveURL(/\/payroll-configuration\/public-holidays$/);
  await expect(page.getByRole('heading', { name: 'Public Holidays' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Public Holidays' })).toHaveAttribute('aria-selected', 'true');
  await page
    .locator('label')
    .filter({ hasText: /^2027$/ })
    .click();
  const democracyDay = page.getByTestId('public-holiday-2027-06-14');
  await expect(democracyDay).toContainText('14 Jun 2027');
  await expect(democracyDay).toContainText('Monday');
  await shot('public holidays of 2027');

  // A company holiday on Wednesday 14 July 2027: July's pay moves to Tuesday 13th.
  await page.getByRole('button', { name: 'Add public holiday' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add public holiday' });
  await pickDate(dialog, 'Date', '2027-07-14');
  await dialog.getByLabel('Holiday name').fill(`Founders day ${tag}`);
  await shot('add a public holiday');
  await dialog.getByRole('button', { name: 'Add public holiday' }).click();
  await expect(page.getByText('Public holiday added')).toBeVisible();
  const founders = page.getByTestId('public-holiday-2027-07-14');
  await expect(founders).toContainText(`Founders day ${tag}`);
  await expect(founders).toContainText(appDate('2027-07-14'));

  // A second holiday on that day is refused under the date, and nothing is added.
  await page.getByRole('button', { name: 'Add public holiday' }).click();
  await pickDate(dialog, 'Date', '2027-07-14');
  await dialog.getByLabel('Holiday name').fill('Again');
  await dialog.getByRole('button', { name: 'Add public holiday' }).click();
  await expect(dialog.getByText('There is already a public holiday on this day')).toBeVisible();
  await shot('a second holiday on one day is refused');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('public-holiday-2027-07-14')).toHaveCount(1);

  await page.getByRole('tab', { name: 'Pay Schedule' }).click();
  await expect(nextDates).toHaveText(['11 Jun 2027', '13 Jul 2027', '13 Aug 2027'].join(''));

  // Moved to Thursday 15 July: July's pay is back on the 14th.
  await page.getByRole('tab', { name: 'Public Holidays' }).click();
  await page
    .locator('label')
    .filter({ hasText: /^2027$/ })
    .click();
  await founders.getByRole('button', { name: /^Actions for Founders day/ }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit public holiday' });
  await expect(edit.getByRole('button', { name: /^Date/ })).toHaveText(appDate('2027-07-14'));
  await pickDate(edit, 'Date', '2027-07-15');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Public holiday saved')).toBeVisible();
  await expect(page.getByTestId('public-holiday-2027-07-15')).toContainText(`Founders day ${tag}`);
  await page.getByRole('tab', { name: 'Pay Schedule' }).click();
  await expect(nextDates).toHaveText(['11 Jun 2027', '14 Jul 2027', '13 Aug 2027'].join(''));

  // Deleted after a yes.
  await page.getByRole('tab', { name: 'Public Holidays' }).click();
  await page
    .locator('label')
    .filter({ hasText: /^2027$/ })
    .click();
  const moved = page.getByTestId('public-holiday-2027-07-15');
  await moved.getByRole('button', { name: /^Actions for Founders day/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const ask = page.getByRole('dialog', { name: 'Delete public holiday' });
  await expect(ask).toContainText(`Delete Founders day ${tag} (15 Jul 2027)?`);
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Public holiday deleted')).toBeVisible();
  await expect(moved).toHaveCount(0);
  await expect(democracyDay).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(democracyDay).toBeVisible();
  await shot('public holidays on a phone');
});
