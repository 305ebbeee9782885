// Issue 29, honest states of the employee app: on payday the app said "Withdrawals are closed until payday" with the
// withdraw button enabled; a confirmed bank account still offered "Confirm this account" under "Confirmed: the name
// at the bank matches yours"; signing out landed with a red "unauthorized" toast. Phone size (390×844); the home
// also at 1440×900.
import type { Browser, Page } from '@playwright/test';
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { linkIn, type Mailbox } from '../support/mailbox.ts';
import { createEmployees } from './people-helpers.ts';
import { call } from './session-api.ts';

const PHONE = { width: 390, height: 844 };

/** A new employee of the demo, invited to on-demand pay, who accepts on a phone and lands on the staff home. */
async function employeeOnPhone(page: Page, browser: Browser, baseURL: string, mailbox: Mailbox, tag: string) {
  const [employee] = await createEmployees(page, tag, 1);
  await call(page, 'POST', `/b2b/employer/people/employees/${employee!._id}/invite-on-demand`);
  const mail = await mailbox.waitFor(employee!.email, { subject: /on-demand pay/ });
  const phone = await browser.newContext({ baseURL, viewport: PHONE, isMobile: true });
  const staff = await phone.newPage();
  await staff.goto(linkIn(mail.textBody, '/staff/invite/'));
  await staff.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(staff).toHaveURL(/\/staff$/);
  return { staff, phone };
}

test('a confirmed account offers a fresh check, and signing out says so without an error', async ({
  page,
  browser,
  baseURL,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  const { staff, phone } = await employeeOnPhone(
    page,
    browser,
    baseURL!,
    mailbox,
    `honest-${Date.now().toString(36)}`,
  );
  const bank = staff.getByRole('region', { name: 'Bank account' });
  // The employer's name enquiry already matched the account: nothing is left to confirm, only to check again.
  await expect(bank.getByText('Confirmed: the name at the bank matches yours')).toBeVisible();
  await expect(bank.getByRole('button', { name: 'Confirm this account' })).toHaveCount(0);
  await bank.getByRole('button', { name: 'Check with the bank again' }).click();
  await expect(bank.getByText('Confirmed: the name at the bank matches yours')).toBeVisible();
  await expect(bank.getByRole('button', { name: 'Confirm this account' })).toHaveCount(0);
  await shot('confirmed bank account on a phone', staff);

  await staff.getByRole('button', { name: 'Sign out' }).click();
  await expect(staff).toHaveURL(/\/staff\/login$/);
  await expect(staff.getByText('You have signed out.')).toBeVisible();
  // Any late answer of the ended session would toast by now.
  await staff.waitForTimeout(1_500);
  await expect(staff.getByText(/unauthori[sz]ed/i)).toHaveCount(0);
  await expect(staff.getByText('Error', { exact: true })).toHaveCount(0);
  await shot('signed out on a phone', staff);
  await phone.close();
});

test('on payday withdrawals say they open again tomorrow, and the way to withdraw is closed', async ({
  page,
  browser,
  baseURL,
  mailbox,
  shot,
}) => {
  await logInAsDemo(page, mailbox);
  type Rules = Record<string, unknown> & { payday: number; cutOffDays: number; updatedAt?: string };
  const view = await call<{ rules: Rules | null }>(page, 'GET', '/b2b/employer/on-demand/rules');
  expect(view.rules, 'the demo has on-demand rules').toBeTruthy();
  const { updatedAt: _updatedAt, ...saved } = view.rules!;
  const lagosDayOfMonth = Number(
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', timeZone: 'Africa/Lagos' }).format(new Date()),
  );
  // Payday is today and the cut-off a day before it: the period's withdrawals closed yesterday.
  await call(page, 'PUT', '/b2b/employer/on-demand/rules', {
    ...saved,
    payday: lagosDayOfMonth,
    cutOffDays: 1,
  });
  try {
    const { staff, phone } = await employeeOnPhone(
      page,
      browser,
      baseURL!,
      mailbox,
      `payday-${Date.now().toString(36)}`,
    );
    const closed = staff.getByTestId('staff-withdrawals-closed');
    await expect(closed).toHaveText(
      'Today is payday: withdrawals are closed and open again tomorrow, for the next pay period.',
    );
    await expect(staff.getByText('Withdrawals are closed until payday')).toHaveCount(0);
    await expect(staff.getByTestId('staff-open-withdraw')).toBeDisabled();
    await shot('payday on a phone', staff);
    await staff.setViewportSize({ width: 1440, height: 900 });
    await expect(closed).toBeVisible();
    await shot('payday at 1440', staff);
    await phone.close();
  } finally {
    await call(page, 'PUT', '/b2b/employer/on-demand/rules', saved);
  }
});
