// Issue 10, the employee app: an employee invited to on-demand pay opens the emailed one-time link on a phone
// (390x844), accepts, lands on their profile with the sections still to come, confirms their bank account, and the
// same link no longer works; back another day, they sign in with a code from their email.
import { DEMO, logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';
import { enterCode } from '../support/flows.ts';
import { linkIn, sixDigits } from '../support/mailbox.ts';
import { settledPageWidth } from '../support/phone-overflow.ts';
import { createEmployees } from './people-helpers.ts';

test('an invited employee accepts on a phone and sees their profile', async ({
  page,
  browser,
  baseURL,
  mailbox,
  shot,
}) => {
  const tag = `staff-${Date.now().toString(36)}`;
  await logInAsDemo(page, mailbox);
  const [employee] = await createEmployees(page, tag, 1);
  const invited = await page.evaluate(async (id) => {
    const token = JSON.parse(localStorage.getItem('paydesk.session') ?? '{}').state?.data?.token;
    const response = await fetch(`/api/b2b/employer/people/employees/${id}/invite-on-demand`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    return response.status;
  }, employee!._id);
  expect(invited).toBe(200);

  const mail = await mailbox.waitFor(employee!.email, { subject: /on-demand pay/ });
  const link = linkIn(mail.textBody, '/staff/invite/');
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true });
  const staff = await phone.newPage();
  await staff.goto(link);
  await expect(staff.getByRole('heading', { name: 'Join on-demand pay' })).toBeVisible();
  // The page names who invites them (issue 29).
  await expect(staff.getByTestId('staff-invitation-from')).toHaveText(
    `Hi Tunde, ${DEMO.company} invited you to on-demand pay: withdraw part of the pay you have already earned.`,
  );
  await shot('invitation on a phone', staff);
  await staff.getByRole('button', { name: 'Accept invitation' }).click();

  await expect(staff).toHaveURL(/\/staff$/);
  await expect(staff.getByRole('heading', { level: 1, name: `Tunde ${tag}-1` })).toBeVisible();
  await expect(staff.getByText(DEMO.company)).toBeVisible();
  for (const section of ['Earnings', 'Withdrawals', 'Payslips'])
    await expect(staff.getByRole('heading', { name: section })).toBeVisible();
  await staff.getByRole('button', { name: 'Check with the bank again' }).click();
  await expect(staff.getByText('Confirmed: the name at the bank matches yours')).toBeVisible();
  // Nothing wider than the phone.
  expect(await settledPageWidth(staff)).toBeLessThanOrEqual(390);
  await shot('staff home on a phone', staff);
  await staff.getByRole('link', { name: 'View payslips' }).click();
  await expect(staff).toHaveURL(/\/staff\/payslips$/);
  await expect(staff.getByText('No payslips yet')).toBeVisible();
  await staff.getByRole('link', { name: 'Back' }).click();
  await expect(staff).toHaveURL(/\/staff$/);

  // The link worked once.
  await staff.getByRole('button', { name: 'Sign out' }).click();
  await expect(staff).toHaveURL(/\/staff\/login$/);
  await staff.goto(link);
  await expect(staff.getByText('This invitation has already been accepted').first()).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);

  // Back another day: sign in with the code sent to the employee's email.
  await staff.goto('/staff/login');
  await staff.getByLabel('Email or phone number').fill(employee!.email);
  await staff.getByRole('button', { name: 'Send code' }).click();
  await expect(staff.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  const code = await mailbox.waitFor(employee!.email, { subject: /sign-in code/ });
  await enterCode(staff, 'Sign-in code', sixDigits(code.textBody), 'Sign in');
  await expect(staff).toHaveURL(/\/staff$/);
  await expect(staff.getByRole('heading', { level: 1, name: `Tunde ${tag}-1` })).toBeVisible();
  await phone.close();
});
