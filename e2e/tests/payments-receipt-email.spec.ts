// Emailing a transfer's receipt (issue 30): the demo's settled transfer, opened from the transaction history, offers
// "Email receipt" beside the download; any address gets it, with the PDF attached (read from the dev mailbox).
import { logInAsDemo } from '../support/demo.ts';
import { expect, test } from '../support/fixtures.ts';

test('email the receipt of a settled transfer to any address', async ({ page, mailbox, shot, baseURL }) => {
  await logInAsDemo(
    page,
    mailbox,
    `/payments/transaction-history?search=${encodeURIComponent('Haulage, Lagos to Ibadan')}`,
  );
  await page
    .getByRole('button', { name: /^View TRF-/ })
    .first()
    .click();
  await page.getByTestId('receipt').getByRole('link', { name: 'Transfer details' }).click();
  const details = page.getByTestId('transfer-details');
  await expect(details.getByTestId('transfer-status')).toHaveText('settled');
  const reference = (await details.getByText(/^TRF-/).textContent()) ?? '';

  await details.getByRole('button', { name: 'Email receipt' }).click();
  const form = details.getByTestId('email-receipt');
  const address = form.getByRole('textbox', { name: 'Email address' });
  await expect(address).toBeFocused();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toContainText('Email is required');
  await address.fill('accounts at supplier');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toContainText('Enter a valid email address');

  const to = `accounts+${Date.now()}@supplier.example`;
  await address.fill(to);
  await shot('email receipt form');
  const since = new Date();
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Receipt sent to ${to}` })).toBeVisible();
  await expect(form).toHaveCount(0);

  const mail = await mailbox.waitFor(to, {
    subject: new RegExp(`^Transfer receipt ${reference} from `),
    since,
  });
  expect(mail.textBody).toContain('The receipt is attached as a PDF.');
  const shown = await fetch(new URL(`/dev/mailbox/api/messages/${mail.id}`, baseURL));
  const { data } = (await shown.json()) as {
    data: { attachments: { filename: string; contentType: string }[] };
  };
  expect(data.attachments).toEqual([
    expect.objectContaining({ filename: `transfer-${reference}.pdf`, contentType: 'application/pdf' }),
  ]);

  await page.setViewportSize({ width: 390, height: 844 });
  await details.getByRole('button', { name: 'Email receipt' }).click();
  await shot('email receipt form on a phone');
});
