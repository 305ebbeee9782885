// Support sign-in: an operator finds a business in /ops, makes a single-use link, and opening it lands in the
// business with a visible support banner; the same link does not work twice.
import { newOwner } from '../support/api.ts';
import { expect, test } from '../support/fixtures.ts';
import { enterCode } from '../support/flows.ts';
import { createOperator } from '../support/operators.ts';

test('an operator signs in to a business as support, marked by a banner; the link works once', async ({
  page,
  browser,
  api,
  mailbox,
  shot,
  baseURL,
}) => {
  const owner = await api.createConfirmedOwner(
    mailbox,
    newOwner({ companyName: `Kano Textiles ${Date.now().toString(36)}` }),
  );
  const operator = {
    email: `support-${Date.now().toString(36)}@paydesk.ng`,
    password: 'Console-Keeper-Ikoyi-77',
  };
  const created = createOperator({ ...operator, firstName: 'Bola', lastName: 'Ade' });
  expect(created).toContain('Operator created: Bola Ade');

  await page.goto('/ops/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(operator.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(operator.password);
  const since = new Date();
  await page.getByRole('button', { name: 'Sign in' }).click();
  const mail = await mailbox.waitFor(operator.email, { subject: /^Your console code: \d{6}$/, since });
  await enterCode(page, 'Console code', /\d{6}/.exec(mail.subject)![0]);
  // The whole API's reference opens for an operator signed in here (and for no one else: plumbing.test.ts).
  const [reference] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'API reference' }).click(),
  ]);
  await expect(reference.locator('.swagger-ui .info .title')).toContainText('Paydesk API (internal)');
  await shot('the internal API reference', reference);
  await reference.close();
  await page.getByRole('link', { name: 'Businesses' }).click();
  await page.getByRole('textbox', { name: 'Search businesses' }).fill(owner.companyName);
  const row = page.getByRole('row').filter({ hasText: owner.companyName });
  await row.getByRole('button', { name: 'Sign in as support' }).click();
  await page
    .getByRole('dialog')
    .getByLabel('Reason (the business sees it)')
    .fill('Help with verification documents');
  await page.getByRole('dialog').getByRole('button', { name: 'Create sign-in link' }).click();
  const link = await page.getByTestId('support-link').textContent();
  expect(link).toMatch(/\/ep-admin\/login\/[\w-]+\.[\w-]+$/);
  await shot('ops support link');

  // Opened in another browser (the operator's console stays signed in here).
  const business = await browser.newContext({ baseURL: baseURL! });
  const tab = await business.newPage();
  await tab.goto(new URL(link!).pathname);
  await expect(tab).toHaveURL(/\/compliance\/onboarding$/);
  await expect(tab.getByTestId('support-banner')).toContainText('Support session: Bola Ade from Paydesk');
  await shot('support session banner', tab);

  // Single use: the same link again is refused with the server's message.
  const again = await browser.newContext({ baseURL: baseURL! });
  const second = await again.newPage();
  await second.goto(new URL(link!).pathname);
  await expect(second.getByTestId('support-login-error')).toContainText(
    'This support link has already been used.',
  );
  await shot('support link used twice', second);
  await business.close();
  await again.close();
});
